// The difference order of an arrival (/order/arrivalInfo/:id): the order lines the platform
// warehouse received differently from what the appointment announced, and the supplier's answer:
// accept the shortage (the platform settles on what was received) or dispute it with a note (the
// warehouse counts again). Answering is for roles that manage orders; difference.machine.ts
// decides. A thin view.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import { DIFFERENCE_NOTE_MAX, type DifferenceOrder, type DifferenceStatus } from '../../contract/order/extras';
import { differenceMachine, noteProblems } from '../../machines/order/difference.machine';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextAreaField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { StatusBadge } from '../../ui/StatusBadge';
import { Toolbar } from '../../ui/Toolbar';
import { useCanManage } from '../access';
import { useSuccessToast } from '../appContext';
import { formatQty, formatTime } from '../format';
import { FormDialog } from './OrderDialogs';
import { errorText } from '../errorText';
import { LoadGate } from '../LoadGate';

type DifferenceRef = ActorRefFrom<typeof differenceMachine>;

const statusLabels: Record<DifferenceStatus, ReturnType<typeof msg>> = {
  open: msg`Awaiting your answer`,
  accepted: msg`Shortage accepted`,
  disputed: msg`Disputed`,
};

export function DifferenceSection({ formNo }: { formNo: string }) {
  const { t } = useLingui();
  const toast = useSuccessToast();
  const actor = useActorRef(differenceMachine.provide({ actions: { announceDone: () => toast.saved() } }), { input: { formNo } });
  const difference = useSelector(actor, (s) => s.context.difference);
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Section title={t`Difference order`} testId="arrival-difference-order">
      <LoadGate failed={loadFailed} loading={!difference} error={error} failedText={t`The difference order could not be loaded.`} onRetry={() => actor.send({ type: 'difference.retry' })} errorTestId="arrival-difference-error">
        {() => difference && <Difference actor={actor} d={difference} />}
      </LoadGate>
      <AcceptConfirm actor={actor} />
      <DisputeDialog actor={actor} />
      <AnswerFailed actor={actor} />
    </Section>
  );
}

function Difference({ actor, d }: { actor: DifferenceRef; d: DifferenceOrder }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const canManage = useCanManage();
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const error = useSelector(actor, (s) => s.context.error);
  const can = useSelector(actor, (s) => ({ accept: s.can({ type: 'difference.acceptRequested' }), dispute: s.can({ type: 'difference.disputeRequested' }) }));
  if (!d.id || !d.status) return <p data-testid="arrival-difference-none">{t`The warehouse received every unit announced: there is no difference order.`}</p>;
  return (
    <>
      <p>
        <StatusBadge tone={d.status === 'open' ? 'warning' : 'neutral'} testId="arrival-difference-status">
          {i18n._(statusLabels[d.status])}
        </StatusBadge>{' '}
        {t`Announced ${formatQty(d.announcedQty, locale)} units, received ${formatQty(d.receivedQty, locale)}.`}
        {d.answeredByName ? ` ${t`Answered by ${d.answeredByName} at ${formatTime(d.answeredAt, locale)}.`}` : ''}
        {d.note ? ` ${t`Note: ${d.note}`}` : ''}
      </p>
      {stale ? (
        <div className="notice" role="alert" data-testid="arrival-difference-stale">
          <p>{errorText(error, t`The difference order was changed by someone else.`)}</p>
          <Button onPress={() => actor.send({ type: 'difference.reloadRequested' })}>{t`Reload the difference order`}</Button>
        </div>
      ) : null}
      {canManage && (can.accept || can.dispute) ? (
        <Toolbar ariaLabel={t`Answer the difference`} testId="arrival-difference-actions">
          <Button onPress={() => actor.send({ type: 'difference.acceptRequested' })} testId="arrival-difference-accept">
            {t`Accept the shortage`}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'difference.disputeRequested' })} testId="arrival-difference-dispute">
            {t`Dispute`}
          </Button>
        </Toolbar>
      ) : null}
      <table className="order-table" aria-label={t`Lines received differently`} data-testid="arrival-difference-lines">
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
    </>
  );
}

function AcceptConfirm({ actor }: { actor: DifferenceRef }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => s.context.answer === 'accept' && (s.matches('confirming') || s.matches('submitting')));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  return (
    <ConfirmDialog
      isOpen={open}
      title={t`Accept the shortage?`}
      message={t`The platform settles these orders on what the warehouse received. This cannot be undone.`}
      confirmLabel={t`Accept the shortage`}
      cancelLabel={t`Back`}
      busyLabel={t`Working…`}
      busy={busy}
      onConfirm={() => actor.send({ type: 'difference.confirmed' })}
      onCancel={() => actor.send({ type: 'difference.dismissed' })}
      testId="arrival-difference-accept-confirm"
    />
  );
}

function DisputeDialog({ actor }: { actor: DifferenceRef }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => s.matches('disputing') || (s.matches('submitting') && s.context.answer === 'dispute'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const ctx = useSelector(actor, (s) => s.context);
  if (!open) return null;
  const problem = ctx.showProblems ? noteProblems(ctx.note)[0] : undefined;
  return (
    <FormDialog
      title={t`Dispute the difference`}
      testId="arrival-difference-dispute-dialog"
      busy={busy}
      onClose={() => actor.send({ type: 'difference.dismissed' })}
      onSave={() => actor.send({ type: 'difference.saved' })}
      saveLabel={t`Send the dispute`}
    >
      <p className="dialog-message">{t`Say why the count is wrong (for example the carrier's proof of delivery); the warehouse counts again.`}</p>
      <TextAreaField
        label={t`Note`}
        value={ctx.note}
        onChange={(v) => actor.send({ type: 'difference.noteChanged', value: v })}
        errorMessage={problem === 'noteRequired' ? t`A note is required to dispute.` : problem === 'noteTooLong' ? t`At most 500 characters.` : null}
        maxLength={DIFFERENCE_NOTE_MAX}
        rows={4}
        isRequired
        isDisabled={busy}
        testId="arrival-difference-note"
      />
    </FormDialog>
  );
}

function AnswerFailed({ actor }: { actor: DifferenceRef }) {
  const { t } = useLingui();
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      isOpen={failed}
      title={t`Not done`}
      message={errorText(error, t`The server refused the answer.`)}
      confirmLabel={t`Back`}
      cancelLabel={t`Reload`}
      onConfirm={() => actor.send({ type: 'difference.dismissed' })}
      onCancel={() => actor.send({ type: 'difference.reloadRequested' })}
      testId="arrival-difference-failed"
    />
  );
}
