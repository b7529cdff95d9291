// The tax conversions' arithmetic (src/contract/common/tax.ts): exact decimals, 2-decimal rounding
// half away from zero, net + tax = gross to the cent, and the body's amount rule (0 or more, up to 5
// decimals).
import { describe, expect, it } from 'vitest';
import { convertTax, getTaxMoney, TAX_AMOUNTS_MAX } from '../../../src/contract/common/tax';
import { isTaxAmount, taxConversionQuery } from '../../../src/resources/cost/tax';

describe('tax conversions', () => {
  it('adds and removes tax at the rate, rounded to 2 decimals', () => {
    expect(convertTax(100, 0.13, 'addTax')).toEqual({ amount: 100, value: 113, tax: 13 });
    expect(convertTax(113, 0.13, 'removeTax')).toEqual({ amount: 113, value: 100, tax: 13 });
    expect(convertTax(10, 0, 'addTax')).toEqual({ amount: 10, value: 10, tax: 0 });
    expect(convertTax(0, 0.13, 'removeTax')).toEqual({ amount: 0, value: 0, tax: 0 });
  });

  it('rounds the exact decimal half away from zero, never the binary float', () => {
    // 1.005 is 1.00499999... in binary: Math.round(1.005 * 100) / 100 gives 1, the exact rule 1.01
    expect(convertTax(1.005, 0, 'addTax').value).toBe(1.01);
    // 0.5 * 1.09 = 0.545 exactly: half away from zero
    expect(convertTax(0.5, 0.09, 'addTax')).toEqual({ amount: 0.5, value: 0.55, tax: 0.05 });
    // 100 / 1.06 = 94.3396...
    expect(convertTax(100, 0.06, 'removeTax')).toEqual({ amount: 100, value: 94.34, tax: 5.66 });
    // 1 / 1.03 = 0.97087...; 12.34567 * 1.13 = 13.9506071
    expect(convertTax(1, 0.03, 'removeTax').value).toBe(0.97);
    expect(convertTax(12.34567, 0.13, 'addTax')).toEqual({ amount: 12.34567, value: 13.95, tax: 1.6 });
  });

  it('keeps net + tax = gross to the cent for many amounts', () => {
    for (let cents = 0; cents < 5000; cents += 7) {
      const amount = cents / 100 + 0.00003;
      for (const rate of [0, 0.01, 0.03, 0.06, 0.09, 0.13]) {
        for (const direction of ['addTax', 'removeTax'] as const) {
          const { value, tax } = convertTax(amount, rate, direction);
          const asked = Math.round(amount * 100) / 100;
          expect(Math.round((direction === 'addTax' ? value - tax : value + tax) * 100)).toBe(Math.round(asked * 100));
        }
      }
    }
    expect(convertTax(999_999_999_999.99999, 0.13, 'addTax').value).toBe(1_130_000_000_000);
  });

  it('takes amounts of 0 or more with up to 5 decimals, at most 100 of them', () => {
    const body = getTaxMoney.body!;
    expect(body.safeParse({ amounts: [0, 1.23456] }).success).toBe(true);
    expect(body.safeParse({ amounts: [1.234567] }).success).toBe(false);
    expect(body.safeParse({ amounts: [-1] }).success).toBe(false);
    expect(body.safeParse({ amounts: [] }).success).toBe(false);
    expect(body.safeParse({ amounts: Array(TAX_AMOUNTS_MAX + 1).fill(1) }).success).toBe(false);
    expect(body.safeParse({ taxCode: 'vat13', amounts: [1] }).success).toBe(false);
    expect(body.safeParse({ amounts: [1], rate: 0.1 }).success).toBe(false);
  });
});

describe('the tax calculator query (src/resources/cost/tax.ts)', () => {
  it('sends the amount to getTaxMoney or getNoTaxMoney by direction, the code only when chosen', async () => {
    const sent: Array<[string, unknown]> = [];
    const call = ((ep: { id: string }, input: { body: unknown }) => {
      sent.push([ep.id, input.body]);
      return Promise.resolve({});
    }) as never;
    const io = { signal: new AbortController().signal, call };
    await taxConversionQuery.run({ amount: '100.5', direction: 'addTax', taxCode: '' }, io);
    await taxConversionQuery.run({ amount: '113', direction: 'removeTax', taxCode: 'VAT9' }, io);
    expect(sent).toEqual([
      ['common.getTaxMoney', { amounts: [100.5] }],
      ['common.getNoTaxMoney', { amounts: [113], taxCode: 'VAT9' }],
    ]);
    for (const [, body] of sent) expect(getTaxMoney.body!.safeParse(body).success).toBe(true);
  });

  it('takes an amount as typed: digits with up to 5 decimals, never trimmed', () => {
    expect(['0', '12', '12.5', '12.34567'].map(isTaxAmount)).toEqual([true, true, true, true]);
    expect(['', ' 12', '12 ', '-1', '1.234567', '1e3', '12.', '.5'].map(isTaxAmount)).toEqual(Array(8).fill(false));
    expect(taxConversionQuery.validate({ amount: ' 1' })).toEqual({ amount: 'tax.amount' });
    expect(taxConversionQuery.validate({ amount: '1' })).toEqual({});
  });
});
