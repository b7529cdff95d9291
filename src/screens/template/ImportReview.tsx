// The review of an import (review.* of import.machine.ts): the counts the confirm would apply,
// the rows in error (row number, the cells, the problems in the user's language) a page at a time,
// each fixed in place (FixRowDialog: PUT, checked again) or dropped after a confirmation; the rows
// in error as an xlsx file; confirm (the dialog says what is applied and what is not) and cancel.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { exportImportRows, rowsToChange, type ImportColumn, type ImportRecord, type ImportRow } from '../../contract/template/imports';
import { validRows } from '../../machines/import/import.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { DataTable, type DataColumn } from '../../ui/table/DataTable';
import { FixRowDialog } from './FixRowDialog';
import { columnTitle, type Importer } from './useImport';
import { downloadMachine } from '../../machines/generic/download.machine';
import { errorText } from '../errorText';

const ROW_HEIGHT = 64;

/** The counts of an import as figures. */
export function ImportCounts({ record }: { record: ImportRecord }) {
  const { t, i18n } = useLingui();
  const n = (v: number) => new Intl.NumberFormat(i18n.locale).format(v);
  const c = record.counts;
  const figures = [
    { key: 'total', label: t`Rows in the file`, value: c.total },
    { key: 'create', label: t`To create`, value: c.create },
    { key: 'update', label: t`To update`, value: c.update },
    { key: 'unchanged', label: t`Unchanged`, value: c.unchanged },
    { key: 'error', label: t`In error`, value: c.error },
    { key: 'dropped', label: t`Dropped`, value: c.dropped },
    ...(record.status === 'done' ? [{ key: 'applied', label: t`Imported`, value: c.applied }] : []),
  ];
  return (
    <dl className="imp-figures" data-testid="import-counts">
      {figures.map((f) => (
        <div key={f.key} className="imp-figure" data-key={f.key}>
          <dt>{f.label}</dt>
          <dd>{n(f.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImportReview({ importer, columns, canImport }: { importer: Importer; columns: ImportColumn[] | null; canImport: boolean }) {
  const { t } = useLingui();
  const downloader = useActorRef(downloadMachine);
  const downloading = useSelector(downloader, (s) => s.hasTag('busy'));
  const record = useSelector(importer, (s) => s.context.record) as ImportRecord;
  const rows = useSelector(importer, (s) => s.context.rows);
  const error = useSelector(importer, (s) => s.context.error);
  const more = useSelector(importer, (s) => s.context.nextCursor !== null);
  const loading = useSelector(importer, (s) => s.matches({ review: 'loadingRows' }));
  const loadingMore = useSelector(importer, (s) => s.matches({ review: 'loadingMore' }));
  const rowsFailed = useSelector(importer, (s) => s.matches({ review: 'rowsFailed' }));
  const ready = useSelector(importer, (s) => s.matches({ review: 'ready' }));
  const confirming = useSelector(importer, (s) => s.matches({ review: 'confirming' }) || s.matches('submitting'));
  const submitting = useSelector(importer, (s) => s.matches('submitting'));
  const askingCancel = useSelector(importer, (s) => s.matches({ review: 'confirmingCancel' }) || s.matches('cancelling'));
  const cancelling = useSelector(importer, (s) => s.matches('cancelling'));
  const dropping = useSelector(importer, (s) => s.context.dropping);
  const droppingBusy = useSelector(importer, (s) => s.matches({ review: 'dropping' }));
  const canConfirm = useSelector(importer, (s) => s.can({ type: 'import.confirmRequested' }));
  const c = record.counts;
  const valid = validRows(record);
  const dialogOpen = confirming || askingCancel || !!dropping;
  // what the confirm will change, by the rule the apply follows (rowsToChange: new and updated
  // rows; unchanged rows are valid but change nothing; rows in error are left out)
  const changes = rowsToChange(c);
  const confirmMessage = [
    changes > 0
      ? t`${plural(changes, { one: '# row will change', other: '# rows will change' })}: ${plural(c.create, { one: '# new', other: '# new' })}, ${plural(c.update, { one: '# updated', other: '# updated' })}.`
      : t`Nothing will change.`,
    c.unchanged > 0 ? t`${plural(c.unchanged, { one: '# row is already as in the file and stays unchanged.', other: '# rows are already as in the file and stay unchanged.' })}` : '',
    c.error > 0 ? t`${plural(c.error, { one: 'The # row still in error will not be imported.', other: 'The # rows still in error will not be imported.' })}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const tableColumns = useRowColumns(importer, columns, canImport, ready);

  const downloadErrors = () =>
    downloader.send({
      type: 'download.requested',
      request: { key: record.id, endpoint: exportImportRows, input: { params: { importType: record.importType, id: record.id }, body: { conditions: {}, pageSize: 200 } } },
    });

  return (
    <Section title={t`Review ${record.fileName}`} testId="import-review">
      <ImportCounts record={record} />
      {error && !dialogOpen ? (
        <p className="imp-notice error" role="alert" data-testid="import-error">
          {errorText(error, t`That did not work. Please try again.`)}
        </p>
      ) : null}
      {canImport && valid === 0 ? (
        <p className="imp-notice warning" role="note">
          {t`No row can be imported yet: fix or drop the rows in error.`}
        </p>
      ) : null}
      <Toolbar ariaLabel={t`Import actions`}>
        {canImport ? (
          <Button isDisabled={!canConfirm} onPress={() => importer.send({ type: 'import.confirmRequested' })} testId="import-confirm">
            {t`Confirm import`}
          </Button>
        ) : null}
        <Button variant="secondary" isDisabled={c.error === 0 || (downloading && !dialogOpen)} isPending={downloading} onPress={downloadErrors} testId="import-download-errors">
          {t`Download rows in error`}
        </Button>
        {canImport ? (
          <Button variant="secondary" isDisabled={!ready} onPress={() => importer.send({ type: 'import.cancelRequested' })} testId="import-cancel">
            {t`Cancel import`}
          </Button>
        ) : null}
      </Toolbar>
      <h4 id="import-errors-title">{t`Rows in error: ${c.error}`}</h4>
      {rowsFailed ? (
        <ErrorState message={errorText(error, t`The rows in error could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => importer.send({ type: 'import.retry' })} />
      ) : (
        <DataTable<ImportRow>
          ariaLabel={t`Rows in error`}
          columns={tableColumns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={loading}
          loadingText={t`Loading…`}
          emptyText={c.error === 0 ? t`No row is in error.` : t`No rows in error are shown.`}
          rowHeight={ROW_HEIGHT}
          height={Math.min(480, 46 + Math.max(rows.length, 1) * ROW_HEIGHT)}
          testId="import-error-rows"
        />
      )}
      {more ? (
        <Button variant="secondary" isPending={loadingMore} isDisabled={!ready && !loadingMore} onPress={() => importer.send({ type: 'import.moreRowsRequested' })} testId="import-more-rows">
          {t`Show more rows`}
        </Button>
      ) : null}
      {columns ? <FixRowDialog importer={importer} columns={columns} /> : null}
      <ConfirmDialog
        isOpen={!!dropping}
        title={t`Drop row ${dropping?.rowNumber ?? ''}?`}
        message={t`The row is left out of this import. Your file is not changed.`}
        confirmLabel={t`Drop row`}
        cancelLabel={t`Keep it`}
        busyLabel={t`Dropping…`}
        isDanger
        busy={droppingBusy}
        onConfirm={() => importer.send({ type: 'import.dropConfirmed' })}
        onCancel={() => importer.send({ type: 'import.dropCancelled' })}
        testId="import-drop-dialog"
      />
      <ConfirmDialog
        isOpen={confirming}
        title={t`Import the valid rows?`}
        message={confirmMessage}
        confirmLabel={t`Import`}
        cancelLabel={t`Back to the review`}
        busyLabel={t`Importing…`}
        busy={submitting}
        errorMessage={confirming && error ? errorText(error) : null}
        onConfirm={() => importer.send({ type: 'import.confirmed' })}
        onCancel={() => importer.send({ type: 'import.confirmDismissed' })}
        testId="import-confirm-dialog"
      />
      <ConfirmDialog
        isOpen={askingCancel}
        title={t`Cancel this import?`}
        message={t`Nothing from this file will be imported. You can upload it again later.`}
        confirmLabel={t`Cancel import`}
        cancelLabel={t`Keep reviewing`}
        busyLabel={t`Cancelling…`}
        isDanger
        busy={cancelling}
        onConfirm={() => importer.send({ type: 'import.cancelConfirmed' })}
        onCancel={() => importer.send({ type: 'import.cancelDismissed' })}
        testId="import-cancel-dialog"
      />
    </Section>
  );
}

const problemsOf = (row: ImportRow) => row.errors.map((e) => e.message).join(' ');

/** Row number, Fix / Drop, the template's cells (those in error marked) and the problems. */
function useRowColumns(importer: Importer, columns: ImportColumn[] | null, canImport: boolean, ready: boolean): DataColumn<ImportRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const cellColumns: DataColumn<ImportRow>[] = (columns ?? []).map((col) => ({
      key: col.key,
      title: columnTitle(col, i18n.locale),
      width: 130,
      render: (row) => {
        const value = row.cells[col.key] ?? '';
        const wrong = row.errors.some((e) => e.column === col.key);
        return <span className={wrong ? 'imp-cell-wrong' : undefined}>{value === '' ? '—' : value}</span>;
      },
      text: (row) => row.cells[col.key] ?? '',
    }));
    // Fix and Drop next to the row number: reachable without scrolling the table sideways
    const actions: DataColumn<ImportRow>[] = canImport
      ? [
          {
            key: '__actions',
            title: t`Actions`,
            width: 150,
            render: (row: ImportRow) => (
              <span className="row-actions">
                <Button variant="quiet" isDisabled={!ready} onPress={() => importer.send({ type: 'import.fixRequested', rowId: row.id })} aria-label={t`Fix row ${row.rowNumber}`} testId="import-row-fix">
                  {t`Fix`}
                </Button>
                <Button variant="danger" isDisabled={!ready} onPress={() => importer.send({ type: 'import.dropRequested', rowId: row.id })} aria-label={t`Drop row ${row.rowNumber}`} testId="import-row-drop">
                  {t`Drop`}
                </Button>
              </span>
            ),
          },
        ]
      : [];
    return [
      { key: 'rowNumber', title: t`Row`, width: 70, align: 'end', rowHeader: true, text: (row) => String(row.rowNumber) },
      ...actions,
      ...cellColumns,
      { key: 'problems', title: t`Problems`, width: 320, render: (row) => <span className="imp-problems">{problemsOf(row)}</span>, text: problemsOf },
    ];
  }, [importer, columns, canImport, ready, i18n.locale]);
}
