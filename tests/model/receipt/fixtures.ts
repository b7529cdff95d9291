// Records the receipt machines' model tests load and answer (each a value the contract accepts).
import type { InboundInfo, RequestInfo } from '../../../src/contract/receipt';

export function requestRecord(status: RequestInfo['status'], version = 1, toShip = 0): RequestInfo {
  return {
    id: 'rq-harbor-0002',
    requestNo: 'RQ260205002',
    status,
    warehouse: 'Amazon FBA ONT8',
    warehouseCode: 'FBA-ONT8',
    deliveryType: 'express',
    ackOpensAt: '2026-02-05T00:00:00.000Z',
    ackClosesAt: '2026-02-07T00:00:00.000Z',
    deliverBy: '2026-02-19T00:00:00.000Z',
    delayTo: null,
    delayReason: '',
    delayDecision: null,
    delays: 0,
    cancelReason: '',
    createdAt: '2026-02-05T00:00:00.000Z',
    lines: [{ id: 'rq-harbor-0002-1', skuId: 'sk_1', sku: 'HA-1', skuName: 'Chair', requested: 10, reserved: 10, backordered: 0, refused: 0, refuseReason: null, onInbounds: 0, shipped: 0, received: 0, open: 10 }],
    inbounds: [],
    toShip,
    version,
  };
}

export function inboundRecord(status: InboundInfo['status'], version = 1, trackingNo = ''): InboundInfo {
  return {
    id: 'ib-harbor-0003',
    inboundNo: 'IB260207001',
    status,
    requestId: 'rq-harbor-0003',
    requestNo: 'RQ260205003',
    fromWarehouse: 'Shenzhen Warehouse',
    toWarehouse: 'Amazon FBA ONT8',
    carrierCode: trackingNo ? 'DHL' : null,
    carrierName: trackingNo ? 'DHL Express' : null,
    trackingNo,
    shipDate: trackingNo ? '2026-02-08' : null,
    shippedAt: null,
    receivedAt: null,
    receiptNo: null,
    cancelReason: '',
    createdAt: '2026-02-07T00:00:00.000Z',
    lines: [{ id: 'ib-harbor-0003-1', sku: 'HA-1', skuName: 'Chair', qty: 10, receivedGood: null, receivedDamaged: null, differences: [] }],
    cartons: [{ cartonNo: 'IB260207001-C1', sku: 'HA-1', qty: 10, weightKg: 4.5 }],
    carriers: [{ code: 'DHL', name: 'DHL Express' }],
    version,
  };
}
