// Creating orders: the one place a new order is written (today the order upload; docs/domain/orders.md,
// "Upload order (built)"). An order enters as pendingAcknowledge, exactly like a platform push: the
// order, its lines and the push entry of its status log, in the caller's transaction, and the lock
// of the ordered stock (lockAtPush, order-stock.ts), so every way an order is created takes it alike.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { newId } from '../asset';
import { lockAtPush } from './stock';

export interface NewOrderLine {
  skuId: string;
  qty: number;
  unitPrice: number;
}

export interface NewOrder {
  cartId: string;
  /** The order's id in the channel it came from (shop order and seller order id). */
  externalOrderId: string;
  warehouseId: string;
  currency: string;
  receiver: { name: string; phone: string; country: string; stateOrProvince: string; city: string; addressLine1: string; postalCode: string };
  lines: NewOrderLine[];
  source: 'upload';
  /** The import that created it (source upload). */
  importId: string | null;
}

export interface Creator {
  tenantId: string;
  name: string;
  now: Date;
}

/** Hours to ship and days to arrive a created order gets, as the platform's push gives them. */
export const CREATED_SHIP_HOURS = 72;
export const CREATED_ARRIVE_DAYS = 10;

/**
 * The supplier order no. of an uploaded order: derived from the tenant, shop and external id, so
 * the same order uploaded again (or a retried batch) gets the same number.
 */
export const uploadedSupplierOrderId = (tenantId: string, cartId: string, externalOrderId: string) =>
  `UP${createHash('sha256').update(`${tenantId}\u0000${cartId}\u0000${externalOrderId}`).digest('hex').slice(0, 12).toUpperCase()}`;

/** Writes the orders (pendingAcknowledge) with their lines and push log; answers their ids in order. */
export async function createOrders(tx: Db, creator: Creator, orders: readonly NewOrder[]): Promise<string[]> {
  const ids: string[] = [];
  const now = creator.now;
  const shipBy = new Date(now.getTime() + CREATED_SHIP_HOURS * 3600_000);
  const arriveBy = new Date(now.getTime() + CREATED_ARRIVE_DAYS * 86400_000);
  for (const o of orders) {
    const id = newId('od');
    const r = o.receiver;
    await tx.query(
      `INSERT INTO orders (id, tenant_id, cart_id, seller_order_id, shop_order_id, supplier_order_id, status, order_time, cart_order_time, ship_deadline,
         arrive_deadline, warehouse_id, delivery_mode, supply_type, currency, receiver_name, receiver_phone, country, state_or_province, city,
         address_line1, postal_code, source, import_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, 'pendingAcknowledge', $6, $6, $7, $8, $9, 'standard', 'stock', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $6, $6)`,
      [id, creator.tenantId, o.cartId, o.externalOrderId, uploadedSupplierOrderId(creator.tenantId, o.cartId, o.externalOrderId), now, shipBy, arriveBy,
        o.warehouseId, o.currency, r.name, r.phone, r.country, r.stateOrProvince, r.city, r.addressLine1, r.postalCode, o.source, o.importId],
    );
    let n = 0;
    for (const l of o.lines) {
      n += 1;
      await tx.query(
        `INSERT INTO order_lines (id, tenant_id, order_id, line_no, sku_id, supply_type, qty, unit_price) VALUES ($1, $2, $3, $4, $5, 'stock', $6, $7)`,
        [`${id}-${n}`, creator.tenantId, id, n, l.skuId, l.qty, l.unitPrice],
      );
    }
    await tx.query(
      `INSERT INTO order_status_logs (id, tenant_id, order_id, action, from_status, to_status, actor_name, at, note_en, note_zh)
       VALUES ($1, $2, $3, 'push', NULL, 'pendingAcknowledge', $4, $5, 'Uploaded by the supplier', '供应商上传订单')`,
      [`${id}-1`, creator.tenantId, id, creator.name, now],
    );
    // pushed like a platform order: its lines lock what the warehouse has (short: abnormal)
    await lockAtPush(tx, creator.tenantId, id, now);
    ids.push(id);
  }
  return ids;
}
