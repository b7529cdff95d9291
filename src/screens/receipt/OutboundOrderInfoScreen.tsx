// /receipt/outboundOrderInfo/:id: one outbound order: the platform warehouse, the purpose, the
// ship-to warehouse or the scrap fee, its sku lines with what is available, and where the platform
// stands (submitted, decided with its reason, delivered or scrapped). "Edit" opens a draft's form;
// the kit's actions: "Submit", "To scrap", "Cancel". A thin view over outbound-order.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { OutboundOrderInfo } from '../../contract/receipt/outbound-order';
import { outboundOrderStatusLabels, outboundPurposeLabels, outboundRejectReasonLabels } from '../../contract/receipt/labels';
import { outboundOrderMachine, outboundOrderSpec } from '../../machines/receipt/outbound-order.machine';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';

export function OutboundOrderInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/outboundOrder" replace />;
  return <OutboundOrderRecord key={id} id={id} />;
}

function OutboundOrderRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(outboundOrderMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const record = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="receipt-outbound-order-title" data-testid="receipt-outbound-order">
      <h2 id="receipt-outbound-order-title" translate="no">
        {record ? record.orderNo : t`Outbound order`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/outboundOrder" data-testid="receipt-outbound-order-back">
          {t`Back to the list`}
        </Link>{' '}
        {record && record.status === 'draft' && mayAct ? (
          <Link href={`/create/outboundOrder/${encodeURIComponent(record.id)}`} data-testid="receipt-outbound-order-edit">
            {t`Edit the draft`}
          </Link>
        ) : null}
      </nav>
      <LoadGate failed={loadFailed} loading={!record} error={error} failedText={t`The outbound order could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="receipt-outbound-order-error">
        {() =>
          record && (
            <>
              <RecordActionsView
                actor={actor}
                spec={outboundOrderSpec}
                texts={{
                  submit: { label: t`Submit`, title: t`Submit this outbound order?`, message: t`Each line is locked in the platform warehouse until the platform confirms or rejects it.` },
                  toScrap: { label: t`To scrap`, title: t`Scrap these goods instead?`, message: t`The goods are scrapped in the platform warehouse at its fee instead of coming back.`, secondary: true },
                  cancel: { label: t`Cancel order`, title: t`Cancel this outbound order`, message: t`A submitted order's lock is released. Say why.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
                }}
                toolbarLabel={t`Outbound order actions`}
                testId="receipt-outbound-order"
                refusedText={t`The server refused the action.`}
              />
              <OutboundOrderBody record={record} />
            </>
          )
        }
      </LoadGate>
    </section>
  );
}

function OutboundOrderBody({ record: r }: { record: OutboundOrderInfo }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <>
      <Section title={t`Outbound order`} testId="receipt-outbound-order-section">
        <DescriptionList
          testId="receipt-outbound-order-fields"
          items={[
            { key: 'status', label: t`Status`, value: outboundOrderStatusLabels.text(r.status, locale), translated: true },
            { key: 'purpose', label: t`Purpose`, value: outboundPurposeLabels.text(r.purpose, locale), translated: true },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'shipTo', label: t`Ship to`, value: r.shipTo ?? '-' },
            { key: 'qty', label: t`Quantity`, value: formatQty(r.qty, locale) },
            { key: 'fee', label: t`Scrap fee`, value: r.scrapFee === null ? '-' : formatQty(r.scrapFee, locale) },
            { key: 'submitted', label: t`Submitted at`, value: r.submittedAt ? formatTime(r.submittedAt, locale) : '-' },
            { key: 'decided', label: t`Platform decided at`, value: r.decidedAt ? formatTime(r.decidedAt, locale) : '-' },
            { key: 'reject', label: t`Reject reason`, value: r.rejectReason ? outboundRejectReasonLabels.text(r.rejectReason, locale) : '-', translated: r.rejectReason !== null },
            { key: 'done', label: t`Delivered or scrapped at`, value: r.doneAt ? formatTime(r.doneAt, locale) : '-' },
            { key: 'cancel', label: t`Cancel reason`, value: r.cancelReason || '-' },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="receipt-outbound-order-lines">
        <RecordTable
          label={t`Lines of the outbound order`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (l) => formatQty(l.qty, locale), testId: 'receipt-outbound-order-qty' },
            { key: 'available', header: t`Available in the platform warehouse`, cell: (l) => formatQty(l.available, locale), testId: 'receipt-outbound-order-available' },
          ]}
        />
      </Section>
    </>
  );
}
