// The same-product relation lists (product.sameProductRelationConfirm: the platform's proposals
// waiting for the supplier; product.sameProductRelationSearch: every state). A row names our
// product, the standard product and how many of the compared attributes differ (compare.ts).
// Registered at import.
import { sameConfirmList, sameSearchList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import type { ListCaller } from '../lists/registry';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { DIFFERENCES_SQL, OUR_ATTRIBUTES_JOIN } from './compare';

const from = sql`same_product_relations r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
  JOIN standard_products sp ON sp.id = r.standard_product_id ${sql.raw(OUR_ATTRIBUTES_JOIN)}`;

const fields = {
  id: sql`r.id`,
  relationNo: sql`r.relation_no`,
  productId: sql`r.product_id`,
  productCode: sql`p.product_code`,
  title: sql`p.title`,
  platformCode: sql`p.platform_code`,
  standardId: sql`sp.id`,
  standardCode: sql`sp.code`,
  standardTitle: sql`sp.title`,
  differences: sql.raw(DIFFERENCES_SQL),
  origin: sql`r.origin`,
  status: sql`r.status`,
  declineReason: sql`r.decline_reason`,
  note: sql`r.note`,
  proposedAt: sql`r.proposed_at`,
  decidedAt: sql`r.decided_at`,
  version: sql`r.version`,
};

const scope = (caller: ListCaller) => [sql`r.tenant_id = ${caller.tenantId}`];

export const sameConfirmListDefinition = registerList(
  defineSpecList(sameConfirmList, {
    from,
    id: sql`r.id`,
    fields,
    scope: (caller) => [...scope(caller), sql`r.status = 'proposed'`],
    filters: { id: (id) => equals(sql`r.id`, id.trim() || undefined) },
  }),
);

export const sameSearchListDefinition = registerList(
  defineSpecList(sameSearchList, {
    from,
    id: sql`r.id`,
    fields,
    scope,
    filters: { id: (id) => equals(sql`r.id`, id.trim() || undefined) },
  }),
);
