// The new-product application batches (product.applyNewProductList): each batch's channel, its
// counts per item status and its status from them (a draft until submitted, the supplier's turn
// while an item is returned, the platform's while one is in review, else done). Registered at import.
import { applyBatchList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const applyBatchListDefinition = registerList(
  defineSpecList(applyBatchList, {
    from: sql`product_apply_batches b JOIN carts c ON c.id = b.cart_id AND c.tenant_id = b.tenant_id
              CROSS JOIN LATERAL (SELECT count(*)::int AS n,
                count(*) FILTER (WHERE i.status = 'draft')::int AS draft,
                count(*) FILTER (WHERE i.status = 'inReview')::int AS in_review,
                count(*) FILTER (WHERE i.status = 'returned')::int AS returned,
                count(*) FILTER (WHERE i.status = 'approved')::int AS approved,
                count(*) FILTER (WHERE i.status = 'rejected')::int AS rejected
                FROM product_apply_items i WHERE i.batch_id = b.id AND i.tenant_id = b.tenant_id) k`,
    id: sql`b.id`,
    fields: {
      id: sql`b.id`,
      batchCode: sql`b.batch_code`,
      platformCode: sql`c.platform_code`,
      cartName: sql`c.name`,
      cartCode: sql`c.code`,
      currency: sql`c.currency`,
      status: sql`CASE WHEN k.draft > 0 THEN 'draft' WHEN k.returned > 0 THEN 'actionNeeded' WHEN k.in_review > 0 THEN 'inReview' ELSE 'done' END`,
      itemCount: sql`k.n`,
      draftCount: sql`k.draft`,
      inReviewCount: sql`k.in_review`,
      returnedCount: sql`k.returned`,
      approvedCount: sql`k.approved`,
      rejectedCount: sql`k.rejected`,
      createdAt: sql`b.created_at`,
      createdBy: sql`b.created_by_name`,
      version: sql`b.version`,
    },
    scope: (caller) => [sql`b.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`b.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`c.platform_code`, code.trim() || undefined),
    },
  }),
);
