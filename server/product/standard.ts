// The standard catalogue (src/contract/product/standard.ts): the list, one standard product with
// our related products and the product compare, and the coverage dashboard, every figure counted
// from the tables for the caller's tenant (the catalogue itself is the platform's).
import { getStandardDashboard, getStandardProduct, sameRelationStatuses, searchStandardProducts, type LinkedProduct, type StandardDashboard } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { COMPARE_COLUMNS, OUR_ATTRIBUTES_JOIN, compareRows, type CompareSource } from './compare';
import { standardProductListDefinition } from './list-standard';

type State = 'linked' | 'proposed' | 'declined' | 'notMatched';

// per product of the tenant: where it stands (a confirmed relation wins, then a proposed one, then
// a declined one; unlinked or none: not matched), counted per category
const COVERAGE_SQL = `
WITH pr AS (
  SELECT p.category,
    CASE WHEN bool_or(r.status = 'confirmed') THEN 'linked' WHEN bool_or(r.status = 'proposed') THEN 'proposed'
         WHEN bool_or(r.status = 'declined') THEN 'declined' ELSE 'notMatched' END AS state
    FROM products p LEFT JOIN same_product_relations r ON r.product_id = p.id AND r.tenant_id = p.tenant_id
   WHERE p.tenant_id = $1 GROUP BY p.id, p.category
)
SELECT category, state, count(*)::int AS n FROM pr GROUP BY category, state ORDER BY category, state`;

export const standardHandlers: readonly HandlerEntry[] = [
  defineHandler(searchStandardProducts, async ({ db, user, body }) => (await standardProductListDefinition.page(db, callerOf(user), body)) as never),

  // by its id, or by its code (what the catalogue's picker gives)
  defineHandler(getStandardProduct, async ({ db, user, params }) => {
    const found = await db.maybe<{ id: string }>('SELECT id FROM standard_products WHERE id = $1 OR code = $1 LIMIT 1', [params.id]);
    if (!found) throw notFound(user.lang);
    const id = found.id;
    const page = await standardProductListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
    const row = page.rows[0];
    if (!row) throw notFound(user.lang);
    const attrs = await db.one<{ model: string; unit: string; weight_g: number; barcode: string }>('SELECT model, unit, weight_g, barcode FROM standard_products WHERE id = $1', [id]);
    const linked = await db.query<CompareSource & { id: string; relation_no: string; status: LinkedProduct['status']; product_id: string; product_code: string; platform_code: string; product_status: LinkedProduct['productStatus'] }>(
      `SELECT r.id, r.relation_no, r.status, p.id AS product_id, p.product_code, p.platform_code, p.status AS product_status, ${COMPARE_COLUMNS}
         FROM same_product_relations r JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
         JOIN standard_products sp ON sp.id = r.standard_product_id ${OUR_ATTRIBUTES_JOIN}
        WHERE r.tenant_id = $1 AND r.standard_product_id = $2 ORDER BY r.proposed_at DESC, r.id LIMIT 50`,
      [user.tenant.id, id],
    );
    return {
      ...row,
      attributes: { model: attrs.model, unit: attrs.unit, weightG: attrs.weight_g, barcode: attrs.barcode },
      linked: linked.map((l) => ({
        relationId: l.id,
        relationNo: l.relation_no,
        status: l.status,
        productId: l.product_id,
        productCode: l.product_code,
        title: l.our_title,
        platformCode: l.platform_code,
        productStatus: l.product_status,
        compare: compareRows(l),
      })),
    };
  }),

  defineHandler(getStandardDashboard, async ({ db, user }): Promise<StandardDashboard> => {
    const tenantId = user.tenant.id;
    const rows = await db.query<{ category: string; state: State; n: number }>(COVERAGE_SQL, [tenantId]);
    const empty = () => ({ products: 0, linked: 0, proposed: 0, declined: 0, notMatched: 0 });
    const totals = empty();
    const byCategory = new Map<string, ReturnType<typeof empty>>();
    for (const r of rows) {
      const c = byCategory.get(r.category) ?? empty();
      byCategory.set(r.category, c);
      for (const counts of [c, totals]) {
        counts.products += r.n;
        counts[r.state] += r.n;
      }
    }
    const status = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM same_product_relations WHERE tenant_id = $1 GROUP BY status', [tenantId]);
    const catalogue = await db.one<{ total: number; covered: number }>(
      `SELECT (SELECT count(*)::int FROM standard_products) AS total,
              (SELECT count(DISTINCT standard_product_id)::int FROM same_product_relations WHERE tenant_id = $1 AND status = 'confirmed') AS covered`,
      [tenantId],
    );
    return {
      totals,
      statusCounts: sameRelationStatuses.map((s) => ({ status: s, count: status.find((x) => x.status === s)?.n ?? 0 })),
      byCategory: [...byCategory].map(([category, counts]) => ({ category, ...counts })),
      standardProducts: catalogue.total,
      standardCovered: catalogue.covered,
    };
  }),
];
