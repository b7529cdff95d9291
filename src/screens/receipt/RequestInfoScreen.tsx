// /receipt/requestInfo/:id: one receipt request: its windows as countdowns, its lines (requested,
// reserved, backordered, refused, shipped, received, open), its inbounds; "Reserve" (its own form,
// while open) and the kit's actions: "Create inbound", "Apply for a delay", "Cancel". Thin views
// over request.machine.ts and reserve.machine.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { delayDecisionLabels, deliveryTypeLabels, inboundStatusLabels, refuseReasonLabels, requestStatusLabels } from '../../contract/receipt/labels';
import type { RequestInfo } from '../../contract/receipt/request';
import { requestMachine, requestSpec } from '../../machines/receipt/request.machine';
import { reserveMachine } from '../../machines/receipt/reserve.machine';
import { Button } from '../../ui/Button';
import { DescriptionList } from '../../ui/DescriptionList';
import { RecordTable } from '../../ui/RecordTable';
import { Section } from '../../ui/Section';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { RecordFrame } from '../generic/RecordFrame';
import { RecordActionsView } from '../generic/RecordActionsView';
import { countdown } from './countdown';
import { ReserveDialog } from './ReserveDialog';

export function RequestInfoScreen({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ? decodeURIComponent(params.id) : null;
  if (!id) return <Redirect to="/request" replace />;
  return <RequestRecord key={id} id={id} />;
}

function RequestRecord({ id }: { id: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const mayAct = useCanManage();
  const actor = useActorRef(requestMachine.provide({ actions: { announceDone: () => toast.say('common.message.success') } }), { input: { key: id } });
  const reserve = useActorRef(
    reserveMachine.provide({
      actions: {
        announceReserved: () => {
          toast.say('common.message.success');
          reserve.send({ type: 'reserve.closed' });
          actor.send({ type: 'record.reloadRequested' });
        },
      },
    }),
  );
  const viewing = useSelector(actor, (s) => s.matches('viewing'));
  return (
    <RecordFrame
      actor={actor}
      testId="receipt-request"
      title={(r) => r.requestNo}
      placeholder={t`Receipt request`}
      listPath="/request"
      failedText={t`The request could not be loaded.`}
      dialogs={(record) => <ReserveDialog actor={reserve} lines={record.lines} />}
    >
      {(record) => (
        <>
          {mayAct && record.status === 'open' && viewing ? (
            <Toolbar ariaLabel={t`Reservation`}>
              <Button onPress={() => reserve.send({ type: 'reserve.opened', requestId: record.id, version: record.version, lines: record.lines.map((l) => ({ lineId: l.id, requested: l.requested })) })} testId="receipt-request-reserve">
                {t`Reserve`}
              </Button>
            </Toolbar>
          ) : null}
          <RecordActionsView
            actor={actor}
            spec={requestSpec}
            texts={{
              createInbound: { label: t`Create inbound`, title: t`Create an inbound?`, message: t`A draft inbound of what is reserved, from your warehouse with the most of it available.` },
              deliveryType: { label: t`Change delivery type`, title: t`Change the delivery type`, message: t`How the goods reach the platform warehouse.`, choiceLabel: t`Delivery type`, secondary: true },
              shipAll: { label: t`Ship all`, title: t`Ship everything still open?`, message: t`Draft inbounds of every open quantity, backorders included: each line from your warehouse with the most of it available, one inbound per warehouse.`, secondary: true },
              applyDelay: { label: t`Apply for a delay`, title: t`Apply for a delay`, message: t`Deliver-by moves 7 days if the platform grants it. Say why.`, noteLabel: t`Reason`, secondary: true },
              cancel: { label: t`Cancel request`, title: t`Cancel this request`, message: t`Its draft and confirmed inbounds are cancelled and their stock released. Say why.`, noteLabel: t`Reason`, secondary: true, isDanger: true },
            }}
            toolbarLabel={t`Request actions`}
            testId="receipt-request"
            refusedText={t`The server refused the action.`}
          />
          <RequestBody record={record} />
        </>
      )}
    </RecordFrame>
  );
}

function RequestBody({ record: r }: { record: RequestInfo }) {
  const { t, i18n } = useLingui();
  const now = Date.now();
  const locale = i18n.locale;
  const ackOpen = r.status === 'open';
  return (
    <>
      <Section title={t`Request`} testId="receipt-request-section">
        <DescriptionList
          testId="receipt-request-fields"
          items={[
            { key: 'status', label: t`Status`, value: requestStatusLabels.text(r.status, locale), translated: true },
            { key: 'warehouse', label: t`Platform warehouse`, value: `${r.warehouse} (${r.warehouseCode})` },
            { key: 'delivery', label: t`Delivery type`, value: deliveryTypeLabels.text(r.deliveryType, locale), translated: true },
            { key: 'ack', label: t`Acknowledge by`, value: `${formatTime(r.ackClosesAt, locale)}${ackOpen ? ` · ${countdown(r.ackClosesAt, now, i18n)}` : ''}` },
            { key: 'deliverBy', label: t`Deliver by`, value: `${formatTime(r.deliverBy, locale)}${['received', 'cancelled'].includes(r.status) ? '' : ` · ${countdown(r.deliverBy, now, i18n)}`}` },
            { key: 'delay', label: t`Delay`, value: r.delayTo ? `${formatTime(r.delayTo, locale)} · ${r.delayReason}${r.delayDecision ? ` · ${delayDecisionLabels.text(r.delayDecision, locale)}` : ''}` : '-' },
            { key: 'cancel', label: t`Cancel reason`, value: r.cancelReason || '-' },
            { key: 'created', label: t`Issued at`, value: formatTime(r.createdAt, locale) },
          ]}
        />
      </Section>
      <Section title={t`Lines`} testId="receipt-request-lines">
        <RecordTable
          label={t`Lines of the request`}
          rows={r.lines}
          rowKey={(l) => l.id}
          rowProps={(l) => ({ 'data-sku': l.sku })}
          columns={[
            { key: 'sku', header: t`Sku`, cell: (l) => `${l.sku} · ${l.skuName}`, rowHeader: true, noTranslate: true },
            { key: 'requested', header: t`Requested`, cell: (l) => formatQty(l.requested, locale) },
            { key: 'reserved', header: t`Reserved`, cell: (l) => formatQty(l.reserved, locale) },
            { key: 'backordered', header: t`Backordered`, cell: (l) => formatQty(l.backordered, locale) },
            { key: 'refused', header: t`Refused`, cell: (l) => (l.refused ? `${formatQty(l.refused, locale)} · ${l.refuseReason ? refuseReasonLabels.text(l.refuseReason, locale) : ''}` : '0') },
            { key: 'shipped', header: t`Shipped`, cell: (l) => formatQty(l.shipped, locale), testId: 'receipt-line-shipped' },
            { key: 'received', header: t`Received`, cell: (l) => formatQty(l.received, locale), testId: 'receipt-line-received' },
            { key: 'open', header: t`Open`, cell: (l) => formatQty(l.open, locale), testId: 'receipt-line-open' },
          ]}
        />
      </Section>
      <Section title={t`Inbounds`} testId="receipt-request-inbounds">
        {r.inbounds.length === 0 ? (
          <p>{t`No inbound yet.`}</p>
        ) : (
          <RecordTable
            label={t`Inbounds of the request`}
            rows={r.inbounds}
            rowKey={(i) => i.id}
            columns={[
              { key: 'no', header: t`Inbound no.`, cell: (i) => <Link href={`/inboundInfo/${encodeURIComponent(i.id)}`}>{i.inboundNo}</Link>, rowHeader: true, noTranslate: true, testId: 'receipt-request-inbound' },
              { key: 'status', header: t`Status`, cell: (i) => inboundStatusLabels.text(i.status, locale) },
              { key: 'from', header: t`Ship from`, cell: (i) => i.fromWarehouse, noTranslate: true },
              { key: 'created', header: t`Created at`, cell: (i) => formatTime(i.createdAt, locale) },
            ]}
          />
        )}
      </Section>
    </>
  );
}
