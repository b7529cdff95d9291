// The supplier's overview band on /product/standardDashboard (docs/domain/products.md, "The
// supplier's overview on the product screens"): our products by status, the open orders by status,
// the penalties and receipt differences and the shop's on-time and cancel rates of the last 30 days
// beside the fulfilment labels' thresholds. Counts only, no money (the finance area is not built).
// Its own load with retry, so a failure here leaves the coverage below usable.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { formatPercent } from '../../contract/kernel/rules';
import { orderStatusLabels } from '../../contract/order';
import { fulfilmentTagLabels, productStatusLabels } from '../../contract/product/labels';
import { overviewThresholds, type SupplierOverview } from '../../contract/product/overview';
import { detailMachine } from '../../machines/generic/detail.machine';
import { supplierOverviewSource } from '../../machines/product/overviewSource';
import { Section } from '../../ui/Section';
import { formatQty } from '../format';
import { LoadGate } from '../LoadGate';

const TAGS = Object.keys(overviewThresholds) as (keyof typeof overviewThresholds)[];

export function SupplierOverviewBand() {
  const { t, i18n } = useLingui();
  const actor = useActorRef(detailMachine, { input: { id: 'overview', source: supplierOverviewSource } });
  const d = useSelector(actor, (s) => s.context.detail as SupplierOverview | null);
  const failed = useSelector(actor, (s) => s.matches('failed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  const n = (value: number) => formatQty(value, i18n.locale);
  const pct = (value: number | null) => (value === null ? '-' : formatPercent(value));
  return (
    <Section title={t`Supplier overview`} testId="supplier-overview">
      <LoadGate failed={failed} loading={!d} error={error} failedText={t`The overview could not be loaded.`} onRetry={() => actor.send({ type: 'detail.retry' })} errorTestId="supplier-overview-error">
        {() =>
          d && (
            <>
              <h4>
                <Link href="/product/platformList">{t`Our products by status`}</Link>
              </h4>
              <ul className="coverage-figures" data-testid="overview-gfc">
                {d.gfc.map((s) => (
                  <li key={s.status} data-status={s.status}>
                    <strong>{n(s.count)}</strong>
                    {productStatusLabels.text(s.status, i18n.locale)}
                  </li>
                ))}
              </ul>
              <h4>
                <Link href="/order/list">{t`Open orders by status`}</Link>
              </h4>
              <ul className="coverage-figures" data-testid="overview-order">
                {d.order.map((s) => (
                  <li key={s.status} data-status={s.status}>
                    <strong>{n(s.count)}</strong>
                    {orderStatusLabels.text(s.status, i18n.locale)}
                  </li>
                ))}
              </ul>
              <h4>{t`Last ${d.windowDays} days`}</h4>
              <ul className="coverage-figures" data-testid="overview-window">
                <li data-testid="overview-late"><strong>{n(d.penalties.lateShipments)}</strong>{t`Shipped after the deadline (penalty)`}</li>
                <li data-testid="overview-cancelled-ack"><strong>{n(d.penalties.cancelledAfterAcknowledge)}</strong>{t`Cancelled after acknowledgement (penalty)`}</li>
                <li data-testid="overview-differences">
                  <strong>{`${n(d.differences.open)} / ${n(d.differences.accepted)} / ${n(d.differences.disputed)}`}</strong>
                  {t`Receipt differences: open / accepted / disputed`}
                </li>
                <li data-testid="overview-units"><strong>{`${n(d.differences.unitsShort)} / ${n(d.differences.unitsOver)}`}</strong>{t`Units received short / over`}</li>
                <li data-testid="overview-on-time">
                  <strong>{pct(d.performance.onTimeRate)}</strong>
                  {t`On-time ship rate (${n(d.performance.onTime)} of ${n(d.performance.shipped)})`}
                </li>
                <li data-testid="overview-cancel-rate">
                  <strong>{pct(d.performance.cancelRate)}</strong>
                  {t`Cancel rate (${n(d.performance.cancelled)} of ${n(d.performance.placed)})`}
                </li>
              </ul>
              <p data-testid="overview-thresholds">
                {t`On-time rate the labels need:`}{' '}
                {TAGS.map((tag) => `${fulfilmentTagLabels.text(tag, i18n.locale)} ${formatPercent(overviewThresholds[tag])}`).join(' · ')}
              </p>
            </>
          )
        }
      </LoadGate>
    </Section>
  );
}
