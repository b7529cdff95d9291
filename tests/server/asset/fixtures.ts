// Fixtures of the asset endpoints for the CSRF/auth and tenant/permission matrices (spread into
// tests/server/fixtures.ts). Objects are created directly in the database with fixed ids: tenant
// A's (supplier1's) objects that the valid inputs address, and tenant B's that supplier1 must not
// reach. The matrices call each valid input once per flavour path, so the inputs are repeatable:
// updates name the values the object already has (a save that changes nothing succeeds),
// deletes may repeat (a deleted object deletes again without error), and creates draw a fresh
// code at every read of `body.code`.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const T0 = '2026-01-15T00:00:00Z';
let serial = 0;
/**
 * A body whose `code` is new at every read (a getter, so it survives the spread into the
 * fixture table and JSON.stringify of the body): a create can be called again and again.
 */
function withFreshCode<B extends object>(prefix: string, body: B): B & { code: string } {
  return Object.defineProperty({ ...body } as B & { code: string }, 'code', {
    get: () => `${prefix}-${(++serial).toString().padStart(4, '0')}`,
    enumerable: true,
  });
}

async function tenantA(db: Db): Promise<string> {
  return (await db.one<{ tenant_id: string }>("SELECT tenant_id FROM users WHERE account = 'supplier1'")).tenant_id;
}

/** The objects of one tenant, ids suffixed `a` or `b`; repeat calls change nothing. */
async function ensureObjects(db: Db, tenantId: string, s: 'a' | 'b'): Promise<void> {
  const q = (text: string, params: unknown[]) => db.query(`${text} ON CONFLICT DO NOTHING`, params as never);
  const secret = s === 'b' ? 'Secret B ' : '';
  for (const [id, code] of [[`wh_fx_${s}`, `FX-${s}`], [`wh_fx_${s}_del`, `FX-${s}-DEL`]]) {
    await q(
      `INSERT INTO warehouses (id, tenant_id, code, name, type, provider_name, provider_warehouse_code, country, state_or_province, city, district, area,
              address_line1, postal_code, contact_name, contact_phone, currency, status, remark, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'own', NULL, NULL, 'CN', 'Guangdong', 'Shenzhen', 'Nanshan', '', '1 Fixture Road', '518000', '', '', 'CNY', 'active', '', 1, $5, $5)`,
      [id, tenantId, code, `${secret}Fixture Warehouse ${s.toUpperCase()}`, T0],
    );
  }
  await q(
    `INSERT INTO warehouse_buffer_settings (warehouse_id, tenant_id, buffer_qty, buffer_ratio, version, updated_at) VALUES ($1, $2, 5, 10, 1, $3)`,
    [`wh_fx_${s}`, tenantId, T0],
  );
  await q(
    `INSERT INTO warehouse_cost_settings (warehouse_id, tenant_id, currency, inbound_per_unit, outbound_per_order, version, updated_at)
     VALUES ($1, $2, 'CNY', 1.5, 6.25, 1, $3)`,
    [`wh_fx_${s}`, tenantId, T0],
  );
  await q(
    `INSERT INTO carts (id, tenant_id, code, name, platform_code, site_country, currency, platform_shop_id, status, remark, version, logistics_version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'amazon', 'US', 'USD', 'AMZ-FX', 'active', '', 1, 1, $5, $5)`,
    [`ct_fx_${s}`, tenantId, `FX-CART-${s}`, `${secret}Fixture Cart ${s.toUpperCase()}`, T0],
  );
  await q(
    `INSERT INTO cart_cost_settings (cart_id, tenant_id, currency, commission_pct, fixed_fee_per_order, payment_fee_pct, version, updated_at)
     VALUES ($1, $2, 'USD', 15, 0.99, NULL, 1, $3)`,
    [`ct_fx_${s}`, tenantId, T0],
  );
  for (const id of [`cr_fx_${s}`, `cr_fx_${s}_del`]) {
    await q(`INSERT INTO carriers (id, tenant_id, code, name, tracking_url, version, created_at, updated_at) VALUES ($1, $2, $3, $4, '', 1, $5, $5)`, [
      id, tenantId, id.toUpperCase(), `${secret}Fixture Carrier`, T0,
    ]);
  }
  for (const id of [`pt_fx_${s}`, `pt_fx_${s}2`, `pt_fx_${s}_del`]) {
    await q(`INSERT INTO ports (id, tenant_id, code, name, country, port_type, version, created_at, updated_at) VALUES ($1, $2, $3, $4, 'CN', 'sea', 1, $5, $5)`, [
      id, tenantId, id.toUpperCase(), `${secret}Fixture Port`, T0,
    ]);
  }
  for (const id of [`tl_fx_${s}`, `tl_fx_${s}_del`]) {
    await q(
      `INSERT INTO trunk_lines (id, tenant_id, code, name, origin_port_id, destination_port_id, mode, transit_days, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'sea', 20, 1, $7, $7)`,
      [id, tenantId, id.toUpperCase(), `${secret}Fixture Line`, `pt_fx_${s}`, `pt_fx_${s}2`, T0],
    );
  }
  for (const id of [`lg_fx_${s}`, `lg_fx_${s}_del`]) {
    await q(
      `INSERT INTO logistics_channels (id, tenant_id, code, name, carrier_id, mode, trunk_line_id, transit_days_min, transit_days_max, status, remark, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'sea', $6, 20, 30, 'active', '', 1, $7, $7)`,
      [id, tenantId, id.toUpperCase(), `${secret}Fixture Channel`, `cr_fx_${s}`, `tl_fx_${s}`, T0],
    );
  }
  await q(
    `INSERT INTO logistics_cost_settings (logistics_id, tenant_id, currency, formula, volumetric_divisor, min_charge, version, updated_at)
     VALUES ($1, $2, 'CNY', 'max(chargeableKg, 1) * 20 + 5', 6000, 50, 1, $3)`,
    [`lg_fx_${s}`, tenantId, T0],
  );
  await q(`INSERT INTO cart_logistics (tenant_id, cart_id, logistics_id, is_default, created_at) VALUES ($1, $2, $3, true, $4)`, [
    tenantId, `ct_fx_${s}`, `lg_fx_${s}`, T0,
  ]);
}

/** A foreign-object creator: tenant A's objects (for the valid input) and tenant B's, returning B's input. */
const foreign = (input: (s: 'b') => RouteInput) => async ({ db, tenantId }: { db: Db; tenantId: string }) => {
  await ensureObjects(db, await tenantA(db), 'a');
  await ensureObjects(db, tenantId, 'b');
  return input('b');
};
const byId = (prefix: string) => foreign((s) => ({ params: { id: `${prefix}_fx_${s}` } }));
const byIdDel = (prefix: string) => foreign((s) => ({ params: { id: `${prefix}_fx_${s}_del` } }));

const tableQuery = { conditions: {}, pageSize: 20 };
const warehouseBody = {
  name: 'Fixture Warehouse A',
  type: 'own',
  providerName: null,
  providerWarehouseCode: null,
  address: { postalCode: '518000', addressLine1: '1 Fixture Road', city: 'Shenzhen', district: 'Nanshan', area: '', stateOrProvince: 'Guangdong', country: 'CN' },
  contactName: '',
  contactPhone: '',
  currency: 'CNY',
  status: 'active',
  remark: '',
};

export const assetFixtures = {
  'asset.warehouseSearch': { input: { body: { ...tableQuery, conditions: { type: ['own', 'overseas'] }, sort: { field: 'name', order: 'asc' } } } },
  'asset.warehouseGet': { input: { params: { id: 'wh_fx_a' } }, foreignObject: byId('wh') },
  'asset.warehouseCreate': { input: { body: withFreshCode('FXW', { ...warehouseBody, name: 'Fixture created warehouse' }) } },
  'asset.warehouseUpdate': { input: { params: { id: 'wh_fx_a' }, body: { ...warehouseBody, version: 1 } }, foreignObject: byId('wh') },
  'asset.warehouseDelete': { input: { params: { id: 'wh_fx_a_del' } }, foreignObject: byIdDel('wh') },
  'asset.warehouseBufferGet': { input: { params: { id: 'wh_fx_a' } }, foreignObject: byId('wh') },
  'asset.warehouseBufferSave': { input: { params: { id: 'wh_fx_a' }, body: { bufferQty: '5', bufferRatio: '10', version: 1 } }, foreignObject: byId('wh') },
  'asset.warehouseBufferRecords': { input: { params: { id: 'wh_fx_a' }, body: tableQuery }, foreignObject: byId('wh') },
  'asset.warehouseCostRecords': { input: { params: { id: 'wh_fx_a' }, body: tableQuery }, foreignObject: byId('wh') },
  'asset.warehouseCostGet': { input: { params: { id: 'wh_fx_a' } }, foreignObject: byId('wh') },
  'asset.warehouseCostSave': {
    input: {
      params: { id: 'wh_fx_a' },
      body: { currency: 'CNY', inboundPerUnit: '1.5', outboundPerOrder: '6.25', outboundPerExtraUnit: null, storagePerCbmDay: '', returnPerUnit: null, version: 1 },
    },
    foreignObject: byId('wh'),
  },
  'asset.thirdWarehouseSearch': { input: { body: { ...tableQuery, sort: { field: 'providerName', order: 'desc' } } } },
  'asset.cartSearch': { input: { body: { ...tableQuery, conditions: { platformCode: ['amazon'] } } } },
  'asset.cartGet': { input: { params: { id: 'ct_fx_a' } }, foreignObject: byId('ct') },
  'asset.cartUpdate': { input: { params: { id: 'ct_fx_a' }, body: { name: 'Fixture Cart A', status: 'active', remark: '', version: 1 } }, foreignObject: byId('ct') },
  'asset.cartCostRecords': { input: { params: { id: 'ct_fx_a' }, body: tableQuery }, foreignObject: byId('ct') },
  'asset.cartCostGet': { input: { params: { id: 'ct_fx_a' } }, foreignObject: byId('ct') },
  'asset.cartCostSave': {
    input: { params: { id: 'ct_fx_a' }, body: { currency: 'USD', commissionPct: '15', fixedFeePerOrder: '0.99', paymentFeePct: null, version: 1 } },
    foreignObject: byId('ct'),
  },
  'asset.cartsByPlatform': { input: { params: { platformCode: 'walmart' } } },
  'asset.logisticsSearch': { input: { body: { ...tableQuery, conditions: { mode: ['sea', 'air'] } } } },
  'asset.logisticsCreate': {
    input: { body: withFreshCode('FXL', { name: 'Fixture created channel', carrierId: 'cr_fx_a', mode: 'air', trunkLineId: null, transitDaysMin: 5, transitDaysMax: 9 }) },
  },
  'asset.logisticsGet': { input: { params: { id: 'lg_fx_a' } }, foreignObject: byId('lg') },
  'asset.logisticsUpdate': {
    input: {
      params: { id: 'lg_fx_a' },
      body: { name: 'Fixture Channel', carrierId: 'cr_fx_a', mode: 'sea', trunkLineId: 'tl_fx_a', transitDaysMin: 20, transitDaysMax: 30, status: 'active', remark: '', version: 1 },
    },
    foreignObject: byId('lg'),
  },
  'asset.logisticsDelete': { input: { params: { id: 'lg_fx_a_del' } }, foreignObject: byIdDel('lg') },
  'asset.logisticsBindChangeable': { input: { params: { id: 'lg_fx_a' } }, foreignObject: byId('lg') },
  'asset.carriers': { input: {} },
  'asset.ports': { input: {} },
  'asset.trunkLines': { input: {} },
  'asset.logisticsCarts': { input: { query: { logisticsId: 'lg_fx_a' } }, foreignObject: foreign((s) => ({ query: { logisticsId: `lg_fx_${s}` } })) },
  'asset.trunkLineCreate': {
    input: { body: withFreshCode('FXT', { name: 'Fixture created line', originPortId: 'pt_fx_a', destinationPortId: 'pt_fx_a2', mode: 'sea', transitDays: 18 }) },
  },
  'asset.trunkLineUpdate': {
    input: { params: { id: 'tl_fx_a' }, body: { name: 'Fixture Line', originPortId: 'pt_fx_a', destinationPortId: 'pt_fx_a2', mode: 'sea', transitDays: 20, version: 1 } },
    foreignObject: byId('tl'),
  },
  'asset.trunkLineDelete': { input: { params: { id: 'tl_fx_a_del' } }, foreignObject: byIdDel('tl') },
  'asset.portCreate': { input: { body: withFreshCode('FXP', { name: 'Fixture created port', country: 'US', portType: 'air' }) } },
  'asset.portUpdate': { input: { params: { id: 'pt_fx_a' }, body: { name: 'Fixture Port', country: 'CN', portType: 'sea', version: 1 } }, foreignObject: byId('pt') },
  'asset.portDelete': { input: { params: { id: 'pt_fx_a_del' } }, foreignObject: byIdDel('pt') },
  'asset.carrierCreate': { input: { body: withFreshCode('FXC', { name: 'Fixture created carrier', trackingUrl: 'https://track.example/{no}' }) } },
  'asset.carrierUpdate': { input: { params: { id: 'cr_fx_a' }, body: { name: 'Fixture Carrier', trackingUrl: '', version: 1 } }, foreignObject: byId('cr') },
  'asset.carrierDelete': { input: { params: { id: 'cr_fx_a_del' } }, foreignObject: byIdDel('cr') },
  'asset.logisticsCostRecords': { input: { params: { id: 'lg_fx_a' }, body: tableQuery }, foreignObject: byId('lg') },
  'asset.logisticsCostGet': { input: { params: { id: 'lg_fx_a' } }, foreignObject: byId('lg') },
  'asset.logisticsCostSave': {
    input: {
      params: { id: 'lg_fx_a' },
      body: { currency: 'CNY', formula: 'max(chargeableKg, 1) * 20 + 5', volumetricDivisor: 6000, minCharge: '50', additional: [], version: 1 },
    },
    foreignObject: byId('lg'),
  },
  'asset.additionalCostDefinitions': { input: {} },
  'asset.logisticsCostTest': {
    input: { body: { formula: 'max(chargeableKg, 0.5) * 68 + 25', weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10, declaredValue: 40, additional: [{ code: 'fuelSurcharge', amount: '18.25' }] } },
  },
  'asset.cartLogisticsGet': { input: { params: { cartId: 'ct_fx_a' } }, foreignObject: foreign((s) => ({ params: { cartId: `ct_fx_${s}` } })) },
  'asset.cartLogisticsSave': {
    input: { params: { cartId: 'ct_fx_a' }, body: { logisticsIds: ['lg_fx_a'], defaultLogisticsId: 'lg_fx_a', version: 1 } },
    foreignObject: foreign((s) => ({ params: { cartId: `ct_fx_${s}` } })),
  },
  'asset.settingGet': { input: {} },
  'asset.settingSave': { input: { body: { defaultCurrency: 'USD', defaultBufferRatio: '5', lowStockThreshold: '20', version: 1 } } },
} satisfies Record<string, Fixture>;
