// The platform order list (order.platformOrder): purchase orders the platform placed on the
// caller's tenant, with the platform warehouse and the totals of their lines. Registered at import.
import { platformOrderConditions, platformOrderTable, type PlatformOrderRow } from '../../src/contract';
import { dateRange, equals, inList } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));
/** A date column as yyyy-mm-dd (the driver may answer a Date at UTC midnight or the text). */
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const platformOrderList = registerList(
  defineKeysetList<PlatformOrderRow, typeof platformOrderConditions>({
    table: platformOrderTable,
    conditionSchema: platformOrderConditions,
    select: sql`p.id, p.po_no, w.code AS warehouse_code, w.name AS warehouse_name, p.status, p.ordered_at, p.expected_delivery::text AS expected_delivery,
      p.currency, a.line_count, a.ordered_qty, a.confirmed_qty, a.amount, p.reject_reason, p.decided_at, p.decided_by_name, p.version`,
    from: sql`platform_orders p JOIN warehouses w ON w.id = p.warehouse_id AND w.tenant_id = p.tenant_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS line_count, sum(l.ordered_qty)::int AS ordered_qty, sum(l.confirmed_qty)::int AS confirmed_qty,
        sum(l.ordered_qty * l.unit_cost) AS amount FROM platform_order_lines l WHERE l.po_id = p.id) a`,
    idColumn: sql`p.id`,
    sortable: { orderedAt: sql`p.ordered_at`, expectedDelivery: sql`p.expected_delivery`, poNo: sql`p.po_no` },
    where: (caller, c) => {
      const sku = c.sku?.trim();
      return [
        sql`p.tenant_id = ${caller.tenantId}`,
        equals(sql`p.po_no`, c.quickQuery?.trim() || undefined),
        inList(sql`p.status`, c.statuses),
        equals(sql`w.code`, c.warehouseCode?.trim() || undefined),
        sku
          ? sql`EXISTS (SELECT 1 FROM platform_order_lines l JOIN skus s ON s.id = l.sku_id AND s.tenant_id = l.tenant_id WHERE l.po_id = p.id AND s.sku = ${sku})`
          : undefined,
        dateRange(sql`p.ordered_at`, c.orderedAt),
        dateRange(sql`p.expected_delivery`, c.expectedDelivery, { column: 'date' }),
      ];
    },
    mapRow: (r) => ({
      id: String(r.id),
      poNo: String(r.po_no),
      warehouseCode: String(r.warehouse_code),
      warehouseName: String(r.warehouse_name),
      status: r.status as PlatformOrderRow['status'],
      orderedAt: iso(r.ordered_at),
      expectedDelivery: day(r.expected_delivery),
      currency: String(r.currency),
      lineCount: Number(r.line_count),
      orderedQty: Number(r.ordered_qty),
      confirmedQty: r.confirmed_qty === null || r.confirmed_qty === undefined ? null : Number(r.confirmed_qty),
      amount: Math.round(Number(r.amount) * 100) / 100,
      rejectReason: String(r.reject_reason),
      decidedAt: isoOrNull(r.decided_at),
      decidedBy: r.decided_by_name === null || r.decided_by_name === undefined ? null : String(r.decided_by_name),
      version: Number(r.version),
    }),
  }),
);
