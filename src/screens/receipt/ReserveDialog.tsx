// The request record's "Reserve" dialog: per line, the quantity sent now and the quantity
// backordered; a rest is refused and needs a reason. A thin view over reserve.machine.ts.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { refuseReasonLabels } from '../../contract/receipt/labels';
import { refuseReasons, type RefuseReason, type RequestLine } from '../../contract/receipt/request';
import type { reserveMachine } from '../../machines/receipt/reserve.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { NumberField, SelectField } from '../../ui/FormField';

export function ReserveDialog({ actor, lines }: { actor: ActorRefFrom<typeof reserveMachine>; lines: readonly RequestLine[] }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  if (s.matches('closed') || s.matches('done')) return null;
  const c = s.context;
  const problemText = { over: t`Sent and backordered exceed the request.`, reasonMissing: t`Choose why the rest is refused.`, reasonUnneeded: t`Nothing is refused: no reason.` };
  return (
    <ConfirmDialog
      isOpen
      title={t`Reserve the request`}
      message={t`Per line: what you send now, what you backorder for a later inbound; the rest is refused with a reason.`}
      confirmLabel={t`Reserve`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={s.hasTag('busy')}
      errorMessage={c.error?.message ?? null}
      onConfirm={() => actor.send({ type: 'reserve.submitted' })}
      onCancel={() => actor.send({ type: 'reserve.closed' })}
      testId="receipt-reserve-dialog"
      focusField
    >
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        {c.lines.map((l) => {
          const line = lines.find((x) => x.id === l.lineId);
          const problem = c.problems[l.lineId];
          return (
            <fieldset key={l.lineId} data-testid="receipt-reserve-line">
              <legend>
                <span translate="no">{line?.sku}</span> · {t`requested ${l.requested}`}
              </legend>
              <NumberField label={t`Send now`} value={l.reserved} minValue={0} maxValue={l.requested} onChange={(v) => actor.send({ type: 'reserve.lineChanged', lineId: l.lineId, reserved: v ?? 0 })} testId="receipt-reserve-send" errorMessage={problem === 'over' ? problemText.over : null} />
              <NumberField label={t`Backorder`} value={l.backordered} minValue={0} maxValue={l.requested} onChange={(v) => actor.send({ type: 'reserve.lineChanged', lineId: l.lineId, backordered: v ?? 0 })} testId="receipt-reserve-backorder" />
              <SelectField
                label={t`Reason for the refused rest`}
                value={l.refuseReason ?? ''}
                onChange={(v) => actor.send({ type: 'reserve.lineChanged', lineId: l.lineId, refuseReason: v ? (v as RefuseReason) : null })}
                options={[{ value: '', label: t`None` }, ...refuseReasons.map((r) => ({ value: r, label: refuseReasonLabels.text(r, i18n.locale) }))]}
                errorMessage={problem === 'reasonMissing' || problem === 'reasonUnneeded' ? problemText[problem] : null}
                testId="receipt-reserve-reason"
              />
            </fieldset>
          );
        })}
      </form>
    </ConfirmDialog>
  );
}
