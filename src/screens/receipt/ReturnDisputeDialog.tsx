// The return-refund master record's "Dispute items" dialog: per item the supplier bears and has not
// disputed yet, a reason; the items given one are disputed. A thin view over return-dispute.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { returnDisputeMachine } from '../../machines/receipt/return-dispute.machine';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/FormField';

export function ReturnDisputeDialog({ actor }: { actor: ActorRefFrom<typeof returnDisputeMachine> }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const problemText = c.problem === 'none' ? t`Give a reason for at least one item.` : c.problem === 'tooLong' ? t`A reason is too long.` : null;
  return (
    <ConfirmDialog
      isOpen
      title={t`Dispute items`}
      message={t`Give a reason for each item you dispute; the items left blank stay as they are. The platform decides each.`}
      confirmLabel={t`Dispute`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? problemText}
      onConfirm={() => actor.send({ type: 'dispute.submitted' })}
      onCancel={() => actor.send({ type: 'dispute.closed' })}
      testId="receipt-return-dispute-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.items.map((i) => (
          <TextField
            key={i.itemId}
            label={t`Reason for ${i.returnNo} (${i.sku})`}
            value={i.reason}
            maxLength={RECEIPT_REASON_MAX}
            onChange={(v) => actor.send({ type: 'dispute.reasonChanged', itemId: i.itemId, reason: v })}
            testId="receipt-return-dispute-reason"
          />
        ))}
      </form>
    </ConfirmDialog>
  );
}
