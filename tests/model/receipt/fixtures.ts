// Records the receipt machines' model tests load and answer (each a value the contract accepts).
import type { DifferenceInfo, InboundInfo, ReceiptInfo, RequestInfo } from '../../../src/contract/receipt';

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
    deliveryTypeChoices: status === 'open' || status === 'acknowledged' ? [{ value: 'express', label: 'Express parcel' }, { value: 'fullTruckload', label: 'Full truckload' }] : [],
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
    dockReason: null,
    dockAcceptedAt: null,
    createdAt: '2026-02-07T00:00:00.000Z',
    lines: [{ id: 'ib-harbor-0003-1', sku: 'HA-1', skuName: 'Chair', qty: 10, receivedGood: null, receivedDamaged: null, differences: [] }],
    cartons: [{ cartonNo: 'IB260207001-C1', sku: 'HA-1', qty: 10, weightKg: 4.5 }],
    carriers: [{ code: 'DHL', name: 'DHL Express' }],
    version,
  };
}

// slice 2: a difference and a receipt the contract accepts
export function differenceRecord(status: DifferenceInfo['status'], version = 1, attemptsLeft = 2): DifferenceInfo {
  return {
    id: 'wr-ib-harbor-w001-d1',
    receiptId: 'wr-ib-harbor-w001',
    receiptNo: 'WR260228001',
    lineNo: 1,
    type: 'short',
    sku: 'HA-1',
    skuName: 'Chair',
    qty: 1,
    value: 12.5,
    currency: 'USD',
    status,
    answerOpensAt: '2026-02-28T00:01:00.000Z',
    answerClosesAt: '2026-03-07T00:01:00.000Z',
    attemptsLeft,
    disputeNote: '',
    damageOnArrival: false,
    decision: null,
    decidedAt: null,
    carton: { cartonNo: 'IB260224001-C1', qty: 9, declaredKg: 4.5, foundKg: 4.5 },
    trackingNo: '1Z40079191',
    shipDate: '2026-02-26',
    evidence: [],
    version,
  };
}

export function receiptRecord(differences: DifferenceInfo[] = [differenceRecord('open')]): ReceiptInfo {
  return {
    id: 'wr-ib-harbor-w001',
    receiptNo: 'WR260228001',
    inboundId: 'ib-harbor-w001',
    inboundNo: 'IB260224001',
    requestNo: 'RQ260223101',
    warehouse: 'Amazon FBA ONT8',
    receivedAt: '2026-02-28T00:01:00.000Z',
    settleable: differences.every((d) => d.status !== 'open' && d.status !== 'disputed'),
    lines: [{ id: 'wr-ib-harbor-w001-1', lineNo: 1, sku: 'HA-1', skuName: 'Chair', shipped: 9, receivedGood: 8, receivedDamaged: 0, unitPrice: 12.5, currency: 'USD', cartonNo: 'IB260224001-C1' }],
    differences,
    version: 1,
  };
}
