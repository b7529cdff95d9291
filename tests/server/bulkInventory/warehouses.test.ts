// Bulk warehouses and their stock (src/contract/bulkInventory): seeded per supplier tenant; the
// stock list's packs are inPacks() of on hand; create is idempotent by request id and refuses a
// code any live warehouse of the tenant has (both languages, nothing made); update checks the
// version, answers a retry that changes nothing as it is, and changes nothing of another tenant;
// the asset area lists bulk warehouses and refuses to edit them; the type and option calls answer
// the label sets. Pack quantities per warehouse and sku: listed with the stock, added once per
// figures (a sku picked by code), changed and removed with the version read, shown by the stock list,
// refused in both languages with nothing changed, the caller's tenant's bulk warehouses only.
import { describe, expect, it } from 'vitest';
import { bulkOptionLabels, bulkPackSchema, bulkTypeLabels, bulkWarehouseSchema, inPacks, type BulkPack, type BulkStockRow, type BulkWarehouse, type BulkWarehouseRow } from '../../../src/contract/bulkInventory';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';

const P = '/api/scm-app/supplier/bulkInventory';
let h: Harness, en: string, zh: string, harbor: string;
signedInHarness((s) => ({ h, cookie: en, cookieZh: zh, harbor } = s));

const search = async <T>(cookie: string, list: 'warehouse' | 'inventory', conditions: Record<string, unknown>) => {
  const r = await h.call<{ rows: T[]; total: number }>('POST', `${P}/${list}/search`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
};
const fields = { name: 'Suzhou bonded bulk', bulkType: 'bondedBulk', options: ['hazardousGoods', 'palletStorage'], country: 'CN', city: 'Suzhou', currency: 'CNY' };
const create = (cookie: string, body: Record<string, unknown>) => h.call<BulkWarehouse>('POST', `${P}/warehouse/create`, { cookie, body });
const update = (cookie: string, id: string, body: Record<string, unknown>) => h.call<BulkWarehouse>('PUT', `${P}/warehouse/update/${id}`, { cookie, body });
const count = async (sql: string, params: string[]) => (await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM warehouses WHERE ${sql}`, params)).n;

describe('bulk inventory', () => {
  it('seeds bulk warehouses with stock for each supplier tenant, in packs', async () => {
    const list = await search<BulkWarehouseRow>(en, 'warehouse', {});
    expect(list.rows.map((r) => [r.code, r.bulkType, r.palletStorage])).toEqual([
      ['BULK-DG1', 'factory', true],
      ['BULK-NB2', 'consolidation', true],
    ]);
    expect(list.rows.every((r) => r.skuCount >= 12 && r.onHand > 0)).toBe(true);
    const stock = await search<BulkStockRow>(en, 'inventory', {});
    expect(stock.total).toBe(list.rows.reduce((n, r) => n + r.skuCount, 0));
    for (const r of stock.rows) expect({ cartons: r.cartons, pallets: r.pallets, remainder: r.remainder }).toEqual(inPacks(r.onHand, r.unitsPerCarton, r.cartonsPerPallet));
    expect(stock.rows.some((r) => (r.pallets ?? 0) > 0) && stock.rows.some((r) => r.remainder > 0)).toBe(true);
    // the same rows as inventory_stock holds for the tenant's bulk warehouses
    const sums = await h.db.one<{ n: number }>("SELECT coalesce(sum(s.on_hand), 0)::int AS n FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE w.tenant_id = $1 AND w.type = 'bulk'", [harbor]);
    expect(stock.rows.reduce((n, r) => n + r.onHand, 0)).toBe(sums.n);
    expect((await search<BulkStockRow>(en, 'inventory', { warehouseCode: 'NB2' })).rows.every((r) => r.warehouseCode === 'BULK-NB2')).toBe(true);
    // tenant B has its own, and sees none of tenant A's
    expect((await search<BulkWarehouseRow>(zh, 'warehouse', {})).rows.map((r) => r.id)).toEqual(['WH-BULK-PACIFIC-1', 'WH-BULK-PACIFIC-2']);
  });

  it('answers the bulk types and options in both languages', async () => {
    expect((await h.call('GET', `${P}/warehouse/type`, { cookie: en })).envelope.data).toEqual(bulkTypeLabels.options());
    expect((await h.call('GET', `${P}/warehouse/options`, { cookie: zh })).envelope.data).toEqual(bulkOptionLabels.options());
  });

  it('creates once per request id and refuses a code the tenant uses, in both languages', async () => {
    const made = await create(en, { requestId: 'test-bulk-0001', code: 'BULK-SZ3', ...fields });
    expect(made.envelope.code, made.text).toBe('0');
    expect(bulkWarehouseSchema.parse(made.envelope.data)).toMatchObject({ code: 'BULK-SZ3', bulkType: 'bondedBulk', options: ['palletStorage', 'hazardousGoods'], palletStorage: true, coldChain: false, hazardousGoods: true, status: 'active', skuCount: 0, version: 1 });
    // the same request again (a double click, a retry): the same warehouse, no second one
    const again = await create(en, { requestId: 'test-bulk-0001', code: 'BULK-SZ3', ...fields });
    expect(again.envelope.data.id).toBe(made.envelope.data.id);
    expect(await count("tenant_id = $1 AND lower(code) = 'bulk-sz3'", [harbor])).toBe(1);
    expect((await search<BulkWarehouseRow>(en, 'warehouse', { code: 'SZ3' })).rows.map((r) => r.id)).toEqual([made.envelope.data.id]);
    // the asset list shows it as a bulk warehouse, and does not edit it
    const assets = await h.call<{ rows: { id: string; type: string }[] }>('POST', '/api/scm-app/supplier/assets/warehouse/search', { cookie: en, body: { conditions: { type: ['bulk'] }, pageSize: 50 } });
    expect(assets.envelope.data.rows.map((r) => r.type)).toEqual(['bulk', 'bulk', 'bulk']);
    const assetEdit = await h.call('PUT', `/api/scm-app/supplier/assets/warehouse/${made.envelope.data.id}`, {
      cookie: en,
      body: { name: 'x', type: 'own', address: { country: 'CN' }, currency: 'CNY', version: 1 },
    });
    expect([assetEdit.envelope.code, assetEdit.envelope.message]).toEqual(['ASSET_WAREHOUSE_BULK', 'This is a bulk warehouse: change it under Bulk Inventory. Nothing was changed.']);
    // another request with a code in use (any case, any warehouse type): refused, nothing made
    const taken = await create(en, { requestId: 'test-bulk-0002', code: 'bulk-sz3', ...fields });
    expect([taken.envelope.code, taken.envelope.message]).toEqual(['BULK_WAREHOUSE_CODE_TAKEN', 'Warehouse code bulk-sz3 is already used by another of your warehouses. Nothing was saved.']);
    const own = await h.db.one<{ code: string }>("SELECT code FROM warehouses WHERE tenant_id = $1 AND type = 'own' ORDER BY code LIMIT 1", [h.seeded.tenantIds.pacific]);
    const zhTaken = await create(zh, { requestId: 'test-bulk-0003', code: own.code, ...fields });
    expect([zhTaken.envelope.code, zhTaken.envelope.message]).toEqual(['BULK_WAREHOUSE_CODE_TAKEN', `仓库编码 ${own.code} 已被您的其他仓库使用，未保存任何内容。`]);
    expect(await count('request_id IN ($1, $2)', ['test-bulk-0002', 'test-bulk-0003'])).toBe(0);
    // the body is checked: an unknown option or type is refused
    expect((await create(en, { requestId: 'test-bulk-0004', code: 'BULK-SZ4', ...fields, options: ['sauna'] })).envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('updates with the version read, answers a retry as it is, and keeps to the tenant', async () => {
    const w = (await h.call<BulkWarehouse>('GET', `${P}/warehouse/info/WH-BULK-HARBOR-2`, { cookie: en })).envelope.data;
    const body = { name: w.name, bulkType: 'factory', options: ['coldChain'], country: w.country, city: w.city, addressLine1: w.addressLine1, contactName: w.contactName, contactPhone: w.contactPhone, currency: w.currency, status: 'disabled', remark: 'Winter only' };
    const ok = await update(en, w.id, { ...body, version: w.version });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ code: w.code, bulkType: 'factory', options: ['coldChain'], status: 'disabled', remark: 'Winter only', version: w.version + 1, skuCount: w.skuCount });
    // the same save again: nothing to change, answered as it is
    expect((await update(en, w.id, { ...body, version: w.version })).envelope.data.version).toBe(w.version + 1);
    // another change with the old version: stale, nothing changed
    const stale = await update(en, w.id, { ...body, remark: 'Summer too', version: w.version });
    expect([stale.envelope.code, stale.envelope.message]).toEqual(['BULK_WAREHOUSE_STALE', 'This bulk warehouse was changed by someone else. Reload it and try again.']);
    expect((await h.db.one<{ remark: string }>('SELECT remark FROM warehouses WHERE id = $1', [w.id])).remark).toBe('Winter only');
    // tenant B's warehouse: not found for tenant A, and unchanged; a non-bulk warehouse is not one either
    const theirs = await h.db.one<{ version: number; remark: string }>("SELECT version, remark FROM warehouses WHERE id = 'WH-BULK-PACIFIC-1'");
    expect((await h.call('GET', `${P}/warehouse/info/WH-BULK-PACIFIC-1`, { cookie: en })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await update(en, 'WH-BULK-PACIFIC-1', { ...body, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await h.db.one("SELECT version, remark FROM warehouses WHERE id = 'WH-BULK-PACIFIC-1'")).toEqual(theirs);
    const own = await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'own' LIMIT 1", [harbor]);
    expect((await h.call('GET', `${P}/warehouse/info/${own.id}`, { cookie: en })).envelope.code).toBe('SYS_NOT_FOUND');
  });

  it('adds, changes and removes pack quantities per warehouse and sku, shown by the stock list', async () => {
    const W = 'WH-BULK-HARBOR-1';
    const packs = async (cookie: string, id = W) => h.call<BulkPack[]>('GET', `${P}/warehouse/pack/list/${id}`, { cookie });
    const write = (cookie: string, what: 'create' | 'update' | 'delete', body: Record<string, unknown>) =>
      h.call<BulkPack & { removed: boolean }>(what === 'update' ? 'PUT' : 'POST', `${P}/warehouse/pack/${what}`, { cookie, body });
    const row = (warehouseId: string, skuId: string) =>
      h.db.maybe<{ units_per_carton: number; cartons_per_pallet: number; version: number }>('SELECT units_per_carton, cartons_per_pallet, version FROM bulk_sku_packs WHERE warehouse_id = $1 AND sku_id = $2', [warehouseId, skuId]);
    const stockOf = async (sku: string) => (await search<BulkStockRow>(en, 'inventory', { sku, warehouseCode: 'BULK-DG1' })).rows.find((r) => r.sku === sku)!;

    // the seed: one pack per sku the warehouse stocks, each with its units on hand
    const seeded = await packs(en);
    expect(seeded.envelope.code, seeded.text).toBe('0');
    const stocked = await h.db.query<{ sku_id: string; on_hand: number }>('SELECT sku_id, on_hand FROM inventory_stock WHERE warehouse_id = $1 ORDER BY sku_id', [W]);
    expect(seeded.envelope.data.map((p) => [p.skuId, p.onHand]).sort()).toEqual(stocked.map((s) => [s.sku_id, s.on_hand]).sort());
    expect(seeded.envelope.data.map((p) => p.sku)).toEqual([...seeded.envelope.data.map((p) => p.sku)].sort());
    for (const p of seeded.envelope.data) bulkPackSchema.parse(p);

    // add: a sku picked by its code (any case), once per figures; other figures for it are refused
    const free = await h.db.one<{ id: string; sku: string }>(
      'SELECT k.id, k.sku FROM skus k WHERE k.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM bulk_sku_packs p WHERE p.sku_id = k.id AND p.warehouse_id = $2) ORDER BY k.sku LIMIT 1',
      [harbor, W],
    );
    const add = { warehouseId: W, sku: free.sku.toLowerCase(), unitsPerCarton: 24, cartonsPerPallet: 40 };
    const added = await write(en, 'create', add);
    expect(added.envelope.code, added.text).toBe('0');
    expect(added.envelope.data).toMatchObject({ skuId: free.id, sku: free.sku, unitsPerCarton: 24, cartonsPerPallet: 40, onHand: 0, version: 1 });
    expect((await write(en, 'create', add)).envelope.data).toEqual(added.envelope.data);
    const exists = await write(en, 'create', { ...add, unitsPerCarton: 12 });
    expect([exists.envelope.code, exists.envelope.message]).toEqual(['BULK_PACK_EXISTS', `This warehouse already has pack quantities for ${free.sku}: change them instead. Nothing was added.`]);
    expect(await row(W, free.id)).toEqual({ units_per_carton: 24, cartons_per_pallet: 40, version: 1 });
    // the body is checked: whole numbers within the bounds, no typed nonsense
    for (const bad of [{ unitsPerCarton: 0 }, { unitsPerCarton: 100_001 }, { cartonsPerPallet: 2.5 }, { cartonsPerPallet: '40' }]) {
      expect((await write(en, 'create', { ...add, ...bad })).envelope.code, JSON.stringify(bad)).toBe('SYS_INVALID_REQUEST');
    }

    // change: with the version read; the stock list shows on hand in the new packs
    const target = seeded.envelope.data.find((p) => p.onHand >= 100)!;
    const change = { warehouseId: W, skuId: target.skuId, unitsPerCarton: 7, cartonsPerPallet: 3, version: target.version };
    const changed = await write(en, 'update', change);
    expect(changed.envelope.data).toMatchObject({ unitsPerCarton: 7, cartonsPerPallet: 3, version: target.version + 1 });
    const shown = await stockOf(target.sku);
    expect({ cartons: shown.cartons, pallets: shown.pallets, remainder: shown.remainder, unitsPerCarton: shown.unitsPerCarton }).toEqual({ ...inPacks(target.onHand, 7, 3), unitsPerCarton: 7 });
    // the other bulk warehouse's packs of a sku are its own
    const other = await h.db.maybe<{ units_per_carton: number }>("SELECT units_per_carton FROM bulk_sku_packs WHERE warehouse_id = 'WH-BULK-HARBOR-2' AND sku_id = $1", [target.skuId]);
    if (other) expect(other.units_per_carton).not.toBe(7);
    // the same save again answers as it is; other figures with the old version are stale
    expect((await write(en, 'update', change)).envelope.data.version).toBe(target.version + 1);
    const staleEn = await write(en, 'update', { ...change, unitsPerCarton: 8 });
    expect([staleEn.envelope.code, staleEn.envelope.message]).toEqual(['BULK_PACK_STALE', `The pack quantities of ${target.sku} were changed by someone else. Reload them and try again.`]);
    expect(await row(W, target.skuId)).toEqual({ units_per_carton: 7, cartons_per_pallet: 3, version: target.version + 1 });

    // remove: the version read; once gone, a retry answers removed: false; the stock list shows units only
    expect((await write(en, 'delete', { warehouseId: W, skuId: target.skuId, version: target.version })).envelope.code).toBe('BULK_PACK_STALE');
    const removed = await write(en, 'delete', { warehouseId: W, skuId: target.skuId, version: target.version + 1 });
    expect(removed.envelope.data).toEqual({ skuId: target.skuId, removed: true });
    expect((await write(en, 'delete', { warehouseId: W, skuId: target.skuId, version: target.version + 1 })).envelope.data).toEqual({ skuId: target.skuId, removed: false });
    expect(await row(W, target.skuId)).toBeUndefined();
    expect(await stockOf(target.sku)).toMatchObject({ cartons: null, pallets: null, remainder: target.onHand, unitsPerCarton: null });

    // in Chinese: a sku the tenant does not have, nothing added
    const zhUnknown = await write(zh, 'create', { warehouseId: 'WH-BULK-PACIFIC-1', sku: 'NO-SUCH-SKU', unitsPerCarton: 6, cartonsPerPallet: 20 });
    expect([zhUnknown.envelope.code, zhUnknown.envelope.message]).toEqual(['BULK_PACK_SKU_UNKNOWN', '您没有编码为 NO-SUCH-SKU 的商品，未添加任何内容。']);

    // the tenant's live bulk warehouses only: another tenant's, or an own warehouse of another type, is not found and unchanged
    const theirs = await h.db.one<{ sku_id: string; version: number; units_per_carton: number }>("SELECT sku_id, version, units_per_carton FROM bulk_sku_packs WHERE warehouse_id = 'WH-BULK-PACIFIC-1' ORDER BY sku_id LIMIT 1");
    expect((await packs(en, 'WH-BULK-PACIFIC-1')).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await write(en, 'update', { warehouseId: 'WH-BULK-PACIFIC-1', skuId: theirs.sku_id, unitsPerCarton: 5, cartonsPerPallet: 5, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await write(en, 'delete', { warehouseId: 'WH-BULK-PACIFIC-1', skuId: theirs.sku_id, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await row('WH-BULK-PACIFIC-1', theirs.sku_id)).toMatchObject({ version: theirs.version, units_per_carton: theirs.units_per_carton });
    const own = await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'own' LIMIT 1", [harbor]);
    expect((await write(en, 'create', { ...add, warehouseId: own.id })).envelope.code).toBe('SYS_NOT_FOUND');
  });
});
