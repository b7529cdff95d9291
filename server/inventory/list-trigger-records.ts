// Trigger records (asset.triggerRecords): the pushes of allotment quantities to the channels, newest
// first. Its fields are declared once in the contract's list spec (triggerRecordList); here is the
// SQL of each, and of the conditions that are not one field's. Registered at import.
import { triggerRecordList as triggerRecordSpec, type TriggerRecordRow } from '../../src/contract';
import { escapeLike, textContains } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** One record's row from its trigger_records columns (the record call reads it outside the list). */
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
  defineSpecList(triggerRecordSpec, {
    from: sql`trigger_records r`,
    id: sql`r.id`,
    fields: {
      id: sql`r.id`,
      createdAt: sql`r.created_at`,
      createdByName: sql`r.created_by_name`,
      groupNames: sql`r.group_names`,
      groupCount: sql`r.group_count`,
      lineCount: sql`r.line_count`,
      newCount: sql`r.new_count`,
      increaseCount: sql`r.increase_count`,
      decreaseCount: sql`r.decrease_count`,
      releaseCount: sql`r.release_count`,
      // only 'succeeded' (the table's CHECK)
      status: sql`r.status`,
    },
    scope: (caller) => [sql`r.tenant_id = ${caller.tenantId}`],
    filters: {
      operator: (value) => textContains(sql`r.created_by_name`, value),
      warehouseGroup: (value) => textContains(sql`r.group_names`, value),
      sku: (value) =>
        value.trim()
          ? sql`EXISTS (SELECT 1 FROM trigger_record_lines l JOIN skus s ON s.id = l.sku_id
                         WHERE l.record_id = r.id AND s.sku ILIKE ${`%${escapeLike(value.trim())}%`} ESCAPE '\\')`
          : undefined,
    },
  }),
);
