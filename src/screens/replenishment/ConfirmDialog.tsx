// The replenishment order's "Confirm" dialog: per line, the quantity to send, up to 150 % of the
// suggestion; not every line at zero. A thin view over confirm.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { replenishmentConfirmMachine } from '../../machines/replenishment/confirm.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NumberField } from '../../ui/FormField';

export function ReplenishmentConfirmDialog({ actor }: { actor: ActorRefFrom<typeof replenishmentConfirmMachine> }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const problemText = c.problem === 'range' ? t`A line takes from 0 up to 150 % of its suggested quantity.` : c.problem === 'allZero' ? t`Every line is at zero: cancel the order instead.` : null;
  return (
    <ConfirmDialog
      isOpen
      title={t`Confirm the replenishment`}
      message={t`Per line, how many units you will send to the platform warehouse (at most 150 % of the suggestion).`}
      confirmLabel={t`Confirm`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? problemText}
      onConfirm={() => actor.send({ type: 'confirm.submitted' })}
      onCancel={() => actor.send({ type: 'confirm.closed' })}
      testId="replenishment-confirm-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.lines.map((l) => (
          <NumberField
            key={l.lineId}
            label={t`Quantity of ${l.sku} (suggested ${l.suggestedQty}, at most ${l.max})`}
            value={l.qty}
            minValue={0}
            maxValue={l.max}
            onChange={(v) => actor.send({ type: 'confirm.lineChanged', lineId: l.lineId, qty: v ?? 0 })}
            testId="replenishment-confirm-qty"
          />
        ))}
      </form>
    </ConfirmDialog>
  );
}
