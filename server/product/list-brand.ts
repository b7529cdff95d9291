// The brand authorization list (product.brandList): one row per authorization, with the days left
// to its valid-to and whether it allows new listings of the brand, both as of the caller's day
// (the handler's clock), and how many of the tenant's products carry the brand. The expiry radar
// (expiresWithin 30/60/90) keeps granted ones that end within that many days. Registered at import.
import { brandAuthList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList, type ListCaller } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export type DatedCaller = ListCaller & { now?: Date };
export const todayOf = (caller: ListCaller) => ((caller as DatedCaller).now ?? new Date()).toISOString().slice(0, 10);

export const brandAuthListDefinition = registerList(
  defineSpecList(brandAuthList, {
    from: (caller) =>
      sql`(SELECT b.*, (b.valid_to - ${todayOf(caller)}::date)::int AS days_left,
                  (b.status = 'granted' AND b.valid_from <= ${todayOf(caller)}::date AND b.valid_to >= ${todayOf(caller)}::date) AS listing_allowed
             FROM product_brand_auths b WHERE b.tenant_id = ${caller.tenantId}) b`,
    id: sql`b.id`,
    fields: {
      id: sql`b.id`,
      authNo: sql`b.auth_no`,
      brandCode: sql`b.brand_code`,
      brandName: sql`b.brand_name`,
      authType: sql`b.auth_type`,
      trademarkNo: sql`b.trademark_no`,
      registrant: sql`b.registrant`,
      licensor: sql`b.licensor`,
      status: sql`b.status`,
      refusalCode: sql`b.refusal_code`,
      validFrom: sql`b.valid_from`,
      validTo: sql`b.valid_to`,
      daysLeft: sql`b.days_left`,
      listingAllowed: sql`b.listing_allowed`,
      productCount: sql`(SELECT count(*)::int FROM products p WHERE p.tenant_id = b.tenant_id AND p.brand = b.brand_name)`,
      submittedAt: sql`b.submitted_at`,
      decidedAt: sql`b.decided_at`,
      reviewDueAt: sql`b.review_due_at`,
      revokeReason: sql`b.revoke_reason`,
      createdAt: sql`b.created_at`,
      createdBy: sql`b.created_by_name`,
      version: sql`b.version`,
    },
    scope: (caller) => [sql`b.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`b.id`, id.trim() || undefined),
      brandCode: (code) => equals(sql`b.brand_code`, code.trim() || undefined),
      expiresWithin: (days) => sql`b.status = 'granted' AND b.days_left BETWEEN 0 AND ${Number(days)}`,
    },
  }),
);
