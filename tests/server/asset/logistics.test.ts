// Logistics channels through the real pipeline: keyset search, create/update/delete with their
// rules, bind-changeable, carriers/ports/trunk lines, the carts of a channel and per-cart choice,
// cost settings (formula checked, additional charges, records), the formula test (valid,
// division by zero, unknown names, injection attempts) and the tenant's asset settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  additionalCostDefinitionSchema,
  assetSettingSchema,
  assetTables,
  carrierSchema,
  cartLogisticsSchema,
  costRecordRowSchema,
  costTestResultSchema,
  logisticsCartSchema,
  logisticsCostSchema,
  logisticsRowSchema,
  logisticsSchema,
  pageSchema,
  portSchema,
  trunkLineSchema,
} from '../../../src/contract';
import { callerFor, ok, refused, secondEditor, walk, type Caller } from './helpers';
import { createHarness, type Harness } from '../harness';

type Row = z.infer<typeof logisticsRowSchema>;
type Channel = z.infer<typeof logisticsSchema>;
const editable = (l: Channel) => ({
  name: l.name, carrierId: l.carrierId, mode: l.mode, trunkLineId: l.trunkLineId, transitDaysMin: l.transitDaysMin, transitDaysMax: l.transitDaysMax,
  status: l.status, remark: l.remark, version: l.version,
});

describe('logistics', () => {
  let h: Harness;
  let a: Caller;
  let zh: Caller;
  let tenantA: string;
  const byCode = async (call: Caller, code: string): Promise<Channel> => {
    const row = ok(await call<{ rows: Row[] }>('POST', '/assets/logistics/search', { conditions: { code }, pageSize: 5 })).rows.find((r) => r.code === code)!;
    return logisticsSchema.parse(ok(await call('GET', `/assets/logistics/${row.id}`)));
  };
  const carriers = async (call: Caller) => z.array(carrierSchema).parse(ok(await call('GET', '/assets/logistics/carriers')));
  beforeAll(async () => {
    h = await createHarness();
    a = callerFor(h, await h.signIn('supplier1'));
    zh = callerFor(h, await h.signIn('supplier2'));
    tenantA = h.seeded.tenantIds.harbor;
  });
  afterAll(() => h?.close());

  describe('channels', () => {
    it('pages through the 15 seeded channels with filters and sorts', async () => {
      const all = await walk<Row>(a, '/assets/logistics/search', { pageSize: 4 });
      expect(all.rows).toHaveLength(15);
      for (const r of all.rows) logisticsRowSchema.parse(r);
      const sea = await walk<Row>(a, '/assets/logistics/search', { conditions: { mode: ['sea'] }, sort: { field: 'name', order: 'desc' }, pageSize: 2 });
      expect(sea.rows.every((r) => r.mode === 'sea')).toBe(true);
      expect(sea.rows.map((r) => r.name)).toEqual([...sea.rows.map((r) => r.name)].sort().reverse());
      const maersk = await walk<Row>(a, '/assets/logistics/search', { conditions: { carrierName: 'maersk' }, pageSize: 5 });
      expect(maersk.rows.map((r) => r.code).sort()).toEqual(['MAERSK-FXT', 'MAERSK-HAM']);
      const disabled = await walk<Row>(a, '/assets/logistics/search', { conditions: { status: 'disabled' }, pageSize: 5 });
      expect(disabled.rows.map((r) => r.code)).toEqual(['SEA-NYC']);
      for (const field of ['mode', 'status', 'createdAt', 'updatedAt'] as const) {
        const { rows } = await walk<Row>(a, '/assets/logistics/search', { sort: { field, order: 'asc' }, pageSize: 4 });
        const column = { mode: 'mode', status: 'status', createdAt: 'created_at', updatedAt: 'updated_at' }[field];
        const db = await h.db.query<{ id: string }>(`SELECT id FROM logistics_channels WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY ${column}, id`, [tenantA]);
        expect(rows.map((r) => r.id), field).toEqual(db.map((r) => r.id));
      }
    });

    it('creates a channel: code unique per tenant, transit days in order, a carrier of the tenant', async () => {
      const [carrier] = await carriers(a);
      const body = { code: 'T-EXP', name: 'Test express', carrierId: carrier.id, mode: 'express', transitDaysMin: 2, transitDaysMax: 4 };
      const created = logisticsSchema.parse(ok(await a('POST', '/assets/logistics', body)));
      expect(created).toMatchObject({ code: 'T-EXP', carrierName: carrier.name, trunkLineId: null, status: 'active', cartCount: 0, version: 1 });
      expect(refused(await a('POST', '/assets/logistics', { ...body, code: 'dhl-exp' }), 'ASSET_LOGISTICS_CODE_TAKEN', 409)).toBe('The logistics channel code dhl-exp is already in use.');
      expect(refused(await a('POST', '/assets/logistics', { ...body, code: 'T-EXP2', transitDaysMin: 5 }), 'ASSET_TRANSIT_DAYS_INVALID', 400)).toBe(
        'The minimum transit days cannot exceed the maximum.',
      );
      const [foreignCarrier] = await carriers(zh);
      refused(await a('POST', '/assets/logistics', { ...body, code: 'T-EXP3', carrierId: foreignCarrier.id }), 'ASSET_CARRIER_UNKNOWN', 400);
      refused(await a('POST', '/assets/logistics', { ...body, code: 'T-EXP4', trunkLineId: 'tl_nope' }), 'ASSET_TRUNK_LINE_UNKNOWN', 400);
      expect(refused(await zh('POST', '/assets/logistics', { ...body, code: 'DHL-EXP', carrierId: foreignCarrier.id }), 'ASSET_LOGISTICS_CODE_TAKEN')).toBe(
        '物流渠道编码 DHL-EXP 已被使用。',
      );
    });

    it('bind-changeable is false while any cart uses the channel; then carrier, mode, trunk line, disabling and deleting are refused', async () => {
      const used = await byCode(a, 'USPS-GA');
      expect(used.cartCount).toBeGreaterThan(0);
      expect(ok(await a('GET', `/assets/logistics/${used.id}/bind-changeable`))).toEqual({ changeable: false, cartCount: used.cartCount });
      const [, other] = (await carriers(a)).filter((c) => c.id !== used.carrierId);
      const message = refused(await a('PUT', `/assets/logistics/${used.id}`, { ...editable(used), carrierId: other.id }), 'ASSET_LOGISTICS_IN_USE', 409);
      expect(message).toBe(`${used.cartCount} ${used.cartCount === 1 ? 'cart uses' : 'carts use'} this logistics channel. Remove it from those carts before you change its carrier, mode or trunk line.`);
      refused(await a('PUT', `/assets/logistics/${used.id}`, { ...editable(used), mode: 'air' }), 'ASSET_LOGISTICS_IN_USE', 409);
      refused(await a('PUT', `/assets/logistics/${used.id}`, { ...editable(used), status: 'disabled' }), 'ASSET_LOGISTICS_IN_USE', 409);
      refused(await a('DELETE', `/assets/logistics/${used.id}`), 'ASSET_LOGISTICS_IN_USE', 409);
      const renamed = logisticsSchema.parse(ok(await a('PUT', `/assets/logistics/${used.id}`, { ...editable(used), name: 'USPS Ground Advantage', transitDaysMax: 6 })));
      expect(renamed.version).toBe(used.version + 1);
      const usedZh = await byCode(zh, 'USPS-GA');
      expect(refused(await zh('DELETE', `/assets/logistics/${usedZh.id}`), 'ASSET_LOGISTICS_IN_USE')).toBe(
        `有 ${usedZh.cartCount} 个店铺正在使用该物流渠道。请先在这些店铺中移除该渠道，再删除。`,
      );

      const free = await byCode(a, 'AIR-ORD');
      expect(ok(await a('GET', `/assets/logistics/${free.id}/bind-changeable`))).toEqual({ changeable: true, cartCount: 0 });
      // a cart starts using it: no longer changeable
      const cart = ok(await a<{ rows: { id: string }[] }>('POST', '/assets/cart/search', { conditions: { siteCountry: ['US'] }, pageSize: 1 })).rows[0];
      const choice = cartLogisticsSchema.parse(ok(await a('GET', `/assets/logistics/cart/${cart.id}`)));
      const ids = [...choice.logistics.map((l) => l.logisticsId), free.id];
      ok(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: ids, defaultLogisticsId: free.id, version: choice.version }));
      expect(ok(await a('GET', `/assets/logistics/${free.id}/bind-changeable`))).toEqual({ changeable: false, cartCount: 1 });
      const carts = z.array(logisticsCartSchema).parse(ok(await a('GET', '/assets/logistics/carts', undefined, { logisticsId: free.id })));
      expect(carts.filter((c) => c.bound)).toEqual([expect.objectContaining({ id: cart.id, bound: true, isDefault: true })]);
      expect(carts[0].id).toBe(cart.id);
      expect(carts).toHaveLength(300);
    });

    it('an unused channel is edited freely and deleted softly (repeatable); then its code is free', async () => {
      const [carrier, carrier2] = await carriers(a);
      const ch = logisticsSchema.parse(ok(await a('POST', '/assets/logistics', { code: 'T-DEL', name: 'To delete', carrierId: carrier.id, mode: 'air', transitDaysMin: 1, transitDaysMax: 2 })));
      const moved = logisticsSchema.parse(ok(await a('PUT', `/assets/logistics/${ch.id}`, { ...editable(ch), carrierId: carrier2.id, mode: 'sea', status: 'disabled' })));
      expect(moved).toMatchObject({ carrierId: carrier2.id, mode: 'sea', status: 'disabled', version: 2 });
      refused(await a('PUT', `/assets/logistics/${ch.id}`, { ...editable(ch), name: 'stale' }), 'ASSET_STALE_VERSION', 409);
      expect(ok(await a('DELETE', `/assets/logistics/${ch.id}`))).toEqual({ id: ch.id });
      expect(ok(await a('DELETE', `/assets/logistics/${ch.id}`))).toEqual({ id: ch.id });
      refused(await a('GET', `/assets/logistics/${ch.id}`), 'SYS_NOT_FOUND', 404);
      ok(await a('POST', '/assets/logistics', { code: 'T-DEL', name: 'Again', carrierId: carrier.id, mode: 'air', transitDaysMin: 1, transitDaysMax: 2 }));
    });
  });

  describe('carriers, ports and trunk lines', () => {
    it('creates, updates and deletes with code, port and in-use rules', async () => {
      const carrier = carrierSchema.parse(ok(await a('POST', '/assets/logistics/carrier', { code: 'T-CR', name: 'Test carrier', trackingUrl: 'https://t.example/{no}' })));
      expect(carrier).toMatchObject({ logisticsCount: 0, version: 1 });
      expect(refused(await a('POST', '/assets/logistics/carrier', { code: 'dhl', name: 'Dup' }), 'ASSET_CARRIER_CODE_TAKEN', 409)).toBe('The carrier code dhl is already in use.');
      refused(await a('POST', '/assets/logistics/carrier', { code: 'T-CR2', name: 'Bad url', trackingUrl: 'javascript:alert(1)' }), 'SYS_INVALID_REQUEST', 400);
      const renamed = carrierSchema.parse(ok(await a('PUT', `/assets/logistics/carrier/${carrier.id}`, { name: 'Renamed carrier', trackingUrl: '', version: 1 })));
      expect(renamed.version).toBe(2);
      refused(await a('PUT', `/assets/logistics/carrier/${carrier.id}`, { name: 'Stale', trackingUrl: '', version: 1 }), 'ASSET_STALE_VERSION', 409);

      const dhl = (await carriers(a)).find((c) => c.code === 'DHL')!;
      expect(refused(await a('DELETE', `/assets/logistics/carrier/${dhl.id}`), 'ASSET_CARRIER_IN_USE', 409)).toBe(`${dhl.logisticsCount} ${dhl.logisticsCount === 1 ? 'logistics channel uses' : 'logistics channels use'} this carrier.`);
      const dhlB = (await carriers(zh)).find((c) => c.code === 'DHL')!;
      expect(refused(await zh('DELETE', `/assets/logistics/carrier/${dhlB.id}`), 'ASSET_CARRIER_IN_USE')).toBe(`有 ${dhlB.logisticsCount} 个物流渠道正在使用该承运商。`);

      const p1 = portSchema.parse(ok(await a('POST', '/assets/logistics/port', { code: 'T-P1', name: 'Port one', country: 'CN', portType: 'sea' })));
      const p2 = portSchema.parse(ok(await a('POST', '/assets/logistics/port', { code: 'T-P2', name: 'Port two', country: 'US', portType: 'sea' })));
      refused(await a('POST', '/assets/logistics/port', { code: 'cnytn', name: 'Dup', country: 'CN', portType: 'sea' }), 'ASSET_PORT_CODE_TAKEN', 409);
      const line = { code: 'T-TL', name: 'One to two', originPortId: p1.id, destinationPortId: p2.id, mode: 'sea', transitDays: 20 };
      expect(refused(await a('POST', '/assets/logistics/trunk-line', { ...line, destinationPortId: p1.id }), 'ASSET_TRUNK_LINE_SAME_PORTS', 400)).toBe(
        'The origin and destination ports must differ.',
      );
      const foreignPort = z.array(portSchema).parse(ok(await zh('GET', '/assets/logistics/ports')))[0];
      refused(await a('POST', '/assets/logistics/trunk-line', { ...line, destinationPortId: foreignPort.id }), 'ASSET_PORT_UNKNOWN', 400);
      const tl = trunkLineSchema.parse(ok(await a('POST', '/assets/logistics/trunk-line', line)));
      expect(tl).toMatchObject({ originPortCode: 'T-P1', destinationPortCode: 'T-P2', version: 1 });
      refused(await a('POST', '/assets/logistics/trunk-line', { ...line, code: 'ytn-lax' }), 'ASSET_TRUNK_LINE_CODE_TAKEN', 409);
      expect(refused(await a('DELETE', `/assets/logistics/port/${p1.id}`), 'ASSET_PORT_IN_USE', 409)).toBe('1 trunk line uses this port.');
      const ch = logisticsSchema.parse(ok(await a('POST', '/assets/logistics', { code: 'T-TLCH', name: 'On the line', carrierId: carrier.id, mode: 'sea', trunkLineId: tl.id, transitDaysMin: 20, transitDaysMax: 25 })));
      expect(ch.trunkLineName).toBe('One to two');
      refused(await a('DELETE', `/assets/logistics/trunk-line/${tl.id}`), 'ASSET_TRUNK_LINE_IN_USE', 409);
      refused(await a('DELETE', `/assets/logistics/carrier/${carrier.id}`), 'ASSET_CARRIER_IN_USE', 409);
      const { code: _code, ...lineFields } = line;
      const updated = trunkLineSchema.parse(ok(await a('PUT', `/assets/logistics/trunk-line/${tl.id}`, { ...lineFields, transitDays: 22, version: 1 })));
      expect(updated).toMatchObject({ transitDays: 22, version: 2 });
      // free everything in order: channel, line, ports, carrier
      ok(await a('DELETE', `/assets/logistics/${ch.id}`));
      ok(await a('DELETE', `/assets/logistics/trunk-line/${tl.id}`));
      ok(await a('DELETE', `/assets/logistics/trunk-line/${tl.id}`));
      ok(await a('DELETE', `/assets/logistics/port/${p1.id}`));
      ok(await a('DELETE', `/assets/logistics/carrier/${carrier.id}`));
      const ports = z.array(portSchema).parse(ok(await a('GET', '/assets/logistics/ports')));
      expect(ports.map((p) => p.code)).toContain('T-P2');
      expect(ports.map((p) => p.code)).not.toContain('T-P1');
      expect(z.array(trunkLineSchema).parse(ok(await a('GET', '/assets/logistics/trunk-lines'))).map((t) => t.code)).not.toContain('T-TL');
    });
  });

  describe('cost', () => {
    it('saves a formula (checked), a minimum and additional charges; records each changed field', async () => {
      const ch = await byCode(a, 'AIR-ORD');
      const cost = logisticsCostSchema.parse(ok(await a('GET', `/assets/logistics/${ch.id}/cost`)));
      expect(cost).toMatchObject({ formula: 'max(chargeableKg, 45) * 38 + 300', minCharge: '2010', additional: [{ code: 'fuelSurcharge', amount: '9.5' }] });
      const body = { currency: cost.currency, formula: cost.formula!, volumetricDivisor: cost.volumetricDivisor, minCharge: cost.minCharge, additional: cost.additional, version: cost.version };
      for (const formula of ['process.exit()', 'constructor', 'weightKg +', 'max(weightKg', 'foo(1)', 'weightKg ** 2', '1; 2', 'this.x']) {
        expect(refused(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, formula }), 'ASSET_FORMULA_INVALID', 400), formula).toMatch(/^The cost formula is not valid: /);
      }
      expect(refused(await zh('PUT', `/assets/logistics/${(await byCode(zh, 'AIR-ORD')).id}/cost`, { ...body, formula: 'speed * 2' }), 'ASSET_FORMULA_INVALID')).toMatch(
        /^费用公式无效：未知变量“speed”/,
      );
      refused(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, additional: [{ code: 'bribe', amount: '1' }] }), 'ASSET_ADDITIONAL_COST_UNKNOWN', 400);
      refused(
        await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, additional: [{ code: 'remoteArea', amount: '1' }, { code: 'remoteArea', amount: '2' }] }),
        'ASSET_ADDITIONAL_COST_REPEATED',
        400,
      );
      refused(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, additional: [{ code: 'fuelSurcharge', amount: '120' }] }), 'ASSET_PERCENT_INVALID', 400);
      refused(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, minCharge: '0' }), 'ASSET_AMOUNT_INVALID', 400);
      h.clock.advance(60_000);
      const saved = logisticsCostSchema.parse(
        ok(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, formula: 'max(chargeableKg, 45) * 36 + 300', additional: [{ code: 'remoteArea', amount: '30' }] })),
      );
      expect(saved).toMatchObject({ version: cost.version + 1, additional: [{ code: 'remoteArea', amount: '30' }] });
      refused(await a('PUT', `/assets/logistics/${ch.id}/cost`, { ...body, formula: '1' }), 'ASSET_STALE_VERSION', 409);
      const records = pageSchema(costRecordRowSchema).parse(ok(await a('POST', `/assets/logistics/${ch.id}/cost/records/query`, { pageSize: 3 })));
      expect(records.rows.map((r) => [r.field, r.oldValue, r.newValue]).sort()).toEqual([
        ['additional.fuelSurcharge', '9.5', null],
        ['additional.remoteArea', null, '30'],
        ['formula', 'max(chargeableKg, 45) * 38 + 300', 'max(chargeableKg, 45) * 36 + 300'],
      ]);
      expect(records.nextCursor).not.toBeNull();
      const all = await walk(a, `/assets/logistics/${ch.id}/cost/records/query`, { pageSize: 3 });
      expect(all.rows.length).toBeGreaterThan(3);
    });

    it('a channel without a cost setting answers version 0 and takes its first save', async () => {
      const [carrier] = await carriers(a);
      const ch = logisticsSchema.parse(ok(await a('POST', '/assets/logistics', { code: 'T-COST', name: 'Cost', carrierId: carrier.id, mode: 'air', transitDaysMin: 1, transitDaysMax: 2 })));
      expect(logisticsCostSchema.parse(ok(await a('GET', `/assets/logistics/${ch.id}/cost`)))).toMatchObject({ formula: null, version: 0, volumetricDivisor: 6000, currency: 'USD' });
      const saved = logisticsCostSchema.parse(ok(await a('PUT', `/assets/logistics/${ch.id}/cost`, { currency: 'USD', formula: 'weightKg * 9', volumetricDivisor: 5000, minCharge: null, version: 0 })));
      expect(saved).toMatchObject({ formula: 'weightKg * 9', version: 1 });
    });

    it('lists the additional charge definitions', async () => {
      const defs = z.array(additionalCostDefinitionSchema).parse(ok(await a('GET', '/assets/logistics/cost/additional/definitions')));
      expect(defs.map((d) => d.code)).toEqual(['fuelSurcharge', 'remoteArea', 'customsClearance', 'insurance', 'oversize', 'peakSeason']);
      expect(defs[0]).toEqual({ code: 'fuelSurcharge', label: 'Fuel surcharge', labelZh: '燃油附加费', unit: 'percentOfBase' });
    });
  });

  describe('formula test', () => {
    const test = (body: Record<string, unknown>) => a('POST', '/assets/logistics/cost/test', { weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10, declaredValue: 40, ...body });

    it('evaluates a formula for a sample parcel with minimum and additional charges', async () => {
      const result = costTestResultSchema.parse(
        ok(await test({ formula: 'max(chargeableKg, 0.5) * 68 + 25', additional: [{ code: 'fuelSurcharge', amount: '10' }, { code: 'insurance', amount: '2' }, { code: 'peakSeason', amount: '1.5' }] })),
      );
      expect(result.variables).toMatchObject({ weightKg: 1.2, volumeCm3: 6000, volumetricKg: 1, chargeableKg: 1.2 });
      expect(result.base).toBe(106.6);
      expect(result.charged).toBe(106.6);
      expect(result.additional).toEqual([
        { code: 'fuelSurcharge', amount: 10.66 },
        { code: 'insurance', amount: 0.8 },
        { code: 'peakSeason', amount: 1.8 },
      ]);
      expect(result.total).toBe(119.86);
      const volumetric = costTestResultSchema.parse(ok(await test({ formula: 'ceil(chargeableKg) * 10 - min(1, 2) + -(-1)', volumetricDivisor: 1000 })));
      expect(volumetric.variables.chargeableKg).toBe(6);
      expect(volumetric.base).toBe(60);
      const minimum = costTestResultSchema.parse(ok(await test({ formula: 'weightKg * 2', minCharge: '50' })));
      expect(minimum).toMatchObject({ base: 2.4, charged: 50, total: 50 });
    });

    it('division by zero and unknown names are refused with their codes, in both languages', async () => {
      expect(refused(await test({ formula: 'declaredValue / (lengthCm - 30)' }), 'ASSET_FORMULA_DIVISION_BY_ZERO', 400)).toBe('The cost formula divides by zero for these values.');
      expect(refused(await zh('POST', '/assets/logistics/cost/test', { formula: '1 / 0', weightKg: 1 }), 'ASSET_FORMULA_DIVISION_BY_ZERO')).toBe('按这些数值计算时，费用公式出现除以零。');
      expect(refused(await test({ formula: 'weight * 2' }), 'ASSET_FORMULA_INVALID', 400)).toContain('unknown variable "weight"');
      expect(refused(await test({ formula: 'floor(weightKg)' }), 'ASSET_FORMULA_INVALID', 400)).toContain('unknown function "floor"');
      expect(refused(await test({ formula: 'ceil(1, 2)' }), 'ASSET_FORMULA_INVALID', 400)).toContain('ceil() takes 1 argument');
    });

    it('injection attempts are only unknown names or syntax errors: nothing is ever run', async () => {
      const attempts = [
        'process.exit()', 'process', 'constructor', '__proto__', 'weightKg.constructor', 'constructor.constructor("return process")()', 'this', 'globalThis',
        'require("fs")', 'eval(1)', 'Function("x")', 'Math.max(1)', '[].map', '`1`', '1;2', 'weightKg = 1', 'a => 1', '(() => 1)()', 'toString()',
        'valueOf', 'hasOwnProperty("weightKg")', '1e400', 'max(' + '('.repeat(60) + '1' + ')'.repeat(60) + ')',
      ];
      for (const formula of attempts) {
        const answer = await test({ formula });
        expect(answer.envelope.code, formula).toBe('ASSET_FORMULA_INVALID');
      }
      expect(typeof process.exit).toBe('function');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('per-cart channels', () => {
    it('saves the channels of a cart with its default; repeated, unknown, disabled and stale choices are refused', async () => {
      const b = callerFor(h, await secondEditor(h));
      const cart = ok(await a<{ rows: { id: string }[] }>('POST', '/assets/cart/search', { conditions: { siteCountry: ['DE'] }, pageSize: 1 })).rows[0];
      const before = cartLogisticsSchema.parse(ok(await a('GET', `/assets/logistics/cart/${cart.id}`)));
      const bRead = cartLogisticsSchema.parse(ok(await b('GET', `/assets/logistics/cart/${cart.id}`)));
      const rail = await byCode(a, 'RAIL-DUI');
      const dhl = await byCode(a, 'DHL-EXP');
      expect(refused(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [rail.id, rail.id], defaultLogisticsId: rail.id, version: before.version }), 'ASSET_LOGISTICS_REPEATED', 400)).toBe(
        'A logistics channel is listed more than once.',
      );
      refused(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [rail.id], defaultLogisticsId: dhl.id, version: before.version }), 'ASSET_DEFAULT_LOGISTICS_NOT_SELECTED', 400);
      const foreign = await byCode(zh, 'RAIL-DUI');
      refused(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [foreign.id], defaultLogisticsId: null, version: before.version }), 'ASSET_LOGISTICS_UNKNOWN', 400);
      const disabled = await byCode(a, 'SEA-NYC');
      expect(refused(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [disabled.id], defaultLogisticsId: null, version: before.version }), 'ASSET_LOGISTICS_DISABLED', 400)).toBe(
        'The logistics channel SEA-NYC is disabled and cannot be chosen.',
      );
      const saved = cartLogisticsSchema.parse(ok(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [rail.id, dhl.id], defaultLogisticsId: dhl.id, version: before.version })));
      expect(saved.logistics.map((l) => [l.code, l.isDefault])).toEqual([['DHL-EXP', true], ['RAIL-DUI', false]]);
      expect(saved.version).toBe(before.version + 1);
      refused(await b('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [], defaultLogisticsId: null, version: bRead.version }), 'ASSET_STALE_VERSION', 409);
      // the same choice again is not a conflict
      ok(await b('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [dhl.id, rail.id], defaultLogisticsId: dhl.id, version: bRead.version }));
      const cleared = cartLogisticsSchema.parse(ok(await a('PUT', `/assets/logistics/cart/${cart.id}`, { logisticsIds: [], defaultLogisticsId: null, version: saved.version })));
      expect(cleared.logistics).toEqual([]);
    });
  });

  describe('table definitions', () => {
    it('every asset list is registered: columns and conditions in the user language, exportable', async () => {
      const zhCookie = await h.signIn('supplier2');
      for (const table of assetTables) {
        const columns = ok(await h.call<{ key: string; title: string }[]>('POST', '/common/app/theme/table/getAllTableColumns', { cookie: zhCookie, body: { bizType: table.bizType } }));
        expect(columns.map((c) => c.key), table.bizType).toEqual(table.columns.map((c) => c.key));
        expect(columns[0].title, table.bizType).toBe(table.columns[0].title.zh);
        const conditions = ok(await h.call<{ key: string }[]>('GET', `/common/app/theme/search/getConditionList/${table.bizType}`, { cookie: zhCookie }));
        expect(conditions.map((c) => c.key), table.bizType).toEqual(table.conditions.map((c) => c.key));
        expect(table.title, table.bizType).toBeDefined();
      }
      const job = ok(
        await a<{ status: string; title: string }>('POST', '/export', {
          bizType: 'asset.warehouse',
          conditions: { type: ['thirdParty'] },
          sort: { field: 'name', order: 'asc' },
          columns: ['code', 'name', 'providerName', 'status'],
        }),
      );
      expect(job.title).toBe('Warehouses');
    });
  });

  describe('asset settings', () => {
    it('reads and saves the tenant defaults with the version rule and the number rules', async () => {
      const setting = assetSettingSchema.parse(ok(await a('GET', '/assets/setting')));
      expect(setting).toMatchObject({ defaultCurrency: 'USD', defaultBufferRatio: '5', lowStockThreshold: 20, version: 1 });
      refused(await a('PUT', '/assets/setting', { defaultCurrency: 'USD', defaultBufferRatio: '100.5', lowStockThreshold: '20', version: 1 }), 'ASSET_RATIO_INVALID', 400);
      expect(refused(await a('PUT', '/assets/setting', { defaultCurrency: 'USD', defaultBufferRatio: '5', lowStockThreshold: '2.5', version: 1 }), 'ASSET_INTEGER_INVALID', 400)).toBe(
        'The low-stock threshold must be a whole number of 0 or more (digits only).',
      );
      const saved = assetSettingSchema.parse(ok(await a('PUT', '/assets/setting', { defaultCurrency: 'EUR', defaultBufferRatio: '7.25', lowStockThreshold: '0', version: 1 })));
      expect(saved).toMatchObject({ defaultCurrency: 'EUR', defaultBufferRatio: '7.25', lowStockThreshold: 0, version: 2 });
      refused(await a('PUT', '/assets/setting', { defaultCurrency: 'USD', defaultBufferRatio: '5', lowStockThreshold: '20', version: 1 }), 'ASSET_STALE_VERSION', 409);
      // another supplier's settings are its own: never saved yet, in its currency
      const other = callerFor(h, await h.signIn('supplier2'));
      const theirs = assetSettingSchema.parse(ok(await other('GET', '/assets/setting')));
      expect(theirs.defaultBufferRatio).not.toBe('7.25');
      const next = assetSettingSchema.parse(ok(await other('PUT', '/assets/setting', { defaultCurrency: 'CNY', defaultBufferRatio: '1', lowStockThreshold: '10', version: theirs.version })));
      expect(next.version).toBe(theirs.version + 1);
      expect(assetSettingSchema.parse(ok(await a('GET', '/assets/setting')))).toMatchObject({ defaultBufferRatio: '7.25', version: 2 });
    });
  });
});
