// Lists of the warehouse assets: warehouses (asset.warehouse), third-party warehouses
// (asset.thirdWarehouse), buffer setting records (asset.warehouseBufferRecords) and warehouse cost
// records (asset.warehouseCostRecords). Registered at import; every WHERE starts with the
// caller's tenant, and every sort has an index (tenant_id, column, id) in migration 003.
import { z } from 'zod';
import {
  bufferRecordConditionsSchema,
  costRecordConditionsSchema,
  thirdWarehouseConditionsSchema,
  thirdWarehouseTable,
  warehouseBufferRecordsTable,
  warehouseConditionsSchema,
  warehouseCostRecordsTable,
  warehouseTable,
  type CostRecordRow,
  type WarehouseRow,
} from '../../src/contract';
import { dateRange, equals, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { ownerRow } from '../lists/owner';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
/** '12.50' -> '12.5' */
const dec = (v: unknown) => (v === null || v === undefined ? null : String(v).includes('.') ? String(v).replace(/0+$/, '').replace(/\.$/, '') : String(v));
const ownerId = z.string().min(1).max(64);

export const warehouseList = registerList(
  defineKeysetList<WarehouseRow, typeof warehouseConditionsSchema>({
    table: warehouseTable,
    conditionSchema: warehouseConditionsSchema,
    select: sql`w.id, w.code, w.name, w.type, w.provider_name, w.country, w.state_or_province, w.city, w.currency, w.status,
      b.buffer_qty, b.buffer_ratio, w.created_at, w.updated_at, w.version`,
    from: sql`warehouses w LEFT JOIN warehouse_buffer_settings b ON b.warehouse_id = w.id AND b.tenant_id = w.tenant_id`,
    idColumn: sql`w.id`,
    sortable: {
      code: sql`w.code`,
      name: sql`w.name`,
      type: sql`w.type`,
      country: sql`w.country`,
      status: sql`w.status`,
      createdAt: sql`w.created_at`,
      updatedAt: sql`w.updated_at`,
    },
    where: (caller, c) => [
      sql`w.tenant_id = ${caller.tenantId}`,
      sql`w.deleted_at IS NULL`,
      textContains(sql`w.code`, c.code),
      textContains(sql`w.name`, c.name),
      inList(sql`w.type`, c.type),
      equals(sql`w.status`, c.status),
      inList(sql`w.country`, c.country),
      textContains(sql`w.provider_name`, c.providerName),
      dateRange(sql`w.updated_at`, c.updatedAt),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      type: r.type as WarehouseRow['type'],
      providerName: (r.provider_name as string | null) ?? null,
      country: String(r.country),
      stateOrProvince: String(r.state_or_province),
      city: String(r.city),
      currency: String(r.currency),
      status: r.status as WarehouseRow['status'],
      bufferQty: r.buffer_qty === null || r.buffer_qty === undefined ? null : Number(r.buffer_qty),
      bufferRatio: dec(r.buffer_ratio),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      version: Number(r.version),
    }),
  }),
);

export interface ThirdWarehouseRow {
  id: string;
  code: string;
  name: string;
  providerName: string;
  providerWarehouseCode: string | null;
  country: string;
  city: string;
  currency: string;
  status: 'active' | 'disabled';
  updatedAt: string;
}

export const thirdWarehouseList = registerList(
  defineKeysetList<ThirdWarehouseRow, typeof thirdWarehouseConditionsSchema>({
    table: thirdWarehouseTable,
    conditionSchema: thirdWarehouseConditionsSchema,
    select: sql`w.id, w.code, w.name, w.provider_name, w.provider_warehouse_code, w.country, w.city, w.currency, w.status, w.updated_at`,
    from: sql`warehouses w`,
    idColumn: sql`w.id`,
    // provider_name is never NULL for thirdParty rows (CHECK in migration 003)
    sortable: { code: sql`w.code`, name: sql`w.name`, providerName: sql`w.provider_name`, updatedAt: sql`w.updated_at` },
    where: (caller, c) => [
      sql`w.tenant_id = ${caller.tenantId}`,
      sql`w.deleted_at IS NULL`,
      sql`w.type = 'thirdParty'`,
      textContains(sql`w.code`, c.code),
      textContains(sql`w.name`, c.name),
      textContains(sql`w.provider_name`, c.providerName),
      inList(sql`w.country`, c.country),
      equals(sql`w.status`, c.status),
    ],
    mapRow: (r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      providerName: String(r.provider_name),
      providerWarehouseCode: (r.provider_warehouse_code as string | null) ?? null,
      country: String(r.country),
      city: String(r.city),
      currency: String(r.currency),
      status: r.status as ThirdWarehouseRow['status'],
      updatedAt: iso(r.updated_at),
    }),
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
