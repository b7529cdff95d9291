// /receipt/returnRefundMasterInfo/:id: one weekly return-refund master: its warehouse, week and
// state; the compensation detail (what the platform and the supplier pay) and its items (who pays
// each, its dispute); the outbound detail (the unsellable goods sent back to the ship-to) with its sku
// page list; and the master's return-refund orders (links). The kit's "Confirm" while pending;
// "Dispute items" (a reason per item, the line-quantities kit's dialog) while items the supplier
// bears are undisputed. A thin view over return-refund-master.machine.ts and return-dispute.machine.ts
// in the kit's RecordFrame.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { formatMoney } from '../../contract/kernel/rules';
import { returnDisputeStateLabels, returnInspectionLabels, returnMasterStatusLabels, returnPayerLabels } from '../../contract/receipt/labels';
import { disputable, returnMasterMachine, returnMasterSpec, type ReturnMasterRecord } from '../../machines/receipt/return-refund-master.machine';
import { returnDisputeMachine } from '../../machines/receipt/return-dispute.machine';
import { Button } from '../../ui/Button';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { LineQuantitiesDialog, useLineQuantitiesActor } from '../generic/LineQuantitiesDialog';
import { RecordFrame } from '../generic/RecordFrame';
import { RecordActionsView } from '../generic/RecordActionsView';

export function ReturnRefundMasterInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/returnRefundMaster" replace />;
  return <ReturnMasterRecordView key={id} id={id} />;
}

function ReturnMasterRecordView({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(returnMasterMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const mayAct = useCanManage();
  const dispute = useLineQuantitiesActor(returnDisputeMachine, actor);
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  return (
    <RecordFrame
      actor={actor}
      testId="receipt-return-master"
      title={(r) => r.masterNo}
      placeholder={t`Return-refund master`}
      listPath="/returnRefundMaster"
      failedText={t`The return-refund master could not be loaded.`}
      dialogs={() => (
        <LineQuantitiesDialog
          actor={dispute}
          texts={{
            title: t`Dispute items`,
            message: t`Give a reason for each item you dispute; the items left blank stay as they are. The platform decides each.`,
            confirmLabel: t`Dispute`,
            problems: { none: t`Give a reason for at least one item.`, tooLong: t`A reason is too long.` },
          }}
          field={{ kind: 'reason', label: (i) => t`Reason for ${i.returnNo} (${i.sku})`, maxLength: RECEIPT_REASON_MAX }}
          testId="receipt-return-dispute-dialog"
          fieldTestId="receipt-return-dispute-reason"
        />
      )}
    >
      {(record) => (
        <>
          {mayAct && (record.status === 'pendingConfirm' || record.status === 'disputed') && disputable(record).length > 0 && viewing ? (
            <Toolbar ariaLabel={t`Disputes`}>
              <Button
                variant="secondary"
                onPress={() => dispute.send({ type: 'lines.opened', recordId: record.id, version: record.version, lines: disputable(record).map((i) => ({ itemId: i.id, returnNo: i.returnNo, sku: i.sku })) })}
                testId="receipt-return-master-dispute"
              >
                {t`Dispute items`}
              </Button>
            </Toolbar>
          ) : null}
          <RecordActionsView
            actor={actor}
            spec={returnMasterSpec}
            texts={{
              confirm: { label: t`Confirm`, title: t`Confirm this master?`, message: t`You accept the compensation; the unsellable goods leave the platform warehouse on the master's outbound.` },
            }}
            toolbarLabel={t`Return-refund master actions`}
            testId="receipt-return-master"
            refusedText={t`The server refused the action.`}
          />
          <ReturnMasterBody record={record} />
        </>
      )}
    </RecordFrame>
  );
}

function ReturnMasterBody({ record: r }: { record: ReturnMasterRecord }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const c = r.compensation;
  const o = r.outbound;
  const outboundState = { pending: t`Waits for the confirmation`, inTransit: t`On its way back`, delivered: t`Delivered to the ship-to` }[o.state];
  return (
    <>
      <Section title={t`Master`} testId="receipt-return-master-section">
        <DescriptionList
          testId="receipt-return-master-fields"
          items={[
            { key: 'status', label: t`Status`, value: returnMasterStatusLabels.text(r.status, locale), translated: true },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'week', label: t`Week`, value: `${formatTime(r.weekStartsAt, locale)} – ${formatTime(r.weekEndsAt, locale)}` },
            { key: 'confirmed', label: t`Confirmed at`, value: r.confirmedAt ? formatTime(r.confirmedAt, locale) : '-' },
          ]}
        />
      </Section>
      <Section title={t`Compensation`} testId="receipt-return-master-compensation">
        <DescriptionList
          testId="receipt-return-master-compensation-fields"
          items={[
            { key: 'platform', label: t`The platform pays`, value: formatMoney(c.platformAmount, c.currency) },
            { key: 'supplier', label: t`You bear`, value: formatMoney(c.supplierAmount, c.currency) },
          ]}
        />
        {c.items.length === 0 ? <p>{t`No item is compensated.`}</p> : null}
        <RecordTable
          label={t`Compensation items`}
          rows={c.items}
          rowKey={(i) => i.id}
          rowProps={(i) => ({ 'data-return': i.returnNo })}
          columns={[
            { key: 'return', header: t`Return no.`, cell: (i) => i.returnNo, rowHeader: true, noTranslate: true },
            { key: 'sku', header: t`Sku`, cell: (i) => `${i.sku} · ${i.skuName}`, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (i) => formatQty(i.qty, locale) },
            { key: 'inspection', header: t`Inspection`, cell: (i) => returnInspectionLabels.text(i.inspection, locale) },
            { key: 'payer', header: t`Who pays`, cell: (i) => returnPayerLabels.text(i.payer, locale), testId: 'receipt-return-master-payer' },
            { key: 'amount', header: t`Amount`, cell: (i) => formatMoney(i.amount, c.currency) },
            { key: 'dispute', header: t`Dispute`, cell: (i) => returnDisputeStateLabels.text(i.dispute, locale), testId: 'receipt-return-master-item-dispute' },
            // the supplier's own words: never machine-translated
            { key: 'reason', header: t`Dispute reason`, cell: (i) => i.disputeReason || '-', noTranslate: true },
          ]}
        />
      </Section>
      <Section title={t`Outbound`} testId="receipt-return-master-outbound">
        <DescriptionList
          testId="receipt-return-master-outbound-fields"
          items={[
            { key: 'no', label: t`Outbound no.`, value: o.outboundNo },
            { key: 'state', label: t`State`, value: outboundState, translated: true },
            { key: 'shipTo', label: t`Ship to`, value: o.shipTo ?? '-' },
            { key: 'qty', label: t`Quantity`, value: formatQty(o.qty, locale) },
            { key: 'left', label: t`Left at`, value: o.leftAt ? formatTime(o.leftAt, locale) : '-' },
            { key: 'delivered', label: t`Delivered at`, value: o.deliveredAt ? formatTime(o.deliveredAt, locale) : '-' },
          ]}
        />
        {r.skus.rows.length === 0 ? <p>{t`Every return was sellable: nothing goes back.`}</p> : null}
        <RecordTable
          label={t`Skus of the outbound`}
          rows={r.skus.rows}
          rowKey={(s) => s.skuId}
          rowProps={(s) => ({ 'data-sku': s.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (s) => `${s.sku} · ${s.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (s) => formatQty(s.qty, locale), testId: 'receipt-return-master-sku-qty' },
          ]}
        />
        {r.skus.total > r.skus.rows.length ? <p>{t`Showing ${r.skus.rows.length} of ${r.skus.total} skus.`}</p> : null}
      </Section>
      <Section title={t`Return-refund orders`} testId="receipt-return-master-orders">
        <RecordTable
          label={t`Return-refund orders of the master`}
          rows={r.orders}
          rowKey={(x) => x.id}
          columns={[
            { key: 'return', header: t`Return no.`, cell: (x) => <Link href={`/returnRefundOrderInfo/${encodeURIComponent(x.id)}`}>{x.returnNo}</Link>, rowHeader: true, noTranslate: true },
            { key: 'sku', header: t`Sku`, cell: (x) => x.sku, noTranslate: true },
            { key: 'qty', header: t`Quantity`, cell: (x) => formatQty(x.qty, locale) },
            { key: 'inspection', header: t`Inspection`, cell: (x) => returnInspectionLabels.text(x.inspection, locale) },
          ]}
        />
      </Section>
    </>
  );
}
