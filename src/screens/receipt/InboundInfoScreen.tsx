// /receipt/inboundInfo/:id: one inbound: where from and to, its tracking, its lines and cartons and,
// once the platform counted it, its receipt (per line shipped against received good and damaged,
// with the differences). "Add tracking" / "Edit tracking" (its own form, draft or confirmed) and the
// kit's actions: "Confirm", "Ship", "Reopen", "Cancel", and "Confirm again" after the platform's dock
// turned it away (its reason shown as the dock decision; the tracking form opens in that state too). Thin views over inbound.machine.ts and
// tracking.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { InboundInfo } from '../../contract/receipt/inbound';
import { differenceTypeLabels, dockReasonLabels, inboundStatusLabels } from '../../contract/receipt/labels';
import { inboundMachine, inboundSpec } from '../../machines/receipt/inbound.machine';
import { trackingMachine } from '../../machines/receipt/tracking.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';
import { TrackingDialog } from './TrackingDialog';

const todayIso = () => new Date().toISOString().slice(0, 10);

export function InboundInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/inbound" replace />;
  return <InboundRecord key={id} id={id} />;
}

function InboundRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(inboundMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const tracking = useActorRef(
    trackingMachine.provide({
      actions: {
        announceSaved: () => {
          toast.say('common.message.success');
          tracking.send({ type: 'tracking.closed' });
          actor.send({ type: 'record.reloadRequested' });
        },
      },
    }),
  );
  const record = useSelector(actor, (s) => s.context.record);
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  // after a dock rejection the tracking is corrected before confirming again
  const editable = record !== null && (record.status === 'draft' || record.status === 'confirmed' || record.status === 'rejectedAtDock');
  return (
    <section className="detail-screen" aria-labelledby="receipt-inbound-title" data-testid="receipt-inbound">
      <h2 id="receipt-inbound-title" translate="no">
        {record ? record.inboundNo : t`Inbound`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/inbound" data-testid="receipt-inbound-back">
          {t`Back to the list`}
        </Link>{' '}
        {record ? (
          <Link href={`/requestInfo/${encodeURIComponent(record.requestId)}`} data-testid="receipt-inbound-request">
            {t`Request ${record.requestNo}`}
          </Link>
        ) : null}
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The inbound could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="receipt-inbound-error">
        {() =>
          record && (
            <>
              {mayAct && editable && viewing ? (
                <Toolbar ariaLabel={t`Tracking`}>
                  <Button
                    variant="secondary"
                    onPress={() => tracking.send({ type: 'tracking.opened', inboundId: record.id, version: record.version, carrierCode: record.carrierCode, trackingNo: record.trackingNo, shipDate: record.shipDate, today: todayIso() })}
                    testId="receipt-inbound-tracking"
                  >
                    {record.trackingNo ? t`Edit tracking` : t`Add tracking`}
                  </Button>
                </Toolbar>
              ) : null}
              <RecordActionsView
                actor={actor}
                spec={inboundSpec}
                texts={{
                  confirm: { label: t`Confirm`, title: t`Confirm this inbound?`, message: t`Its quantities are locked in the ship-from warehouse.` },
                  ship: { label: t`Ship`, title: t`Confirm the tracking and ship?`, message: t`The goods leave the ship-from warehouse and are in transit until the platform counts them.` },
                  reopen: { label: t`Reopen`, title: t`Reopen this inbound?`, message: t`It goes back to draft and its stock lock is released.`, secondary: true },
                  cancel: { label: t`Cancel inbound`, title: t`Cancel this inbound`, message: t`Its stock lock is released. Say why.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
                  reconfirm: {
                    label: t`Confirm again`,
                    title: t`Confirm the corrected inbound?`,
                    message: t`Correct the tracking first when the carrier had no event for it; the cartons are declared again from the lines. The platform's dock checks it again.`,
                  },
                }}
                toolbarLabel={t`Inbound actions`}
                testId="receipt-inbound"
                refusedText={t`The server refused the action.`}
              />
              <InboundBody record={record} />
            </>
          )
        }
      </LoadGate>
      {record ? <TrackingDialog actor={tracking} carriers={record.carriers} /> : null}
    </section>
  );
}

function InboundBody({ record: r }: { record: InboundInfo }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const counted = r.receivedAt !== null;
  return (
    <>
      <Section title={t`Inbound`} testId="receipt-inbound-section">
        <DescriptionList
          testId="receipt-inbound-fields"
          items={[
            { key: 'status', label: t`Status`, value: inboundStatusLabels.text(r.status, locale), translated: true },
            { key: 'from', label: t`Ship from`, value: r.fromWarehouse },
            { key: 'to', label: t`Platform warehouse`, value: r.toWarehouse },
            { key: 'carrier', label: t`Carrier`, value: r.carrierName ? `${r.carrierName} (${r.carrierCode})` : '-' },
            { key: 'tracking', label: t`Tracking number`, value: r.trackingNo || '-' },
            { key: 'shipDate', label: t`Ship date`, value: r.shipDate ?? '-' },
            { key: 'shipped', label: t`Shipped at`, value: r.shippedAt ? formatTime(r.shippedAt, locale) : '-' },
            { key: 'receipt', label: t`Receipt`, value: r.receiptNo ? `${r.receiptNo} · ${formatTime(r.receivedAt, locale)}` : '-' },
            { key: 'cancel', label: t`Cancel reason`, value: r.cancelReason || '-' },
            { key: 'dock', label: t`Dock decision`, value: r.dockReason ? dockReasonLabels.text(r.dockReason, locale) : r.dockAcceptedAt ? t`Accepted ${formatTime(r.dockAcceptedAt, locale)}` : '-', translated: r.dockReason !== null || r.dockAcceptedAt !== null },
          ]}
        />
      </Section>
      <Section title={counted ? t`Receipt: shipped and received` : t`Lines`} testId="receipt-inbound-lines">
        <RecordTable
          label={t`Lines of the inbound`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'qty', header: t`Shipped`, cell: (l) => formatQty(l.qty, locale) },
            { key: 'good', header: t`Received good`, cell: (l) => formatQty(l.receivedGood, locale), testId: 'receipt-inbound-good' },
            { key: 'damaged', header: t`Received damaged`, cell: (l) => formatQty(l.receivedDamaged, locale) },
            {
              key: 'differences',
              header: t`Differences`,
              cell: (l) => (l.differences.length ? l.differences.map((d) => `${differenceTypeLabels.text(d.type, locale)} ${d.qty}`).join(', ') : counted ? t`None` : '-'),
              testId: 'receipt-inbound-difference',
            },
          ]}
        />
      </Section>
      <Section title={t`Cartons`} testId="receipt-inbound-cartons">
        <RecordTable
          label={t`Cartons of the inbound`}
          rows={r.cartons}
          rowKey={(c) => c.cartonNo}
          columns={[
            { key: 'no', header: t`Carton no.`, cell: (c) => c.cartonNo, rowHeader: true, noTranslate: true },
            { key: 'sku', header: t`Sku`, cell: (c) => c.sku, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (c) => formatQty(c.qty, locale) },
            { key: 'weight', header: t`Weight (kg)`, cell: (c) => formatQty(c.weightKg, locale) },
          ]}
        />
      </Section>
    </>
  );
}
