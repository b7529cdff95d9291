// /product/standardDashboard: the coverage of our products against the standard catalogue
// (linked, proposed, declined, not matched; per category) and the relations' status counts, every
// figure counted by the server. A thin view over the generic detail machine (readSource.ts).
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { sameRelationStatusLabels } from '../../contract/product/labels';
import type { StandardDashboard } from '../../contract/product/standard';
import { detailMachine } from '../../machines/generic/detail.machine';
import { standardDashboardSource } from '../../machines/product/readSource';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Section';
import { TableScroll } from '../../ui/TableScroll';
import { Toolbar } from '../../ui/Toolbar';
import { formatQty } from '../format';
import { LoadGate } from '../LoadGate';
import { SameLinks } from './SameLinks';
import { SupplierOverviewBand } from './SupplierOverviewBand';
import './standard-same.css';

export function StandardDashboardScreen() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(detailMachine, { input: { id: 'coverage', source: standardDashboardSource } });
  const d = useSelector(actor, (s) => s.context.detail as StandardDashboard | null);
  const failed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const n = (value: number) => formatQty(value, i18n.locale);
  return (
    <section className="detail-screen" aria-labelledby="coverage-title" data-testid="coverage">
      <h2 id="coverage-title">{t`Standard coverage`}</h2>
      <SameLinks current="standardDashboard" />
      <Toolbar ariaLabel={t`Coverage actions`}>
        <Button variant="secondary" onPress={() => actor.send({ type: 'detail.reloadRequested' })} testId="coverage-reload">
          {t`Refresh`}
        </Button>
      </Toolbar>
      <LoadGate failed={failed} loading={!d} error={error} failedText={t`The coverage could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="coverage-error">
        {() =>
          d && (
            <>
              <ul className="coverage-figures" data-testid="coverage-totals">
                <li data-testid="coverage-products"><strong>{n(d.totals.products)}</strong>{t`Our products`}</li>
                <li data-testid="coverage-linked"><strong>{n(d.totals.linked)}</strong>{t`Linked`}</li>
                <li data-testid="coverage-proposed">
                  <strong>{n(d.totals.proposed)}</strong>
                  <Link href="/sameProductRelationConfirm">{t`Proposed, to confirm`}</Link>
                </li>
                <li data-testid="coverage-declined"><strong>{n(d.totals.declined)}</strong>{t`Declined`}</li>
                <li data-testid="coverage-not-matched"><strong>{n(d.totals.notMatched)}</strong>{t`Not matched`}</li>
                <li data-testid="coverage-catalogue"><strong>{`${n(d.standardCovered)} / ${n(d.standardProducts)}`}</strong>{t`Standard products we cover`}</li>
              </ul>
              <Section title={t`Relations by status`} testId="coverage-status">
                <ul className="coverage-figures">
                  {d.statusCounts.map((s) => (
                    <li key={s.status} data-testid="coverage-status-count" data-status={s.status}>
                      <strong>{n(s.count)}</strong>
                      {sameRelationStatusLabels.text(s.status, i18n.locale)}
                    </li>
                  ))}
                </ul>
              </Section>
              <Section title={t`By category`} testId="coverage-categories">
                <TableScroll label={t`Coverage by category`}>
                  <table className="record-table product-table" aria-label={t`Coverage by category`}>
                    <thead>
                      <tr>
                        <th scope="col">{t`Category`}</th>
                        <th scope="col">{t`Our products`}</th>
                        <th scope="col">{t`Linked`}</th>
                        <th scope="col">{t`Proposed`}</th>
                        <th scope="col">{t`Declined`}</th>
                        <th scope="col">{t`Not matched`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.byCategory.map((c) => (
                        <tr key={c.category} data-testid="coverage-category">
                          <th scope="row" translate="no">{c.category}</th>
                          <td>{n(c.products)}</td>
                          <td>{n(c.linked)}</td>
                          <td>{n(c.proposed)}</td>
                          <td>{n(c.declined)}</td>
                          <td>{n(c.notMatched)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
              </Section>
            </>
          )
        }
      </LoadGate>
      <SupplierOverviewBand />
    </section>
  );
}
