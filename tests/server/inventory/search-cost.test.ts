// Inventory and cost reads through the real pipeline: the inventory search (keyset over the seeded
// skus with filters and sorts, sums equal to the stock rows: on hand = locked + isolated +
// available), one sku per group, one sku for one cart, the cost list, a sku's combinations and the
// breakdown of one combination. The seeded isolation in effect holds stock of its skus, so their
// isolated figures are not 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  costDetailPair,
  costDetailSchema,
  costListRowSchema,
  getSkuCost,
  getSkuInWarehouseGroup,
  getSkuInventory,
  inventoryRowSchema,
  pageSchema,
} from '../../../src/contract';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { inventoryPlanOf } from '../../../server/inventory/seed';
import { createHarness, type Harness } from '../harness';
import { caller, expectStockSumsConsistent } from './helpers';
import { harborSeparations } from '../separate';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));
const harbor = inventoryPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;
const pacific = inventoryPlanOf('pacific', seedTenants, seedUsers, tenantIds, userIds).ids;
const inventoryPage = pageSchema(inventoryRowSchema);
/** A line of the seeded isolation in effect: its sku has `qty` (or more) isolated in its group. */
const heldLine = harborSeparations.separations.inEffect.lines[0];

describe('inventory and cost', () => {
  let h: Harness;
  let en: ReturnType<typeof caller>;
  beforeAll(async () => {
    h = await createHarness();
    en = caller(h, await h.signIn('supplier1'));
  });
  afterAll(() => h?.close());

  const search = async (body: unknown) => {
    const answer = await en.post('/inventory/search', body);
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    return inventoryPage.parse(answer.envelope.data);
  };

  it('search: sums per sku equal the stock rows; available = on hand - locked - isolated; status by the low-stock threshold', async () => {
    const page = await search({ pageSize: 50 });
    expect(page.total).toBe(3000);
    const sums = await h.db.query<{ sku_id: string; on_hand: number; locked: number; isolated: number; n: number }>(
      `SELECT sku_id, sum(on_hand)::int AS on_hand, sum(locked)::int AS locked, sum(isolated)::int AS isolated, count(*) FILTER (WHERE on_hand > 0)::int AS n
         FROM inventory_stock WHERE sku_id = ANY($1::text[]) GROUP BY sku_id`,
      [page.rows.map((r) => r.skuId)],
    );
    const bySku = new Map(sums.map((s) => [s.sku_id, s]));
    for (const r of page.rows) {
      const s = bySku.get(r.skuId)!;
      expect([r.onHand, r.locked, r.isolated, r.warehouseCount]).toEqual([s.on_hand, s.locked, s.isolated, s.n]);
      // isolation (docs/domain/separation.md) holds part of the stock of some skus
      expect(r.onHand).toBe(r.locked + r.isolated + r.available);
      expect(r.stockStatus).toBe(r.available <= 0 ? 'outOfStock' : r.available <= 20 ? 'lowStock' : 'inStock');
    }
    await expectStockSumsConsistent(h.db);
  });

  it('search: a sku the seeded isolation in effect holds shows it isolated; sortable by isolated', async () => {
    const page = await search({ conditions: { sku: [heldLine.sku] } });
    const row = page.rows.find((r) => r.skuId === heldLine.skuId)!;
    expect(row.isolated).toBeGreaterThanOrEqual(heldLine.qty);
    expect(row.onHand).toBe(row.locked + row.isolated + row.available);
    const { isolated } = await h.db.one<{ isolated: number }>('SELECT COALESCE(sum(isolated), 0)::int AS isolated FROM inventory_stock WHERE sku_id = $1', [heldLine.skuId]);
    expect(row.isolated).toBe(isolated);
    const top = await search({ sort: { field: 'isolated', order: 'desc' }, pageSize: 5 });
    expect(top.rows[0].isolated).toBeGreaterThan(0);
    expect(top.rows.map((r) => r.isolated)).toEqual([...top.rows.map((r) => r.isolated)].sort((a, b) => b - a));
  });

  it('search: keyset pages with filters cover every match once, in sort order, whatever the page size', async () => {
    const conditions = { category: 'Kitchen', available: [100, null] };
    const walk = async (pageSize: number) => {
      const rows: { skuId: string; available: number }[] = [];
      let cursor: string | null = null;
      do {
        const page = await search({ conditions, sort: { field: 'available', order: 'desc' }, pageSize, cursor });
        rows.push(...page.rows);
        cursor = page.nextCursor;
      } while (cursor);
      return rows;
    };
    const big = await walk(200);
    const small = await walk(37);
    expect(small.map((r) => r.skuId)).toEqual(big.map((r) => r.skuId));
    expect(new Set(big.map((r) => r.skuId)).size).toBe(big.length);
    expect(big.map((r) => r.available)).toEqual([...big.map((r) => r.available)].sort((a, b) => b - a));
    const { n } = await h.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM skus s WHERE s.tenant_id = $1 AND s.category ILIKE '%Kitchen%'
         AND (SELECT COALESCE(sum(on_hand - locked - isolated), 0) FROM inventory_stock WHERE sku_id = s.id) >= 100`,
      [h.seeded.tenantIds.harbor],
    );
    expect(big.length).toBe(n);

    const out = await search({ conditions: { stockStatus: ['outOfStock'] }, pageSize: 200 });
    expect(out.rows.every((r) => r.available === 0)).toBe(true);
    const inTokyo = await search({ conditions: { warehouse: 'JP-TYO01' }, pageSize: 10 });
    expect(inTokyo.rows.length).toBeGreaterThan(0);
    const tokyoSku = inTokyo.rows[0]!.sku;
    const byWarehouse = await search({ conditions: { warehouse: 'JP-TYO01', sku: [tokyoSku] }, pageSize: 10 });
    expect(new Set(byWarehouse.rows.map((r) => r.sku))).toEqual(new Set([tokyoSku]));
    const byGroup = await search({ conditions: { warehouseGroup: 'Asia Pacific', sku: [harbor.apacSku] } });
    expect(byGroup.rows.map((r) => r.sku)).toEqual([harbor.apacSku]);
    // a cursor of another sort is refused
    const first = await search({ sort: { field: 'onHand', order: 'asc' }, pageSize: 5 });
    const mixed = await en.post('/inventory/search', { sort: { field: 'sku', order: 'asc' }, cursor: first.nextCursor });
    expect(mixed.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('inventory/?sku=: per group (and outside groups) the warehouses, sums and each cart with its allotment and sellable', async () => {
    const answer = await en.get('/inventory/', { sku: harbor.apacSku });
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    const detail = getSkuInventory.response.parse(answer.envelope.data);
    const apac = detail.groups.find((g) => g.warehouseGroupId === harbor.groups.apac.id)!;
    expect(apac.warehouses.map((w) => w.id)).toContain(harbor.apacWarehouseId);
    expect(apac.available).toBe(apac.warehouses.reduce((s, w) => s + w.available, 0));
    for (const g of detail.groups) {
      expect(g.onHand).toBe(g.locked + g.isolated + g.available);
      for (const w of g.warehouses) expect(w.onHand).toBe(w.locked + w.isolated + w.available);
    }
    const cart = apac.carts.find((c) => c.cartId === harbor.apacCartId)!;
    expect(cart.allotmentId).not.toBeNull();
    expect(cart.pushedQty).toBe(cart.sellable);
    for (const c of apac.carts.filter((x) => x.allotmentId === null)) expect(c.sellable).toBe(apac.sharedQty);
    expect(detail.onHand).toBe(detail.groups.reduce((s, g) => s + g.onHand, 0));
    expect(detail.isolated).toBe(detail.groups.reduce((s, g) => s + g.isolated, 0));
    expect(detail.onHand).toBe(detail.locked + detail.isolated + detail.available);
    // a sku the isolation in effect holds: isolated in the totals, in its group and its warehouses
    const held = getSkuInventory.response.parse((await en.get('/inventory/', { sku: heldLine.sku })).envelope.data);
    expect(held.isolated).toBeGreaterThanOrEqual(heldLine.qty);
    expect(held.onHand).toBe(held.locked + held.isolated + held.available);
    const heldGroup = held.groups.find((g) => g.warehouseGroupId === heldLine.groupId)!;
    expect(heldGroup.isolated).toBeGreaterThanOrEqual(heldLine.qty);
    expect(heldGroup.isolated).toBe(heldGroup.warehouses.reduce((s, w) => s + w.isolated, 0));
    expect(heldGroup.onHand).toBe(heldGroup.locked + heldGroup.isolated + heldGroup.available);
    expect((await en.get('/inventory/', { sku: 'NO-SUCH-SKU' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await en.get('/inventory/', { sku: pacific.apacSku })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('inventory/in-warehouse-group: what one cart may sell of one sku', async () => {
    const answer = await en.get('/inventory/in-warehouse-group', { sku: harbor.apacSku, cartId: harbor.apacCartId });
    const one = getSkuInWarehouseGroup.response.parse(answer.envelope.data);
    expect(one).toMatchObject({ warehouseGroupId: harbor.groups.apac.id, warehouseGroupName: 'Asia Pacific', sku: harbor.apacSku });
    expect(one.allotment).not.toBeNull();
    expect(one.pushedQty).toBe(one.sellable);
    expect(one.onHand).toBe(one.locked + one.isolated + one.available);
    expect(one.isolated).toBe(one.warehouses.reduce((s, w) => s + w.isolated, 0));
    // the isolation's shop, in the group of the held line: the isolated stock is in its figures
    const sep = harborSeparations.separations.inEffect;
    const held = getSkuInWarehouseGroup.response.parse((await en.get('/inventory/in-warehouse-group', { sku: heldLine.sku, cartId: sep.cartId })).envelope.data);
    expect(held.warehouseGroupId).toBe(heldLine.groupId);
    expect(held.isolated).toBeGreaterThanOrEqual(heldLine.qty);
    expect(held.onHand).toBe(held.locked + held.isolated + held.available);
    expect((await en.get('/inventory/in-warehouse-group', { sku: harbor.apacSku, cartId: pacific.apacCartId })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('cost list: keyset by purchase cost with the landed cost range of each sku', async () => {
    const rows: { skuId: string; purchaseCost: number; landedCostMin: number | null; landedCostMax: number | null; combinationCount: number }[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      const answer = await en.post('/cost/list', { sort: { field: 'purchaseCost', order: 'desc' }, pageSize: 20, cursor, conditions: { category: 'Outdoor' } });
      expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
      const page = pageSchema(costListRowSchema).parse(answer.envelope.data);
      rows.push(...page.rows);
      cursor = page.nextCursor;
    }
    expect(rows.map((r) => r.purchaseCost)).toEqual([...rows.map((r) => r.purchaseCost)].sort((a, b) => b - a));
    const priced = rows.filter((r) => r.combinationCount > 0);
    expect(priced.length).toBeGreaterThan(0);
    for (const r of priced) {
      expect(r.landedCostMin!).toBeGreaterThan(0);
      expect(r.landedCostMin!).toBeLessThanOrEqual(r.landedCostMax!);
    }
    const cost = getSkuCost.response.parse((await en.get(`/cost/${priced[0].skuId}`)).envelope.data);
    expect(cost.currency).toBe('USD');
    expect(cost.combinations).toHaveLength(priced[0].combinationCount);
    expect(Math.min(...cost.combinations.map((c) => c.landedCostInTenantCurrency))).toBeCloseTo(priced[0].landedCostMin!, 2);
  });

  it('cost detail: landed = (purchase + warehouse + logistics + fixed fee) / (1 - percentage fees); the pair splits; foreign ids are not found', async () => {
    const pair = costDetailPair(harbor.apacLogisticsId, harbor.apacWarehouseId);
    const answer = await en.get(`/cost/${harbor.apacCartId}/${pair}/detail`, { skuId: harbor.apacSkuId });
    expect(answer.envelope.code, answer.text.slice(0, 300)).toBe('0');
    const d = costDetailSchema.parse(answer.envelope.data);
    expect(d).toMatchObject({ logistics: { id: harbor.apacLogisticsId }, warehouse: { id: harbor.apacWarehouseId }, bound: true });
    const before = d.purchase.amount + d.warehouseCost.amount + d.logisticsCost.amount + d.platformFees.fixedFee;
    const pct = (d.platformFees.commissionPct + d.platformFees.paymentFeePct) / 100;
    expect(d.landedCost).toBeCloseTo(before / (1 - pct), 1);
    expect(d.landedCost).toBeCloseTo(before + d.platformFees.commission + d.platformFees.paymentFee, 1);
    expect(d.logisticsCost.formula).not.toBeNull();
    expect(d.logisticsCost.base).toBeGreaterThanOrEqual(d.logisticsCost.minCharge ?? 0);
    expect(d.rates.map((r) => r.currency)).toContain(d.currency);
    // the same combination in the sku's cost list
    const cost = getSkuCost.response.parse((await en.get(`/cost/${harbor.apacSkuId}`)).envelope.data);
    const same = cost.combinations.find((c) => c.cartId === harbor.apacCartId && c.logisticsId === harbor.apacLogisticsId && c.warehouseId === harbor.apacWarehouseId);
    expect(same?.landedCost).toBe(d.landedCost);
    const info = await en.get<{ id: string; volumeCm3: number }>(`/cost/product/info/${harbor.apacSkuId}`);
    expect(info.envelope.data).toMatchObject({ id: harbor.apacSkuId, volumeCm3: expect.any(Number) });

    expect((await en.get(`/cost/${harbor.apacCartId}/not-a-pair-x/detail`, { skuId: harbor.apacSkuId })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await en.get(`/cost/${harbor.apacCartId}/${harbor.apacLogisticsId}/detail`, { skuId: harbor.apacSkuId })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await en.get(`/cost/${pacific.apacCartId}/${pair}/detail`, { skuId: harbor.apacSkuId })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await en.get(`/cost/${harbor.apacCartId}/${pair}/detail`, { skuId: pacific.apacSkuId })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await en.get(`/cost/${pacific.apacSkuId}`)).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('the stock CHECK refuses locked above on hand', async () => {
    await expect(h.db.query('UPDATE inventory_stock SET locked = on_hand + 1 WHERE sku_id = $1', [harbor.apacSkuId])).rejects.toThrow(/inventory_stock_sums_chk/);
    await expectStockSumsConsistent(h.db);
  });
});
