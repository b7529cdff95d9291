// The inventory centre's stock overview (inventoryCenter.list, docs/domain/receipts.md "Inventory
// centre"): a row per sku and warehouse over every warehouse type the tenant's stock is in, whose
// figures agree with /inventory (per sku, every warehouse) and /receipt/inventory (platform
// warehouses) for both seeded supplier tenants; goods between warehouses on both their ends; the
// sku's totals whatever the conditions; the conditions; the caller's tenant only.
import { describe, expect, it } from 'vitest';
import { searchInventory, type AnyEndpoint } from '../../../src/contract';
import { searchStockOverview, type StockOverviewRow } from '../../../src/contract/inventoryCenter';
import { searchPlatformStock, type PlatformStockRow } from '../../../src/contract/receipt';
import type { Answer, Harness } from '../harness';
import { signedInHarness } from '../signed-in';

let h: Harness;
const cookies: Record<string, string> = {};
signedInHarness((s) => ({ h, cookie: cookies.harbor, cookieZh: cookies.pacific } = s));

/** Every row of a search, page after page. */
async function all<R>(tenant: string, search: AnyEndpoint, conditions: Record<string, unknown> = {}): Promise<R[]> {
  const rows: R[] = [];
  let cursor: string | null = null;
  do {
    const answer: Answer<{ rows: R[]; nextCursor: string | null }> = await h.call<{ rows: R[]; nextCursor: string | null }>(search.method, search.path, { cookie: cookies[tenant], body: { conditions, pageSize: 200, cursor } });
    expect(answer.envelope.code, answer.text).toBe('0');
    rows.push(...answer.envelope.data.rows);
    cursor = answer.envelope.data.nextCursor;
  } while (cursor);
  return rows;
}
const overview = (tenant: string, conditions: Record<string, unknown> = {}) => all<StockOverviewRow>(tenant, searchStockOverview, conditions);
const sum = (rows: readonly StockOverviewRow[], key: keyof StockOverviewRow) => rows.reduce((n, r) => n + Number(r[key]), 0);

/** Goods between warehouses, straight from the receipt area's tables: per sku, and per sku and warehouse at each end. */
async function transit(tenantId: string) {
  const moving = await h.db.query<{ sku_id: string; out_wh: string | null; in_wh: string | null; qty: number }>(
    `SELECT il.sku_id, i.from_warehouse_id AS out_wh, rq.warehouse_id AS in_wh, il.qty FROM receipt_inbounds i JOIN receipt_inbound_lines il ON il.inbound_id = i.id JOIN receipt_requests rq ON rq.id = i.request_id
      WHERE i.tenant_id = $1 AND i.status IN ('shipped', 'rejectedAtDock')
     UNION ALL SELECT ol.sku_id, o.warehouse_id, o.ship_to_id, ol.qty FROM receipt_outbound_orders o JOIN receipt_outbound_order_lines ol ON ol.order_id = o.id WHERE o.tenant_id = $1 AND o.status = 'confirmed'
     UNION ALL SELECT l.sku_id, b.warehouse_id, b.ship_to_id, l.qty FROM receipt_outbounds b JOIN receipt_outbound_lines l ON l.outbound_id = b.id WHERE b.tenant_id = $1 AND b.status = 'confirmed'
     UNION ALL SELECT l.sku_id, NULL, b.warehouse_id, l.qty FROM receipt_outbounds b JOIN receipt_outbound_lines l ON l.outbound_id = b.id WHERE b.tenant_id = $1 AND b.status = 'reversed'`,
    [tenantId],
  );
  const bySku = new Map<string, number>();
  const into = new Map<string, number>();
  const outOf = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, q: number) => m.set(k, (m.get(k) ?? 0) + q);
  for (const m of moving) {
    add(bySku, m.sku_id, m.qty);
    if (m.in_wh) add(into, `${m.sku_id}|${m.in_wh}`, m.qty);
    if (m.out_wh) add(outOf, `${m.sku_id}|${m.out_wh}`, m.qty);
  }
  return { moving, bySku, into, outOf };
}

describe('inventoryCenter stock overview', () => {
  it('agrees with /inventory per sku and /receipt/inventory per platform row, for both seeded tenants, goods in transit on both ends', async () => {
    for (const tenant of ['harbor', 'pacific']) {
      const tenantId = h.seeded.tenantIds[tenant];
      // the skus with goods in transit and the first hundred platform rows' (a seeded supplier holds
      // 17,500 stock rows: the screens page through them, the test compares a sample)
      const { moving, bySku: movingBySku, into, outOf } = await transit(tenantId);
      expect(moving.length, `${tenant} has goods in transit`).toBeGreaterThan(0);
      const firstPlatform = (await h.call<{ rows: PlatformStockRow[] }>('POST', searchPlatformStock.path, { cookie: cookies[tenant], body: { conditions: {}, pageSize: 100 } })).envelope.data.rows;
      const sample = await h.db.query<{ sku: string }>(`SELECT sku FROM skus WHERE tenant_id = $1 AND (id = ANY($2) OR sku = ANY($3)) ORDER BY sku`, [
        tenantId,
        [...movingBySku.keys()],
        firstPlatform.map((p) => p.sku),
      ]);
      const codes = sample.map((k) => k.sku);
      const rows = await overview(tenant, { sku: codes });
      const stockRows = await h.db.query<{ id: string; type: string }>(
        `SELECT s.sku_id || '|' || s.warehouse_id AS id, w.type FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id JOIN skus k ON k.id = s.sku_id
          WHERE s.tenant_id = $1 AND k.sku = ANY($2)`,
        [tenantId, codes],
      );
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, 'each pair once').toBe(ids.length);
      expect(ids).toEqual(expect.arrayContaining(stockRows.map((s) => s.id)));
      // beyond the stock rows: only pairs with goods on the way
      for (const r of rows.filter((x) => !stockRows.some((s) => s.id === x.id))) expect(r.inTransitIn + r.inTransitOut, r.id).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.warehouseType))).toEqual(new Set(stockRows.map((s) => s.type)));
      expect(new Set(stockRows.map((s) => s.type)).size, `${tenant} has stock in several warehouse types`).toBeGreaterThan(1);
      for (const r of rows) expect(r.available, r.id).toBe(r.onHand - r.locked - r.isolated);

      // per sku, the overview's rows sum to /inventory's row, and every row carries the sku's totals
      const inventory = await all<{ skuId: string; sku: string; onHand: number; locked: number; isolated: number; available: number }>(tenant, searchInventory, { sku: codes });
      expect(inventory.length).toBe(codes.length);
      const bySku = new Map<string, StockOverviewRow[]>();
      for (const r of rows) bySku.set(r.sku, [...(bySku.get(r.sku) ?? []), r]);
      let compared = 0;
      for (const inv of inventory) {
        const mine = bySku.get(inv.sku) ?? [];
        const figures = { onHand: sum(mine, 'onHand'), locked: sum(mine, 'locked'), isolated: sum(mine, 'isolated'), available: sum(mine, 'available') };
        expect(figures, inv.sku).toEqual({ onHand: inv.onHand, locked: inv.locked, isolated: inv.isolated, available: inv.available });
        for (const r of mine) expect([r.skuOnHand, r.skuAvailable], r.id).toEqual([inv.onHand, inv.available]);
        if (mine.length) compared++;
      }
      expect(compared).toBe(bySku.size);

      // each platform row of /receipt/inventory is the overview's row of the same pair; goods coming
      // back on a reversed outbound are in transit into the platform warehouse as well
      const reversed = new Map<string, number>();
      for (const m of moving) if (!m.out_wh && m.in_wh) reversed.set(`${m.sku_id}|${m.in_wh}`, (reversed.get(`${m.sku_id}|${m.in_wh}`) ?? 0) + m.qty);
      const byId = new Map(rows.map((r) => [r.id, r]));
      // the platform rows of the sample: the first page's, and those of the first 12 skus with goods in
      // transit into a platform warehouse (each code searched: one call a sku, so the sample is capped)
      const platform = new Map(firstPlatform.map((p) => [p.id, p]));
      for (const code of [...new Set(rows.filter((r) => r.warehouseType === 'platform' && r.inTransitIn > 0).map((r) => r.sku))].slice(0, 12)) {
        for (const p of await all<PlatformStockRow>(tenant, searchPlatformStock, { sku: code })) if (p.sku === code) platform.set(p.id, p);
      }
      const sampled = [...platform.values()];
      expect(sampled.length).toBeGreaterThanOrEqual(100);
      expect(sampled.some((p) => p.inTransitIn > 0), 'a platform row with goods on the way').toBe(true);
      for (const p of sampled) {
        const r = byId.get(p.id);
        expect(r?.warehouseType, p.id).toBe('platform');
        expect({ onHand: r?.onHand, locked: r?.locked, available: r?.available, inTransitIn: (r?.inTransitIn ?? 0) - (reversed.get(p.id) ?? 0) }, p.id).toEqual({
          onHand: p.onHand,
          locked: p.locked,
          available: p.available,
          inTransitIn: p.inTransitIn,
        });
      }
      // in transit: each row's two ends, each sku's movements once
      for (const r of rows) {
        const skuId = r.id.split('|')[0];
        expect([r.inTransitIn, r.inTransitOut, r.skuInTransit], r.id).toEqual([into.get(r.id) ?? 0, outOf.get(r.id) ?? 0, movingBySku.get(skuId) ?? 0]);
      }
      expect(sum(rows, 'inTransitOut')).toBeGreaterThan(0);
    }
  });

  it('searches by sku, warehouse, warehouse type and stock; the sku totals stay over all warehouses', async () => {
    const [platformRow] = (await h.call<{ rows: PlatformStockRow[] }>('POST', searchPlatformStock.path, { cookie: cookies.harbor, body: { conditions: {}, pageSize: 1, sort: { field: 'onHand', order: 'desc' } } })).envelope.data.rows;
    const bySku = await overview('harbor', { sku: [platformRow.sku] });
    expect(bySku.length).toBeGreaterThan(1);
    expect(bySku.every((r) => r.sku === platformRow.sku)).toBe(true);
    expect(bySku.some((r) => r.id === platformRow.id)).toBe(true);

    const byWarehouse = await overview('harbor', { warehouseCode: [platformRow.warehouseCode] });
    expect(byWarehouse.length).toBeGreaterThan(0);
    expect(new Set(byWarehouse.map((r) => r.warehouseCode))).toEqual(new Set([platformRow.warehouseCode]));

    const platformOnly = await overview('harbor', { warehouseType: ['platform'], sku: [platformRow.sku] });
    expect(platformOnly.length).toBeGreaterThan(0);
    expect(platformOnly.every((r) => r.warehouseType === 'platform')).toBe(true);
    // the sku's total is over every warehouse, not only the platform rows shown
    expect(platformOnly[0].skuOnHand).toBe(sum(bySku, 'onHand'));
    expect(platformOnly[0].skuOnHand).toBeGreaterThan(sum(platformOnly, 'onHand'));

    const withStock = await overview('harbor', { sku: [platformRow.sku], withStock: true });
    expect(withStock.map((r) => r.id)).toEqual(bySku.filter((r) => r.onHand > 0 || r.inTransitIn > 0 || r.inTransitOut > 0).map((r) => r.id));
    expect(withStock.length).toBeGreaterThan(0);
    const transitAll = await transit(h.seeded.tenantIds.harbor);
    const { outOf } = transitAll;
    const sorted = await h.call<{ rows: StockOverviewRow[] }>('POST', searchStockOverview.path, { cookie: cookies.harbor, body: { conditions: {}, pageSize: 5, sort: { field: 'inTransitOut', order: 'desc' } } });
    expect(sorted.envelope.data.rows[0].inTransitOut).toBe(Math.max(...outOf.values()));

    // the overview as it opens (no condition, sku order: read from its first skus only) is the same
    // page as the rows of those skus searched, and its total every stock row and transit-only pair
    const opening = async (exactTotal: boolean) => {
      const r = await h.call<{ rows: StockOverviewRow[]; total: number; totalCapped: boolean; nextCursor: string | null }>('POST', searchStockOverview.path, { cookie: cookies.harbor, body: { conditions: { sku: [] }, pageSize: 50, exactTotal } });
      expect(r.envelope.code, r.text).toBe('0');
      return r.envelope.data;
    };
    const first = await opening(false);
    const ofItsSkus = await overview('harbor', { sku: [...new Set(first.rows.map((r) => r.sku))] });
    expect(first.rows).toEqual(ofItsSkus.slice(0, 50));
    expect([first.rows.length, first.total, first.totalCapped, first.nextCursor === null]).toEqual([50, 10_000, true, false]);
    const stockRows = await h.db.query<{ id: string }>("SELECT sku_id || '|' || warehouse_id AS id FROM inventory_stock WHERE tenant_id = $1", [h.seeded.tenantIds.harbor]);
    const held = new Set(stockRows.map((s) => s.id));
    const onTheWayOnly = new Set([...transitAll.into.keys(), ...transitAll.outOf.keys()].filter((id) => !held.has(id)));
    expect((await opening(true)).total).toBe(stockRows.length + onTheWayOnly.size);
    // the next page goes on from it as any page does
    const next = await h.call<{ rows: StockOverviewRow[] }>('POST', searchStockOverview.path, { cookie: cookies.harbor, body: { conditions: {}, pageSize: 50, cursor: first.nextCursor } });
    expect(next.envelope.data.rows[0].sku >= first.rows[49].sku).toBe(true);
    expect(next.envelope.data.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);

    // a type no warehouse has is refused by its condition's schema, nothing listed
    const refused = await h.call('POST', searchStockOverview.path, { cookie: cookies.harbor, body: { conditions: { warehouseType: ['moon'] }, pageSize: 5 } });
    expect(refused.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it("lists the caller's tenant only", async () => {
    const harborWarehouses = new Set((await h.db.query<{ id: string }>('SELECT id FROM warehouses WHERE tenant_id = $1', [h.seeded.tenantIds.harbor])).map((w) => w.id));
    // both tenants have a platform warehouse FBA-ONT8: Harbor sees its own
    const ont8 = await overview('harbor', { warehouseCode: ['FBA-ONT8'] });
    expect(ont8.length).toBeGreaterThan(0);
    expect(ont8.every((r) => harborWarehouses.has(r.id.split('|')[1]))).toBe(true);
    // a sku code only Pacific has finds nothing for Harbor
    const foreign = await h.db.one<{ sku: string }>(
      'SELECT sku FROM skus p WHERE p.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM skus x WHERE x.tenant_id = $2 AND x.sku = p.sku) ORDER BY sku LIMIT 1',
      [h.seeded.tenantIds.pacific, h.seeded.tenantIds.harbor],
    );
    expect(await overview('pacific', { sku: [foreign.sku] })).not.toEqual([]);
    expect(await overview('harbor', { sku: [foreign.sku] })).toEqual([]);
  });
});
