// /replenishment/inboundInfo/:id: one inbound of a replenishment order: the order it ships (a link to
// it), the platform warehouse, tracking, dates and its lines with what the platform counted. Its
// decisions (confirm, ship, cancel, tracking) are the receipt inbound's: the record links to
// /receipt/inboundInfo/:id for them. A thin view over inbound.machine.ts. Without an id it shows the list.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { inboundStatusLabels } from '../../contract/receipt';
import { replenishmentOrderStatusLabels } from '../../contract/replenishment/labels';
import type { ReplenishmentInbound } from '../../contract/replenishment/inbound';
import { replenishmentInboundMachine } from '../../machines/replenishment/inbound.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';

export function InboundInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/inbound" replace />;
  return <InboundRecord key={id} id={id} />;
}

function InboundRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const actor = useActorRef(replenishmentInboundMachine, { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="replenishment-inbound-title" data-testid="replenishment-inbound">
      <h2 id="replenishment-inbound-title" translate="no">
        {record ? record.inboundNo : t`Replenishment inbound`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/inbound" data-testid="replenishment-inbound-back">
          {t`Back to the list`}
        </Link>
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The replenishment inbound could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="replenishment-inbound-error">
        {() => record && <InboundBody record={record} />}
      </LoadGate>
    </section>
  );
}

function InboundBody({ record: r }: { record: ReplenishmentInbound }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const qty = (n: number | null) => (n === null ? '-' : formatQty(n, locale));
  return (
    <>
      <p>
        <Link href={`~/receipt/inboundInfo/${encodeURIComponent(r.id)}`} className="button" data-testid="replenishment-inbound-receipt">
          {t`Open the inbound to confirm and ship it`}
        </Link>
      </p>
      <Section title={t`Replenishment inbound`} testId="replenishment-inbound-section">
        <DescriptionList
          testId="replenishment-inbound-fields"
          items={[
            { key: 'status', label: t`Status`, value: inboundStatusLabels.text(r.status, locale), translated: true },
            {
              key: 'order',
              label: t`Replenishment order`,
              value: (
                <Link href={`/info/${encodeURIComponent(r.orderId)}`} data-testid="replenishment-inbound-order">
                  {r.orderNo}
                </Link>
              ),
            },
            { key: 'orderStatus', label: t`Order status`, value: replenishmentOrderStatusLabels.text(r.orderStatus, locale), translated: true },
            { key: 'request', label: t`Request no.`, value: r.requestNo },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'from', label: t`Ship from`, value: r.fromWarehouse },
            { key: 'tracking', label: t`Tracking no.`, value: r.trackingNo || '-' },
            { key: 'created', label: t`Created at`, value: formatTime(r.createdAt, locale) },
            { key: 'shipped', label: t`Shipped at`, value: r.shippedAt ? formatTime(r.shippedAt, locale) : '-' },
            { key: 'received', label: t`Received at`, value: r.receivedAt ? formatTime(r.receivedAt, locale) : '-' },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="replenishment-inbound-lines">
        <RecordTable
          label={t`Lines of the replenishment inbound`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (l) => qty(l.qty) },
            { key: 'good', header: t`Received good`, cell: (l) => qty(l.receivedGood) },
            { key: 'damaged', header: t`Received damaged`, cell: (l) => qty(l.receivedDamaged) },
          ]}
        />
      </Section>
    </>
  );
}
