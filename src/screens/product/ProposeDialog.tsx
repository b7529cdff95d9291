// The "Propose price" dialog of a sku: new price, effective date, cost driver and note; then its
// effect before it is sent (open orders at the old and at the new price, the platform rule it
// would fail); then "Send proposal". A thin view over priceProposal.machine.ts.
import { useSelector } from '@xstate/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../contract/kernel/rules';
import { priceDecisionCodeLabels, priceDriverLabels } from '../../contract/product/labels';
import { priceDrivers, type PricePreview } from '../../contract/product/price';
import type { priceProposalMachine, PriceProblem } from '../../machines/product/priceProposal.machine';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DateTimeField } from '../../ui/DateTimeField';
import { SelectField, TextAreaField, TextField } from '../../ui/FormField';
import { formatTime } from '../format';

export function ProposeDialog({ actor }: { actor: ActorRefFrom<typeof priceProposalMachine> }) {
  const { t, i18n } = useLingui();
  const s = useSelector(actor, (snap) => snap);
  const c = s.context;
  if (s.matches('closed') || !c.sku) return null;
  const busy = s.hasTag('busy');
  const reviewed = s.matches('reviewed') || s.matches('submitting');
  const done = s.matches('done');
  const problemText = (p: PriceProblem | undefined): string | null =>
    p
      ? {
          required: t`Required.`,
          invalid: t`A positive number with up to 5 decimals.`,
          same: t`The new price is the current price.`,
          past: t`The effective date is before today.`,
          tooLong: t`At most 200 characters.`,
        }[p]
      : null;
  const change = (name: 'newPrice' | 'effectiveDate' | 'driver' | 'note') => (value: string) => actor.send({ type: 'price.fieldChanged', field: name, value });
  const sku = c.sku;
  return (
    <ConfirmDialog
      isOpen
      title={t`Propose a new supply price for ${sku.sellerSku}`}
      message={done ? t`Sent. The proposal waits for the platform's decision.` : t`Current supply price ${formatMoney(sku.supplyPrice, sku.currency)}, sale price ${formatMoney(sku.salePrice, sku.currency)}. Only an approved price takes effect, on its date.`}
      confirmLabel={done ? t`Close` : reviewed ? t`Send proposal` : t`Preview the effect`}
      cancelLabel={t`Cancel`}
      busyLabel={t`Working…`}
      busy={busy}
      errorMessage={c.error?.message ?? null}
      onConfirm={() => actor.send({ type: done ? 'price.closed' : reviewed ? 'price.submitted' : 'price.previewRequested' })}
      onCancel={() => actor.send({ type: 'price.closed' })}
      testId="propose-dialog"
      focusField={!done}
    >
      {done ? null : (
        <form noValidate className="form-grid" onSubmit={(e) => e.preventDefault()}>
          <TextField label={t`New supply price`} value={c.newPrice} onChange={change('newPrice')} errorMessage={problemText(c.problems.newPrice)} testId="propose-price" autoFocus isRequired />
          <DateTimeField type="date" label={t`Effective from`} value={c.effectiveDate} onChange={change('effectiveDate')} errorMessage={problemText(c.problems.effectiveDate)} testId="propose-date" isRequired />
          <SelectField
            label={t`Cost driver`}
            value={c.driver}
            onChange={(v) => change('driver')(String(v))}
            options={priceDrivers.map((d) => ({ value: d, label: priceDriverLabels.text(d, i18n.locale) }))}
            testId="propose-driver"
          />
          <TextAreaField label={t`Note`} value={c.note} onChange={change('note')} errorMessage={problemText(c.problems.note)} maxLength={200} rows={2} testId="propose-note" />
        </form>
      )}
      {c.preview && !done ? <Effect preview={c.preview} locale={i18n.locale} /> : null}
    </ConfirmDialog>
  );
}

function Effect({ preview: p, locale }: { preview: PricePreview; locale: string }) {
  const { t } = useLingui();
  const oldCount = p.oldPrice.count;
  const newCount = p.newPrice.count;
  return (
    <div className="price-effect" data-testid="propose-effect" role="status">
      <p data-testid="propose-effect-old">
        {t`Before the date: ${plural(oldCount, { one: '# open order keeps', other: '# open orders keep' })} the old price (${plural(p.oldPrice.units, { one: '# unit', other: '# units' })}).`}
      </p>
      <p data-testid="propose-effect-new">
        {t`From the date on: ${plural(newCount, { one: '# open order is', other: '# open orders are' })} priced at the new one (${plural(p.newPrice.units, { one: '# unit', other: '# units' })}, ${formatMoney(p.difference, p.currency)} difference).`}
      </p>
      {[...p.oldPrice.orders, ...p.newPrice.orders].length ? (
        <ul className="price-effect-orders" translate="no">
          {[...p.oldPrice.orders, ...p.newPrice.orders].map((o) => (
            <li key={o.id}>
              {o.supplierOrderId} · {formatTime(o.orderTime, locale)} · {o.qty}
            </li>
          ))}
        </ul>
      ) : null}
      {p.expected ? (
        <p className="price-effect-warning" data-testid="propose-expected">
          {t`The platform's rules would reject it:`} {priceDecisionCodeLabels.text(p.expected, locale)}
        </p>
      ) : null}
    </div>
  );
}
