// defineKeysetList(): a ListDefinition from SQL pieces, for the usual list (one base table or a
// few joins, tenant-scoped WHERE built from the conditions, whitelisted sorts). Its page() runs
// keysetPage() with the table's default sort, cursors scoped to the bizType.
//
//   registerList(defineKeysetList({
//     table: warehouseTable, conditionSchema: warehouseConditions,
//     select: sql`w.id, w.name, w.created_at`, from: sql`warehouses w`, idColumn: sql`w.id`,
//     sortable: { name: sql`COALESCE(w.name, '')`, createdAt: sql`w.created_at` },
//     where: (caller, c) => [sql`w.tenant_id = ${caller.tenantId}`, textContains(sql`w.name`, c.name)],
//     mapRow: (r) => ({ id: String(r.id), name: String(r.name), createdAt: (r.created_at as Date).toISOString() }),
//   }));
import type { z } from 'zod';
import type { Language, TableDefinition } from '../../src/contract';
import { keysetPage } from './keyset';
import type { ListOwner } from './owner';
import type { ListCaller, ListDefinition } from './registry';
import type { SqlFragment } from './sql';

export interface KeysetListSpec<Row, C extends z.ZodObject> {
  table: TableDefinition;
  conditionSchema: C;
  select: SqlFragment;
  from: SqlFragment;
  idColumn: SqlFragment;
  /** Sort expressions by column key (never NULL: COALESCE). */
  sortable: Readonly<Record<string, SqlFragment>>;
  /** The WHERE parts: must scope by caller.tenantId. Absent conditions may be undefined. */
  where(caller: ListCaller, conditions: Partial<z.output<C>>): readonly (SqlFragment | null | undefined | false)[];
  mapRow(raw: Record<string, unknown>): Row;
  /** When the list keeps counts that answer these conditions: a query of `n`, the exact total. */
  total?(caller: ListCaller, conditions: Partial<z.output<C>>): SqlFragment | undefined;
  exportRow?(row: Row, lang: Language): Record<string, unknown>;
  /** Rows of one owner: the condition that holds its id (never a table condition). */
  owner?: ListOwner;
}

export function defineKeysetList<Row, C extends z.ZodObject>(spec: KeysetListSpec<Row, C>): ListDefinition<Row> {
  return {
    table: spec.table,
    conditionSchema: spec.conditionSchema,
    exportRow: spec.exportRow,
    owner: spec.owner,
    page: (db, caller, query) => {
      const conditions = (query.conditions ?? {}) as Partial<z.output<C>>;
      return keysetPage<Row>(db, {
        select: spec.select,
        from: spec.from,
        where: spec.where(caller, conditions),
        sortable: spec.sortable,
        sort: query.sort ?? spec.table.defaultSort,
        idColumn: spec.idColumn,
        cursor: query.cursor ?? null,
        pageSize: query.pageSize,
        exactTotal: query.exactTotal,
        totalQuery: spec.total?.(caller, conditions),
        scope: spec.table.bizType,
        mapRow: spec.mapRow,
      });
    },
  };
}
