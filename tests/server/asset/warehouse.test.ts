// Warehouse assets through the real pipeline: keyset search over the seeded warehouses with
// filters and sorts, create/update/delete with their rules (code unique per tenant, provider of
// third-party warehouses, warehouse groups, optimistic concurrency), buffer and cost settings with
// their records, third-party warehouses. Answers are parsed with the contract's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bufferRecordRowSchema,
  bufferSettingSchema,
  costRecordRowSchema,
  pageSchema,
  thirdWarehouseRowSchema,
  warehouseCostSchema,
  warehouseRowSchema,
  warehouseSchema,
  type Warehouse,
} from '../../../src/contract';
import { bindToGroup, callerFor, ok, refused, secondEditor, unbindFromGroup, walk, type Caller } from './helpers';
import { createHarness, type Harness } from '../harness';

type Row = z.infer<typeof warehouseRowSchema>;

const newWarehouse = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Test warehouse ${code}`,
  type: 'own',
  address: { addressLine1: '8 Test Road', city: 'Shenzhen', district: 'Futian', stateOrProvince: 'Guangdong', postalCode: '518000', country: 'CN' },
  currency: 'CNY',
  ...extra,
});
const editable = (w: Warehouse) => ({
  name: w.name,
  type: w.type,
  providerName: w.providerName,
  providerWarehouseCode: w.providerWarehouseCode,
  address: w.address,
  contactName: w.contactName,
  contactPhone: w.contactPhone,
  currency: w.currency,
  status: w.status,
  remark: w.remark,
  version: w.version,
});

describe('warehouse assets', () => {
  let h: Harness;
  let a: Caller;
  let zh: Caller;
  let tenantA: string;
  beforeAll(async () => {
    h = await createHarness();
    a = callerFor(h, await h.signIn('supplier1'));
    zh = callerFor(h, await h.signIn('supplier2')); // tenant B, language zh-CN
    tenantA = h.seeded.tenantIds.harbor;
  });
  afterAll(() => h?.close());

  describe('search (keyset)', () => {
    it('pages through every seeded warehouse of the tenant by code, each once, in order', async () => {
      const { rows, pages, total } = await walk<Row>(a, '/assets/warehouse/search', { pageSize: 7 });
      // the asset seed's 30 and the bulk inventory seed's 2 (type 'bulk')
      expect(rows).toHaveLength(32);
      expect(total).toBe(32);
      expect(pages).toBe(5);
      for (const row of rows) warehouseRowSchema.parse(row);
      const codes = rows.map((r) => r.code);
      expect(codes).toEqual([...codes].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
      const db = await h.db.query<{ id: string }>('SELECT id FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY code, id', [tenantA]);
      expect(rows.map((r) => r.id)).toEqual(db.map((r) => r.id));
      expect(rows.find((r) => r.code === 'SZ-BA01')).toMatchObject({ type: 'own', country: 'CN', currency: 'CNY', status: 'active', bufferQty: expect.any(Number) });
    });

    it('filters by type, status, country, code and provider, and sorts on any sortable column both ways', async () => {
      const third = await walk<Row>(a, '/assets/warehouse/search', { conditions: { type: ['thirdParty'] }, pageSize: 3 });
      expect(third.rows).toHaveLength(8);
      expect(third.rows.every((r) => r.type === 'thirdParty' && r.providerName)).toBe(true);
      const disabled = await walk<Row>(a, '/assets/warehouse/search', { conditions: { status: 'disabled' }, pageSize: 5 });
      expect(disabled.rows.map((r) => r.code).sort()).toEqual(['3PL-CA-VAN', 'XM-HC01']);
      const us = await walk<Row>(a, '/assets/warehouse/search', { conditions: { country: ['US'], type: ['overseas', 'platform'] }, pageSize: 2 });
      expect(us.rows.map((r) => r.code).sort()).toEqual(['FBA-ONT8', 'US-LA01', 'US-NJ01', 'US-TX01', 'WFS-DFW1']);
      const sz = await walk<Row>(a, '/assets/warehouse/search', { conditions: { code: 'sz-' }, pageSize: 10 });
      expect(sz.rows.map((r) => r.code).sort()).toEqual(['SZ-BA01', 'SZ-LG01', 'SZ-QH-BD']);
      const orbit = await walk<Row>(a, '/assets/warehouse/search', { conditions: { providerName: 'orbit' }, pageSize: 10 });
      expect(orbit.rows).toHaveLength(2);
      for (const field of ['name', 'type', 'country', 'status', 'createdAt', 'updatedAt'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const { rows } = await walk<Row>(a, '/assets/warehouse/search', { sort: { field, order }, pageSize: 4 });
          expect(rows, `${field} ${order}`).toHaveLength(32);
          const column = { name: 'name', type: 'type', country: 'country', status: 'status', createdAt: 'created_at', updatedAt: 'updated_at' }[field];
          const db = await h.db.query<{ id: string }>(
            `SELECT id FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY ${column} ${order}, id ${order}`,
            [tenantA],
          );
          expect(rows.map((r) => r.id), `${field} ${order}`).toEqual(db.map((r) => r.id));
        }
      }
    });

    it('never shows another tenant, refuses a cursor of another sort and an unknown condition', async () => {
      const b = await walk<Row>(zh, '/assets/warehouse/search', { pageSize: 50 });
      const mine = await walk<Row>(a, '/assets/warehouse/search', { pageSize: 50 });
      expect(b.rows).toHaveLength(32);
      expect(b.rows.some((r) => mine.rows.some((m) => m.id === r.id))).toBe(false);
      const first = ok(await a<{ nextCursor: string }>('POST', '/assets/warehouse/search', { pageSize: 5 }));
      refused(await a('POST', '/assets/warehouse/search', { pageSize: 5, cursor: first.nextCursor, sort: { field: 'name', order: 'asc' } }), 'SYS_INVALID_REQUEST', 400);
      refused(await a('POST', '/assets/warehouse/search', { pageSize: 5, conditions: { tenantId: 'x' } }), 'SYS_INVALID_REQUEST', 400);
      // a seller's role does not include the asset area at all
      const seller = callerFor(h, await h.signIn('seller1'));
      refused(await seller('POST', '/assets/warehouse/search', { pageSize: 5 }), 'SYS_FORBIDDEN', 403);
    });
  });

  describe('create, update, delete', () => {
    it('creates a warehouse; its code is unique per tenant (case-insensitive), in en and zh-CN', async () => {
      const created = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-NEW1'))));
      expect(created).toMatchObject({ code: 'T-NEW1', status: 'active', version: 1, groupName: null, providerName: null });
      expect(warehouseSchema.parse(ok(await a('GET', `/assets/warehouse/${created.id}`)))).toEqual(created);
      const en = refused(await a('POST', '/assets/warehouse', newWarehouse('t-new1')), 'ASSET_WAREHOUSE_CODE_TAKEN', 409);
      expect(en).toBe('The warehouse code t-new1 is already in use.');
      // a seeded code of tenant B is taken in tenant B (zh-CN) but free in tenant A
      const zhMessage = refused(await zh('POST', '/assets/warehouse', newWarehouse('SZ-BA01')), 'ASSET_WAREHOUSE_CODE_TAKEN', 409);
      expect(zhMessage).toBe('仓库编码 SZ-BA01 已被使用。');
      ok(await zh('POST', '/assets/warehouse', newWarehouse('T-NEW1')));
    });

    it('a third-party warehouse needs its provider; other types drop it', async () => {
      const message = refused(await a('POST', '/assets/warehouse', newWarehouse('T-3PL', { type: 'thirdParty', providerName: '  ' })), 'ASSET_PROVIDER_REQUIRED', 400);
      expect(message).toBe('A third-party warehouse needs the name of its provider.');
      expect(refused(await zh('POST', '/assets/warehouse', newWarehouse('T-3PL', { type: 'thirdParty' })), 'ASSET_PROVIDER_REQUIRED')).toBe('第三方仓库必须填写服务商名称。');
      const third = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-3PL', { type: 'thirdParty', providerName: 'Orbit 3PL', providerWarehouseCode: 'ORB-9' }))));
      expect(third).toMatchObject({ providerName: 'Orbit 3PL', providerWarehouseCode: 'ORB-9' });
      const own = warehouseSchema.parse(ok(await a('PUT', `/assets/warehouse/${third.id}`, { ...editable(third), type: 'own' })));
      expect(own).toMatchObject({ type: 'own', providerName: null, providerWarehouseCode: null, version: 2 });
    });

    it('two editors: the first save wins, the second is told the warehouse changed; a repeated save is not a conflict', async () => {
      const b = callerFor(h, await secondEditor(h));
      const w = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-CONC'))));
      const readByA = warehouseSchema.parse(ok(await a('GET', `/assets/warehouse/${w.id}`)));
      const readByB = warehouseSchema.parse(ok(await b('GET', `/assets/warehouse/${w.id}`)));
      const saved = warehouseSchema.parse(ok(await a('PUT', `/assets/warehouse/${w.id}`, { ...editable(readByA), name: 'Renamed by Grace' })));
      expect(saved.version).toBe(2);
      const stale = await b('PUT', `/assets/warehouse/${w.id}`, { ...editable(readByB), remark: 'Sam was here' });
      expect(refused(stale, 'ASSET_STALE_VERSION', 409)).toBe('This warehouse was changed by someone else after you opened it. Reload it and make your changes again.');
      expect(warehouseSchema.parse(ok(await b('GET', `/assets/warehouse/${w.id}`)))).toMatchObject({ name: 'Renamed by Grace', remark: '', version: 2 });
      // Grace's retry of the same save (e.g. after a time-out) answers the warehouse unchanged
      expect(warehouseSchema.parse(ok(await a('PUT', `/assets/warehouse/${w.id}`, { ...editable(readByA), name: 'Renamed by Grace' }))).version).toBe(2);
      // zh-CN text of the same rule
      const wb = warehouseSchema.parse(ok(await zh('POST', '/assets/warehouse', newWarehouse('T-CONC'))));
      ok(await zh('PUT', `/assets/warehouse/${wb.id}`, { ...editable(wb), name: '新名称' }));
      expect(refused(await zh('PUT', `/assets/warehouse/${wb.id}`, { ...editable(wb), remark: '旧版本' }), 'ASSET_STALE_VERSION')).toBe(
        '您打开后，该仓库已被他人修改。请刷新后重新修改。',
      );
    });

    it('a warehouse in a warehouse group cannot be deleted or disabled; after unbinding it can; deletes are soft and repeatable', async () => {
      const w = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-GRP'))));
      await bindToGroup(h, tenantA, w.id, 'US West group');
      const got = warehouseSchema.parse(ok(await a('GET', `/assets/warehouse/${w.id}`)));
      expect(got.groupName).toBe('US West group');
      expect(refused(await a('DELETE', `/assets/warehouse/${w.id}`), 'ASSET_WAREHOUSE_IN_GROUP', 409)).toBe(
        'The warehouse is in the warehouse group "US West group". Remove it from the group first.',
      );
      refused(await a('PUT', `/assets/warehouse/${w.id}`, { ...editable(got), status: 'disabled' }), 'ASSET_WAREHOUSE_IN_GROUP', 409);
      // other edits stay possible
      ok(await a('PUT', `/assets/warehouse/${w.id}`, { ...editable(got), contactName: 'Li Na' }));
      const wb = warehouseSchema.parse(ok(await zh('POST', '/assets/warehouse', newWarehouse('T-GRP'))));
      await bindToGroup(h, h.seeded.tenantIds.pacific, wb.id, '华南仓组');
      expect(refused(await zh('DELETE', `/assets/warehouse/${wb.id}`), 'ASSET_WAREHOUSE_IN_GROUP')).toBe('该仓库已绑定仓库组“华南仓组”，请先将其从仓库组中移除。');

      await unbindFromGroup(h, w.id);
      expect(ok(await a('DELETE', `/assets/warehouse/${w.id}`))).toEqual({ id: w.id });
      expect(ok(await a('DELETE', `/assets/warehouse/${w.id}`))).toEqual({ id: w.id });
      refused(await a('GET', `/assets/warehouse/${w.id}`), 'SYS_NOT_FOUND', 404);
      const row = await h.db.one<{ deleted_at: Date | null }>('SELECT deleted_at FROM warehouses WHERE id = $1', [w.id]);
      expect(row.deleted_at).not.toBeNull();
      // the code is free again; the deleted warehouse is not listed
      ok(await a('POST', '/assets/warehouse', newWarehouse('T-GRP')));
      const listed = await walk<Row>(a, '/assets/warehouse/search', { conditions: { code: 'T-GRP' }, pageSize: 5 });
      expect(listed.rows).toHaveLength(1);
      expect(listed.rows[0].id).not.toBe(w.id);
    });

    it('a foreign id is not found exactly like a missing one', async () => {
      const b = ok(await zh<{ rows: Row[] }>('POST', '/assets/warehouse/search', { pageSize: 1 })).rows[0];
      const foreign = await a('GET', `/assets/warehouse/${b.id}`);
      const missing = await a('GET', '/assets/warehouse/wh_does_not_exist');
      refused(foreign, 'SYS_NOT_FOUND', 404);
      expect(foreign.text).toBe(missing.text);
    });
  });

  describe('buffer setting', () => {
    let w: Warehouse;
    beforeAll(async () => {
      w = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-BUF'))));
    });

    it('starts from the tenant default and appends a record per saved change', async () => {
      const initial = bufferSettingSchema.parse(ok(await a('GET', `/assets/warehouse/${w.id}/buffer`)));
      expect(initial).toMatchObject({ bufferQty: 0, bufferRatio: '5', version: 0, updatedAt: null });
      const first = bufferSettingSchema.parse(ok(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: '12', bufferRatio: '7.5', version: 0 })));
      expect(first).toMatchObject({ bufferQty: 12, bufferRatio: '7.5', version: 1, updatedBy: 'Grace Lin' });
      h.clock.advance(60_000);
      const second = bufferSettingSchema.parse(ok(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: '0', bufferRatio: '100', version: 1 })));
      expect(second.version).toBe(2);
      // nothing changed: no new version, no record
      expect(bufferSettingSchema.parse(ok(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: '0', bufferRatio: '100.00', version: 2 }))).version).toBe(2);
      const records = pageSchema(bufferRecordRowSchema).parse(ok(await a('POST', `/assets/warehouse/${w.id}/buffer/records`, { pageSize: 10 })));
      expect(records.rows.map((r) => [r.oldQty, r.newQty, r.oldRatio, r.newRatio, r.changedBy])).toEqual([
        [12, 0, '7.5', '100', 'Grace Lin'],
        [null, 12, null, '7.5', 'Grace Lin'],
      ]);
      refused(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: '3', bufferRatio: '1', version: 1 }), 'ASSET_STALE_VERSION', 409);
    });

    it('quantity: digits only, 0 or more; ratio: 0..100 with at most 2 decimals', async () => {
      for (const qty of ['-1', '1.5', 'abc', '', ' ', '1e3', '+5', '1234567890']) {
        const message = refused(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: qty, bufferRatio: '1', version: 2 }), 'ASSET_BUFFER_QTY_INVALID', 400);
        expect(message, qty).toBe('The buffer quantity must be a whole number of 0 or more (digits only).');
      }
      for (const ratio of ['100.01', '12.345', '-1', '101', 'abc', '', '1.', '.5', '05']) {
        const message = refused(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: '1', bufferRatio: ratio, version: 2 }), 'ASSET_RATIO_INVALID', 400);
        expect(message, ratio).toBe('The buffer ratio must be between 0 and 100 with at most 2 decimals.');
      }
      const b = ok(await zh<{ rows: Row[] }>('POST', '/assets/warehouse/search', { pageSize: 1 })).rows[0];
      expect(refused(await zh('PUT', `/assets/warehouse/${b.id}/buffer`, { bufferQty: '1', bufferRatio: '100.5', version: 0 }), 'ASSET_RATIO_INVALID')).toBe(
        '缓冲比例必须在 0 到 100 之间，最多 2 位小数。',
      );
      expect(refused(await zh('PUT', `/assets/warehouse/${b.id}/buffer`, { bufferQty: '-2', bufferRatio: '1', version: 0 }), 'ASSET_BUFFER_QTY_INVALID')).toBe(
        '缓冲数量必须是大于或等于 0 的整数（仅限数字）。',
      );
      for (const [qty, ratio] of [['0', '0'], ['999999999', '0.01'], ['7', '99.99']]) {
        const current = bufferSettingSchema.parse(ok(await a('GET', `/assets/warehouse/${w.id}/buffer`)));
        ok(await a('PUT', `/assets/warehouse/${w.id}/buffer`, { bufferQty: qty, bufferRatio: ratio, version: current.version }));
      }
    });

    it('pages through the seeded records of a warehouse newest first, with a date filter', async () => {
      const seeded = await h.db.one<{ warehouse_id: string; n: number }>(
        'SELECT warehouse_id, count(*)::int AS n FROM warehouse_buffer_records WHERE tenant_id = $1 GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
        [tenantA],
      );
      const { rows, total } = await walk<z.infer<typeof bufferRecordRowSchema>>(a, `/assets/warehouse/${seeded.warehouse_id}/buffer/records`, { pageSize: 2 });
      expect(rows).toHaveLength(seeded.n);
      expect(total).toBe(seeded.n);
      const times = rows.map((r) => r.changedAt);
      expect(times).toEqual([...times].sort().reverse());
      // each record's old values are the previous record's new ones
      for (let i = 0; i + 1 < rows.length; i++) expect(rows[i].oldQty).toBe(rows[i + 1].newQty);
      const day = times[0].slice(0, 10);
      const sameDay = await walk<z.infer<typeof bufferRecordRowSchema>>(a, `/assets/warehouse/${seeded.warehouse_id}/buffer/records`, {
        conditions: { changedAt: [day, day] },
        pageSize: 2,
      });
      expect(sameDay.rows.length).toBeGreaterThan(0);
      expect(sameDay.rows.every((r) => r.changedAt.startsWith(day))).toBe(true);
    });
  });

  describe('cost setting', () => {
    it('amounts are positive with at most 5 decimals; every changed field is recorded', async () => {
      const w = warehouseSchema.parse(ok(await a('POST', '/assets/warehouse', newWarehouse('T-COST'))));
      const empty = warehouseCostSchema.parse(ok(await a('GET', `/assets/warehouse/${w.id}/cost`)));
      expect(empty).toMatchObject({ currency: 'CNY', inboundPerUnit: null, version: 0 });
      const base = { currency: 'CNY', inboundPerUnit: null, outboundPerOrder: null, outboundPerExtraUnit: null, storagePerCbmDay: null, returnPerUnit: null };
      for (const bad of ['0', '0.0', '-5', '1.123456', 'abc', '05', '1,5']) {
        const message = refused(await a('PUT', `/assets/warehouse/${w.id}/cost`, { ...base, outboundPerOrder: bad, version: 0 }), 'ASSET_AMOUNT_INVALID', 400);
        expect(message, bad).toBe('The outbound fee per order must be a positive number with at most 5 decimals.');
      }
      const b = ok(await zh<{ rows: Row[] }>('POST', '/assets/warehouse/search', { pageSize: 1 })).rows[0];
      expect(refused(await zh('PUT', `/assets/warehouse/${b.id}/cost`, { ...base, inboundPerUnit: '-1', version: 0 }), 'ASSET_AMOUNT_INVALID')).toBe(
        '入库费（每件）必须是正数，最多 5 位小数。',
      );
      const saved = warehouseCostSchema.parse(
        ok(await a('PUT', `/assets/warehouse/${w.id}/cost`, { ...base, inboundPerUnit: '0.00001', outboundPerOrder: '12.50', storagePerCbmDay: '', version: 0 })),
      );
      expect(saved).toMatchObject({ inboundPerUnit: '0.00001', outboundPerOrder: '12.5', storagePerCbmDay: null, version: 1 });
      h.clock.advance(60_000);
      const again = warehouseCostSchema.parse(
        ok(await a('PUT', `/assets/warehouse/${w.id}/cost`, { ...base, inboundPerUnit: '0.00001', outboundPerOrder: '13', version: 1 })),
      );
      expect(again.version).toBe(2);
      refused(await a('PUT', `/assets/warehouse/${w.id}/cost`, { ...base, outboundPerOrder: '14', version: 1 }), 'ASSET_STALE_VERSION', 409);
      const records = pageSchema(costRecordRowSchema).parse(ok(await a('POST', `/assets/warehouse/${w.id}/cost/records/query`, { pageSize: 20 })));
      expect(records.rows.map((r) => [r.field, r.oldValue, r.newValue])).toEqual(
        expect.arrayContaining([
          ['currency', null, 'CNY'],
          ['inboundPerUnit', null, '0.00001'],
          ['outboundPerOrder', null, '12.5'],
          ['outboundPerOrder', '12.5', '13'],
        ]),
      );
      expect(records.rows).toHaveLength(4);
      expect(records.rows[0]).toMatchObject({ field: 'outboundPerOrder', changedBy: 'Grace Lin' });
      const filtered = pageSchema(costRecordRowSchema).parse(
        ok(await a('POST', `/assets/warehouse/${w.id}/cost/records/query`, { conditions: { field: 'inbound' }, pageSize: 20 })),
      );
      expect(filtered.rows.map((r) => r.field)).toEqual(['inboundPerUnit']);
    });

    it('pages through the seeded cost records of every warehouse of the tenant', async () => {
      const owners = await h.db.query<{ owner_id: string; n: number }>(
        "SELECT owner_id, count(*)::int AS n FROM cost_records WHERE tenant_id = $1 AND owner_kind = 'warehouse' GROUP BY 1 ORDER BY 1 LIMIT 5",
        [tenantA],
      );
      expect(owners.length).toBeGreaterThan(0);
      for (const o of owners) {
        const { rows } = await walk<z.infer<typeof costRecordRowSchema>>(a, `/assets/warehouse/${o.owner_id}/cost/records/query`, { pageSize: 2 });
        expect(rows).toHaveLength(o.n);
      }
    });
  });

  describe('third-party warehouses', () => {
    it('lists only third-party warehouses, paged by provider with ties broken by id', async () => {
      const byProvider = await walk<z.infer<typeof thirdWarehouseRowSchema>>(a, '/warehouse-group/third/search', { sort: { field: 'providerName', order: 'asc' }, pageSize: 3 });
      for (const r of byProvider.rows) thirdWarehouseRowSchema.parse(r);
      const db = await h.db.query<{ id: string }>(
        "SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'thirdParty' AND deleted_at IS NULL ORDER BY provider_name, id",
        [tenantA],
      );
      expect(byProvider.rows.map((r) => r.id)).toEqual(db.map((r) => r.id));
      const transpac = await walk<z.infer<typeof thirdWarehouseRowSchema>>(a, '/warehouse-group/third/search', { conditions: { providerName: 'Transpac' }, pageSize: 1 });
      expect(transpac.rows.map((r) => r.providerWarehouseCode).sort()).toEqual(['TPF-CHN1', 'TPF-CRB2']);
    });
  });
});
