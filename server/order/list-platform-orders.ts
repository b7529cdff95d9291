// The platform order list (order.platformOrder): purchase orders the platform placed on the
// caller's tenant, with the platform warehouse and the totals of their lines. Its fields are
// declared once in the contract's list spec (platformOrderList); here is the SQL of each, and of
// the conditions that are not one field's. Registered at import.
import { platformOrderList as platformOrderSpec } from '../../src/contract';
import { equals, inList } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const platformOrderList = registerList(
  defineSpecList(platformOrderSpec, {
    from: sql`platform_orders p JOIN warehouses w ON w.id = p.warehouse_id AND w.tenant_id = p.tenant_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS line_count, sum(l.ordered_qty)::int AS ordered_qty, sum(l.confirmed_qty)::int AS confirmed_qty,
        sum(l.ordered_qty * l.unit_cost) AS amount FROM platform_order_lines l WHERE l.po_id = p.id) a`,
    id: sql`p.id`,
    fields: {
      id: sql`p.id`,
      poNo: sql`p.po_no`,
      status: sql`p.status`,
      warehouseName: sql`w.name`,
      orderedAt: sql`p.ordered_at`,
      expectedDelivery: sql`p.expected_delivery`,
      lineCount: sql`a.line_count`,
      orderedQty: sql`a.ordered_qty`,
      confirmedQty: sql`a.confirmed_qty`,
      amount: sql`a.amount`,
      warehouseCode: sql`w.code`,
      rejectReason: sql`p.reject_reason`,
      decidedAt: sql`p.decided_at`,
      decidedBy: sql`p.decided_by_name`,
      currency: sql`p.currency`,
      version: sql`p.version`,
    },
    scope: (caller) => [sql`p.tenant_id = ${caller.tenantId}`],
    // an order without lines sums to NULL: 0 as before; the amount to the cent
    read: { orderedQty: (v) => Number(v), amount: (v) => Math.round(Number(v) * 100) / 100 },
    filters: {
      quickQuery: (value) => equals(sql`p.po_no`, value.trim() || undefined),
      statuses: (statuses) => inList(sql`p.status`, statuses),
      warehouseCode: (code) => equals(sql`w.code`, code.trim() || undefined),
      sku: (value) => {
        const sku = value.trim();
        return sku
          ? sql`EXISTS (SELECT 1 FROM platform_order_lines l JOIN skus s ON s.id = l.sku_id AND s.tenant_id = l.tenant_id WHERE l.po_id = p.id AND s.sku = ${sku})`
          : undefined;
      },
    },
  }),
);
