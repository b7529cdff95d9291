// The replenishment inventory list (replenishment.inventory): one row per stock row of a platform
// warehouse, with the cover figures cover.ts reads for the suggestion job (in transit: lines of
// shipped inbounds to the warehouse; sales: customer order lines shipped from it in the 30 days
// before now, less what was cancelled) and the rule of src/contract/replenishment/cover.ts written
// in SQL (days of cover to one decimal, rounded down; the suggestion in cartons of
// REPLENISHMENT_CARTON_QTY). Registered at import.
import { REPLENISHMENT_CARTON_QTY, replenishmentInventoryList } from '../../src/contract/replenishment';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const need = sql`(d.qty - s.on_hand - t.qty)`;
const carton = sql.raw(String(REPLENISHMENT_CARTON_QTY));

export const replenishmentInventoryListDefinition = registerList(
  defineSpecList(replenishmentInventoryList, {
    from: sql`inventory_stock s
      JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id AND w.type = 'platform' AND w.deleted_at IS NULL
      JOIN skus k ON k.id = s.sku_id AND k.tenant_id = s.tenant_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(il.qty), 0)::int AS qty FROM receipt_inbound_lines il
          JOIN receipt_inbounds i ON i.id = il.inbound_id AND i.tenant_id = il.tenant_id
          JOIN receipt_requests rq ON rq.id = i.request_id AND rq.tenant_id = i.tenant_id
         WHERE il.tenant_id = s.tenant_id AND il.sku_id = s.sku_id AND i.status IN ('shipped', 'rejectedAtDock') AND rq.warehouse_id = s.warehouse_id) t
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(l.qty - l.cancelled_qty), 0)::int AS qty FROM order_lines l
          JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
         WHERE l.tenant_id = s.tenant_id AND l.sku_id = s.sku_id AND o.warehouse_id = s.warehouse_id AND o.status <> 'cancelled'
           AND o.order_time > now() - interval '30 days' AND o.order_time <= now()) d`,
    id: sql`s.sku_id || '|' || s.warehouse_id`,
    fields: {
      id: sql`s.sku_id || '|' || s.warehouse_id`,
      sku: sql`k.sku`,
      skuName: sql`k.name`,
      warehouse: sql`w.name`,
      onHand: sql`s.on_hand`,
      inTransit: sql`t.qty`,
      sales30d: sql`d.qty`,
      daysOfCover: sql`(CASE WHEN d.qty > 0 THEN floor(s.on_hand * 300.0 / d.qty) / 10 END)::float8`,
      suggestedQty: sql`(CASE WHEN ${need} > 0 THEN ceil(${need} / ${carton}::numeric) * ${carton} ELSE 0 END)::int`,
    },
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`],
  }),
);
