// Settlement and transaction records as the finance calls answer them (the model tests' fixtures).
import type { SettlementStatus, TransactionDetail } from '../../../src/contract/finance';
import type { SettlementRecord } from '../../../src/machines/finance/settlement.machine';

export function settlementRecord(status: SettlementStatus, version: number, openDisputes = 0): SettlementRecord {
  return {
    number: 'ST202602-CART001',
    period: '2026-02',
    periodStart: '2026-02-01T00:00:00.000Z',
    periodEnd: '2026-03-01T00:00:00.000Z',
    cart: 'Harbor US main',
    currency: 'USD',
    status,
    version,
    confirmDeadline: status === 'open' ? null : '2026-03-09T00:00:00.000Z',
    confirmedAt: status === 'confirmed' ? '2026-03-02T08:00:00.000Z' : null,
    confirmedBy: status === 'confirmed' ? 'Grace Lin' : null,
    autoConfirmed: false,
    byKind: [
      { kind: 'refund', lines: 1, amountNoTax: '-17.70', tax: '-2.30', amount: '-20.00' },
      { kind: 'sale', lines: 2, amountNoTax: '88.50', tax: '11.50', amount: '100.00' },
    ],
    adjustmentsTotal: { amountNoTax: '0.00', tax: '0.00', amount: '0.00' },
    total: { amountNoTax: '70.80', tax: '9.20', amount: '80.00' },
    undisputedTotal: openDisputes ? '100.00' : '80.00',
    openDisputes,
    disputes: openDisputes ? [{ transactionNo: 'R-RF0000001', kind: 'refund', amount: '-20.00', reason: 'OTHER', note: 'Kept the goods', status: 'open', decision: '', at: '2026-03-02T07:00:00.000Z' }] : [],
    adjustments: [],
    history: [{ action: 'close', fromStatus: 'open', toStatus: 'pendingConfirm', note: '', by: 'Platform', at: '2026-03-01T00:00:00.000Z' }],
  };
}

export function transactionRecord(settlementStatus: SettlementStatus, version: number, disputed = false): TransactionDetail {
  return {
    number: 'R-RF0000001',
    kind: 'refund',
    occurredAt: '2026-02-10T08:00:00.000Z',
    currency: 'USD',
    qty: 0,
    unitPrice: null,
    taxRate: '0.1300',
    amountNoTax: '-17.70',
    tax: '-2.30',
    amount: '-20.00',
    sku: null,
    cart: 'Harbor US main',
    orderId: 'od-harbor-0000007',
    orderNo: 'SO0000007',
    requestNo: 'RF0000001',
    settlementNo: 'ST202602-CART001',
    settlementStatus,
    version,
    dispute: disputed ? { reason: 'DUPLICATE_LINE', note: '', status: 'open', decision: '', byName: 'Grace Lin', at: '2026-03-02T08:00:00.000Z' } : null,
    adjustment: null,
  };
}
