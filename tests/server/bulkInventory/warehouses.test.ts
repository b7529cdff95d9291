// Bulk warehouses and their stock (src/contract/bulkInventory): seeded per supplier tenant; the
// stock list's packs are inPacks() of on hand; create is idempotent by request id and refuses a
// code any live warehouse of the tenant has (both languages, nothing made); update checks the
// version, answers a retry that changes nothing as it is, and changes nothing of another tenant;
// the asset area lists bulk warehouses and refuses to edit them; the type and option calls answer
// the label sets.
import { describe, expect, it } from 'vitest';
import { bulkOptionLabels, bulkTypeLabels, bulkWarehouseSchema, inPacks, type BulkStockRow, type BulkWarehouse, type BulkWarehouseRow } from '../../../src/contract/bulkInventory';
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
});
