// The exception list (order.abnormalList): exceptions of the caller's tenant's orders, with the
// order's number, shop, status and ship deadline. Its fields are declared once in the contract's
// list spec (abnormalList); here is the SQL of each, and of the conditions that are not one
// field's. Registered at import.
import { abnormalList } from '../../src/contract';
import { equals, inList } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const abnormalListDefinition = registerList(
  defineSpecList(abnormalList, {
    from: sql`order_abnormal_records x JOIN orders o ON o.id = x.order_id AND o.tenant_id = x.tenant_id JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id`,
    id: sql`x.id`,
    fields: {
      id: sql`x.id`,
      orderId: sql`x.order_id`,
      supplierOrderId: sql`o.supplier_order_id`,
      cartName: sql`c.name`,
      kind: sql`x.kind`,
      status: sql`x.status`,
      raisedAt: sql`x.raised_at`,
      orderStatus: sql`o.status`,
      shipDeadline: sql`o.ship_deadline`,
      resolution: sql`x.resolution`,
      resolvedAt: sql`x.resolved_at`,
      resolvedBy: sql`x.resolved_by_name`,
      version: sql`x.version`,
    },
    scope: (caller) => [sql`x.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`x.id`, id.trim() || undefined),
      quickQuery: (value) => {
        const quick = value.trim();
        return quick ? sql`(o.supplier_order_id = ${quick} OR o.seller_order_id = ${quick} OR o.shop_order_id = ${quick} OR o.id = ${quick})` : undefined;
      },
      kinds: (kinds) => inList(sql`x.kind`, kinds),
    },
  }),
);
