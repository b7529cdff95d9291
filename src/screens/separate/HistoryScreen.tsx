// /separate/seq/:id: the history of one isolation: every transition with who did it (or the
// automatic job) and when, oldest first (separate.record), and what the automatic jobs did,
// newest first (separate.autoHistory). Read-only, through the generic detail machine (useView).
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { separationStatusSchema } from '../../contract/separate/separation';
import { autoRunKindLabels, autoRunOutcomeLabels, historyActionLabels } from '../../resources/separate/labels';
import { separationStatusLabels } from '../../contract/separate/labels';
import { separationHistoryView, type SeparationHistory } from '../../resources/separate/views';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatTime } from '../format';
import { useView, ViewFrame } from '../inventory';
import { SeparationBadge } from './parts';
import { TableScroll } from '../../ui/TableScroll';

export function HistoryScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/control" replace />;
  return <History key={id} id={id} />;
}

function History({ id }: { id: string }) {
  const { t } = useLingui();
  const view = useView(separationHistoryView, id);
  return (
    <section className="detail-screen sep-screen" aria-labelledby="hist-title" data-testid="separate-history">
      <h2 id="hist-title">{t`History of the isolation`}</h2>
      <nav className="sep-links" aria-label={t`Isolation pages`}>
        <Link href={`/separate/${encodeURIComponent(id)}`} data-testid="hist-link-isolation">
          {t`Back to the isolation`}
        </Link>
        <Link href={`/incremental/${encodeURIComponent(id)}`}>{t`Incremental separations`}</Link>
      </nav>
      <ViewFrame<SeparationHistory> view={view} failedText={t`The history could not be loaded.`} testId="hist">
        {({ data, reload, reloading }) => <Entries data={data} reload={reload} reloading={reloading} />}
      </ViewFrame>
    </section>
  );
}

function Entries({ data, reload, reloading }: { data: SeparationHistory; reload(): void; reloading: boolean }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const status = (value: string | null) => {
    const parsed = separationStatusSchema.safeParse(value);
    return parsed.success ? separationStatusLabels.text(parsed.data, i18n.locale) : (value ?? '-');
  };
  return (
    <>
      <p>
        {data.separation.code} · {data.separation.name} <SeparationBadge status={data.separation.status} testId="hist-status" />{' '}
        <Button variant="secondary" isPending={reloading} onPress={reload} testId="hist-reload">
          {t`Reload`}
        </Button>
      </p>
      <Section title={t`Changes (${data.entries.length})`} testId="hist-entries-section">
        {data.entries.length === 0 ? (
          <EmptyState title={t`Nothing recorded yet`} testId="hist-empty" />
        ) : (
          <TableScroll label={t`Changes of the isolation`}>
            <table className="sep-table" aria-label={t`Changes of the isolation`} data-testid="hist-entries">
              <thead>
                <tr>
                  <th scope="col">{t`When`}</th>
                  <th scope="col">{t`Action`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`By`}</th>
                  <th scope="col">{t`Details`}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e) => (
                  <tr key={e.id} data-testid="hist-entry" data-action={e.action}>
                    <td>{formatTime(e.at, locale)}</td>
                    <th scope="row">
                      {i18n._(historyActionLabels[e.action])}
                      {e.incrementCode ? ` · ${e.incrementCode}` : ''}
                    </th>
                    <td>{e.fromStatus || e.toStatus ? `${status(e.fromStatus)} → ${status(e.toStatus)}` : '-'}</td>
                    <td data-testid="hist-actor">{e.actorName ?? t`Automatic job`}</td>
                    <td>{e.note || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
      <Section title={t`Automatic runs (${data.runs.length})`} testId="hist-runs-section">
        {data.runs.length === 0 ? (
          <p>{t`The automatic jobs have not worked on this isolation.`}</p>
        ) : (
          <TableScroll label={t`Automatic runs`}>
            <table className="sep-table" aria-label={t`Automatic runs`} data-testid="hist-runs">
              <thead>
                <tr>
                  <th scope="col">{t`When`}</th>
                  <th scope="col">{t`Job`}</th>
                  <th scope="col">{t`Outcome`}</th>
                  <th scope="col">{t`Details`}</th>
                </tr>
              </thead>
              <tbody>
                {data.runs.map((r) => (
                  <tr key={r.id} data-testid="hist-run">
                    <td>{formatTime(r.at, locale)}</td>
                    <th scope="row">{i18n._(autoRunKindLabels[r.kind])}</th>
                    <td>
                      <StatusBadge tone={r.outcome === 'done' ? 'success' : 'danger'}>{i18n._(autoRunOutcomeLabels[r.outcome])}</StatusBadge>
                    </td>
                    <td>{r.note || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
    </>
  );
}
