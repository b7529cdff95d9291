// The outbound record's "Lower quantities" dialog: per line, the quantity taken, at most what it
// takes now; not every line at zero. A thin view over outbound-skus.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { outboundSkusMachine } from '../../machines/receipt/outbound-skus.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NumberField } from '../../ui/FormField';

export function OutboundSkusDialog({ actor }: { actor: ActorRefFrom<typeof outboundSkusMachine> }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const problemText = c.problem === 'range' ? t`A line can only be lowered, down to zero.` : c.problem === 'allZero' ? t`Every line is at zero: close the outbound instead.` : null;
  return (
    <ConfirmDialog
      isOpen
      title={t`Lower the quantities`}
      message={t`Per line, how many units leave the platform warehouse; what you take off stays there.`}
      confirmLabel={t`Save`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? problemText}
      onConfirm={() => actor.send({ type: 'skus.submitted' })}
      onCancel={() => actor.send({ type: 'skus.closed' })}
      testId="receipt-outbound-skus-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.lines.map((l) => (
          <NumberField
            key={l.skuId}
            label={t`Quantity of ${l.sku}`}
            value={l.qty}
            minValue={0}
            maxValue={l.max}
            onChange={(v) => actor.send({ type: 'skus.lineChanged', skuId: l.skuId, qty: v ?? 0 })}
            testId="receipt-outbound-skus-qty"
          />
        ))}
      </form>
    </ConfirmDialog>
  );
}
