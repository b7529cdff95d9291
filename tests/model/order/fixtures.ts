// Fixtures of the order machines' model tests: orders in any status (valid answers of the
// contract), the carrier list, a status log and the errors of the domain.
import { CallError } from '../../../src/services';
import { OrderErrorCode, type OrderCarrier, type OrderDetail, type OrderStatus, type OrderStatusLog } from '../../../src/contract';

export const carriers: OrderCarrier[] = [
  { code: 'UPS', name: 'UPS' },
  { code: 'DHL', name: 'DHL Express' },
];

export function order(status: OrderStatus, version = 3, waybill: { carrier: string; no: string } | null = null): OrderDetail {
  const shipped = status === 'partShipped' ? [2, 0] : ['pendingAcknowledge', 'awaitingShipment', 'cancelled'].includes(status) ? [0, 0] : [2, 3];
  const cancelled = status === 'cancelled' ? [2, 3] : [0, 0];
  const anyShipped = shipped[0] > 0;
  return {
    id: 'od_1',
    sellerOrderId: 'SO2603010000001',
    shopOrderId: '123-4567890-0000001',
    supplierOrderId: 'PO00000001',
    cartId: 'ct_1',
    cartName: 'Harbor - Amazon US',
    platformCode: 'amazon',
    status,
    orderTime: '2026-03-01T08:00:00.000Z',
    cartOrderTime: '2026-03-01T07:30:00.000Z',
    shipDeadline: '2026-03-04T08:00:00.000Z',
    arriveDeadline: '2026-03-11T08:00:00.000Z',
    shippedAt: anyShipped ? '2026-03-02T08:00:00.000Z' : null,
    deliveredAt: ['delivered', 'completed', 'returning'].includes(status) ? '2026-03-06T08:00:00.000Z' : null,
    warehouseId: 'wh_1',
    warehouseCode: 'US-LAX',
    warehouseName: 'Los Angeles',
    deliveryMode: 'standard',
    supplyType: 'stock',
    currency: 'USD',
    receiverName: 'Ava Smith',
    country: 'US',
    trackingNo: anyShipped ? '1Z999AA10123456784' : '',
    packageNo: '',
    appointmentFormNo: '',
    handoverOrderCode: '',
    waybillApplyStatus: 'notApplied',
    tag: '',
    abnormal: false,
    lineCount: 2,
    totalQty: 5,
    version,
    updatedAt: '2026-03-01T08:00:00.000Z',
    receiver: { name: 'Ava Smith', phone: '+1 555 0101', postalCode: '90001', addressLine1: '1 Oak Street', city: 'Springfield', district: '', area: '', stateOrProvince: 'California', country: 'US' },
    lines: [
      { id: 'ol_1', lineNo: 1, skuId: 'sk_1', sku: 'HB-TOWEL-01', skuName: 'Bath towel', supplyType: 'stock', qty: 2, shippedQty: shipped[0], cancelledQty: cancelled[0], unitPrice: 12.5 },
      { id: 'ol_2', lineNo: 2, skuId: 'sk_2', sku: 'HB-MUG-02', skuName: 'Mug', supplyType: 'stock', qty: 3, shippedQty: shipped[1], cancelledQty: cancelled[1], unitPrice: 8 },
    ],
    carrierCode: anyShipped ? 'UPS' : '',
    acknowledgedAt: status === 'pendingAcknowledge' ? null : '2026-03-01T10:00:00.000Z',
    waybillCarrier: waybill?.carrier ?? '',
    waybillNo: waybill?.no ?? '',
    rescheduledAt: null,
    rescheduledFrom: null,
    shipments: anyShipped
      ? [{ id: 'os_1', shipmentNo: 1, carrierCode: 'UPS', trackingNo: '1Z999AA10123456784', shippedAt: '2026-03-02T08:00:00.000Z', shippedBy: null, lines: [{ lineId: 'ol_1', qty: 2 }] }]
      : [],
  };
}

export const logs: OrderStatusLog[] = [{ id: 'lg_1', action: 'push', from: null, to: 'pendingAcknowledge', actor: null, at: '2026-03-01T08:00:00.000Z', note: 'Pushed by the platform' }];

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
export const stale = new CallError('envelope', OrderErrorCode.versionStale, 'Order PO00000001 was changed by someone else.');
export const refused = new CallError('envelope', OrderErrorCode.lineQtyExceeded, 'More than is left to ship on some lines: #2 HB-MUG-02: 4 > 3.');
