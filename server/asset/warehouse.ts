// Handlers of the warehouse assets (src/contract/asset/assets.ts): search, detail, create, update,
// delete, buffer setting and records, cost setting and records, third-party warehouses. Every
// query names the caller's tenant; a foreign or missing id answers SYS_NOT_FOUND; mutations run
// in one transaction. Saves name the version they read: a save that changes nothing succeeds
// without a new version (a retry is not a conflict); otherwise a stale version answers
// ASSET_STALE_VERSION. Rules and codes: docs/domain/assets.md.
import {
  AssetErrorCode,
  thirdWarehouseSearch,
  warehouseBufferGet,
  warehouseBufferRecords,
  warehouseBufferSave,
  warehouseCostFields,
  warehouseCostGet,
  warehouseCostRecords,
  warehouseCostSave,
  warehouseCreate,
  warehouseDelete,
  warehouseGet,
  warehouseSearch,
  warehouseUpdate,
  type Language,
  type Warehouse,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { lockBuffer, writeBuffer } from './buffer-store';
import { ownerPage } from '../lists/owner';
import { warehouseValues } from './warehouse-values';
import { callerOf, getList } from '../lists/registry';
import './list-warehouse';
import {
  appendCostRecords,
  checkAmount,
  checkBufferQty,
  checkRatio,
  dec,
  decOrZero,
  defaultBufferRatio,
  groupOfWarehouse,
  isUniqueViolation,
  iso,
  isoOrNull,
  newId,
  notFound,
  sameDecimal,
} from './common';
import { assetError, staleVersion } from './messages';
import { defineHandler, type HandlerEntry } from '../back/handler';

interface WarehouseDbRow {
  id: string;
  code: string;
  name: string;
  type: Warehouse['type'];
  provider_name: string | null;
  provider_warehouse_code: string | null;
  country: string;
  state_or_province: string;
  city: string;
  district: string;
  area: string;
  address_line1: string;
  postal_code: string;
  contact_name: string;
  contact_phone: string;
  currency: string;
  status: Warehouse['status'];
  remark: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** A live (not deleted) warehouse of the tenant, locked for update inside a transaction when asked. */
export async function liveWarehouse(db: Db, tenantId: string, id: string, lang: Language, forUpdate = false): Promise<WarehouseDbRow> {
  const row = await db.maybe<WarehouseDbRow>(
    `SELECT * FROM warehouses WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

async function warehouseOut(db: Db, tenantId: string, row: WarehouseDbRow): Promise<Warehouse> {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    providerName: row.provider_name,
    providerWarehouseCode: row.provider_warehouse_code,
    address: {
      postalCode: row.postal_code,
      addressLine1: row.address_line1,
      city: row.city,
      district: row.district,
      area: row.area,
      stateOrProvince: row.state_or_province,
      country: row.country,
    },
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    currency: row.currency,
    status: row.status,
    remark: row.remark,
    groupName: await groupOfWarehouse(db, tenantId, row.id),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function codeTaken(db: Db, tenantId: string, code: string): Promise<boolean> {
  const row = await db.maybe('SELECT 1 FROM warehouses WHERE tenant_id = $1 AND lower(code) = lower($2) AND deleted_at IS NULL', [tenantId, code]);
  return row !== undefined;
}

async function bufferOut(db: Db, user: SessionUser, warehouse: { id: string; name: string }) {
  const row = await db.maybe<{ buffer_qty: number; buffer_ratio: string; version: number; updated_at: Date; updated_by_name: string | null }>(
    `SELECT b.buffer_qty, b.buffer_ratio, b.version, b.updated_at, u.display_name AS updated_by_name
       FROM warehouse_buffer_settings b LEFT JOIN users u ON u.id = b.updated_by AND u.tenant_id = b.tenant_id
      WHERE b.warehouse_id = $1 AND b.tenant_id = $2`,
    [warehouse.id, user.tenant.id],
  );
  if (!row) {
    return {
      warehouseId: warehouse.id, warehouseName: warehouse.name, bufferQty: 0, bufferRatio: await defaultBufferRatio(db, user.tenant.id),
      version: 0, updatedAt: null, updatedBy: null,
    };
  }
  return {
    warehouseId: warehouse.id,
    warehouseName: warehouse.name,
    bufferQty: Number(row.buffer_qty),
    bufferRatio: decOrZero(row.buffer_ratio),
    version: row.version,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by_name,
  };
}

const costColumns: Record<(typeof warehouseCostFields)[number], string> = {
  inboundPerUnit: 'inbound_per_unit',
  outboundPerOrder: 'outbound_per_order',
  outboundPerExtraUnit: 'outbound_per_extra_unit',
  storagePerCbmDay: 'storage_per_cbm_day',
  returnPerUnit: 'return_per_unit',
};

async function costOut(db: Db, tenantId: string, warehouse: { id: string; currency: string }) {
  const row = await db.maybe<Record<string, unknown>>('SELECT * FROM warehouse_cost_settings WHERE warehouse_id = $1 AND tenant_id = $2', [warehouse.id, tenantId]);
  const out = {
    warehouseId: warehouse.id,
    currency: row ? String(row.currency) : warehouse.currency,
    inboundPerUnit: null as string | null,
    outboundPerOrder: null as string | null,
    outboundPerExtraUnit: null as string | null,
    storagePerCbmDay: null as string | null,
    returnPerUnit: null as string | null,
    version: row ? Number(row.version) : 0,
    updatedAt: row ? isoOrNull(row.updated_at) : null,
  };
  if (row) for (const field of warehouseCostFields) out[field] = dec(row[costColumns[field]]);
  return out;
}

export const warehouseHandlers: HandlerEntry[] = [
  defineHandler(warehouseSearch, async ({ db, user, body }) => getList('asset.warehouse', user.lang).page(db, callerOf(user), body) as never),

  defineHandler(thirdWarehouseSearch, async ({ db, user, body }) => getList('asset.thirdWarehouse', user.lang).page(db, callerOf(user), body) as never),

  defineHandler(warehouseGet, async ({ db, user, params }) => warehouseOut(db, user.tenant.id, await liveWarehouse(db, user.tenant.id, params.id, user.lang))),

  defineHandler(warehouseCreate, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      const values = warehouseValues(body, user.lang);
      if (await codeTaken(tx, user.tenant.id, body.code)) throw assetError(AssetErrorCode.warehouseCodeTaken, user.lang, { code: body.code }, { field: 'code' });
      const id = newId('wh');
      const columns = Object.keys(values);
      try {
        await tx.query(
          `INSERT INTO warehouses (id, tenant_id, code, ${columns.join(', ')}, created_at, created_by, updated_at, updated_by)
           VALUES ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')}, $${columns.length + 4}, $${columns.length + 5}, $${columns.length + 4}, $${columns.length + 5})`,
          [id, user.tenant.id, body.code, ...Object.values(values), now, user.id],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw assetError(AssetErrorCode.warehouseCodeTaken, user.lang, { code: body.code }, { field: 'code' });
        throw error;
      }
      return warehouseOut(tx, user.tenant.id, await liveWarehouse(tx, user.tenant.id, id, user.lang));
    }),
  ),

  defineHandler(warehouseUpdate, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const row = await liveWarehouse(tx, user.tenant.id, params.id, user.lang, true);
      // a bulk warehouse's type and bulk fields are kept by /bulkInventory (server/bulkInventory)
      if (row.type === 'bulk') throw assetError(AssetErrorCode.warehouseBulk, user.lang);
      const values = warehouseValues(body, user.lang);
      const changed = Object.entries(values).filter(([k, v]) => (row as unknown as Record<string, unknown>)[k] !== v);
      if (changed.length === 0) return warehouseOut(tx, user.tenant.id, row);
      if (body.version !== row.version) throw staleVersion('warehouse', user.lang);
      if (row.status === 'active' && values.status === 'disabled') {
        const group = await groupOfWarehouse(tx, user.tenant.id, row.id);
        if (group) throw assetError(AssetErrorCode.warehouseInGroup, user.lang, { group }, { group });
      }
      const sets = changed.map(([k], i) => `${k} = $${i + 3}`);
      await tx.query(
        `UPDATE warehouses SET ${sets.join(', ')}, version = version + 1, updated_at = $${changed.length + 3}, updated_by = $${changed.length + 4}
          WHERE id = $1 AND tenant_id = $2`,
        [row.id, user.tenant.id, ...changed.map(([, v]) => v), now, user.id],
      );
      return warehouseOut(tx, user.tenant.id, await liveWarehouse(tx, user.tenant.id, row.id, user.lang));
    }),
  ),

  defineHandler(warehouseDelete, async ({ db, user, params, now }) =>
    db.transaction(async (tx) => {
      const row = await tx.maybe<{ id: string; deleted_at: Date | null }>('SELECT id, deleted_at FROM warehouses WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
        params.id,
        user.tenant.id,
      ]);
      if (!row) throw notFound(user.lang);
      // deleting twice is not an error (a retried delete)
      if (row.deleted_at) return { id: row.id };
      const group = await groupOfWarehouse(tx, user.tenant.id, row.id);
      if (group) throw assetError(AssetErrorCode.warehouseInGroup, user.lang, { group }, { group });
      await tx.query('UPDATE warehouses SET deleted_at = $3, updated_at = $3, updated_by = $4, version = version + 1 WHERE id = $1 AND tenant_id = $2', [
        row.id,
        user.tenant.id,
        now,
        user.id,
      ]);
      return { id: row.id };
    }),
  ),

  defineHandler(warehouseBufferGet, async ({ db, user, params }) => bufferOut(db, user, await liveWarehouse(db, user.tenant.id, params.id, user.lang))),

  defineHandler(warehouseBufferSave, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const warehouse = await liveWarehouse(tx, user.tenant.id, params.id, user.lang, true);
      const qty = checkBufferQty(body.bufferQty, user.lang);
      const ratio = checkRatio('bufferRatio', body.bufferRatio, user.lang);
      const current = await lockBuffer(tx, user.tenant.id, warehouse.id);
      if (current && Number(current.buffer_qty) === qty && sameDecimal(dec(current.buffer_ratio), ratio)) return bufferOut(tx, user, warehouse);
      if (body.version !== (current?.version ?? 0)) throw staleVersion('buffer', user.lang);
      try {
        await writeBuffer(tx, { tenantId: user.tenant.id, userId: user.id, userName: user.displayName }, warehouse.id, current, qty, ratio, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw staleVersion('buffer', user.lang);
        throw error;
      }
      return bufferOut(tx, user, warehouse);
    }),
  ),

  defineHandler(warehouseBufferRecords, async ({ db, user, params, body }) => {
    await liveWarehouse(db, user.tenant.id, params.id, user.lang);
    return ownerPage(db, user, 'asset.warehouseBufferRecords', params.id, body) as never;
  }),

  defineHandler(warehouseCostRecords, async ({ db, user, params, body }) => {
    await liveWarehouse(db, user.tenant.id, params.id, user.lang);
    return ownerPage(db, user, 'asset.warehouseCostRecords', params.id, body) as never;
  }),

  defineHandler(warehouseCostGet, async ({ db, user, params }) => costOut(db, user.tenant.id, await liveWarehouse(db, user.tenant.id, params.id, user.lang))),

  defineHandler(warehouseCostSave, async ({ db, user, params, body, now }) =>
    db.transaction(async (tx) => {
      const warehouse = await liveWarehouse(tx, user.tenant.id, params.id, user.lang, true);
      const next = Object.fromEntries(warehouseCostFields.map((f) => [f, checkAmount(f, body[f], user.lang)])) as Record<(typeof warehouseCostFields)[number], string | null>;
      const before = await costOut(tx, user.tenant.id, warehouse);
      const exists = before.version > 0;
      const changes: [string, string | null, string | null][] = [];
      if (!exists || before.currency !== body.currency) changes.push(['currency', exists ? before.currency : null, body.currency]);
      for (const f of warehouseCostFields) if (!sameDecimal(before[f], next[f])) changes.push([f, before[f], dec(next[f])]);
      if (exists && changes.length === 0) return before;
      if (body.version !== before.version) throw staleVersion('warehouseCost', user.lang);
      const values = [next.inboundPerUnit, next.outboundPerOrder, next.outboundPerExtraUnit, next.storagePerCbmDay, next.returnPerUnit];
      try {
        if (exists) {
          await tx.query(
            `UPDATE warehouse_cost_settings SET currency = $3, inbound_per_unit = $4, outbound_per_order = $5, outbound_per_extra_unit = $6,
                    storage_per_cbm_day = $7, return_per_unit = $8, version = version + 1, updated_at = $9, updated_by = $10
              WHERE warehouse_id = $1 AND tenant_id = $2`,
            [warehouse.id, user.tenant.id, body.currency, ...values, now, user.id],
          );
        } else {
          await tx.query(
            `INSERT INTO warehouse_cost_settings (warehouse_id, tenant_id, currency, inbound_per_unit, outbound_per_order, outbound_per_extra_unit,
                    storage_per_cbm_day, return_per_unit, version, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10)`,
            [warehouse.id, user.tenant.id, body.currency, ...values, now, user.id],
          );
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw staleVersion('warehouseCost', user.lang);
        throw error;
      }
      await appendCostRecords(tx, user, now, { kind: 'warehouse', id: warehouse.id }, changes);
      return costOut(tx, user.tenant.id, warehouse);
    }),
  ),
];
