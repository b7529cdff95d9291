// /receipt/returnRefundOrderInfo/:id: one customer return: the order it came from, the sku and
// quantity, the customer's reason, the warehouse's inspection, who pays for it and its dispute, and
// its master (a link). Read only: the master's record confirms or disputes. A thin view over
// read.machine.ts with return-refund-order.read.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { ReturnOrderInfo } from '../../contract/receipt/return-refund';
import { formatMoney } from '../../contract/kernel/rules';
import { returnCustomerReasonLabels, returnDisputeStateLabels, returnInspectionLabels, returnMasterStatusLabels, returnPayerLabels } from '../../contract/receipt/labels';
import { readMachine } from '../../machines/receipt/read.machine';
import { returnOrderRead } from '../../machines/receipt/return-refund-order.read';
import { DescriptionList } from '../../ui/DescriptionList';
import { Section } from '../../ui/Section';
import { formatQty, formatTime } from '../format';
import { LoadGate, NotFound } from '../LoadGate';

export function ReturnRefundOrderInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/returnRefundOrder" replace />;
  return <ReturnOrderRecord key={id} id={id} />;
}

function ReturnOrderRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const actor = useActorRef(readMachine, { input: returnOrderRead(id) as never });
  const order = useSelector(actor, (s) => s.context.value as ReturnOrderInfo | null);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notFound = useSelector(actor, (s) => s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <section className="detail-screen" aria-labelledby="receipt-return-order-title" data-testid="receipt-return-order">
      <h2 id="receipt-return-order-title" translate="no">
        {order ? order.returnNo : t`Return-refund order`}
      </h2>
      <nav aria-label={t`Pages`}>
        <Link href="/returnRefundOrder" data-testid="receipt-return-order-back">
          {t`Back to the list`}
        </Link>
      </nav>
      {notFound ? (
        <NotFound back={{ href: '/returnRefundOrder' }} />
      ) : (
        <LoadGate failed={failed} loading={!order} error={error} failedText={t`The return-refund order could not be loaded.`} onRetry={() => actor.send({ type: 'read.retry' })} errorTestId="receipt-return-order-error">
          {() => order && <ReturnOrderBody order={order} />}
        </LoadGate>
      )}
    </section>
  );
}

function ReturnOrderBody({ order: r }: { order: ReturnOrderInfo }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <>
      <Section title={t`Return`} testId="receipt-return-order-return">
        <DescriptionList
          testId="receipt-return-order-fields"
          items={[
            { key: 'orderRef', label: t`Order reference`, value: r.orderRef },
            { key: 'sku', label: t`Sku`, value: `${r.sku} · ${r.skuName}` },
            { key: 'qty', label: t`Quantity`, value: formatQty(r.qty, locale) },
            { key: 'reason', label: t`Customer reason`, value: returnCustomerReasonLabels.text(r.customerReason, locale), translated: true },
            { key: 'returned', label: t`Returned at`, value: formatTime(r.returnedAt, locale) },
          ]}
        />
      </Section>
      <Section title={t`Inspection`} testId="receipt-return-order-inspection">
        <DescriptionList
          testId="receipt-return-order-inspection-fields"
          items={[
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'inspection', label: t`Inspection`, value: returnInspectionLabels.text(r.inspection, locale), translated: true },
            { key: 'inspected', label: t`Inspected at`, value: formatTime(r.inspectedAt, locale) },
            { key: 'payer', label: t`Who pays`, value: r.payer ? returnPayerLabels.text(r.payer, locale) : t`Nobody: no compensation`, translated: true },
            { key: 'amount', label: t`Amount`, value: r.payer ? formatMoney(r.amount, r.currency) : '-' },
            { key: 'dispute', label: t`Dispute`, value: returnDisputeStateLabels.text(r.dispute, locale), translated: true },
            { key: 'disputeReason', label: t`Dispute reason`, value: r.disputeReason || '-' },
          ]}
        />
      </Section>
      <Section title={t`Master`} testId="receipt-return-order-master">
        <DescriptionList
          testId="receipt-return-order-master-fields"
          items={[
            { key: 'master', label: t`Master no.`, value: <Link href={`/returnRefundMasterInfo/${encodeURIComponent(r.masterId)}`} data-testid="receipt-return-order-master-link">{r.masterNo}</Link> },
            { key: 'masterStatus', label: t`Status`, value: returnMasterStatusLabels.text(r.masterStatus, locale), translated: true },
          ]}
        />
      </Section>
    </>
  );
}
