// The exception list (order.abnormalList): exceptions of the caller's tenant's orders, with the
// order's number, shop, status and ship deadline. Registered at import.
import { abnormalConditions, abnormalTable, type AbnormalRow } from '../../src/contract';
import { dateRange, equals, inList } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const abnormalList = registerList(
  defineKeysetList<AbnormalRow, typeof abnormalConditions>({
    table: abnormalTable,
    conditionSchema: abnormalConditions,
    select: sql`x.id, x.order_id, o.supplier_order_id, c.name AS cart_name, o.status AS order_status, o.ship_deadline, x.kind, x.status, x.raised_at,
      x.resolution, x.resolved_at, x.resolved_by_name, x.version`,
    from: sql`order_abnormal_records x JOIN orders o ON o.id = x.order_id AND o.tenant_id = x.tenant_id JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id`,
    idColumn: sql`x.id`,
    sortable: { raisedAt: sql`x.raised_at`, resolvedAt: sql`x.resolved_at` },
    where: (caller, c) => {
      const quick = c.quickQuery?.trim();
      return [
        sql`x.tenant_id = ${caller.tenantId}`,
        equals(sql`x.id`, c.id?.trim() || undefined),
        quick ? sql`(o.supplier_order_id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.id = ${quick})` : undefined,
        equals(sql`x.status`, c.status),
        inList(sql`x.kind`, c.kinds),
        dateRange(sql`x.raised_at`, c.raisedAt),
      ];
    },
    mapRow: (r) => ({
      id: String(r.id),
      orderId: String(r.order_id),
      supplierOrderId: String(r.supplier_order_id),
      cartName: String(r.cart_name),
      orderStatus: r.order_status as AbnormalRow['orderStatus'],
      shipDeadline: iso(r.ship_deadline),
      kind: r.kind as AbnormalRow['kind'],
      status: r.status as AbnormalRow['status'],
      raisedAt: iso(r.raised_at),
      resolution: String(r.resolution),
      resolvedAt: r.resolved_at === null || r.resolved_at === undefined ? null : iso(r.resolved_at),
      resolvedBy: r.resolved_by_name === null || r.resolved_by_name === undefined ? null : String(r.resolved_by_name),
      version: Number(r.version),
    }),
  }),
);
