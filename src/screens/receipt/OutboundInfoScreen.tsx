// /receipt/outboundInfo/:id and /receipt/outboundInfoReverse/:id: one outbound, the platform's
// notice: the platform warehouse, the cause, the answer-by time, the ship-to warehouse, its sku
// lines (notified and taken), and for a reversed one the carrier's reason. The kit's actions:
// "Confirm" and "Close" (a reason) while notified, "Confirm reverse outbound" once reversed; "Lower
// quantities" (update sku) the line-quantities kit's dialog. A thin view over outbound.machine.ts and
// outbound-skus.machine.ts in the kit's RecordFrame.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import type { OutboundInfo } from '../../contract/receipt/outbound';
import { outboundCauseLabels, outboundReverseReasonLabels, outboundStatusLabels } from '../../contract/receipt/labels';
import { outboundMachine, outboundSpec } from '../../machines/receipt/outbound.machine';
import { outboundSkusMachine } from '../../machines/receipt/outbound-skus.machine';
import { Button } from '../../ui/Button';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LineQuantitiesDialog, useLineQuantitiesActor } from '../generic/LineQuantitiesDialog';
import { RecordFrame } from '../generic/RecordFrame';
import { RecordActionsView } from '../generic/RecordActionsView';

export function OutboundInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/outbound" replace />;
  return <OutboundRecord key={id} id={id} />;
}

function OutboundRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(outboundMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const mayAct = useCanManage();
  const skus = useLineQuantitiesActor(outboundSkusMachine, actor);
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  return (
    <RecordFrame
      actor={actor}
      testId="receipt-outbound"
      title={(r) => r.outboundNo}
      placeholder={t`Outbound`}
      listPath="/outbound"
      failedText={t`The outbound could not be loaded.`}
      dialogs={() => (
        <LineQuantitiesDialog
          actor={skus}
          texts={{
            title: t`Lower the quantities`,
            message: t`Per line, how many units leave the platform warehouse; what you take off stays there.`,
            confirmLabel: t`Save`,
            problems: { range: t`A line can only be lowered, down to zero.`, allZero: t`Every line is at zero: close the outbound instead.` },
          }}
          field={{ kind: 'quantity', label: (l) => t`Quantity of ${l.sku}`, max: (l) => l.max }}
          testId="receipt-outbound-skus-dialog"
          fieldTestId="receipt-outbound-skus-qty"
        />
      )}
    >
      {(record) => (
        <>
          {mayAct && record.status === 'notified' && viewing ? (
            <Toolbar ariaLabel={t`Quantities`}>
              <Button onPress={() => skus.send({ type: 'lines.opened', recordId: record.id, version: record.version, lines: record.lines.map((l) => ({ skuId: l.skuId, sku: l.sku, qty: l.qty })) })} testId="receipt-outbound-lower">
                {t`Lower quantities`}
              </Button>
            </Toolbar>
          ) : null}
          <RecordActionsView
            actor={actor}
            spec={outboundSpec}
            texts={{
              confirm: { label: t`Confirm`, title: t`Confirm this outbound?`, message: t`The goods leave the platform warehouse for the ship-to warehouse.`, choiceLabel: t`Ship to` },
              close: { label: t`Close`, title: t`Close this outbound`, message: t`The goods stay in the platform warehouse. Say why.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
              confirmReverse: { label: t`Confirm reverse outbound`, title: t`Confirm the reverse outbound?`, message: t`What the carrier brought back goes on the platform warehouse's shelf again.` },
            }}
            toolbarLabel={t`Outbound actions`}
            testId="receipt-outbound"
            refusedText={t`The server refused the action.`}
          />
          <OutboundBody record={record} />
        </>
      )}
    </RecordFrame>
  );
}

function OutboundBody({ record: r }: { record: OutboundInfo }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <>
      <Section title={t`Outbound`} testId="receipt-outbound-section">
        <DescriptionList
          testId="receipt-outbound-fields"
          items={[
            { key: 'status', label: t`Status`, value: outboundStatusLabels.text(r.status, locale), translated: true },
            { key: 'cause', label: t`Cause`, value: outboundCauseLabels.text(r.cause, locale), translated: true },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'shipTo', label: t`Ship to`, value: r.shipTo ?? '-' },
            { key: 'qty', label: t`Quantity`, value: formatQty(r.qty, locale) },
            { key: 'answerBy', label: t`Answer by`, value: formatTime(r.answerBy, locale) },
            { key: 'confirmed', label: t`Confirmed at`, value: r.confirmedAt ? formatTime(r.confirmedAt, locale) : '-' },
            { key: 'done', label: r.status === 'scrapped' ? t`Scrapped at` : t`Delivered or brought back at`, value: r.doneAt ? formatTime(r.doneAt, locale) : '-' },
            { key: 'reverse', label: t`Why it came back`, value: r.reverseReason ? outboundReverseReasonLabels.text(r.reverseReason, locale) : '-', translated: r.reverseReason !== null },
            { key: 'close', label: t`Close reason`, value: r.closeReason || '-' },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="receipt-outbound-lines">
        <RecordTable
          label={t`Lines of the outbound`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'notified', header: t`Notified`, cell: (l) => formatQty(l.notifiedQty, locale), testId: 'receipt-outbound-notified' },
            { key: 'qty', header: t`Quantity`, cell: (l) => formatQty(l.qty, locale), testId: 'receipt-outbound-qty' },
          ]}
        />
      </Section>
    </>
  );
}
