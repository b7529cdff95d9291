// Allotment change records (inventory.allotRecords): who changed which allotment when, old -> new.
// Registered at import; GET allot/record reads the same columns for chosen allotments.
import { allotRecordConditions, allotRecordTable, type AllotMode, type AllotRecord } from '../../src/contract';
import { dateRange, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export const allotRecordSelect = sql`r.id, r.allotment_id, r.group_id, g.name AS group_name, r.sku_id, s.sku, r.cart_id, c.code AS cart_code,
  c.name AS cart_name, r.old_mode, r.old_value::float8 AS old_value, r.new_mode, r.new_value::float8 AS new_value, r.changed_at, r.changed_by_name`;

export function allotRecordRowOf(r: Record<string, unknown>): AllotRecord {
  return {
    id: String(r.id),
    allotmentId: String(r.allotment_id),
    warehouseGroupId: String(r.group_id),
    warehouseGroupName: String(r.group_name),
    skuId: String(r.sku_id),
    sku: String(r.sku),
    cartId: String(r.cart_id),
    cartCode: String(r.cart_code),
    cartName: String(r.cart_name),
    oldMode: (r.old_mode as AllotMode | null) ?? null,
    oldValue: numOrNull(r.old_value),
    newMode: (r.new_mode as AllotMode | null) ?? null,
    newValue: numOrNull(r.new_value),
    changedAt: iso(r.changed_at),
    changedByName: String(r.changed_by_name),
  };
}

export const allotRecordList = registerList(
  defineKeysetList<AllotRecord, typeof allotRecordConditions>({
    table: allotRecordTable,
    conditionSchema: allotRecordConditions,
    select: allotRecordSelect,
    from: sql`allot_records r JOIN warehouse_groups g ON g.id = r.group_id JOIN skus s ON s.id = r.sku_id JOIN carts c ON c.id = r.cart_id`,
    idColumn: sql`r.id`,
    sortable: { changedAt: sql`r.changed_at` },
    where: (caller, c) => [
      sql`r.tenant_id = ${caller.tenantId}`,
      textContains(sql`g.name`, c.warehouseGroup),
      textContains(sql`s.sku`, c.sku),
      c.cart?.trim() ? sql`(${textContains(sql`c.code`, c.cart)!} OR ${textContains(sql`c.name`, c.cart)!})` : undefined,
      textContains(sql`r.changed_by_name`, c.operator),
      dateRange(sql`r.changed_at`, c.changedAt),
    ],
    mapRow: allotRecordRowOf,
  }),
);
