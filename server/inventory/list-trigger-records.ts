// Trigger records (asset.triggerRecords): the pushes of allotment quantities to the channels, newest
// first. Registered at import.
import { triggerRecordConditions, triggerRecordTable, type TriggerRecordRow } from '../../src/contract';
import { dateRange, escapeLike, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export function triggerRecordRowOf(r: Record<string, unknown>): TriggerRecordRow {
  return {
    id: String(r.id),
    createdAt: iso(r.created_at),
    createdByName: String(r.created_by_name),
    groupNames: String(r.group_names),
    groupCount: Number(r.group_count),
    lineCount: Number(r.line_count),
    newCount: Number(r.new_count),
    increaseCount: Number(r.increase_count),
    decreaseCount: Number(r.decrease_count),
    releaseCount: Number(r.release_count),
    status: 'succeeded',
  };
}

export const triggerRecordList = registerList(
  defineKeysetList<TriggerRecordRow, typeof triggerRecordConditions>({
    table: triggerRecordTable,
    conditionSchema: triggerRecordConditions,
    select: sql`r.id, r.created_at, r.created_by_name, r.group_names, r.group_count, r.line_count, r.new_count, r.increase_count,
      r.decrease_count, r.release_count, r.status`,
    from: sql`trigger_records r`,
    idColumn: sql`r.id`,
    sortable: { createdAt: sql`r.created_at`, lineCount: sql`r.line_count` },
    where: (caller, c) => [
      sql`r.tenant_id = ${caller.tenantId}`,
      dateRange(sql`r.created_at`, c.createdAt),
      textContains(sql`r.created_by_name`, c.operator),
      textContains(sql`r.group_names`, c.warehouseGroup),
      c.sku?.trim()
        ? sql`EXISTS (SELECT 1 FROM trigger_record_lines l JOIN skus s ON s.id = l.sku_id
                       WHERE l.record_id = r.id AND s.sku ILIKE ${`%${escapeLike(c.sku.trim())}%`} ESCAPE '\\')`
        : undefined,
    ],
    mapRow: triggerRecordRowOf,
  }),
);
