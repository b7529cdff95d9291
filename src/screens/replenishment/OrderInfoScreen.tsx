// /replenishment/info/:id: one replenishment order: the platform warehouse, deliver-by, its sku
// lines (the cover figures the platform suggested from, suggested and confirmed quantities).
// "Confirm" (a quantity per line) is the line-quantities kit's dialog; "Cancel" (a reason) the
// record-with-actions kit's action. A thin view over order.machine.ts and confirm.machine.ts in the
// kit's RecordFrame. Without an id it shows the list.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { daysOfCover } from '../../contract/replenishment/cover';
import { replenishmentOrderStatusLabels } from '../../contract/replenishment/labels';
import type { ReplenishmentOrder } from '../../contract/replenishment/order';
import { replenishmentConfirmMachine } from '../../machines/replenishment/confirm.machine';
import { replenishmentOrderMachine, replenishmentOrderSpec } from '../../machines/replenishment/order.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LineQuantitiesDialog, useLineQuantitiesActor } from '../generic/LineQuantitiesDialog';
import { RecordFrame } from '../generic/RecordFrame';
import { RecordActionsView } from '../generic/RecordActionsView';

export function OrderInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/list" replace />;
  return <OrderRecord key={id} id={id} />;
}

function OrderRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(replenishmentOrderMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const mayAct = useCanManage();
  const confirm = useLineQuantitiesActor(replenishmentConfirmMachine, actor);
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  return (
    <RecordFrame
      actor={actor}
      testId="replenishment-order"
      title={(r) => r.orderNo}
      placeholder={t`Replenishment order`}
      listPath="/list"
      failedText={t`The replenishment order could not be loaded.`}
      dialogs={() => (
        <LineQuantitiesDialog
          actor={confirm}
          texts={{
            title: t`Confirm the replenishment`,
            message: t`Per line, how many units you will send to the platform warehouse (at most 150 % of the suggestion).`,
            confirmLabel: t`Confirm`,
            problems: { range: t`A line takes from 0 up to 150 % of its suggested quantity.`, allZero: t`Every line is at zero: cancel the order instead.` },
          }}
          field={{ kind: 'quantity', label: (l) => t`Quantity of ${l.sku} (suggested ${l.suggestedQty}, at most ${l.max})`, max: (l) => l.max }}
          testId="replenishment-confirm-dialog"
          fieldTestId="replenishment-confirm-qty"
        />
      )}
    >
      {(record) => (
        <>
          {mayAct && record.status === 'suggested' && viewing ? (
            <Toolbar ariaLabel={t`Confirmation`}>
              <Button
                onPress={() => confirm.send({ type: 'lines.opened', recordId: record.id, version: record.version, lines: record.lines.map((l) => ({ lineId: l.id, sku: l.sku, suggestedQty: l.suggestedQty })) })}
                testId="replenishment-order-confirm"
              >
                {t`Confirm`}
              </Button>
            </Toolbar>
          ) : null}
          <RecordActionsView
            actor={actor}
            spec={replenishmentOrderSpec}
            texts={{
              cancel: { label: t`Cancel order`, title: t`Cancel this replenishment order`, message: t`The platform gets nothing from this order. Say why.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
              createInbound: {
                label: t`Create inbound`,
                title: t`Create the inbound of this order`,
                message: t`A receipt request for the confirmed quantities opens with its draft inbound, from your warehouse with the most of them available. You then confirm and ship the inbound.`,
              },
            }}
            toolbarLabel={t`Replenishment order actions`}
            testId="replenishment-order"
            refusedText={t`The server refused the action.`}
          />
          <OrderBody record={record} />
        </>
      )}
    </RecordFrame>
  );
}

function OrderBody({ record: r }: { record: ReplenishmentOrder }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const qty = (n: number | null) => (n === null ? '-' : formatQty(n, locale));
  return (
    <>
      <Section title={t`Replenishment order`} testId="replenishment-order-section">
        <DescriptionList
          testId="replenishment-order-fields"
          items={[
            { key: 'status', label: t`Status`, value: replenishmentOrderStatusLabels.text(r.status, locale), translated: true },
            { key: 'warehouse', label: t`Platform warehouse`, value: r.warehouse },
            { key: 'deliverBy', label: t`Deliver by`, value: formatTime(r.deliverBy, locale) },
            { key: 'created', label: t`Suggested at`, value: formatTime(r.createdAt, locale) },
            { key: 'confirmed', label: t`Confirmed at`, value: r.confirmedAt ? formatTime(r.confirmedAt, locale) : '-' },
            { key: 'confirmedBy', label: t`Confirmed by`, value: r.confirmedBy ?? '-' },
            { key: 'cancel', label: t`Cancel reason`, value: r.cancelReason || '-' },
            {
              key: 'inbound',
              label: t`Inbound`,
              value: r.inbound ? (
                <Link href={`/inboundInfo/${encodeURIComponent(r.inbound.id)}`} data-testid="replenishment-order-inbound">
                  {r.inbound.inboundNo}
                </Link>
              ) : (
                '-'
              ),
            },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="replenishment-order-lines">
        <RecordTable
          label={t`Lines of the replenishment order`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'onHand', header: t`On hand`, cell: (l) => qty(l.onHand) },
            { key: 'inTransit', header: t`In transit`, cell: (l) => qty(l.inTransit) },
            { key: 'sales', header: t`Sales, 30 days`, cell: (l) => qty(l.sales30d) },
            { key: 'cover', header: t`Days of cover`, cell: (l) => daysOfCover(l)?.toLocaleString(locale) ?? '-' },
            { key: 'suggested', header: t`Suggested quantity`, cell: (l) => qty(l.suggestedQty), testId: 'replenishment-order-suggested' },
            { key: 'confirmed', header: t`Confirmed quantity`, cell: (l) => qty(l.confirmedQty), testId: 'replenishment-order-confirmed' },
          ]}
        />
      </Section>
    </>
  );
}
