// The receipt forms' checks (src/machines/order/receiptForm.ts) for a zero-decimal currency
// (decision 028): a new line's price in JPY is whole, and a header change to JPY over lines priced
// with decimals names those lines, before anything is sent.
import { describe, expect, it } from 'vitest';
import type { ReceiptInfo } from '../../../src/contract';
import { currencyConflictSkus, headerDraftOf, lineProblems, lineValid, type LineDraft } from '../../../src/machines/order/receiptForm';

const info = (currency: string, prices: number[] = []): ReceiptInfo => ({
  orderId: 'o1',
  supplierOrderId: 'PO00000001',
  status: 'awaitingShipment',
  editable: true,
  skus: [
    { sku: 'SKU-A', name: 'A', qty: 3 },
    { sku: 'SKU-B', name: 'B', qty: 2 },
    { sku: 'SKU-C', name: 'C', qty: 1 },
  ],
  version: 1,
  header: { invoiceNo: 'PI-1', invoiceDate: '2026-03-01', sellerTaxId: 'TAX-1', currency },
  lines: prices.map((unitPrice, i) => ({ id: `l${i}`, sku: `SKU-${'AB'[i]}`, qty: 1, unitPrice, hsCode: '8517620000', originCountry: 'CN' })),
  updatedAt: null,
  updatedBy: null,
});

const line = (unitPrice: string): LineDraft => ({ sku: 'SKU-C', qty: '1', unitPrice, hsCode: '8517620000', originCountry: 'CN' });

describe('receipt line in a zero-decimal currency', () => {
  it('refuses a price with decimals in JPY and takes a whole one', () => {
    expect(lineProblems(line('1200.5'), info('JPY'))).toEqual({ unitPrice: 'wholeAmount' });
    expect(lineValid(line('1200.5'), info('JPY'))).toBe(false);
    expect(lineProblems(line('1200'), info('JPY'))).toEqual({});
  });

  it('keeps two decimals in other currencies', () => {
    expect(lineProblems(line('1200.5'), info('USD'))).toEqual({});
    expect(lineProblems(line('4.25'), info('EUR'))).toEqual({});
  });
});

describe('header change to a zero-decimal currency', () => {
  it('names the lines whose price has decimals', () => {
    const current = info('USD', [4.2, 1200]);
    expect(currencyConflictSkus({ ...headerDraftOf(current, '2026-03-01'), currency: 'jpy' }, current)).toEqual(['SKU-A']);
    expect(currencyConflictSkus({ ...headerDraftOf(current, '2026-03-01'), currency: 'EUR' }, current)).toEqual([]);
    expect(currencyConflictSkus({ ...headerDraftOf(current, '2026-03-01'), currency: 'JPY' }, info('USD', [1200, 3]))).toEqual([]);
  });

  it('says nothing while the currency is not a code yet or there are no lines', () => {
    expect(currencyConflictSkus({ ...headerDraftOf(info('USD', [4.2]), '2026-03-01'), currency: 'JP' }, info('USD', [4.2]))).toEqual([]);
    expect(currencyConflictSkus({ ...headerDraftOf(null, '2026-03-01'), currency: 'JPY' }, null)).toEqual([]);
  });
});
