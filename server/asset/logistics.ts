// Handlers of the logistics channels of src/contract/asset/assets.ts: search, CRUD, bind-changeable,
// carriers / ports / trunk lines, the carts using a channel, cost setting with records, the
// additional charge catalogue, the formula test and the per-cart channel choice. Tenant-scoped;
// a foreign id answers SYS_NOT_FOUND (a foreign id inside a body answers the *_UNKNOWN code of
// that reference); saves follow the version rule of assets-warehouse.ts; deletes are soft and
// repeatable.
import {
  AssetErrorCode,
  additionalCostUnits,
  carrierCreate,
  carrierDelete,
  carrierUpdate,
  cartLogisticsGet,
  cartLogisticsSave,
  logisticsAdditionalCostDefinitions,
  logisticsBindChangeable,
  logisticsCarriers,
  logisticsCarts,
  logisticsCostGet,
  logisticsCostRecords,
  logisticsCostSave,
  logisticsCostTest,
  logisticsCreate,
  logisticsDelete,
  logisticsGet,
  logisticsPorts,
  logisticsSearch,
  logisticsTrunkLines,
  logisticsUpdate,
  portCreate,
  portDelete,
  portUpdate,
  trunkLineCreate,
  trunkLineDelete,
  trunkLineUpdate,
  type AssetErrorCodeValue,
  type Language,
  type logisticsSchema,
} from '../../src/contract';
import type { z } from 'zod';
import { checkNoRepeat, round2 } from '../../src/contract/kernel/rules';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { ownerPage } from '../lists/owner';
import { callerOf, getList } from '../lists/registry';
import './list-logistics';
import { tenantCart } from './cart';
import {
  appendCostRecords,
  checkAmount,
  checkPercent,
  dec,
  isUniqueViolation,
  iso,
  isoOrNull,
  newId,
  notFound,
  sameDecimal,
} from './common';
import { evaluateFormula, FormulaError, parcelVariables, parseFormula } from './formula';
import { assetError, staleVersion, type EntityName } from './messages';
import { defineHandler, type HandlerEntry } from '../back/handler';

type Logistics = z.infer<typeof logisticsSchema>;

// ---- channels ---------------------------------------------------------------------------------------

interface LogisticsDbRow {
  id: string;
  code: string;
  name: string;
  carrier_id: string;
  carrier_name: string;
  mode: Logistics['mode'];
  trunk_line_id: string | null;
  trunk_line_name: string | null;
  transit_days_min: number;
  transit_days_max: number;
  status: Logistics['status'];
  remark: string;
  cart_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

async function liveLogistics(db: Db, tenantId: string, id: string, lang: Language, forUpdate = false): Promise<LogisticsDbRow> {
  if (forUpdate) await db.query('SELECT 1 FROM logistics_channels WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL FOR UPDATE', [id, tenantId]);
  const row = await db.maybe<LogisticsDbRow>(
    `SELECT l.*, cr.name AS carrier_name, t.name AS trunk_line_name,
            (SELECT count(*) FROM cart_logistics cl WHERE cl.logistics_id = l.id)::int AS cart_count
       FROM logistics_channels l
       JOIN carriers cr ON cr.id = l.carrier_id AND cr.tenant_id = l.tenant_id
       LEFT JOIN trunk_lines t ON t.id = l.trunk_line_id AND t.tenant_id = l.tenant_id
      WHERE l.id = $1 AND l.tenant_id = $2 AND l.deleted_at IS NULL`,
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

const logisticsOut = (r: LogisticsDbRow): Logistics => ({
  id: r.id,
  code: r.code,
  name: r.name,
  carrierId: r.carrier_id,
  carrierName: r.carrier_name,
  mode: r.mode,
  trunkLineId: r.trunk_line_id,
  trunkLineName: r.trunk_line_name,
  transitDaysMin: r.transit_days_min,
  transitDaysMax: r.transit_days_max,
  status: r.status,
  remark: r.remark,
  cartCount: Number(r.cart_count),
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

interface LogisticsInput {
  name: string;
  carrierId: string;
  mode: Logistics['mode'];
  trunkLineId: string | null;
  transitDaysMin: number;
  transitDaysMax: number;
  status: Logistics['status'];
  remark: string;
}

/** Checks the references (carrier, trunk line: live rows of the tenant) and the transit days. */
async function checkLogisticsInput(db: Db, tenantId: string, body: LogisticsInput, lang: Language): Promise<void> {
  if (body.transitDaysMin > body.transitDaysMax) throw assetError(AssetErrorCode.transitDaysInvalid, lang, {}, { field: 'transitDaysMin' });
  const carrier = await db.maybe('SELECT 1 FROM carriers WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL', [body.carrierId, tenantId]);
  if (!carrier) throw assetError(AssetErrorCode.carrierUnknown, lang, {}, { field: 'carrierId' });
  if (body.trunkLineId !== null) {
    const trunk = await db.maybe('SELECT 1 FROM trunk_lines WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL', [body.trunkLineId, tenantId]);
    if (!trunk) throw assetError(AssetErrorCode.trunkLineUnknown, lang, {}, { field: 'trunkLineId' });
  }
}

async function cartsUsing(db: Db, tenantId: string, logisticsId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM cart_logistics WHERE logistics_id = $1 AND tenant_id = $2', [logisticsId, tenantId]);
  return row.n;
}

const inUseActions = {
  change: ['change its carrier, mode or trunk line', '修改其承运商、运输方式或干线'],
  disable: ['disable it', '停用'],
  delete: ['delete it', '删除'],
} as const;

function logisticsInUse(count: number, action: keyof typeof inUseActions, lang: Language) {
  const [en, zh] = inUseActions[action];
  return assetError(AssetErrorCode.logisticsInUse, lang, { count, action: en, actionZh: zh }, { cartCount: count });
}

// ---- reference lists (carriers, ports, trunk lines) ---------------------------------------------------

type RefTable = 'carriers' | 'ports' | 'trunk_lines';
const refEntity: Record<RefTable, EntityName> = { carriers: 'carrier', ports: 'port', trunk_lines: 'trunkLine' };
const codeTakenOf: Record<RefTable | 'logistics_channels', AssetErrorCodeValue> = {
  carriers: AssetErrorCode.carrierCodeTaken,
  ports: AssetErrorCode.portCodeTaken,
  trunk_lines: AssetErrorCode.trunkLineCodeTaken,
  logistics_channels: AssetErrorCode.logisticsCodeTaken,
};

async function ensureCodeFree(db: Db, table: RefTable | 'logistics_channels', tenantId: string, code: string, lang: Language): Promise<void> {
  const taken = await db.maybe(`SELECT 1 FROM ${table} WHERE tenant_id = $1 AND lower(code) = lower($2) AND deleted_at IS NULL`, [tenantId, code]);
  if (taken) throw assetError(codeTakenOf[table], lang, { code }, { field: 'code' });
}

/** Runs an INSERT; a unique violation (a race past ensureCodeFree) is the code-taken error. */
async function insertUnique(db: Db, table: RefTable | 'logistics_channels', code: string, lang: Language, sql: string, params: unknown[]): Promise<void> {
  try {
    await db.query(sql, params as never);
  } catch (error) {
    if (isUniqueViolation(error)) throw assetError(codeTakenOf[table], lang, { code }, { field: 'code' });
    throw error;
  }
}

async function liveRef<T>(db: Db, table: RefTable, tenantId: string, id: string, lang: Language): Promise<T & { version: number }> {
  const row = await db.maybe<T & { version: number }>(`SELECT * FROM ${table} WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL FOR UPDATE`, [id, tenantId]);
  if (!row) throw notFound(lang);
  return row;
}

/** The shared update rule: nothing changed = the row as it is; else the version must match. */
async function updateRef(
  db: Db,
  table: RefTable,
  user: SessionUser,
  id: string,
  version: number,
  values: Record<string, string | number>,
  now: Date,
): Promise<void> {
  const row = await liveRef<Record<string, unknown>>(db, table, user.tenant.id, id, user.lang);
  const changed = Object.entries(values).filter(([k, v]) => row[k] !== v);
  if (changed.length === 0) return;
  if (version !== row.version) throw staleVersion(refEntity[table], user.lang);
  await db.query(
    `UPDATE ${table} SET ${changed.map(([k], i) => `${k} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = $${changed.length + 3}
      WHERE id = $1 AND tenant_id = $2`,
    [id, user.tenant.id, ...changed.map(([, v]) => v), now],
  );
}

/** Soft delete, refused while `usedBy` counts live users of the row; deleting twice is fine. */
async function deleteRef(db: Db, table: RefTable, user: SessionUser, id: string, now: Date, usedBy: string, inUse: AssetErrorCodeValue): Promise<{ id: string }> {
  const row = await db.maybe<{ deleted_at: Date | null }>(`SELECT deleted_at FROM ${table} WHERE id = $1 AND tenant_id = $2 FOR UPDATE`, [id, user.tenant.id]);
  if (!row) throw notFound(user.lang);
  if (row.deleted_at) return { id };
  const { n } = await db.one<{ n: number }>(usedBy, [id, user.tenant.id]);
  if (n > 0) throw assetError(inUse, user.lang, { count: n }, { count: n });
  await db.query(`UPDATE ${table} SET deleted_at = $3, updated_at = $3, version = version + 1 WHERE id = $1 AND tenant_id = $2`, [id, user.tenant.id, now]);
  return { id };
}

const carriersSql = `SELECT c.id, c.code, c.name, c.tracking_url, c.version,
    (SELECT count(*) FROM logistics_channels l WHERE l.carrier_id = c.id AND l.deleted_at IS NULL)::int AS logistics_count
  FROM carriers c WHERE c.tenant_id = $1 AND c.deleted_at IS NULL`;
const carrierOut = (r: Record<string, unknown>) => ({
  id: String(r.id),
  code: String(r.code),
  name: String(r.name),
  trackingUrl: String(r.tracking_url),
  logisticsCount: Number(r.logistics_count),
  version: Number(r.version),
});
const portOut = (r: Record<string, unknown>) => ({
  id: String(r.id),
  code: String(r.code),
  name: String(r.name),
  country: String(r.country),
  portType: r.port_type as 'sea' | 'air' | 'rail' | 'land',
  version: Number(r.version),
});
const trunkSql = `SELECT t.id, t.code, t.name, t.origin_port_id, o.code AS origin_port_code, t.destination_port_id, d.code AS destination_port_code,
    t.mode, t.transit_days, t.version
  FROM trunk_lines t
  JOIN ports o ON o.id = t.origin_port_id AND o.tenant_id = t.tenant_id
  JOIN ports d ON d.id = t.destination_port_id AND d.tenant_id = t.tenant_id
  WHERE t.tenant_id = $1 AND t.deleted_at IS NULL`;
const trunkOut = (r: Record<string, unknown>) => ({
  id: String(r.id),
  code: String(r.code),
  name: String(r.name),
  originPortId: String(r.origin_port_id),
  originPortCode: String(r.origin_port_code),
  destinationPortId: String(r.destination_port_id),
  destinationPortCode: String(r.destination_port_code),
  mode: r.mode as Logistics['mode'],
  transitDays: Number(r.transit_days),
  version: Number(r.version),
});

async function checkTrunkPorts(db: Db, tenantId: string, body: { originPortId: string; destinationPortId: string }, lang: Language): Promise<void> {
  if (body.originPortId === body.destinationPortId) throw assetError(AssetErrorCode.trunkLineSamePorts, lang, {}, { field: 'destinationPortId' });
  const { n } = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ports WHERE id = ANY($1::text[]) AND tenant_id = $2 AND deleted_at IS NULL', [
    [body.originPortId, body.destinationPortId],
    tenantId,
  ]);
  if (n !== 2) throw assetError(AssetErrorCode.portUnknown, lang, {}, { field: 'originPortId' });
}

// ---- cost ---------------------------------------------------------------------------------------------

interface AdditionalDefinition {
  code: string;
  name: string;
  name_zh: string;
  unit: (typeof additionalCostUnits)[number];
}

async function additionalDefinitions(db: Db): Promise<Map<string, AdditionalDefinition>> {
  const rows = await db.query<AdditionalDefinition>('SELECT code, name, name_zh, unit FROM logistics_additional_cost_definitions ORDER BY sort_order');
  return new Map(rows.map((r) => [r.code, r]));
}

const isPercentUnit = (unit: AdditionalDefinition['unit']) => unit === 'percentOfBase' || unit === 'percentOfDeclared';

/** Additional charges: known codes, each once, amounts by their unit (percent or amount). */
async function checkAdditional(db: Db, items: readonly { code: string; amount: string }[], lang: Language) {
  const defs = await additionalDefinitions(db);
  if (!checkNoRepeat(items, 'code').ok) throw assetError(AssetErrorCode.additionalCostRepeated, lang, {}, { field: 'additional' });
  return items.map((item) => {
    const def = defs.get(item.code);
    if (!def) throw assetError(AssetErrorCode.additionalCostUnknown, lang, { code: item.code }, { field: 'additional', code: item.code });
    const amount = isPercentUnit(def.unit) ? checkPercent('additional', item.amount, lang) : checkAmount('additional', item.amount, lang);
    if (amount === null) throw assetError(AssetErrorCode.amountInvalid, lang, { field: 'The additional charge', fieldZh: '附加费' }, { field: 'additional', code: item.code });
    return { code: item.code, amount, unit: def.unit };
  });
}

function parseOrThrow(formula: string, lang: Language) {
  try {
    return parseFormula(formula);
  } catch (error) {
    if (error instanceof FormulaError) throw assetError(AssetErrorCode.formulaInvalid, lang, { detail: error.message, detailZh: error.detailZh }, { field: 'formula', kind: error.kind });
    throw error;
  }
}

async function logisticsCostOut(db: Db, user: SessionUser, logisticsId: string) {
  const row = await db.maybe<Record<string, unknown>>('SELECT * FROM logistics_cost_settings WHERE logistics_id = $1 AND tenant_id = $2', [logisticsId, user.tenant.id]);
  if (!row) {
    const setting = await db.maybe<{ default_currency: string }>('SELECT default_currency FROM asset_settings WHERE tenant_id = $1', [user.tenant.id]);
    return {
      logisticsId, currency: setting?.default_currency ?? user.tenant.currency.toUpperCase(), formula: null, volumetricDivisor: 6000, minCharge: null,
      additional: [], version: 0, updatedAt: null,
    };
  }
  const additional = await db.query<{ code: string; amount: string }>(
    `SELECT a.code, a.amount FROM logistics_cost_additional a JOIN logistics_additional_cost_definitions d ON d.code = a.code
      WHERE a.logistics_id = $1 ORDER BY d.sort_order`,
    [logisticsId],
  );
  return {
    logisticsId,
    currency: String(row.currency),
    formula: String(row.formula),
    volumetricDivisor: Number(row.volumetric_divisor),
    minCharge: dec(row.min_charge),
    additional: additional.map((a) => ({ code: a.code, amount: dec(a.amount) ?? '0' })),
    version: Number(row.version),
    updatedAt: isoOrNull(row.updated_at),
  };
}

// ---- per-cart channels ---------------------------------------------------------------------------------

async function cartLogisticsOut(db: Db, user: SessionUser, cartId: string) {
  const cart = await tenantCart(db, user.tenant.id, cartId, user.lang);
  const rows = await db.query<{ id: string; code: string; name: string; mode: Logistics['mode']; status: Logistics['status']; is_default: boolean }>(
    `SELECT l.id, l.code, l.name, l.mode, l.status, cl.is_default
       FROM cart_logistics cl JOIN logistics_channels l ON l.id = cl.logistics_id AND l.tenant_id = cl.tenant_id
      WHERE cl.cart_id = $1 AND cl.tenant_id = $2
      ORDER BY cl.is_default DESC, l.code, l.id`,
    [cart.id, user.tenant.id],
  );
  return {
    cartId: cart.id,
    cartName: cart.name,
    siteCountry: cart.site_country,
    logistics: rows.map((r) => ({ logisticsId: r.id, code: r.code, name: r.name, mode: r.mode, status: r.status, isDefault: r.is_default })),
    version: cart.logistics_version,
  };
}

// ---- handlers --------------------------------------------------------------------------------------------

const usedByLogisticsCarrier = 'SELECT count(*)::int AS n FROM logistics_channels WHERE carrier_id = $1 AND tenant_id = $2 AND deleted_at IS NULL';
const usedByLogisticsTrunk = 'SELECT count(*)::int AS n FROM logistics_channels WHERE trunk_line_id = $1 AND tenant_id = $2 AND deleted_at IS NULL';
const usedByTrunkPort =
  'SELECT count(*)::int AS n FROM trunk_lines WHERE (origin_port_id = $1 OR destination_port_id = $1) AND tenant_id = $2 AND deleted_at IS NULL';

export const logisticsHandlers: HandlerEntry[] = [
  defineHandler(logisticsSearch, async ({ db, user, body }) => getList('asset.logistics', user.lang).page(db, callerOf(user), body) as never),

  defineHandler(logisticsGet, async ({ db, user, params }) => logisticsOut(await liveLogistics(db, user.tenant.id, params.id, user.lang))),

  defineHandler(logisticsCreate, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      await checkLogisticsInput(tx, user.tenant.id, body, user.lang);
      await ensureCodeFree(tx, 'logistics_channels', user.tenant.id, body.code, user.lang);
      const id = newId('lg');
      await insertUnique(
        tx, 'logistics_channels', body.code, user.lang,
        `INSERT INTO logistics_channels (id, tenant_id, code, name, carrier_id, mode, trunk_line_id, transit_days_min, transit_days_max, status, remark,
                created_at, created_by, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $12, $13)`,
        [id, user.tenant.id, body.code, body.name, body.carrierId, body.mode, body.trunkLineId, body.transitDaysMin, body.transitDaysMax, body.status, body.remark, now, user.id],
      );
      return logisticsOut(await liveLogistics(tx, user.tenant.id, id, user.lang));
    }),
  ),

  defineHandler(logisticsUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const row = await liveLogistics(tx, user.tenant.id, params.id, user.lang, true);
      await checkLogisticsInput(tx, user.tenant.id, body, user.lang);
      const values: Record<string, string | number | null> = {
        name: body.name,
        carrier_id: body.carrierId,
        mode: body.mode,
        trunk_line_id: body.trunkLineId,
        transit_days_min: body.transitDaysMin,
        transit_days_max: body.transitDaysMax,
        status: body.status,
        remark: body.remark,
      };
      const changed = Object.entries(values).filter(([k, v]) => (row as unknown as Record<string, unknown>)[k] !== v);
      if (changed.length === 0) return logisticsOut(row);
      if (body.version !== row.version) throw staleVersion('logistics', user.lang);
      const carts = Number(row.cart_count);
      if (carts > 0) {
        if (changed.some(([k]) => k === 'carrier_id' || k === 'mode' || k === 'trunk_line_id')) throw logisticsInUse(carts, 'change', user.lang);
        if (body.status === 'disabled' && row.status !== 'disabled') throw logisticsInUse(carts, 'disable', user.lang);
      }
      await tx.query(
        `UPDATE logistics_channels SET ${changed.map(([k], i) => `${k} = $${i + 3}`).join(', ')}, version = version + 1,
                updated_at = $${changed.length + 3}, updated_by = $${changed.length + 4}
          WHERE id = $1 AND tenant_id = $2`,
        [row.id, user.tenant.id, ...changed.map(([, v]) => v), now, user.id],
      );
      return logisticsOut(await liveLogistics(tx, user.tenant.id, row.id, user.lang));
    }),
  ),

  defineHandler(logisticsDelete, async ({ db, user, params, now }) =>
    db.transaction(async (tx) => {
      const row = await tx.maybe<{ deleted_at: Date | null }>('SELECT deleted_at FROM logistics_channels WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
        params.id,
        user.tenant.id,
      ]);
      if (!row) throw notFound(user.lang);
      if (row.deleted_at) return { id: params.id };
      const carts = await cartsUsing(tx, user.tenant.id, params.id);
      if (carts > 0) throw logisticsInUse(carts, 'delete', user.lang);
      await tx.query(
        'UPDATE logistics_channels SET deleted_at = $3, updated_at = $3, updated_by = $4, version = version + 1 WHERE id = $1 AND tenant_id = $2',
        [params.id, user.tenant.id, now, user.id],
      );
      return { id: params.id };
    }),
  ),

  defineHandler(logisticsBindChangeable, async ({ db, user, params }) => {
    const row = await liveLogistics(db, user.tenant.id, params.id, user.lang);
    const cartCount = Number(row.cart_count);
    return { changeable: cartCount === 0, cartCount };
  }),

  defineHandler(logisticsCarriers, async ({ db, user }) => (await db.query(`${carriersSql} ORDER BY c.code, c.id`, [user.tenant.id])).map(carrierOut)),

  defineHandler(logisticsPorts, async ({ db, user }) =>
    (await db.query('SELECT * FROM ports WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY code, id', [user.tenant.id])).map(portOut),
  ),

  defineHandler(logisticsTrunkLines, async ({ db, user }) => (await db.query(`${trunkSql} ORDER BY t.code, t.id`, [user.tenant.id])).map(trunkOut)),

  defineHandler(logisticsCarts, async ({ db, user, query }) => {
    const logisticsId = query.logisticsId ?? null;
    if (logisticsId !== null) await liveLogistics(db, user.tenant.id, logisticsId, user.lang);
    const rows = await db.query<{ id: string; code: string; name: string; platform_code: string; site_country: string; status: string; bound: boolean; is_default: boolean }>(
      `SELECT c.id, c.code, c.name, c.platform_code, c.site_country, c.status, (cl.cart_id IS NOT NULL) AS bound, COALESCE(cl.is_default, false) AS is_default
         FROM carts c LEFT JOIN cart_logistics cl ON cl.cart_id = c.id AND cl.tenant_id = c.tenant_id AND cl.logistics_id = $2
        WHERE c.tenant_id = $1
        ORDER BY (cl.cart_id IS NULL), c.code, c.id`,
      [user.tenant.id, logisticsId],
    );
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      platformCode: r.platform_code as never,
      siteCountry: r.site_country,
      status: r.status as never,
      bound: r.bound,
      isDefault: r.is_default,
    }));
  }),

  // -- carriers --
  defineHandler(carrierCreate, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      await ensureCodeFree(tx, 'carriers', user.tenant.id, body.code, user.lang);
      const id = newId('cr');
      await insertUnique(tx, 'carriers', body.code, user.lang,
        'INSERT INTO carriers (id, tenant_id, code, name, tracking_url, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
        [id, user.tenant.id, body.code, body.name, body.trackingUrl, now]);
      return carrierOut(await tx.one(`${carriersSql} AND c.id = $2`, [user.tenant.id, id]));
    }),
  ),
  defineHandler(carrierUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      await updateRef(tx, 'carriers', user, params.id, body.version, { name: body.name, tracking_url: body.trackingUrl }, now);
      return carrierOut(await tx.one(`${carriersSql} AND c.id = $2`, [user.tenant.id, params.id]));
    }),
  ),
  defineHandler(carrierDelete, async ({ db, user, params, now }) =>
    db.transaction((tx) => deleteRef(tx, 'carriers', user, params.id, now, usedByLogisticsCarrier, AssetErrorCode.carrierInUse)),
  ),

  // -- ports --
  defineHandler(portCreate, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      await ensureCodeFree(tx, 'ports', user.tenant.id, body.code, user.lang);
      const id = newId('pt');
      await insertUnique(tx, 'ports', body.code, user.lang,
        'INSERT INTO ports (id, tenant_id, code, name, country, port_type, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)',
        [id, user.tenant.id, body.code, body.name, body.country, body.portType, now]);
      return portOut(await tx.one('SELECT * FROM ports WHERE id = $1 AND tenant_id = $2', [id, user.tenant.id]));
    }),
  ),
  defineHandler(portUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      await updateRef(tx, 'ports', user, params.id, body.version, { name: body.name, country: body.country, port_type: body.portType }, now);
      return portOut(await tx.one('SELECT * FROM ports WHERE id = $1 AND tenant_id = $2', [params.id, user.tenant.id]));
    }),
  ),
  defineHandler(portDelete, async ({ db, user, params, now }) =>
    db.transaction((tx) => deleteRef(tx, 'ports', user, params.id, now, usedByTrunkPort, AssetErrorCode.portInUse)),
  ),

  // -- trunk lines --
  defineHandler(trunkLineCreate, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      await checkTrunkPorts(tx, user.tenant.id, body, user.lang);
      await ensureCodeFree(tx, 'trunk_lines', user.tenant.id, body.code, user.lang);
      const id = newId('tl');
      await insertUnique(tx, 'trunk_lines', body.code, user.lang,
        `INSERT INTO trunk_lines (id, tenant_id, code, name, origin_port_id, destination_port_id, mode, transit_days, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [id, user.tenant.id, body.code, body.name, body.originPortId, body.destinationPortId, body.mode, body.transitDays, now]);
      return trunkOut(await tx.one(`${trunkSql} AND t.id = $2`, [user.tenant.id, id]));
    }),
  ),
  defineHandler(trunkLineUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      await liveRef(tx, 'trunk_lines', user.tenant.id, params.id, user.lang);
      await checkTrunkPorts(tx, user.tenant.id, body, user.lang);
      await updateRef(
        tx, 'trunk_lines', user, params.id, body.version,
        { name: body.name, origin_port_id: body.originPortId, destination_port_id: body.destinationPortId, mode: body.mode, transit_days: body.transitDays },
        now,
      );
      return trunkOut(await tx.one(`${trunkSql} AND t.id = $2`, [user.tenant.id, params.id]));
    }),
  ),
  defineHandler(trunkLineDelete, async ({ db, user, params, now }) =>
    db.transaction((tx) => deleteRef(tx, 'trunk_lines', user, params.id, now, usedByLogisticsTrunk, AssetErrorCode.trunkLineInUse)),
  ),

  // -- cost --
  defineHandler(logisticsCostRecords, async ({ db, user, params, body }) => {
    await liveLogistics(db, user.tenant.id, params.id, user.lang);
    return ownerPage(db, user, 'asset.logisticsCostRecords', params.id, body) as never;
  }),

  defineHandler(logisticsCostGet, async ({ db, user, params }) => {
    await liveLogistics(db, user.tenant.id, params.id, user.lang);
    return logisticsCostOut(db, user, params.id);
  }),

  defineHandler(logisticsCostSave, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      await liveLogistics(tx, user.tenant.id, params.id, user.lang, true);
      parseOrThrow(body.formula, user.lang);
      const minCharge = checkAmount('minCharge', body.minCharge, user.lang);
      const additional = await checkAdditional(tx, body.additional, user.lang);
      const before = await logisticsCostOut(tx, user, params.id);
      const exists = before.version > 0;
      const changes: [string, string | null, string | null][] = [];
      const old = <T>(v: T) => (exists ? v : null);
      if (!exists || before.currency !== body.currency) changes.push(['currency', old(before.currency), body.currency]);
      if (!exists || before.formula !== body.formula) changes.push(['formula', old(before.formula), body.formula]);
      if (!exists || before.volumetricDivisor !== body.volumetricDivisor) changes.push(['volumetricDivisor', old(String(before.volumetricDivisor)), String(body.volumetricDivisor)]);
      if (!sameDecimal(old(before.minCharge), minCharge)) changes.push(['minCharge', old(before.minCharge), dec(minCharge)]);
      const beforeAdd = new Map(before.additional.map((a) => [a.code, a.amount]));
      const nextAdd = new Map(additional.map((a) => [a.code, a.amount]));
      for (const code of new Set([...beforeAdd.keys(), ...nextAdd.keys()])) {
        const a = beforeAdd.get(code) ?? null;
        const b = nextAdd.get(code) ?? null;
        if (!sameDecimal(a, b)) changes.push([`additional.${code}`, a, dec(b)]);
      }
      if (exists && changes.length === 0) return before;
      if (body.version !== before.version) throw staleVersion('logisticsCost', user.lang);
      try {
        if (exists) {
          await tx.query(
            `UPDATE logistics_cost_settings SET currency = $3, formula = $4, volumetric_divisor = $5, min_charge = $6, version = version + 1,
                    updated_at = $7, updated_by = $8
              WHERE logistics_id = $1 AND tenant_id = $2`,
            [params.id, user.tenant.id, body.currency, body.formula, body.volumetricDivisor, minCharge, now, user.id],
          );
        } else {
          await tx.query(
            `INSERT INTO logistics_cost_settings (logistics_id, tenant_id, currency, formula, volumetric_divisor, min_charge, version, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)`,
            [params.id, user.tenant.id, body.currency, body.formula, body.volumetricDivisor, minCharge, now, user.id],
          );
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw staleVersion('logisticsCost', user.lang);
        throw error;
      }
      await tx.query('DELETE FROM logistics_cost_additional WHERE logistics_id = $1', [params.id]);
      for (const a of additional) {
        await tx.query('INSERT INTO logistics_cost_additional (logistics_id, code, amount) VALUES ($1, $2, $3)', [params.id, a.code, a.amount]);
      }
      await appendCostRecords(tx, user, now, { kind: 'logistics', id: params.id }, changes);
      return logisticsCostOut(tx, user, params.id);
    }),
  ),

  defineHandler(logisticsAdditionalCostDefinitions, async ({ db }) =>
    [...(await additionalDefinitions(db)).values()].map((d) => ({ code: d.code, label: d.name, labelZh: d.name_zh, unit: d.unit })),
  ),

  defineHandler(logisticsCostTest, async ({ db, user, body }) => {
    const tree = parseOrThrow(body.formula, user.lang);
    const minCharge = checkAmount('minCharge', body.minCharge, user.lang);
    const additional = await checkAdditional(db, body.additional, user.lang);
    const vars = parcelVariables(body);
    let base: number;
    try {
      base = evaluateFormula(tree, vars);
    } catch (error) {
      if (error instanceof FormulaError && error.kind === 'divisionByZero') throw assetError(AssetErrorCode.formulaDivisionByZero, user.lang, {}, { field: 'formula' });
      if (error instanceof FormulaError) throw assetError(AssetErrorCode.formulaInvalid, user.lang, { detail: error.message, detailZh: error.detailZh }, { field: 'formula', kind: error.kind });
      throw error;
    }
    const charged = Math.max(base, minCharge === null ? -Infinity : Number(minCharge));
    const chargeableKg = vars.get('chargeableKg') ?? 0;
    const extra = additional.map((a) => {
      const n = Number(a.amount);
      const amount =
        a.unit === 'perParcel' ? n : a.unit === 'perKg' ? n * chargeableKg : a.unit === 'percentOfBase' ? (charged * n) / 100 : (body.declaredValue * n) / 100;
      return { code: a.code, amount: round2(amount) ?? 0 };
    });
    const total = round2(charged + extra.reduce((s, a) => s + a.amount, 0)) ?? 0;
    return { variables: Object.fromEntries(vars), base: round2(base) ?? 0, charged: round2(charged) ?? 0, additional: extra, total };
  }),

  // -- per-cart channels --
  defineHandler(cartLogisticsGet, async ({ db, user, params }) => cartLogisticsOut(db, user, params.cartId)),

  defineHandler(cartLogisticsSave, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const cart = await tenantCart(tx, user.tenant.id, params.cartId, user.lang, true);
      if (!checkNoRepeat(body.logisticsIds).ok) throw assetError(AssetErrorCode.logisticsRepeated, user.lang, {}, { field: 'logisticsIds' });
      if (body.defaultLogisticsId !== null && !body.logisticsIds.includes(body.defaultLogisticsId)) {
        throw assetError(AssetErrorCode.defaultLogisticsNotSelected, user.lang, {}, { field: 'defaultLogisticsId' });
      }
      const current = await tx.query<{ logistics_id: string; is_default: boolean }>(
        'SELECT logistics_id, is_default FROM cart_logistics WHERE cart_id = $1 AND tenant_id = $2',
        [cart.id, user.tenant.id],
      );
      const currentIds = new Set(current.map((r) => r.logistics_id));
      const found = await tx.query<{ id: string; code: string; status: string }>(
        'SELECT id, code, status FROM logistics_channels WHERE id = ANY($1::text[]) AND tenant_id = $2 AND deleted_at IS NULL',
        [body.logisticsIds, user.tenant.id],
      );
      const byId = new Map(found.map((r) => [r.id, r]));
      for (const id of body.logisticsIds) {
        const channel = byId.get(id);
        if (!channel) throw assetError(AssetErrorCode.logisticsUnknown, user.lang, { id }, { field: 'logisticsIds', id });
        if (channel.status !== 'active' && !currentIds.has(id)) throw assetError(AssetErrorCode.logisticsDisabled, user.lang, { code: channel.code }, { field: 'logisticsIds', id });
      }
      const currentDefault = current.find((r) => r.is_default)?.logistics_id ?? null;
      const same = currentIds.size === body.logisticsIds.length && body.logisticsIds.every((id) => currentIds.has(id)) && currentDefault === body.defaultLogisticsId;
      if (same) return cartLogisticsOut(tx, user, cart.id);
      if (body.version !== cart.logistics_version) throw staleVersion('cartLogistics', user.lang);
      await tx.query('DELETE FROM cart_logistics WHERE cart_id = $1 AND tenant_id = $2', [cart.id, user.tenant.id]);
      for (const id of body.logisticsIds) {
        await tx.query('INSERT INTO cart_logistics (tenant_id, cart_id, logistics_id, is_default, created_at) VALUES ($1, $2, $3, $4, $5)', [
          user.tenant.id,
          cart.id,
          id,
          id === body.defaultLogisticsId,
          now,
        ]);
      }
      await tx.query('UPDATE carts SET logistics_version = logistics_version + 1, updated_at = $3, updated_by = $4 WHERE id = $1 AND tenant_id = $2', [
        cart.id,
        user.tenant.id,
        now,
        user.id,
      ]);
      return cartLogisticsOut(tx, user, cart.id);
    }),
  ),
];
