// The export centre: the user's export jobs (title, file, status, progress while running, rows,
// created, finished), read again every 2 s while one is queued or running (the list machine's
// polling), each finished file downloadable (download machine: download() of the file endpoint,
// saved through an object URL). `header` is what the route puts above the jobs.
import type { ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ProgressBar } from '../../ui/ProgressBar';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { downloadExport, type ExportJob } from '../../contract/common';
import { exportJobsResource } from '../../resources/exportJobs';
import { exportStatusLabels } from '../../contract/common';
import type { AnyResource } from '../../resources/types';
import { DownloadButton, FixedListBody } from '../generic/FixedList';
import { useResourceList } from '../generic/useResourceList';
import { downloadMachine } from '../../machines/generic/download.machine';

const tones: Record<ExportJob['status'], BadgeTone> = { queued: 'neutral', running: 'info', succeeded: 'success', failed: 'danger' };

const labels = {
  jobs: msg`Your exports`,
  download: msg`Download`,
  downloading: msg`Downloading…`,
  file: msg`File`,
};

const resource: AnyResource = exportJobsResource;

export function ExportCentre({ header }: { header?: (parts: ReturnType<typeof useResourceList>) => ReactNode }) {
  const parts = useResourceList(resource);
  const { i18n } = useLingui();
  const downloader = useActorRef(downloadMachine);
  const job = (row: Record<string, unknown>) => row as unknown as ExportJob;
  return (
    <div className="export-centre" ref={parts.rootRef} data-testid="export-centre">
      {header?.(parts)}
      <section aria-labelledby="export-jobs">
        <h3 id="export-jobs">{i18n._(labels.jobs)}</h3>
        <FixedListBody
          resource={resource}
          parts={parts}
          cells={{
            status: (row) => (
              <span>
                <StatusBadge tone={tones[job(row).status]} testId="job-status">
                  {exportStatusLabels.text(job(row).status, i18n.locale)}
                </StatusBadge>
                {job(row).error ? <span className="field-description"> {job(row).error}</span> : null}
              </span>
            ),
            progress: (row) =>
              job(row).status === 'queued' || job(row).status === 'running' ? (
                <ProgressBar label={i18n._(msg`Progress of ${job(row).fileName}`)} value={job(row).progress} testId="job-progress" />
              ) : (
                `${job(row).progress}%`
              ),
          }}
          extraColumns={[
            {
              key: '__download',
              title: i18n._(labels.file),
              width: 150,
              render: (row) =>
                job(row).status === 'succeeded' ? (
                  <DownloadButton
                    downloader={downloader}
                    request={{ key: job(row).id, endpoint: downloadExport, input: { params: { id: job(row).id } } }}
                    label={i18n._(labels.download)}
                    busyLabel={i18n._(labels.downloading)}
                    name={job(row).fileName}
                    testId="job-download"
                  />
                ) : (
                  ''
                ),
              text: (row) => (job(row).status === 'succeeded' ? i18n._(labels.download) : ''),
            },
          ]}
        />
      </section>
    </div>
  );
}
