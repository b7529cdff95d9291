// The product lists' kept totals (migration 051, decision 040): property test of the counts kept
// per tenant and status against a real count. fast-check draws sequences of product writes for
// the two supplier tenants (create several products with skus in one statement, possibly for both
// tenants at once; status changes of several products in one statement; skus in and out of
// 'active'; deletes, whose skus go with them; folds of a tenant's deltas), and after EVERY step
// the kept counts must equal count(*) of the tables; after each sequence the lists' totals (exact)
// must equal the rows they list. Then: the totals of the unfiltered and status-only searches come
// from the counts, and no other search's.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { productMasterListDefinition, vmsProductListDefinition } from '../../../server/product/list-master';
import { createHarness, type Harness } from '../harness';

const SEED = Number(process.env.PRODUCT_COUNTS_PROPERTY_SEED ?? 20261128);
const RUNS = Number(process.env.PRODUCT_COUNTS_PROPERTY_RUNS ?? 5);
const STATUSES = ['onSale', 'offShelf', 'blocked'] as const;

let h: Harness;
let tenants: [string, string];

beforeAll(async () => {
  h = await createHarness();
  tenants = [h.seeded.tenantIds.harbor, h.seeded.tenantIds.pacific];
}, 120_000);
afterAll(() => h?.close());

/** (tenant, kind, status) rows where the kept sum and the real count differ. */
async function drift(db: Db = h.db) {
  return db.query(
    `WITH actual AS (
       SELECT tenant_id, 'product' AS kind, status, count(*)::int AS n FROM products GROUP BY 1, 3
       UNION ALL SELECT tenant_id, 'activeSku', 'active', count(*)::int FROM product_skus WHERE status = 'active' GROUP BY 1),
     kept AS (SELECT tenant_id, kind, status, sum(n)::int AS n FROM product_list_counts GROUP BY 1, 2, 3)
     SELECT coalesce(a.tenant_id, k.tenant_id) AS tenant_id, coalesce(a.kind, k.kind) AS kind, coalesce(a.status, k.status) AS status, a.n AS actual, k.n AS kept
       FROM actual a FULL JOIN kept k ON k.tenant_id = a.tenant_id AND k.kind = a.kind AND k.status = a.status
      WHERE coalesce(a.n, 0) <> coalesce(k.n, 0)`,
  );
}

type Op =
  | { kind: 'create'; who: 0 | 1 | 2; n: number; status: (typeof STATUSES)[number]; skus: number }
  | { kind: 'status'; picks: number[]; status: (typeof STATUSES)[number] }
  | { kind: 'skuStatus'; picks: number[]; active: boolean }
  | { kind: 'delete'; picks: number[] }
  | { kind: 'fold'; who: 0 | 1 };

const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 4 });
const status = fc.constantFrom(...STATUSES);
const opSpec: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), who: fc.constantFrom<0 | 1 | 2>(0, 1, 2), n: fc.integer({ min: 1, max: 3 }), status, skus: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('status' as const), picks, status }),
  fc.record({ kind: fc.constant('skuStatus' as const), picks, active: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), picks }),
  fc.record({ kind: fc.constant('fold' as const), who: fc.constantFrom<0 | 1>(0, 1) }),
);

let made = 0;
/** Applies one write as one statement (two for a create: products, then their skus); returns the products created. */
async function apply(op: Op, mine: string[]): Promise<string[]> {
  const chosen = (ps: number[]) => [...new Set(ps.map((i) => mine[i % mine.length]))];
  switch (op.kind) {
    case 'create': {
      const who = op.who === 2 ? tenants : [tenants[op.who]];
      const prefix = `pr-kc-${made++}`;
      // a copy of each tenant's first product (its shop, platform, currency)
      const ids = (
        await h.db.query<{ id: string }>(
          `INSERT INTO products (id, tenant_id, cart_id, platform_code, product_code, title, brand, category, status, currency, created_at, updated_at)
           SELECT $1 || '-' || t.tenant_id || '-' || g, t.tenant_id, t.cart_id, t.platform_code, upper($1) || '-' || t.tenant_id || '-' || g, 'Kept count ' || g, '', t.category, $2, t.currency, now(), now()
             FROM generate_series(1, $3::int) g
             CROSS JOIN (SELECT DISTINCT ON (tenant_id) * FROM products WHERE tenant_id = ANY($4::text[]) ORDER BY tenant_id, id) t
           RETURNING id`,
          [prefix, op.status, op.n, who],
        )
      ).map((r) => r.id);
      // the second sku of each is inactive: the vms count keeps active skus only
      await h.db.query(
        `INSERT INTO product_skus (id, tenant_id, product_id, sku_id, seller_sku, asin, variant, supply_price, sale_price, stock, status)
         SELECT p.id || '-' || j, p.tenant_id, p.id, s.sku_id, upper(p.id) || '-' || j, 'BKC' || j, '', 1, 2, 0, CASE WHEN j = 2 THEN 'inactive' ELSE 'active' END
           FROM products p CROSS JOIN generate_series(1, $2::int) j
           JOIN LATERAL (SELECT sku_id FROM product_skus x WHERE x.tenant_id = p.tenant_id ORDER BY x.id LIMIT 1) s ON true
          WHERE p.id = ANY($1::text[])`,
        [ids, op.skus],
      );
      return ids;
    }
    case 'status':
      await h.db.query('UPDATE products SET status = $2 WHERE id = ANY($1::text[])', [chosen(op.picks), op.status]);
      return [];
    case 'skuStatus':
      await h.db.query('UPDATE product_skus SET status = $2 WHERE product_id = ANY($1::text[])', [chosen(op.picks), op.active ? 'active' : 'inactive']);
      return [];
    case 'delete': {
      // only products this test made: seeded ones are referenced elsewhere
      const gone = chosen(op.picks).filter((id) => id.startsWith('pr-kc-'));
      await h.db.query('DELETE FROM products WHERE id = ANY($1::text[])', [gone]);
      mine.splice(0, mine.length, ...mine.filter((id) => !gone.includes(id)));
      return [];
    }
    case 'fold':
      await h.db.query('SELECT product_list_counts_fold($1)', [tenants[op.who]]);
      return [];
  }
}

const caller = (tenantId: string) => ({ tenantId, userId: 'u', lang: 'en' as const });
const masterTotal = async (db: Db, tenantId: string, conditions: Record<string, unknown>, exactTotal = true) =>
  (await productMasterListDefinition.page(db, caller(tenantId), { conditions, pageSize: 1, exactTotal } as never)).total;
const vmsTotal = async (db: Db, tenantId: string, conditions: Record<string, unknown>) =>
  (await vmsProductListDefinition.page(db, caller(tenantId), { conditions, pageSize: 1, exactTotal: true } as never)).total;
const actual = async (db: Db, sql: string, tenantId: string) => (await db.one<{ n: number }>(sql, [tenantId])).n;

describe('product list counts (property)', () => {
  it('equal a real count after every write of random sequences for two tenants, and the lists total what they list', async () => {
    expect(await drift()).toEqual([]);
    // a few seeded products of each tenant take status changes too
    const seeded = (await h.db.query<{ id: string }>(`SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY id) AS k FROM products WHERE tenant_id = ANY($1::text[])) x WHERE k <= 3`, [tenants])).map((r) => r.id);
    await fc.assert(
      fc.asyncProperty(fc.array(opSpec, { minLength: 4, maxLength: 12 }), async (ops) => {
        const mine = [...seeded];
        for (const op of ops) {
          mine.push(...(await apply(op, mine)));
          expect(await drift(), JSON.stringify(op)).toEqual([]);
        }
        for (const t of tenants) {
          expect(await masterTotal(h.db, t, {})).toBe(await actual(h.db, 'SELECT count(*)::int AS n FROM products WHERE tenant_id = $1', t));
          expect(await masterTotal(h.db, t, { status: 'offShelf' })).toBe(await actual(h.db, "SELECT count(*)::int AS n FROM products WHERE tenant_id = $1 AND status = 'offShelf'", t));
          expect(await vmsTotal(h.db, t, {})).toBe(await actual(h.db, "SELECT count(*)::int AS n FROM product_skus WHERE tenant_id = $1 AND status = 'active'", t));
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('answer the unfiltered and status-only totals, and no other search’s', async () => {
    const [harbor] = tenants;
    const count = (db: Db, where: string) => actual(db, `SELECT count(*)::int AS n FROM products p WHERE p.tenant_id = $1 AND ${where}`, harbor);
    const rollback = new Error('rolled back');
    const tried = h.db.transaction(async (tx) => {
      // a kept delta that no product backs shows in the totals the counts answer, and only there
      await tx.query(`INSERT INTO product_list_counts (tenant_id, kind, status, n) VALUES ($1, 'product', 'blocked', 5), ($1, 'activeSku', 'active', 7)`, [harbor]);
      expect(await masterTotal(tx, harbor, {})).toBe((await count(tx, 'true')) + 5);
      expect(await masterTotal(tx, harbor, { status: 'blocked' })).toBe((await count(tx, "p.status = 'blocked'")) + 5);
      expect(await masterTotal(tx, harbor, { status: 'onSale' })).toBe(await count(tx, "p.status = 'onSale'"));
      expect(await masterTotal(tx, harbor, { status: 'blocked', title: 'a' })).toBe(await count(tx, "p.status = 'blocked' AND p.title ILIKE '%a%'"));
      expect(await masterTotal(tx, harbor, { platformCode: 'amazon' })).toBe(await count(tx, "p.platform_code = 'amazon'"));
      const activeSkus = await actual(tx, "SELECT count(*)::int AS n FROM product_skus WHERE tenant_id = $1 AND status = 'active'", harbor);
      expect(await vmsTotal(tx, harbor, {})).toBe(activeSkus + 7);
      expect(await vmsTotal(tx, harbor, { inStock: false })).toBe(activeSkus + 7);
      expect(await vmsTotal(tx, harbor, { inStock: true })).toBe(await actual(tx, "SELECT count(*)::int AS n FROM product_skus WHERE tenant_id = $1 AND status = 'active' AND stock > 0", harbor));
      expect(await vmsTotal(tx, harbor, { status: 'onSale' })).toBe(
        await actual(tx, "SELECT count(*)::int AS n FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.tenant_id = $1 AND s.status = 'active' AND p.status = 'onSale'", harbor),
      );
      throw rollback;
    });
    await expect(tried).rejects.toBe(rollback);
    // above the cap the kept total is shown capped, as the counted one was
    expect(await drift()).toEqual([]);
    const page = await productMasterListDefinition.page(h.db, caller(harbor), { conditions: {}, pageSize: 1 } as never);
    expect(page.total).toBe(Math.min(await count(h.db, 'true'), 10_000));
  });
});
