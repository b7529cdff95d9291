// The asset seed (server/asset/seed.ts): sizes per tenant kind, the same rows on every run and
// machine, a second run inserts nothing and keeps what users changed, and every seeded row obeys
// the domain's own rules (codes, third-party providers, buffer and cost values).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCostAmount, isRatio2 } from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { assetSeedSizes, insertBatch } from '../../../server/asset/seed';
import { createTestDb, type TestDb } from '../test-db';

const tables = [
  'warehouses', 'warehouse_buffer_settings', 'warehouse_buffer_records', 'warehouse_cost_settings', 'carts', 'cart_cost_settings', 'carriers', 'ports',
  'trunk_lines', 'logistics_channels', 'cart_logistics', 'logistics_cost_settings', 'logistics_cost_additional', 'cost_records', 'asset_settings', 'skus',
];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).n;
  return out;
}

async function digest(db: Db, table: string): Promise<string> {
  const row = await db.one<{ h: string }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${table} t`);
  return row.h;
}

describe('asset seed', () => {
  let one: TestDb;
  let two: TestDb;
  let firstRunMs = 0;
  beforeAll(async () => {
    [one, two] = await Promise.all([createTestDb(), createTestDb()]);
    await migrate(one.db);
    await migrate(two.db);
    const started = performance.now();
    await seed(one.db);
    firstRunMs = performance.now() - started;
    await seed(two.db);
    // two databases migrated and seeded whole: about 30 s alone, twice that beside other files
  }, 180_000);
  afterAll(async () => {
    await one?.dispose();
    await two?.dispose();
  });

  it('gives each supplier its catalogue and other tenants a few carts', async () => {
    console.log(`[assets-seed] first run of the whole seed on ${one.db.kind}: ${Math.round(firstRunMs)} ms`);
    const perTenant = await one.db.query<{ kind: string; name: string; warehouses: number; third: number; carts: number; logistics: number; skus: number; carriers: number }>(
      `SELECT t.kind, t.name,
              (SELECT count(*)::int FROM warehouses w WHERE w.tenant_id = t.id) AS warehouses,
              (SELECT count(*)::int FROM warehouses w WHERE w.tenant_id = t.id AND w.type = 'thirdParty') AS third,
              (SELECT count(*)::int FROM carts c WHERE c.tenant_id = t.id) AS carts,
              (SELECT count(*)::int FROM logistics_channels l WHERE l.tenant_id = t.id) AS logistics,
              (SELECT count(*)::int FROM skus s WHERE s.tenant_id = t.id) AS skus,
              (SELECT count(*)::int FROM carriers c WHERE c.tenant_id = t.id) AS carriers
         FROM tenants t ORDER BY t.name`,
    );
    for (const t of perTenant) {
      if (t.kind === 'supplier') {
        // 30 of the asset seed, 2 bulk warehouses of the bulk inventory seed
        expect(t, t.name).toMatchObject({ warehouses: 32, third: 8, carts: 300, logistics: 15, skus: 3000, carriers: 10 });
      } else {
        expect(t, t.name).toMatchObject({ warehouses: 0, logistics: 0, skus: 0, carts: assetSeedSizes[t.kind as 'seller' | 'distributor' | 'provider'].carts });
      }
    }
    const platforms = await one.db.query<{ platform_code: string }>('SELECT DISTINCT platform_code FROM carts');
    expect(platforms.map((p) => p.platform_code).sort()).toEqual(['amazon', 'ebay', 'lazada', 'shopee', 'shopify', 'temu', 'tiktok', 'walmart']);
    const names = await one.db.query<{ name: string }>("SELECT name FROM skus WHERE name LIKE 'Stainless Steel Water Bottle 750 ml - %' LIMIT 3");
    expect(names.length).toBeGreaterThan(0);
  });

  it('writes byte-identical rows on every machine', async () => {
    for (const t of tables) expect(await digest(two.db, t), t).toBe(await digest(one.db, t));
  });

  it('a second run inserts nothing and keeps what users changed', async () => {
    const before = await counts(one.db);
    const w = await one.db.one<{ id: string }>("SELECT id FROM warehouses WHERE code = 'SZ-BA01' ORDER BY id LIMIT 1");
    await one.db.query("UPDATE warehouses SET name = 'Renamed by a user', version = version + 1 WHERE id = $1", [w.id]);
    await one.db.query("DELETE FROM cart_logistics WHERE cart_id IN (SELECT id FROM carts ORDER BY id LIMIT 1)");
    const after1 = await counts(one.db);
    const started = performance.now();
    await seed(one.db);
    console.log(`[assets-seed] second run: ${Math.round(performance.now() - started)} ms`);
    expect(await counts(one.db)).toEqual(after1);
    expect(after1.cart_logistics).toBeLessThanOrEqual(before.cart_logistics);
    expect((await one.db.one<{ name: string }>('SELECT name FROM warehouses WHERE id = $1', [w.id])).name).toBe('Renamed by a user');
  });

  it('seeded rows obey the domain rules', async () => {
    const ratios = await one.db.query<{ r: string }>('SELECT DISTINCT buffer_ratio::text AS r FROM warehouse_buffer_settings');
    for (const { r } of ratios) expect(isRatio2(r.replace(/\.?0+$/, '') || '0'), r).toBe(true);
    const amounts = await one.db.query<{ a: string }>(
      `SELECT v::text AS a FROM (SELECT inbound_per_unit AS v FROM warehouse_cost_settings UNION SELECT outbound_per_order FROM warehouse_cost_settings
         UNION SELECT fixed_fee_per_order FROM cart_cost_settings UNION SELECT purchase_cost FROM skus) x WHERE v IS NOT NULL`,
    );
    for (const { a } of amounts) expect(isCostAmount(a.includes('.') ? a.replace(/0+$/, '').replace(/\.$/, '') : a), a).toBe(true);
    const dupCodes = await one.db.query('SELECT tenant_id, lower(code) FROM carts GROUP BY 1, 2 HAVING count(*) > 1');
    expect(dupCodes).toEqual([]);
    const defaults = await one.db.query('SELECT cart_id FROM cart_logistics WHERE is_default GROUP BY 1 HAVING count(*) > 1');
    expect(defaults).toEqual([]);
    const unused = await one.db.query<{ code: string }>(
      'SELECT DISTINCT l.code FROM logistics_channels l WHERE NOT EXISTS (SELECT 1 FROM cart_logistics cl WHERE cl.logistics_id = l.id) ORDER BY 1',
    );
    expect(unused.map((u) => u.code)).toEqual(['AIR-ORD', 'SEA-NYC']);
  });

  it('inserts in batches of at most 1,000 rows', async () => {
    const statements: { sql: string; params: number }[] = [];
    const spy = {
      ...one.db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        statements.push({ sql, params: params?.length ?? 0 });
        return [] as T[];
      },
    } as Db;
    await insertBatch(spy, 'skus', ['id', 'name'], Array.from({ length: 2500 }, (_, i) => [`x${i}`, `n${i}`]));
    expect(statements.map((s) => s.params)).toEqual([2000, 2000, 1000]);
    expect(statements.every((s) => s.sql.endsWith('ON CONFLICT DO NOTHING'))).toBe(true);
  });
});
