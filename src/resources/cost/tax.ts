// The tax calculator of the cost screen (docs/domain/common.md, "Tax conversions"): the supplier's
// tax codes (common.taxRates), and one amount converted either way at a code (getTaxMoney adds
// the tax, getNoTaxMoney removes it), run by the generic query machine.
import { getNoTaxMoney, getTaxMoney, getTaxRates, type TaxConversion, type TaxRate } from '../../contract/common';
import type { ResourceIo } from '../../machines/generic/types';

export const taxRatesQuery = {
  run: (_params: Record<string, unknown>, { signal, call }: ResourceIo): Promise<TaxRate[]> => call(getTaxRates, {}, { signal, quiet: true }),
};

export type TaxDirectionChoice = 'addTax' | 'removeTax';

/** An amount as typed: digits with up to 5 decimals (spec section 5's cost rule), 0 allowed; never trimmed. */
export const isTaxAmount = (text: string): boolean => /^\d{1,13}(\.\d{1,5})?$/.test(text);

export const taxConversionQuery = {
  validate: (p: Record<string, unknown>): Record<string, string> => (isTaxAmount(String(p.amount ?? '')) ? {} : { amount: 'tax.amount' }),
  run: (p: Record<string, unknown>, { signal, call }: ResourceIo): Promise<TaxConversion> =>
    call(p.direction === 'removeTax' ? getNoTaxMoney : getTaxMoney, { body: { amounts: [Number(p.amount)], ...(typeof p.taxCode === 'string' && p.taxCode ? { taxCode: p.taxCode } : {}) } }, { signal, quiet: true }),
};
