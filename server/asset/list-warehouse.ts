// Lists of the warehouse assets: warehouses (asset.warehouse), third-party warehouses
// (asset.thirdWarehouse), buffer setting records (asset.warehouseBufferRecords) and warehouse cost
// records (asset.warehouseCostRecords). Registered at import; every WHERE starts with the
// caller's tenant, and every sort has an index (tenant_id, column, id) in migration 003. The two
// warehouse lists declare their fields once in the contract's list specs (warehouseList,
// thirdWarehouseList); here is the SQL of each. The record lists of one owner are written out.
import { z } from 'zod';
import {
  bufferRecordConditionsSchema,
  costRecordConditionsSchema,
  thirdWarehouseList as thirdWarehouseSpec,
  warehouseBufferRecordsTable,
  warehouseCostRecordsTable,
  warehouseList as warehouseSpec,
  type CostRecordRow,
} from '../../src/contract';
import { dateRange, equals, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { ownerRow } from '../lists/owner';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
/** '12.50' -> '12.5' */
const dec = (v: unknown) => (v === null || v === undefined ? null : String(v).includes('.') ? String(v).replace(/0+$/, '').replace(/\.$/, '') : String(v));
const ownerId = z.string().min(1).max(64);

export const warehouseList = registerList(
  defineSpecList(warehouseSpec, {
    from: sql`warehouses w LEFT JOIN warehouse_buffer_settings b ON b.warehouse_id = w.id AND b.tenant_id = w.tenant_id`,
    id: sql`w.id`,
    fields: {
      id: sql`w.id`,
      code: sql`w.code`,
      name: sql`w.name`,
      type: sql`w.type`,
      providerName: sql`w.provider_name`,
      country: sql`w.country`,
      stateOrProvince: sql`w.state_or_province`,
      city: sql`w.city`,
      currency: sql`w.currency`,
      bufferQty: sql`b.buffer_qty`,
      bufferRatio: sql`b.buffer_ratio`,
      status: sql`w.status`,
      createdAt: sql`w.created_at`,
      updatedAt: sql`w.updated_at`,
      version: sql`w.version`,
    },
    scope: (caller) => [sql`w.tenant_id = ${caller.tenantId}`, sql`w.deleted_at IS NULL`],
    read: { bufferRatio: dec },
  }),
);

export const thirdWarehouseList = registerList(
  defineSpecList(thirdWarehouseSpec, {
    from: sql`warehouses w`,
    id: sql`w.id`,
    // provider_name is never NULL for thirdParty rows (CHECK in migration 003): it sorts as it is
    fields: {
      id: sql`w.id`,
      code: sql`w.code`,
      name: sql`w.name`,
      providerName: sql`w.provider_name`,
      providerWarehouseCode: sql`w.provider_warehouse_code`,
      country: sql`w.country`,
      city: sql`w.city`,
      currency: sql`w.currency`,
      status: sql`w.status`,
      updatedAt: sql`w.updated_at`,
    },
    scope: (caller) => [sql`w.tenant_id = ${caller.tenantId}`, sql`w.deleted_at IS NULL`, sql`w.type = 'thirdParty'`],
  }),
);

export interface BufferRecordRow {
  id: string;
  changedAt: string;
  changedBy: string;
  oldQty: number | null;
  newQty: number;
  oldRatio: string | null;
  newRatio: string;
}

/** The warehouse's id (`warehouseId`) comes from the search's path or the export's ownerId, never the body's conditions. */
export const bufferRecordListConditions = bufferRecordConditionsSchema.extend({ warehouseId: ownerId });

export const warehouseBufferRecordList = registerList(
  defineKeysetList<BufferRecordRow, typeof bufferRecordListConditions>({
    table: warehouseBufferRecordsTable,
    conditionSchema: bufferRecordListConditions,
    owner: ownerRow('warehouseId', 'warehouses', { live: true }),
    select: sql`r.id, r.changed_at, r.changed_by_name, r.old_qty, r.new_qty, r.old_ratio, r.new_ratio`,
    from: sql`warehouse_buffer_records r`,
    idColumn: sql`r.id`,
    sortable: { changedAt: sql`r.changed_at` },
    where: (caller, c) => [
      sql`r.tenant_id = ${caller.tenantId}`,
      equals(sql`r.warehouse_id`, c.warehouseId),
      dateRange(sql`r.changed_at`, c.changedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      changedAt: iso(r.changed_at),
      changedBy: String(r.changed_by_name),
      oldQty: r.old_qty === null ? null : Number(r.old_qty),
      newQty: Number(r.new_qty),
      oldRatio: dec(r.old_ratio),
      newRatio: dec(r.new_ratio) ?? '0',
    }),
  }),
);

/** Cost records of one owner kind; `ownerId` comes from the search's path or the export's ownerId. */
export const costRecordListConditions = costRecordConditionsSchema.extend({ ownerId });

// The owners of cost records: warehouses and channels are soft-deleted, carts are not.
const costRecordOwners = {
  warehouse: ownerRow('ownerId', 'warehouses', { live: true }),
  cart: ownerRow('ownerId', 'carts', { live: false }),
  logistics: ownerRow('ownerId', 'logistics_channels', { live: true }),
};

export function costRecordList(table: typeof warehouseCostRecordsTable, ownerKind: 'warehouse' | 'cart' | 'logistics') {
  return defineKeysetList<CostRecordRow, typeof costRecordListConditions>({
    table,
    conditionSchema: costRecordListConditions,
    owner: costRecordOwners[ownerKind],
    select: sql`r.id, r.changed_at, r.changed_by_name, r.field, r.old_value, r.new_value`,
    from: sql`cost_records r`,
    idColumn: sql`r.id`,
    sortable: { changedAt: sql`r.changed_at` },
    where: (caller, c) => [
      sql`r.tenant_id = ${caller.tenantId}`,
      sql`r.owner_kind = ${ownerKind}`,
      equals(sql`r.owner_id`, c.ownerId),
      textContains(sql`r.field`, c.field),
      dateRange(sql`r.changed_at`, c.changedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      changedAt: iso(r.changed_at),
      changedBy: String(r.changed_by_name),
      field: String(r.field),
      oldValue: (r.old_value as string | null) ?? null,
      newValue: (r.new_value as string | null) ?? null,
    }),
  });
}

export const warehouseCostRecordList = registerList(costRecordList(warehouseCostRecordsTable, 'warehouse'));
