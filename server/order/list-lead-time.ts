// The lead-time request list (order.fulfillmentApproval): requests of the caller's tenant's shops,
// with the shop's name and its approved lead time now. Its fields are declared once in the
// contract's list spec (leadTimeList); here is the SQL of each, and of the conditions that are not
// one field's. Registered at import.
import { leadTimeList as leadTimeSpec } from '../../src/contract';
import { equals, inList, textContains } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const leadTimeList = registerList(
  defineSpecList(leadTimeSpec, {
    from: sql`lead_time_requests r JOIN carts c ON c.id = r.cart_id AND c.tenant_id = r.tenant_id LEFT JOIN cart_lead_times lt ON lt.cart_id = r.cart_id`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      cartId: sql`r.cart_id`,
      cartName: sql`c.name`,
      days: sql`r.days`,
      currentDays: sql`lt.days`,
      status: sql`r.status`,
      updatedAt: sql`r.updated_at`,
      submittedAt: sql`r.submitted_at`,
      rejectReason: sql`r.reject_reason`,
      remark: sql`r.remark`,
      updatedBy: sql`r.updated_by_name`,
      decidedAt: sql`r.decided_at`,
      createdAt: sql`r.created_at`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`r.id`, id.trim() || undefined),
      shop: (value) => {
        const shop = value.trim();
        const byName = textContains(sql`c.name`, shop);
        return byName ? sql`(${byName} OR c.code = ${shop})` : undefined;
      },
      statuses: (statuses) => inList(sql`r.status`, statuses),
    },
  }),
);
