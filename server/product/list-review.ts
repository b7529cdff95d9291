// The review list (product.reviewList): shoppers' reviews of the tenant's platform products, with
// the product, the rating, the text, how many images, whether it has a reply and its state.
// Rating is a multi-select of 1-5; "replied" a yes/no select. Registered at import.
import { reviewList } from '../../src/contract/product';
import { equals, inList } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const reviewListDefinition = registerList(
  defineSpecList(reviewList, {
    from: sql`product_reviews r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      reviewNo: sql`r.review_no`,
      productId: sql`r.product_id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      platformCode: sql`p.platform_code`,
      rating: sql`r.rating`,
      body: sql`r.body`,
      imageCount: sql`cardinality(r.image_ids)`,
      shopper: sql`r.shopper`,
      reviewedAt: sql`r.reviewed_at`,
      hasReply: sql`(r.reply <> '')`,
      status: sql`r.status`,
      reportReason: sql`r.report_reason`,
      decisionCode: sql`r.decision_code`,
      version: sql`r.version`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`r.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
      rating: (ratings) => inList(sql`r.rating::text`, ratings),
      hasReply: (v) => (v === 'yes' ? sql`r.reply <> ''` : sql`r.reply = ''`),
    },
  }),
);
