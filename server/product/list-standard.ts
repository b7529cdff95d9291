// The standard catalogue list (product.standardProduct): the platform's standard products (shared
// by every tenant, so the scope is the derived tables') with the caller's counts beside them: its
// products linked by a confirmed relation, and the offers on each (other sellers' shown to the
// tenant plus its own linked products). Registered at import.
import { standardProductList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const standardProductListDefinition = registerList(
  defineSpecList(standardProductList, {
    from: (caller) => sql`standard_products sp
      LEFT JOIN (SELECT standard_product_id, count(*) AS n FROM same_product_relations
                  WHERE tenant_id = ${caller.tenantId} AND status = 'confirmed' GROUP BY standard_product_id) rc ON rc.standard_product_id = sp.id
      LEFT JOIN (SELECT standard_product_id, count(*) AS n FROM same_bidding_offers
                  WHERE tenant_id = ${caller.tenantId} GROUP BY standard_product_id) oc ON oc.standard_product_id = sp.id`,
    id: sql`sp.id`,
    fields: {
      id: sql`sp.id`,
      code: sql`sp.code`,
      title: sql`sp.title`,
      category: sql`sp.category`,
      brand: sql`sp.brand`,
      referencePrice: sql`sp.reference_price`,
      currency: sql`sp.currency`,
      linkedCount: sql`COALESCE(rc.n, 0)`,
      offerCount: sql`(COALESCE(rc.n, 0) + COALESCE(oc.n, 0))`,
    },
    // the catalogue is the platform's: the tenant's part is in the derived tables above
    scope: () => [],
    filters: {
      id: (id) => equals(sql`sp.id`, id.trim() || undefined),
      linked: (on) => (on ? sql`COALESCE(rc.n, 0) > 0` : undefined),
    },
  }),
);
