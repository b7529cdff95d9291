// The fulfilment tag application list (product.fulfillmentTagApplyList): tag, product, its chosen
// skus (count and seller skus), status, reason code. Registered at import.
import { tagApplicationList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const tagApplicationListDefinition = registerList(
  defineSpecList(tagApplicationList, {
    from: sql`product_tag_applications t JOIN products p ON p.id = t.product_id AND p.tenant_id = t.tenant_id`,
    id: sql`t.id`,
    fields: {
      id: sql`t.id`,
      applicationNo: sql`t.application_no`,
      tag: sql`t.tag`,
      productId: sql`t.product_id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      platformCode: sql`p.platform_code`,
      skuCount: sql`cardinality(t.sku_ids)`,
      sellerSkus: sql`(SELECT string_agg(s.seller_sku, ', ' ORDER BY s.seller_sku) FROM product_skus s WHERE s.id = ANY(t.sku_ids) AND s.tenant_id = t.tenant_id)`,
      status: sql`t.status`,
      decisionCode: sql`t.decision_code`,
      reviewDueAt: sql`t.review_due_at`,
      appliedAt: sql`t.applied_at`,
      decidedAt: sql`t.decided_at`,
      appliedBy: sql`t.applied_by_name`,
      note: sql`t.note`,
      reason: sql`t.reason`,
      version: sql`t.version`,
    },
    scope: (caller) => [sql`t.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`t.id`, id.trim() || undefined),
      productId: (id) => equals(sql`t.product_id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
    },
  }),
);
