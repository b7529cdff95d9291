// The return-refund lists (receipt.returnRefundOrder: one customer return each;
// receipt.returnRefundMaster: the weekly masters): their fields are declared once in the contract's
// list specs; here is the SQL of each. A master's "supplier bears" is the sum of its items the
// supplier pays (defective, unless a dispute was upheld). Registered at import.
import { returnMasterList, returnOrderList } from '../../src/contract/receipt';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const returnOrderListDefinition = registerList(
  defineSpecList(returnOrderList, {
    from: sql`receipt_return_orders r
      JOIN receipt_return_masters m ON m.id = r.master_id AND m.tenant_id = r.tenant_id
      JOIN warehouses w ON w.id = m.warehouse_id AND w.tenant_id = m.tenant_id
      JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      returnNo: sql`r.return_no`,
      orderRef: sql`r.order_ref`,
      sku: sql`k.sku`,
      qty: sql`r.qty`,
      customerReason: sql`r.customer_reason`,
      inspection: sql`r.inspection`,
      warehouse: sql`w.name`,
      masterNo: sql`m.master_no`,
      returnedAt: sql`r.returned_at`,
      inspectedAt: sql`r.inspected_at`,
      version: sql`m.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
  }),
);

export const returnMasterListDefinition = registerList(
  defineSpecList(returnMasterList, {
    from: sql`receipt_return_masters m
      JOIN warehouses w ON w.id = m.warehouse_id AND w.tenant_id = m.tenant_id
      CROSS JOIN LATERAL (SELECT count(*)::int AS orders, coalesce(sum(r.qty), 0)::int AS qty,
          coalesce(sum(r.qty * r.unit_price) FILTER (WHERE r.payer = 'supplier'), 0)::float8 AS supplier
        FROM receipt_return_orders r WHERE r.master_id = m.id AND r.tenant_id = m.tenant_id) t`,
    id: sql`m.id`,
    fields: {
      id: sql`m.id`,
      masterNo: sql`m.master_no`,
      status: sql`m.status`,
      warehouse: sql`w.name`,
      orders: sql`t.orders`,
      qty: sql`t.qty`,
      supplierAmount: sql`round(t.supplier::numeric, 2)::float8`,
      currency: sql`m.currency`,
      weekEndsAt: sql`m.week_ends_at`,
      createdAt: sql`m.created_at`,
      version: sql`m.version`,
    },
    scope: (caller) => [sql`m.tenant_id = ${caller.tenantId}`],
  }),
);
