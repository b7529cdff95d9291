// Past imports (import/records): file, type, status (why a file could not be read), row counts,
// when and by whom; read again every 2 s while one is being read or applied (the list machine's
// polling). Each record opens its review (/template/uploadError), and its original file and its
// rows in error download through the download machine.
import { useActorRef } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { downloadImportFile, exportImportRows, type ImportStatus } from '../../contract/template/imports';
import type { Row } from '../../machines/generic/types';
import { importRecordsResource, type ImportRecordRow } from '../../resources/template/imports';
import { importStatusLabels } from '../../contract/template/labels';
import type { AnyResource } from '../../resources/types';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';
import { DownloadButton, FixedListBody } from '../generic/FixedList';
import { useResourceList } from '../generic/useResourceList';
import { downloadMachine } from '../../machines/generic/download.machine';

const resource = importRecordsResource as unknown as AnyResource;
const tones: Record<ImportStatus, BadgeTone> = { queued: 'neutral', reading: 'info', review: 'warning', applying: 'info', done: 'success', failed: 'danger', cancelled: 'neutral' };
const record = (row: Row) => row as unknown as ImportRecordRow;

export type RecordsParts = ReturnType<typeof useResourceList>;

/** The review of a record (absolute: the records list also shows on area upload routes). */
export const reviewPath = (r: Pick<ImportRecordRow, 'importType' | 'id'>) => `~/template/uploadError?type=${encodeURIComponent(r.importType)}&id=${encodeURIComponent(r.id)}`;

export function ImportRecords({ partsRef }: { partsRef?: { current: RecordsParts | null } }) {
  const { t, i18n } = useLingui();
  const parts = useResourceList(resource);
  if (partsRef) partsRef.current = parts;
  const downloader = useActorRef(downloadMachine);
  return (
    <section className="list-screen" aria-labelledby="import-records-title" data-testid="import-records" ref={parts.rootRef}>
      <h3 id="import-records-title">{i18n._(importRecordsResource.title)}</h3>
      <FixedListBody
        resource={resource}
        parts={parts}
        cells={{
          fileName: (row) => (
            <Link href={reviewPath(record(row))} data-testid="import-record-open">
              {record(row).fileName}
            </Link>
          ),
          status: (row) => (
            <span>
              <StatusBadge tone={tones[record(row).status]} testId="import-record-status">
                {importStatusLabels.text(record(row).status, i18n.locale)}
              </StatusBadge>
              {record(row).failure ? <span className="field-description"> {record(row).failure}</span> : null}
            </span>
          ),
        }}
        extraColumns={[
          {
            key: '__files',
            title: t`Files`,
            width: 260,
            render: (row) => {
              const r = record(row);
              const params = { importType: r.importType, id: r.id };
              return (
                <span className="row-actions">
                  <DownloadButton
                    downloader={downloader}
                    request={{ key: `file:${r.id}`, endpoint: downloadImportFile, input: { params } }}
                    label={t`Original file`}
                    name={r.fileName}
                    variant="quiet"
                    testId="import-record-file"
                  />
                  {r.inError > 0 ? (
                    <DownloadButton
                      downloader={downloader}
                      request={{ key: `errors:${r.id}`, endpoint: exportImportRows, input: { params, body: { conditions: {}, pageSize: 200 } } }}
                      label={t`Rows in error`}
                      name={r.fileName}
                      variant="quiet"
                      testId="import-record-errors"
                    />
                  ) : null}
                </span>
              );
            },
            text: () => '',
          },
        ]}
      />
    </section>
  );
}
