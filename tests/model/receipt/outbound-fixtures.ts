// Outbound orders the model tests load and answer (each a value the contract accepts).
import type { AvailableSku, OutboundOrderInfo, OutboundOrderOptions } from '../../../src/contract/receipt';

export function outboundOrderRecord(status: OutboundOrderInfo['status'], version = 1, lines = 1, purpose: OutboundOrderInfo['purpose'] = 'return'): OutboundOrderInfo {
  return {
    id: 'oo-harbor-0001',
    orderNo: 'OO260201001',
    status,
    purpose,
    warehouseId: 'wh_fba',
    warehouse: 'Amazon FBA ONT8',
    shipToId: purpose === 'return' ? 'wh_own' : null,
    shipTo: purpose === 'return' ? 'Shenzhen Warehouse' : null,
    lines: Array.from({ length: lines }, (_, i) => ({ id: `ool_${i + 1}`, skuId: `sk_${i + 1}`, sku: `HA-${i + 1}`, skuName: 'Chair', qty: 6, available: 40 })),
    qty: lines * 6,
    scrapFee: purpose === 'scrap' ? lines * 3 : null,
    rejectReason: status === 'rejected' ? 'UNDER_MIN_QTY' : null,
    cancelReason: '',
    submittedAt: status === 'draft' ? null : '2026-02-01T05:00:00.000Z',
    decidedAt: null,
    doneAt: null,
    createdAt: '2026-02-01T00:00:00.000Z',
    version,
  };
}

export const outboundOptions: OutboundOrderOptions = {
  warehouses: [{ id: 'wh_fba', code: 'FBA-ONT8', name: 'Amazon FBA ONT8' }],
  shipTos: [{ id: 'wh_own', code: 'SZ-01', name: 'Shenzhen Warehouse' }],
};

export const availableSkus: AvailableSku[] = [{ skuId: 'sk_1', sku: 'HA-1', name: 'Chair', available: 40 }];
