// Warehouse groups through the real pipeline: create/rename/delete with their rules, the
// warehouse bindings, the cart binding, the relation map and the keyset search over the seed.
// Each refusal is checked with its code, an English and a Chinese message, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingsSchema,
  cartGroupSchema,
  pageSchema,
  unboundWarehouseSchema,
  warehouseGroupDetailSchema,
  warehouseGroupRowSchema,
  type WarehouseGroupDetail,
} from '../../../src/contract';
import { seedIds, seedTenants, seedUsers } from '../../../server/db/seed';
import { inventoryPlanOf } from '../../../server/inventory/seed';
import { createHarness, type Harness } from '../harness';
import { caller, expectRefused, expectStockSumsConsistent, snapshotInventory } from './helpers';

const { tenantIds, users } = seedIds();
const userIds = Object.fromEntries(seedUsers.map((u) => [u.account, users[u.account].id]));
const harbor = inventoryPlanOf('harbor', seedTenants, seedUsers, tenantIds, userIds).ids;
const pacific = inventoryPlanOf('pacific', seedTenants, seedUsers, tenantIds, userIds).ids;

describe('warehouse groups', () => {
  let h: Harness;
  let en: ReturnType<typeof caller>;
  let zh: ReturnType<typeof caller>;
  beforeAll(async () => {
    h = await createHarness();
    en = caller(h, await h.signIn('supplier1'));
    zh = caller(h, await h.signIn('supplier2'));
  });
  afterAll(() => h?.close());

  it('the seed: 6 groups per supplier, 2 modified, warehouses in at most one group, stock sums consistent', async () => {
    const all = await en.get<{ id: string; name: string; modified: boolean }[]>('/warehouse-groups/all');
    expect(all.envelope.code).toBe('0');
    expect(all.envelope.data.map((g) => g.name).sort()).toEqual(['Asia Pacific', 'China Bonded', 'China Direct', 'Clearance (not set up)', 'Europe', 'North America']);
    expect(all.envelope.data.filter((g) => g.modified).map((g) => g.name).sort()).toEqual(['Europe', 'North America']);
    const modified = await en.get<{ id: string }[]>('/warehouse-groups/modified');
    expect(modified.envelope.data.map((g) => g.id).sort()).toEqual([harbor.groups.eu.id, harbor.groups.na.id].sort());
    const zhAll = await zh.get<{ name: string }[]>('/warehouse-groups/all');
    expect(zhAll.envelope.data.map((g) => g.name)).toContain('亚太');
    await expectStockSumsConsistent(h.db);
  });

  it('GET warehouse-group/{id}: warehouses with stock sums (available = on hand - locked - isolated) and carts', async () => {
    const answer = await en.get<WarehouseGroupDetail>(`/warehouse-group/${harbor.groups.apac.id}`);
    const g = warehouseGroupDetailSchema.parse(answer.envelope.data);
    expect(g).toMatchObject({ id: harbor.groups.apac.id, name: 'Asia Pacific', version: 1, allotVersion: 1, modified: false });
    expect(g.warehouses.map((w) => w.id).sort()).toEqual([...harbor.groups.apac.warehouseIds].sort());
    for (const w of g.warehouses) expect(w.onHand).toBe(w.locked + w.isolated + w.available);
    expect(g.carts.map((c) => c.id)).toContain(harbor.apacCartId);
    expect(g.allotmentCount).toBeGreaterThan(0);
    // another tenant's group is not found, exactly like a missing one
    const foreign = await en.get(`/warehouse-group/${pacific.groups.apac.id}`);
    expect(foreign.envelope.code).toBe('SYS_NOT_FOUND');
    expect(foreign.text).not.toContain(pacific.groups.apac.id);
  });

  it('create: unbound warehouses, unique name (en and zh messages), warehouse of another group refused, nothing written', async () => {
    const unbound = await en.get<unknown[]>('/warehouse-groups/unbound/warehouses');
    const free = unbound.envelope.data.map((w) => unboundWarehouseSchema.parse(w)).filter((w) => w.warehouseGroupId === null);
    expect(free.length).toBeGreaterThan(0);
    const created = await en.post<WarehouseGroupDetail>('/warehouse-group', { name: 'Platform stock', remark: 'FBA and WFS', warehouseIds: [free[0].id] });
    expect(created.envelope.code).toBe('0');
    expect(created.envelope.data).toMatchObject({ name: 'Platform stock', remark: 'FBA and WFS', version: 1, modified: false, createdByName: 'Grace Lin' });
    expect(created.envelope.data.warehouses.map((w) => w.id)).toEqual([free[0].id]);
    const withOwn = await en.get<{ id: string; warehouseGroupId: string | null }[]>('/warehouse-groups/unbound/warehouses', { warehouseGroupId: created.envelope.data.id });
    expect(withOwn.envelope.data.find((w) => w.id === free[0].id)?.warehouseGroupId).toBe(created.envelope.data.id);

    const before = await snapshotInventory(h.db);
    const taken = await en.post('/warehouse-group', { name: 'platform STOCK' });
    expectRefused(taken, 'INVENTORY_GROUP_NAME_TAKEN', 409, /A warehouse group named "platform STOCK" already exists\./);
    const takenZh = await zh.post('/warehouse-group', { name: '亚太' });
    expectRefused(takenZh, 'INVENTORY_GROUP_NAME_TAKEN', 409, /名为“亚太”的仓库组已存在/);
    const inOther = await en.post('/warehouse-group', { name: 'Steal a warehouse', warehouseIds: [harbor.groups.na.warehouseIds[0]] });
    expectRefused(inOther, 'INVENTORY_WAREHOUSE_IN_OTHER_GROUP', 409, /already belongs to warehouse group "North America"/);
    const inOtherZh = await zh.post('/warehouse-group', { name: '抢仓库', warehouseIds: [pacific.groups.na.warehouseIds[0]] });
    expectRefused(inOtherZh, 'INVENTORY_WAREHOUSE_IN_OTHER_GROUP', 409, /已属于仓库组“北美”/);
    const foreignWarehouse = await en.post('/warehouse-group', { name: 'Foreign warehouse', warehouseIds: [pacific.groups.na.warehouseIds[0]] });
    expect(foreignWarehouse.envelope.code).toBe('SYS_NOT_FOUND');
    const duplicate = await en.post('/warehouse-group', { name: 'Twice', warehouseIds: [free[1].id, free[1].id] });
    expect(duplicate.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(await snapshotInventory(h.db)).toBe(before);
  });

  it('rename: optimistic version (stale refused in en and zh), unchanged save changes nothing', async () => {
    const id = harbor.groups.cnBonded.id;
    const same = await en.put<WarehouseGroupDetail>(`/warehouse-group/${id}`, { name: harbor.groups.cnBonded.name, remark: harbor.groups.cnBonded.remark, version: 1 });
    expect(same.envelope.data.version).toBe(1);
    const renamed = await en.put<WarehouseGroupDetail>(`/warehouse-group/${id}`, { name: 'China Bonded Zones', remark: 'renamed', version: 1 });
    expect(renamed.envelope.data).toMatchObject({ name: 'China Bonded Zones', remark: 'renamed', version: 2, updatedByName: 'Grace Lin' });
    const before = await snapshotInventory(h.db);
    const stale = await en.put(`/warehouse-group/${id}`, { name: 'Someone else', version: 1 });
    expectRefused(stale, 'INVENTORY_GROUP_VERSION_STALE', 409, /changed by someone else/);
    const staleZh = await zh.put(`/warehouse-group/${pacific.groups.cnBonded.id}`, { name: '别人', version: 9 });
    expectRefused(staleZh, 'INVENTORY_GROUP_VERSION_STALE', 409, /已被他人修改/);
    const clash = await en.put(`/warehouse-group/${id}`, { name: 'europe', version: 2 });
    expectRefused(clash, 'INVENTORY_GROUP_NAME_TAKEN', 409, /"europe"/);
    expect(await snapshotInventory(h.db)).toBe(before);
  });

  it('delete: refused with allotments, then with carts (en and zh); an empty group goes, twice, and frees its warehouses', async () => {
    const before = await snapshotInventory(h.db);
    expectRefused(await en.del(`/warehouse-group/${harbor.groups.apac.id}`), 'INVENTORY_GROUP_HAS_ALLOTMENTS', 409, /still has \d+ allotment\(s\)/);
    expectRefused(await zh.del(`/warehouse-group/${pacific.groups.apac.id}`), 'INVENTORY_GROUP_HAS_ALLOTMENTS', 409, /仍有 \d+ 条库存分配/);
    expect(await snapshotInventory(h.db)).toBe(before);

    // a group with a shop but no allotments
    const g = (await en.post<WarehouseGroupDetail>('/warehouse-group', { name: 'Shop holder' })).envelope.data;
    const unboundCart = (await en.get<{ unboundCarts: { id: string }[] }>('/warehouse-groups/bindings')).envelope.data.unboundCarts[0];
    expect((await en.put(`/warehouse-groups/cart/${unboundCart.id}`, { warehouseGroupId: g.id })).envelope.code).toBe('0');
    expectRefused(await en.del(`/warehouse-group/${g.id}`), 'INVENTORY_GROUP_HAS_CARTS', 409, /still supplies 1 shop\(s\)/);
    expect((await en.put(`/warehouse-groups/cart/${unboundCart.id}`, { warehouseGroupId: null })).envelope.code).toBe('0');
    const zhGroup = (await zh.post<WarehouseGroupDetail>('/warehouse-group', { name: '店铺占用' })).envelope.data;
    const zhCart = (await zh.get<{ unboundCarts: { id: string }[] }>('/warehouse-groups/bindings')).envelope.data.unboundCarts[0];
    expect((await zh.put(`/warehouse-groups/cart/${zhCart.id}`, { warehouseGroupId: zhGroup.id })).envelope.code).toBe('0');
    expectRefused(await zh.del(`/warehouse-group/${zhGroup.id}`), 'INVENTORY_GROUP_HAS_CARTS', 409, /仓库组“店铺占用”仍有 1 个店铺在使用/);

    const clearance = harbor.groups.clearance.id;
    expect((await en.del(`/warehouse-group/${clearance}`)).envelope).toMatchObject({ code: '0', data: { id: clearance, deleted: true } });
    expect((await en.del(`/warehouse-group/${clearance}`)).envelope).toMatchObject({ code: '0', data: { id: clearance, deleted: true } });
    expect((await en.get(`/warehouse-group/${clearance}`)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await en.del(`/warehouse-group/${pacific.groups.clearance.id}`)).envelope.code).toBe('SYS_NOT_FOUND');
    // its name is free again
    expect((await en.post('/warehouse-group', { name: 'Clearance (not set up)' })).envelope.code).toBe('0');
    await expectStockSumsConsistent(h.db);
  });

  it('bindings: the relation map; PUT sets the full set (version), refuses removals below the fixed allotments', async () => {
    const map = bindingsSchema.parse((await en.get('/warehouse-groups/bindings')).envelope.data);
    const seen = new Set<string>();
    for (const g of map.groups) for (const w of g.warehouses) {
      expect(seen.has(w.id), `${w.code} in two groups`).toBe(false);
      seen.add(w.id);
    }
    for (const w of map.unboundWarehouses) expect(seen.has(w.id)).toBe(false);
    const one = bindingsSchema.parse((await en.get('/warehouse-groups/bindings', { warehouseGroupId: harbor.groups.na.id })).envelope.data);
    expect(one.groups.map((g) => g.id)).toEqual([harbor.groups.na.id]);

    // North America has fixed allotments: taking away all its warehouses leaves nothing available
    const before = await snapshotInventory(h.db);
    const emptied = await en.put('/warehouse-groups/bindings', { warehouseGroupId: harbor.groups.na.id, version: 1, warehouseIds: [] });
    expectRefused(emptied, 'INVENTORY_ALLOT_EXCEEDS_AVAILABLE', 400, /The fixed quantities of SKU \S+ add up to \d+, more than the 0 available/);
    const emptiedZh = await zh.put('/warehouse-groups/bindings', { warehouseGroupId: pacific.groups.na.id, version: 1, warehouseIds: [] });
    expectRefused(emptiedZh, 'INVENTORY_ALLOT_EXCEEDS_AVAILABLE', 400, /的固定分配数量合计 \d+，超过仓库组的可用库存 0/);
    const stale = await en.put('/warehouse-groups/bindings', { warehouseGroupId: harbor.groups.na.id, version: 7, warehouseIds: [] });
    expectRefused(stale, 'INVENTORY_GROUP_VERSION_STALE', 409, /Reload it/);
    expect(await snapshotInventory(h.db)).toBe(before);

    // adding a free warehouse to Asia Pacific: version 2, modified (its allotments' sellable changes)
    const free = map.unboundWarehouses.find((w) => w.status === 'active')!;
    const saved = await en.put<WarehouseGroupDetail>('/warehouse-groups/bindings', {
      warehouseGroupId: harbor.groups.apac.id,
      version: 1,
      warehouseIds: [...harbor.groups.apac.warehouseIds, free.id],
    });
    expect(saved.envelope.code).toBe('0');
    expect(saved.envelope.data).toMatchObject({ version: 2, modified: true });
    expect(saved.envelope.data.warehouses.map((w) => w.id)).toContain(free.id);
    const back = await en.put<WarehouseGroupDetail>('/warehouse-groups/bindings', { warehouseGroupId: harbor.groups.apac.id, version: 2, warehouseIds: harbor.groups.apac.warehouseIds });
    expect(back.envelope.data.version).toBe(3);
    await expectStockSumsConsistent(h.db);
  });

  it('cart binding: get and save; a cart with allotments cannot move (en and zh)', async () => {
    const got = cartGroupSchema.parse((await en.get(`/warehouse-groups/cart/${harbor.apacCartId}`)).envelope.data);
    expect(got).toMatchObject({ warehouseGroupId: harbor.groups.apac.id, warehouseGroupName: 'Asia Pacific' });
    expect(got.allotmentCount).toBeGreaterThan(0);
    const before = await snapshotInventory(h.db);
    const move = await en.put(`/warehouse-groups/cart/${harbor.apacCartId}`, { warehouseGroupId: harbor.groups.eu.id });
    expectRefused(move, 'INVENTORY_CART_HAS_ALLOTMENTS', 409, /still has allotments or pushed quantities in warehouse group "Asia Pacific"/);
    const moveZh = await zh.put(`/warehouse-groups/cart/${pacific.apacCartId}`, { warehouseGroupId: null });
    expectRefused(moveZh, 'INVENTORY_CART_HAS_ALLOTMENTS', 409, /在仓库组“亚太”中仍有库存分配/);
    expect(await snapshotInventory(h.db)).toBe(before);
    // the same group again changes nothing
    expect((await en.put(`/warehouse-groups/cart/${harbor.apacCartId}`, { warehouseGroupId: harbor.groups.apac.id })).envelope.code).toBe('0');
    expect(await snapshotInventory(h.db)).toBe(before);
    // a foreign target group is not found
    expect((await en.put(`/warehouse-groups/cart/${harbor.apacCartId}`, { warehouseGroupId: pacific.groups.eu.id })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('search: keyset pages over the seeded groups with filters and sorts, no OFFSET drift', async () => {
    const rowsPage = pageSchema(warehouseGroupRowSchema);
    const modified = rowsPage.parse((await en.post('/warehouse-group/search', { conditions: { pushStatus: 'modified' } })).envelope.data);
    // seeded: Europe and North America; Asia Pacific since its warehouse set changed above
    expect(modified.rows.map((r) => r.name).sort()).toEqual(['Asia Pacific', 'Europe', 'North America']);
    for (const r of modified.rows) expect(r.pushStatus).toBe('modified');
    const byWarehouse = rowsPage.parse((await en.post('/warehouse-group/search', { conditions: { warehouse: 'US-LA01' } })).envelope.data);
    expect(byWarehouse.rows.map((r) => r.name)).toEqual(['North America']);
    expect(byWarehouse.rows[0].available).toBeLessThanOrEqual(byWarehouse.rows[0].onHand);
    // the seeded isolation in effect holds stock in North America
    expect(byWarehouse.rows[0].isolated).toBeGreaterThan(0);
    expect(byWarehouse.rows[0].available + byWarehouse.rows[0].isolated).toBeLessThanOrEqual(byWarehouse.rows[0].onHand);

    const ids: string[] = [];
    let cursor: string | null = null;
    let counts: number[] = [];
    do {
      const page = rowsPage.parse((await en.post('/warehouse-group/search', { sort: { field: 'warehouseCount', order: 'desc' }, pageSize: 2, cursor })).envelope.data);
      ids.push(...page.rows.map((r) => r.id));
      counts = [...counts, ...page.rows.map((r) => r.warehouseCount)];
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await en.get<{ id: string }[]>('/warehouse-groups/all')).envelope.data;
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(all.map((g) => g.id).sort());
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // zh tenant sees only its own groups
    const zhPage = rowsPage.parse((await zh.post('/warehouse-group/search', {})).envelope.data);
    expect(zhPage.rows.map((r) => r.id)).not.toContain(harbor.groups.apac.id);
  });
});
