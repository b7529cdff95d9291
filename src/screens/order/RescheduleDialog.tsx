// The reschedule dialog of the order detail, over orderActions.machine.ts: a new ship deadline
// (at most 7 days after the current one) and a required reason; the supplier may do it once per
// order, before anything ships.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { RESCHEDULE_MAX_DAYS, RESCHEDULE_REASON_MAX, type RescheduleProblem } from '../../contract/order/extras';
import { rescheduleFormProblems } from '../../machines/order/orderActions.machine';
import { DateTimeField } from '../../ui/DateTimeField';
import { TextAreaField } from '../../ui/FormField';
import { formatTime } from '../format';
import { FormDialog, type OrderRef } from './OrderDialogs';

const problemTexts: Record<RescheduleProblem, ReturnType<typeof msg>> = {
  notLater: msg`Choose a time after the current ship deadline.`,
  tooLate: msg`At most ${RESCHEDULE_MAX_DAYS} days after the current ship deadline.`,
  past: msg`That time has already passed.`,
  badDate: msg`Enter the new ship deadline.`,
  noReason: msg`Say why the order needs more time: the reason is required.`,
  reasonTooLong: msg`The reason is too long (at most 200 characters).`,
};

export function RescheduleDialog({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const open = useSelector(order, (s) => s.matches('rescheduling') || (s.matches('submitting') && s.context.pending === 'reschedule'));
  const busy = useSelector(order, (s) => s.matches('submitting'));
  const ctx = useSelector(order, (s) => s.context);
  if (!open || !ctx.order) return null;
  const problems = ctx.showProblems ? rescheduleFormProblems(ctx) : [];
  const dateProblem = problems.find((p) => p !== 'noReason' && p !== 'reasonTooLong');
  const reasonProblem = problems.find((p) => p === 'noReason' || p === 'reasonTooLong');
  const current = ctx.order.shipDeadline;
  return (
    <FormDialog
      title={t`Reschedule order ${ctx.order.supplierOrderId}`}
      testId="order-reschedule-dialog"
      busy={busy}
      onClose={() => order.send({ type: 'order.dismissed' })}
      onSave={() => order.send({ type: 'order.saved' })}
      saveLabel={t`Move the ship deadline`}
    >
      <p className="dialog-message">
        {t`Ship by ${formatTime(current, i18n.locale)} now. You can move it once, by at most ${RESCHEDULE_MAX_DAYS} days; the arrive deadline moves with it and the platform sees your reason.`}
      </p>
      <DateTimeField
        label={t`New ship deadline`}
        value={ctx.deadline}
        onChange={(v) => order.send({ type: 'order.deadlineChanged', value: v })}
        errorMessage={dateProblem ? i18n._(problemTexts[dateProblem]) : null}
        isRequired
        isDisabled={busy}
        testId="order-reschedule-deadline"
      />
      <TextAreaField
        label={t`Reason`}
        value={ctx.reason}
        onChange={(v) => order.send({ type: 'order.reasonChanged', value: v })}
        errorMessage={reasonProblem ? i18n._(problemTexts[reasonProblem]) : null}
        maxLength={RESCHEDULE_REASON_MAX}
        rows={3}
        isRequired
        isDisabled={busy}
        testId="order-reschedule-reason"
      />
    </FormDialog>
  );
}
