// The receipt side of a replenishment order's inbound (docs/domain/receipts.md, "Slice (built):
// replenishment inbounds"), exported for the replenishment area (index.ts). The supplier's
// confirmation of the order is its answer, so the request opens already acknowledged with every
// line reserved in full (nothing backordered or refused), linked to the order
// (receipt_requests.replenishment_order_id, one per order), and its draft inbound is made by the
// request code's own step (createInbound: the ship-from warehouse with the most available).
// Reserving moves no stock: confirming the inbound locks it (stock.ts).
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { newId } from '../inventory';
import { history } from './requests';
import { createInbound, nextNo, openRequest } from './steps';

export interface ReplenishmentRequest {
  tenantId: string;
  orderId: string;
  orderNo: string;
  warehouseId: string;
  deliverBy: Date;
  lines: readonly { skuId: string; qty: number }[];
  by: { id: string; name: string };
  lang: Language;
  now: Date;
  /** The seed's own ids and ship-from warehouse (deterministic, and stock no group allots); else new ids and the receipt's pick. */
  seed?: { requestId: string; inboundId: string; from: string };
}

/** Opens the order's acknowledged request and its draft inbound; answers the inbound's id. */
export async function openReplenishmentInbound(tx: Db, o: ReplenishmentRequest): Promise<string> {
  const id = o.seed?.requestId ?? newId('rq');
  // a deliver-by already passed still opens (the order is late, not void): the dock's grace decides
  const deliverBy = o.deliverBy.getTime() > o.now.getTime() ? o.deliverBy : new Date(o.now.getTime() + 86_400_000);
  await openRequest(tx, { id, tenantId: o.tenantId, requestNo: await nextNo(tx, o.tenantId, 'RQ', o.now), warehouseId: o.warehouseId, deliveryType: 'lessThanTruckload', at: o.now, deliverBy, lines: o.lines });
  await tx.query(`UPDATE receipt_requests SET status = 'acknowledged', replenishment_order_id = $3, version = version + 1 WHERE id = $1 AND tenant_id = $2`, [id, o.tenantId, o.orderId]);
  await tx.query('UPDATE receipt_request_lines SET reserved_qty = requested_qty WHERE request_id = $1 AND tenant_id = $2', [id, o.tenantId]);
  await history(tx, o.tenantId, id, 'reserve', 'open', 'acknowledged', o.orderNo, o.by, o.now);
  return createInbound(tx, o.tenantId, id, o.lang, o.now, o.seed && { id: o.seed.inboundId, from: o.seed.from });
}
