// The cost screen's tax calculator (docs/domain/common.md, "Tax conversions"): an amount (the
// SKU's purchase cost to start with), whether it is without tax (add the tax: getTaxMoney) or
// with tax (remove it: getNoTaxMoney), and one of the supplier's tax codes (its default to start
// with); the answer shows the converted amount and the tax, rounded by the server to 2 decimals.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../contract/kernel/rules';
import type { TaxConversion, TaxRate } from '../../contract/common';
import { queryMachine } from '../../machines/asset';
import { taxConversionQuery, taxRatesQuery } from '../../resources/cost';
import { Button } from '../../ui/Button';
import { RadioGroupField, SelectField, TextField } from '../../ui/FormField';
import { Section } from '../../ui/Section';
import { errorText } from '../errorText';

export function TaxCalculator({ amount, currency }: { amount: number | null; currency: string }) {
  const { t } = useLingui();
  const rates = useActorRef(queryMachine, { input: { run: taxRatesQuery.run, auto: true } });
  const codes = useSelector(rates, (s) => (s.context.result as TaxRate[] | null) ?? null);
  const ratesError = useSelector(rates, (s) => (s.matches('failed') ? s.context.error : null));
  const converter = useActorRef(queryMachine, {
    input: { run: taxConversionQuery.run, validate: taxConversionQuery.validate, params: { amount: amount === null ? '' : String(amount), direction: 'addTax', taxCode: '' } },
  });
  const params = useSelector(converter, (s) => s.context.params);
  const fieldErrors = useSelector(converter, (s) => s.context.fieldErrors);
  const running = useSelector(converter, (s) => s.matches('running'));
  const result = useSelector(converter, (s) => (s.matches('done') ? (s.context.result as TaxConversion) : null));
  const error = useSelector(converter, (s) => (s.matches('failed') ? s.context.error : null));
  const money = (v: number) => formatMoney(v, currency.toLowerCase());
  const set = (key: string, value: string) => converter.send({ type: 'query.paramsChanged', params: { [key]: value } });
  const adding = params.direction !== 'removeTax';
  const item = result?.items[0];
  return (
    <Section title={t`Tax calculator`} testId="tax-calculator">
      {ratesError ? (
        <div className="state state-error" role="alert">
          <p>{errorText(ratesError, t`Your tax codes could not be loaded.`)}</p>
          <button type="button" className="button" onClick={() => rates.send({ type: 'query.run' })}>{t`Try again`}</button>
        </div>
      ) : null}
      <form
        className="search-bar"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          converter.send({ type: 'query.run' });
        }}
      >
        <div className="search-fields">
          <TextField
            className="search-field"
            label={t`Amount`}
            value={String(params.amount ?? '')}
            onChange={(v) => set('amount', v)}
            errorMessage={fieldErrors.amount ? t`Enter an amount of 0 or more with at most 5 decimals.` : null}
            testId="tax-amount"
          />
          <RadioGroupField
            className="search-field"
            label={t`The amount is`}
            value={adding ? 'addTax' : 'removeTax'}
            onChange={(v) => set('direction', v)}
            options={[
              { value: 'addTax', label: t`Without tax` },
              { value: 'removeTax', label: t`With tax` },
            ]}
            testId="tax-direction"
          />
          <SelectField
            className="search-field"
            label={t`Tax code`}
            value={String(params.taxCode || codes?.find((c) => c.isDefault)?.taxCode || '') || null}
            onChange={(v) => set('taxCode', v ?? '')}
            options={(codes ?? []).map((c) => ({ value: c.taxCode, label: `${c.taxCode} · ${c.name}` }))}
            placeholder={t`Your default tax code`}
            testId="tax-code"
          />
        </div>
        <div className="search-actions">
          <Button type="submit" isPending={running} testId="tax-convert">
            {adding ? t`Add the tax` : t`Remove the tax`}
          </Button>
        </div>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {errorText(error, t`The amount could not be converted.`)}
        </p>
      ) : null}
      {result && item ? (
        <p role="status" data-testid="tax-result">
          {adding
            ? t`With tax (${result.taxCode}, ${(result.rate * 100).toFixed(2)}%): ${money(item.value)}, of which tax ${money(item.tax)}`
            : t`Without tax (${result.taxCode}, ${(result.rate * 100).toFixed(2)}%): ${money(item.value)}, tax removed ${money(item.tax)}`}
        </p>
      ) : null}
    </Section>
  );
}
