// Inquiry records the price inquiry machines' model tests load and answer (each a value the contract accepts).
import type { InquiryRecord } from '../../../src/machines/receipt/inquiry.machine';

/** Replies close far in the future unless `closed`: the record's "Clear reply" depends on the clock. */
export function inquiryRecord(status: InquiryRecord['status'], version = 1, closed = false): InquiryRecord {
  return {
    id: 'pi-harbor-0002',
    inquiryNo: 'PI260225002',
    status,
    currency: 'USD',
    incoterm: 'FOB',
    warehouse: 'Amazon FBA ONT8',
    warehouseCode: 'FBA-ONT8',
    replyOpensAt: '2026-02-25T00:00:00.000Z',
    replyClosesAt: closed ? '2026-03-01T00:00:00.000Z' : '2099-03-01T00:00:00.000Z',
    repliedAt: status === 'open' ? null : '2026-02-26T00:00:00.000Z',
    decidedAt: null,
    lines: 1,
    requestId: null,
    requestNo: null,
    version,
    table: [{ id: 'pi-harbor-0002-1', lineNo: 1, sku: 'HA-1', skuName: 'Chair', wantedQty: 40, targetPrice: 12, unitPrice: status === 'replied' ? 11.5 : null, leadDays: status === 'replied' ? 20 : null, minQty: status === 'replied' ? 5 : null, validUntil: status === 'replied' ? '2099-04-01' : null, declineReason: null, outcome: null, awardedQty: 0 }],
    purchases: { rows: [], total: 0, pageNo: 1, pageSize: 50 },
  };
}
