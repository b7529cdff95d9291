// The inquiry record's "Reply" dialog: per line, quote (unit price in the inquiry's currency, lead
// time, minimum quantity, valid until) or decline with a reason. Each problem shows on its field, in
// the screen's language, whether the form found it or the server named it. A thin view over
// inquiryReply.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { declineReasons, LEAD_DAYS_MAX, LEAD_DAYS_MIN, type DeclineReason, type InquiryLine, type ReplyField, type ReplyProblem } from '../../contract/receipt/inquiry';
import { declineReasonLabels } from '../../contract/receipt/labels';
import type { inquiryReplyMachine } from '../../machines/receipt/inquiryReply.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { NumberField, SelectField, TextField } from '../../ui/FormField';
import { errorText } from '../errorText';

export function InquiryReplyDialog({ actor, lines }: { actor: ActorRefFrom<typeof inquiryReplyMachine>; lines: readonly InquiryLine[] }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const deadline = c.replyClosesAt.slice(0, 10);
  const problemText = (wanted: number, p: ReplyProblem): string => {
    if (p.problem === 'required') return t`Required.`;
    if (p.problem === 'money') return t`A positive amount with at most 5 decimals (whole in a currency without cents).`;
    if (p.problem === 'beforeDeadline') return t`No earlier than the reply deadline (${deadline}).`;
    return p.field === 'leadDays' ? t`From ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX} days.` : t`From 1 to ${wanted}, the quantity wanted.`;
  };
  return (
    <ConfirmDialog
      isOpen
      title={t`Reply to the inquiry`}
      message={t`Per line: your quote, or decline it with a reason. You can change or clear the reply until the deadline.`}
      confirmLabel={t`Save the reply`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error ? errorText(c.error) : null}
      onConfirm={() => actor.send({ type: 'reply.submitted' })}
      onCancel={() => actor.send({ type: 'reply.closed' })}
      testId="receipt-inquiry-reply-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.lines.map((l) => {
          const line = lines.find((x) => x.id === l.lineId);
          const p = c.problems[l.lineId];
          const on = (field: ReplyField) => (p && p.field === field ? problemText(l.wanted, p) : null);
          const change = (values: Omit<Extract<Parameters<typeof actor.send>[0], { type: 'reply.lineChanged' }>, 'type' | 'lineId'>) => actor.send({ type: 'reply.lineChanged', lineId: l.lineId, ...values });
          return (
            <fieldset key={l.lineId} data-testid="receipt-inquiry-reply-line" data-sku={line?.sku}>
              <legend>
                <span translate="no">{line?.sku}</span> · {t`wanted ${l.wanted}`}
              </legend>
              <SelectField
                label={t`Answer`}
                value={l.declineReason ?? ''}
                onChange={(v) => change({ declineReason: v ? (v as DeclineReason) : null })}
                options={[{ value: '', label: t`Quote` }, ...declineReasons.map((r) => ({ value: r, label: t`Decline: ${declineReasonLabels.text(r, i18n.locale)}` }))]}
                testId="receipt-inquiry-reply-answer"
              />
              {l.declineReason ? null : (
                <>
                  <TextField label={t`Unit price (${c.currency})`} value={l.unitPrice} onChange={(v) => change({ unitPrice: v })} errorMessage={on('unitPrice')} testId="receipt-inquiry-reply-price" />
                  <NumberField label={t`Lead time (days)`} value={l.leadDays} onChange={(v) => change({ leadDays: v })} errorMessage={on('leadDays')} testId="receipt-inquiry-reply-lead" />
                  <NumberField label={t`Minimum quantity`} value={l.minQty} onChange={(v) => change({ minQty: v })} errorMessage={on('minQty')} testId="receipt-inquiry-reply-min" />
                  <DateTimeField type="date" label={t`Valid until`} value={l.validUntil} onChange={(v) => change({ validUntil: v })} errorMessage={on('validUntil')} testId="receipt-inquiry-reply-valid" />
                </>
              )}
            </fieldset>
          );
        })}
      </form>
    </ConfirmDialog>
  );
}
