// The price proposal list (product.approvalList): old and new price, change, margins before and
// after on the sale price, decision and its reason code. Registered at import.
import { priceProposalList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const priceProposalListDefinition = registerList(
  defineSpecList(priceProposalList, {
    from: sql`product_price_proposals x JOIN product_skus s ON s.id = x.product_sku_id AND s.tenant_id = x.tenant_id
              JOIN products p ON p.id = x.product_id AND p.tenant_id = x.tenant_id`,
    id: sql`x.id`,
    fields: {
      id: sql`x.id`,
      proposalNo: sql`x.proposal_no`,
      productId: sql`x.product_id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      sellerSku: sql`s.seller_sku`,
      platformCode: sql`p.platform_code`,
      oldPrice: sql`x.old_price`,
      newPrice: sql`x.new_price`,
      currency: sql`p.currency`,
      change: sql`round((x.new_price - x.old_price) / x.old_price, 6)`,
      salePrice: sql`x.sale_price`,
      oldMargin: sql`round((x.sale_price - x.old_price) / x.sale_price, 6)`,
      newMargin: sql`round((x.sale_price - x.new_price) / x.sale_price, 6)`,
      effectiveDate: sql`x.effective_date`,
      driver: sql`x.driver`,
      status: sql`x.status`,
      decisionCode: sql`x.decision_code`,
      reviewDueAt: sql`x.review_due_at`,
      proposedAt: sql`x.proposed_at`,
      decidedAt: sql`x.decided_at`,
      proposedBy: sql`x.proposed_by_name`,
      note: sql`x.note`,
      withdrawReason: sql`x.withdraw_reason`,
      version: sql`x.version`,
    },
    scope: (caller) => [sql`x.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`x.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
    },
  }),
);
