// The inbound record's tracking dialog: the carrier (picked from the tenant's carriers), the
// tracking number and the ship date. A thin view over tracking.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { trackingMachine } from '../../machines/receipt/tracking.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { SelectField, TextField } from '../../ui/FormField';

export function TrackingDialog({ actor, carriers }: { actor: ActorRefFrom<typeof trackingMachine>; carriers: readonly { code: string; name: string }[] }) {
  const { t } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  return (
    <ConfirmDialog
      isOpen
      title={t`Tracking`}
      message={t`The carrier, its tracking number and the day the goods leave. Shipping needs them.`}
      confirmLabel={t`Save tracking`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? null}
      onConfirm={() => actor.send({ type: 'tracking.submitted' })}
      onCancel={() => actor.send({ type: 'tracking.closed' })}
      testId="receipt-tracking-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t`Carrier`}
          value={c.carrierCode || null}
          onChange={(v) => actor.send({ type: 'tracking.carrierChosen', code: v ?? '' })}
          options={carriers.map((x) => ({ value: x.code, label: `${x.name} (${x.code})`, data: true }))}
          errorMessage={c.problems.includes('carrier') ? t`Choose the carrier.` : null}
          testId="receipt-tracking-carrier"
        />
        <TextField
          label={t`Tracking number`}
          value={c.trackingNo}
          onChange={(v) => actor.send({ type: 'tracking.numberChanged', value: v })}
          maxLength={40}
          errorMessage={c.problems.includes('number') ? t`6 to 40 letters, digits or dashes.` : null}
          testId="receipt-tracking-number"
        />
        <DateTimeField type="date" label={t`Ship date`} value={c.shipDate} onChange={(v) => actor.send({ type: 'tracking.dateChanged', value: v })} errorMessage={c.problems.includes('date') ? t`Give the ship date.` : null} testId="receipt-tracking-date" />
      </form>
    </ConfirmDialog>
  );
}
