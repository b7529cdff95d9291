// The export centre's summary (export.statistics): the user's exports counted per table (jobs,
// finished, failed, still in progress, rows in the files, the latest), read once and again
// whenever the job list below is read again, so a new or finished job shows in both.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ExportStatistics as Row } from '../../contract/common';
import { queryMachine } from '../../machines/asset';
import { exportStatisticsQuery } from '../../resources/exportJobs';
import { ErrorState } from '../../ui/ErrorState';
import { TableScroll } from '../../ui/TableScroll';
import { errorText } from '../errorText';
import { formatQty, formatTime } from '../format';
import type { useResourceList } from '../generic/useResourceList';

export function ExportStatistics({ parts }: { parts: ReturnType<typeof useResourceList> }) {
  const { t, i18n } = useLingui();
  const query = useActorRef(queryMachine, { input: { run: exportStatisticsQuery.run, auto: true } });
  const rows = useSelector(query, (s) => (s.context.result as Row[] | null) ?? null);
  const error = useSelector(query, (s) => (s.matches('failed') ? s.context.error : null));
  // the job list's page (read again after an export starts and while jobs run): count again
  const page = useSelector(parts.list, (s) => s.context.page);
  useEffect(() => {
    if (page) query.send({ type: 'query.run' });
  }, [page]);
  const n = (v: number) => formatQty(v, i18n.locale);
  return (
    <section aria-labelledby="export-statistics" data-testid="export-statistics">
      <h3 id="export-statistics">{t`Exports per table`}</h3>
      {error ? (
        <ErrorState message={errorText(error, t`The export statistics could not be loaded.`)} retryLabel={t`Try again`} onRetry={() => query.send({ type: 'query.run' })} testId="export-statistics-error" />
      ) : rows === null ? (
        <p className="state" role="status">{t`Loading…`}</p>
      ) : rows.length === 0 ? (
        <p className="field-description">{t`You have not exported anything yet.`}</p>
      ) : (
        <TableScroll label={t`Exports per table`}>
          <table className="export-stats">
            <thead>
              <tr>
                <th scope="col">{t`Table`}</th>
                <th scope="col">{t`Exports`}</th>
                <th scope="col">{t`Ready to download`}</th>
                <th scope="col">{t`Failed`}</th>
                <th scope="col">{t`In progress`}</th>
                <th scope="col">{t`Rows exported`}</th>
                <th scope="col">{t`Latest`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.bizType} data-testid={`export-statistics-${r.bizType}`}>
                  <th scope="row">{r.name}</th>
                  <td>{n(r.total)}</td>
                  <td>{n(r.succeeded)}</td>
                  <td>{n(r.failed)}</td>
                  <td>{n(r.queued + r.running)}</td>
                  <td>{n(r.rows)}</td>
                  <td>{formatTime(r.lastAt, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
