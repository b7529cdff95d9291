// Fixtures of the request audit machine's model tests (order-fixtures.ts holds the order ones): requests of each kind in any status (valid
// answers of src/contract/order/requests.ts), what the server answers after a decision or a return
// edit, and the errors of the domain.
import { CallError } from '../../../src/services';
import { OrderRequestErrorCode, statusAfter, type AuditFlag, type RequestDetail, type RequestKind, type RequestStatus } from '../../../src/contract/order/requests';
import type { DraftLine } from '../../../src/machines/order/rules';

const orderLine = (n: number, skuId: string, sku: string, qty: number, shippedQty: number) => ({
  id: `od-1-${n}`,
  lineNo: n,
  skuId,
  sku,
  skuName: `Name of ${sku}`,
  supplyType: 'stock' as const,
  qty,
  shippedQty,
  cancelledQty: 0,
  unitPrice: 12.5,
});

const returnLine = (d: DraftLine) => ({
  id: `rl-${d.skuId}`,
  skuId: d.skuId,
  sku: d.skuId.toUpperCase(),
  skuName: `Name of ${d.skuId.toUpperCase()}`,
  qty: d.qty,
  restockable: d.restockable,
  shippedQty: d.skuId === 'sku_1' ? 2 : 1,
});

/** A request of `kind` in `status`. Cancels are on an unshipped order unless `shipped`. */
export function request(kind: RequestKind, status: RequestStatus = 'requested', patch: { shipped?: boolean; version?: number; lines?: DraftLine[] } = {}): RequestDetail {
  const shipped = kind !== 'cancel' || !!patch.shipped;
  const lines = [orderLine(1, 'sku_1', 'SKU_1', 2, shipped ? 2 : 0), orderLine(2, 'sku_2', 'SKU_2', 1, shipped ? 1 : 0)];
  return {
    id: 'rq-1',
    kind,
    requestNo: `${kind === 'cancel' ? 'CR' : kind === 'return' ? 'RR' : 'RF'}00000001`,
    status,
    reason: 'Changed my mind',
    requestedAt: '2026-03-01T08:00:00.000Z',
    decisionDeadline: '2026-03-03T08:00:00.000Z',
    overdue: false,
    decidedByName: status === 'requested' ? null : 'Grace Lin',
    decidedAt: status === 'requested' ? null : '2026-03-02T08:00:00.000Z',
    rejectReason: status === 'rejected' && kind === 'refund' ? 'No damage on the photos' : '',
    version: patch.version ?? 2,
    order: {
      id: 'od-1',
      supplierOrderId: 'PO00000001',
      sellerOrderId: 'SO260301000001',
      cartName: 'Harbor - Amazon US',
      status: kind === 'cancel' ? (shipped ? 'partShipped' : 'awaitingShipment') : status === 'approved' ? 'returning' : 'delivered',
      currency: 'USD',
      shippedQty: lines.reduce((s, l) => s + l.shippedQty, 0),
      version: 3,
      lines,
    },
    returnLines: kind === 'return' ? (patch.lines ?? [{ skuId: 'sku_1', qty: 2, restockable: true }]).map(returnLine) : [],
    refund: kind === 'refund' ? { amount: 37.5, currency: 'USD' } : null,
  };
}

/** The server's answer to a decision on `d`. */
export const decided = (d: RequestDetail, flag: AuditFlag): RequestDetail => ({
  ...d,
  status: statusAfter[flag],
  version: d.version + 1,
  decidedByName: 'Grace Lin',
  decidedAt: '2026-03-02T08:00:00.000Z',
  order: flag === 'approve' && d.kind === 'cancel' ? { ...d.order, status: 'cancelled', version: d.order.version + 1 } : d.order,
});

/** The server's answer to a return edit: the lines as sent. */
export const edited = (d: RequestDetail, lines: DraftLine[]): RequestDetail => ({ ...d, version: d.version + 1, returnLines: lines.map(returnLine) });

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
export const decidedElsewhere = new CallError('envelope', OrderRequestErrorCode.decided, 'Cancel request CR00000001 was already decided (Rejected) by Olivia Reyes.');
export const stale = new CallError('envelope', OrderRequestErrorCode.versionStale, 'Return request RR00000001 was changed by someone else.');
export const refused = new CallError('envelope', OrderRequestErrorCode.cancelShipped, 'Order PO00000001 has already shipped 1 unit.');
