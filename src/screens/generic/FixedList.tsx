// A list over a fixed table (descriptor.table: no columns or views to save) whose rows carry
// files: the export centre's jobs and the import records. The body is the setup's failure, or
// search, refresh, the table (cells and extra columns of the screen) and the pager; a row's file
// downloads through the download machine, one at a time.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { ActorRefFrom } from 'xstate';
import type { DownloadRequest, downloadMachine } from '../../machines/generic/download.machine';
import type { Row } from '../../machines/generic/types';
import type { AnyResource } from '../../resources/types';
import { Button, type ButtonVariant } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Toolbar } from '../../ui/Toolbar';
import type { DataColumn } from '../../ui/table/DataTable';
import { ListPager, ListSearch, ListTable } from './ListScreen';
import { texts } from './labels';
import type { useResourceList } from './useResourceList';
import { errorText } from '../errorText';
import type { CellRender } from './cells';

export function FixedListBody({
  resource,
  parts,
  cells,
  extraColumns,
}: {
  resource: AnyResource;
  parts: ReturnType<typeof useResourceList>;
  cells?: Record<string, CellRender>;
  extraColumns?: DataColumn<Row>[];
}) {
  const { i18n } = useLingui();
  const setupError = useSelector(parts.list, (s) => (s.matches({ setup: 'failed' }) ? s.context.setupError : null));
  if (setupError) return <ErrorState message={errorText(setupError, i18n._(texts.loadFailed))} retryLabel={i18n._(texts.retry)} onRetry={() => parts.list.send({ type: 'list.retry' })} />;
  return (
    <>
      <ListSearch parts={parts} />
      <Toolbar ariaLabel={i18n._(texts.toolbar)}>
        <Button variant="secondary" onPress={() => parts.list.send({ type: 'list.refresh' })} testId="list-refresh">
          {i18n._(texts.refresh)}
        </Button>
      </Toolbar>
      <ListTable resource={resource} parts={parts} selectable={false} cells={cells} extraColumns={extraColumns} />
      <ListPager parts={parts} />
    </>
  );
}

export interface DownloadButtonProps {
  downloader: ActorRefFrom<typeof downloadMachine>;
  request: DownloadRequest;
  label: string;
  /** Shown while this file downloads. */
  busyLabel?: string;
  /** The file's name, for the accessible name ("Download: warehouses.xlsx"). */
  name: string;
  variant?: ButtonVariant;
  testId?: string;
}

/** A row's file: pending while it downloads, disabled while another one does. */
export function DownloadButton({ downloader, request, label, busyLabel, name, variant = 'secondary', testId }: DownloadButtonProps) {
  const busyKey = useSelector(downloader, (s) => s.context.key);
  const busy = busyKey === request.key;
  return (
    <Button
      variant={variant}
      isPending={busy}
      isDisabled={busyKey !== null && !busy}
      onPress={() => downloader.send({ type: 'download.requested', request })}
      aria-label={`${label}: ${name}`}
      testId={testId}
    >
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
