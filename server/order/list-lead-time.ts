// The lead-time request list (order.fulfillmentApproval): requests of the caller's tenant's shops,
// with the shop's name and its approved lead time now. Registered at import.
import { leadTimeConditions, leadTimeTable, type LeadTimeRow } from '../../src/contract';
import { dateRange, equals, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v));

export const leadTimeList = registerList(
  defineKeysetList<LeadTimeRow, typeof leadTimeConditions>({
    table: leadTimeTable,
    conditionSchema: leadTimeConditions,
    select: sql`r.id, r.cart_id, c.name AS cart_name, r.days, lt.days AS current_days, r.remark, r.status, r.reject_reason, r.created_at, r.updated_at,
      r.updated_by_name, r.submitted_at, r.decided_at, r.version`,
    from: sql`lead_time_requests r JOIN carts c ON c.id = r.cart_id AND c.tenant_id = r.tenant_id LEFT JOIN cart_lead_times lt ON lt.cart_id = r.cart_id`,
    idColumn: sql`r.id`,
    sortable: { updatedAt: sql`r.updated_at`, days: sql`r.days` },
    where: (caller, c) => {
      const shop = c.shop?.trim() ?? '';
      const byName = textContains(sql`c.name`, shop);
      return [
        sql`r.tenant_id = ${caller.tenantId}`,
        equals(sql`r.id`, c.id?.trim() || undefined),
        byName ? sql`(${byName} OR c.code = ${shop})` : undefined,
        inList(sql`r.status`, c.statuses),
        dateRange(sql`r.updated_at`, c.updatedAt),
      ];
    },
    mapRow: (r) => ({
      id: String(r.id),
      cartId: String(r.cart_id),
      cartName: String(r.cart_name),
      days: Number(r.days),
      currentDays: r.current_days === null || r.current_days === undefined ? null : Number(r.current_days),
      remark: String(r.remark),
      status: r.status as LeadTimeRow['status'],
      rejectReason: String(r.reject_reason),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      updatedBy: String(r.updated_by_name),
      submittedAt: isoOrNull(r.submitted_at),
      decidedAt: isoOrNull(r.decided_at),
      version: Number(r.version),
    }),
  }),
);
