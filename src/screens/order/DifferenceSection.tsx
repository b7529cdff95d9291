// The difference order of an arrival (/order/arrivalInfo/:id): the order lines the platform
// warehouse received differently from what the appointment announced, and the supplier's answer:
// accept the shortage (the platform settles on what was received) or dispute it with a note (the
// warehouse counts again). Answering is for roles that manage orders; difference.machine.ts
// decides (the record-with-actions kit). A thin view.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { DifferenceOrder } from '../../contract/order/extras';
import { differenceStatusLabels } from '../../contract/order/labels';
import { differenceMachine, differenceSpec } from '../../machines/order/difference.machine';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { LoadGate } from '../LoadGate';
import { RecordActionsView } from '../generic/RecordActionsView';
import { TableScroll } from '../../ui/TableScroll';

type DifferenceRef = ActorRefFrom<typeof differenceMachine>;

export function DifferenceSection({ formNo }: { formNo: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(differenceMachine.provide({ actions: { announceDone: (_, { action }) => toast.done(action === 'accept' ? t`Shortage accepted` : t`Difference disputed`, { subject: t`Difference order ${formNo}` }) } }), { input: { key: formNo } });
  const difference = useSelector(actor, (s) => s.context.record);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed') || s.matches('notFound'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Section title={t`Difference order`} testId="arrival-difference-order">
      <LoadGate failed={loadFailed} back={{ href: '/arrivalList' }} loading={!difference} error={error} failedText={t`The difference order could not be loaded.`} onRetry={() => actor.send({ type: 'record.retry' })} errorTestId="arrival-difference-error">
        {() => difference && <Difference actor={actor} d={difference} />}
      </LoadGate>
    </Section>
  );
}

function Difference({ actor, d }: { actor: DifferenceRef; d: DifferenceOrder }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const canManage = useCanManage();
  if (!d.id || !d.status) return <p data-testid="arrival-difference-none">{t`The warehouse received every unit announced: there is no difference order.`}</p>;
  return (
    <>
      <p>
        <StatusBadge tone={d.status === 'open' ? 'warning' : 'neutral'} testId="arrival-difference-status">
          {differenceStatusLabels.text(d.status, i18n.locale)}
        </StatusBadge>{' '}
        {t`Announced ${formatQty(d.announcedQty, locale)} units, received ${formatQty(d.receivedQty, locale)}.`}
        {d.answeredByName ? ` ${t`Answered by ${d.answeredByName} at ${formatTime(d.answeredAt, locale)}.`}` : ''}
        {d.note ? ` ${t`Note: ${d.note}`}` : ''}
      </p>
      <RecordActionsView
        actor={actor}
        spec={differenceSpec}
        texts={{
          accept: {
            label: t`Accept the shortage`,
            title: t`Accept the shortage?`,
            message: t`The platform settles these orders on what the warehouse received. This cannot be undone.`,
          },
          dispute: {
            label: t`Dispute`,
            title: t`Dispute the difference`,
            message: t`Say why the count is wrong (for example the carrier's proof of delivery); the warehouse counts again.`,
            confirmLabel: t`Send the dispute`,
            noteRequired: t`A note is required to dispute.`,
            secondary: true,
          },
        }}
        toolbarLabel={t`Answer the difference`}
        testId="arrival-difference"
        refusedText={t`The server refused the answer.`}
        mayAct={canManage}
      />
      <TableScroll label={t`Lines received differently`}>
        <table className="record-table" aria-label={t`Lines received differently`} data-testid="arrival-difference-lines">
          <thead>
            <tr>
              <th scope="col">{t`Order`}</th>
              <th scope="col">#</th>
              <th scope="col">{t`SKU`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Announced`}</th>
              <th scope="col">{t`Received`}</th>
              <th scope="col">{t`Difference`}</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l) => (
              <tr key={`${l.orderId}-${l.lineNo}`} data-testid="arrival-difference-line">
                <td>{l.supplierOrderId}</td>
                <td>{l.lineNo}</td>
                <th scope="row">{l.sku}</th>
                <td>{l.skuName}</td>
                <td>{formatQty(l.announcedQty, locale)}</td>
                <td>{formatQty(l.receivedQty, locale)}</td>
                <td>{formatQty(l.receivedQty - l.announcedQty, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
