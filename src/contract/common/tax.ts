// The tax cost conversions of spec section 7 "Common" (getTaxMoney, getNoTaxMoney, each with a
// body), and the supplier's tax codes they take (spec section 7 "Products": "supplier tax code and
// rate"). Design in docs/domain/common.md, "Tax conversions": each supplier (tenant) has its own
// tax codes with a rate (a general VAT taxpayer 13 %, 9 %, 6 %, 0 %; a small-scale one 3 %, 1 %),
// one of them its default. A conversion takes amounts (0 or more, up to 5 decimals: the cost rule
// of spec section 5) and a tax code (the default when absent) and answers each amount converted
// with the tax in it, both rounded to 2 decimals, half away from zero, on the exact decimal value
// (never binary floating point), so that net + tax = gross holds to the cent.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';

/** Business error code: the tax code is not one of the caller's. */
export const TaxErrorCode = { unknownCode: 'TAX_CODE_UNKNOWN' } as const;

export const TAX_AMOUNTS_MAX = 100;
export const TAX_AMOUNT_MAX = 1_000_000_000_000;
const AMOUNT_DECIMALS = 5;
const RATE_DECIMALS = 4;

const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

export const taxCodeSchema = z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,15}$/);
export const taxAmountSchema = z
  .number()
  .min(0)
  .max(TAX_AMOUNT_MAX)
  .refine((v) => hasDecimals(v, AMOUNT_DECIMALS), { message: 'at most 5 decimals' });

export const taxRateSchema = z.object({
  taxCode: taxCodeSchema,
  /** The rate as a fraction (0.13 for 13 %), at most 4 decimals. */
  rate: z.number().min(0).max(1),
  name: z.string(),
  isDefault: z.boolean(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

const conversionBody = z.strictObject({
  /** One of the caller's tax codes; absent: the default one. */
  taxCode: taxCodeSchema.optional(),
  amounts: z.array(taxAmountSchema).min(1).max(TAX_AMOUNTS_MAX),
});

export const taxConversionSchema = z.object({
  taxCode: taxCodeSchema,
  rate: z.number(),
  /** Per amount asked, in order: the amount as asked, the converted amount and the tax, both 2 decimals. */
  items: z.array(z.object({ amount: z.number(), value: z.number(), tax: z.number() })),
});
export type TaxConversion = z.infer<typeof taxConversionSchema>;

export const getTaxRates = endpoint({
  id: 'common.taxRates',
  method: 'GET',
  path: '/api/scm-app/supplier/cost/taxRates',
  summary: "The supplier's tax codes and rates, the default first",
  response: z.array(taxRateSchema),
});

export const getTaxMoney = endpoint({
  id: 'common.getTaxMoney',
  changes: 'nothing',
  method: 'POST',
  path: '/api/scm-app/supplier/cost/getTaxMoney',
  summary: "Amounts without tax converted to amounts with tax at the supplier's rate of the tax code (2 decimals)",
  body: conversionBody,
  response: taxConversionSchema,
});

export const getNoTaxMoney = endpoint({
  id: 'common.getNoTaxMoney',
  changes: 'nothing',
  method: 'POST',
  path: '/api/scm-app/supplier/cost/getNoTaxMoney',
  summary: "Amounts with tax converted to amounts without tax at the supplier's rate of the tax code (2 decimals)",
  body: conversionBody,
  response: taxConversionSchema,
});

export const taxEndpoints = [getTaxRates, getTaxMoney, getNoTaxMoney] as const;

// ---- the arithmetic (exact decimals) ------------------------------------------------------------

const scaled = (value: number, decimals: number): bigint => {
  const [whole, fraction = ''] = value.toFixed(decimals).split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
};
/** n / d rounded half away from zero (n >= 0, d > 0). */
const divRound = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
const cents = (c: bigint): number => Number(c) / 100;

export type TaxDirection = 'addTax' | 'removeTax';

/**
 * One amount converted at a rate: `addTax` (getTaxMoney) gives the amount with tax, round2(a * (1 +
 * rate)), and the tax, that minus round2(a); `removeTax` (getNoTaxMoney) gives the amount without
 * tax, round2(a / (1 + rate)), and the tax, round2(a) minus that.
 */
export function convertTax(amount: number, rate: number, direction: TaxDirection): { amount: number; value: number; tax: number } {
  const a = scaled(amount, AMOUNT_DECIMALS); // 1e5
  const r = scaled(rate, RATE_DECIMALS) + 10_000n; // 1 + rate, 1e4
  const asked = divRound(a, 1000n);
  const value = direction === 'addTax' ? divRound(a * r, 10_000_000n) : divRound(a * 10n, r);
  const tax = direction === 'addTax' ? value - asked : asked - value;
  return { amount, value: cents(value), tax: cents(tax) };
}
