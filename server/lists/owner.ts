// Lists of one owner's rows: the change records of a warehouse, a cart or a logistics channel.
// The owner's id fills a condition of the list that is not one of the table's conditions, so a
// user can never name it among the search conditions (checkConditions refuses it); the search
// handler takes it from the call's path, an export from its request's ownerId, and both go
// through ownedQuery(), so the file holds exactly the rows that list showed and never another
// owner's. Every list's WHERE still starts with the caller's tenant.
import type { Language, TableQuery } from '../../src/contract';
import type { Db } from '../db/db';
import { callerOf, getList, type ListDefinition, type ListOwner } from './registry';
import { sql } from './sql';

export type { ListOwner };


/** An owner that is a row of `table` (id, tenant_id; `live`: not soft-deleted). */
export function ownerRow(condition: string, table: 'warehouses' | 'carts' | 'logistics_channels', options: { live: boolean }): ListOwner {
  return {
    condition,
    exists: async (db, caller, id) => {
      const live = options.live ? sql` AND deleted_at IS NULL` : sql.empty;
      const q = sql`SELECT 1 AS found FROM ${sql.ident(table)} WHERE id = ${id} AND tenant_id = ${caller.tenantId}${live}`;
      return (await db.maybe(q.text, q.params)) !== undefined;
    },
  };
}

type AnyList = Pick<ListDefinition<never>, 'owner' | 'table'>;

/**
 * The query of a list for one owner (the owner's condition set over whatever the query said), or
 * the query itself for a list without owner. Mismatches are programming errors (the handlers
 * check requests first): an owner's list is never read whole, and an owner id is never ignored.
 */
export function ownedQuery(list: AnyList, query: TableQuery, ownerId: string | null | undefined): TableQuery {
  if (!list.owner) {
    if (ownerId) throw new Error(`list ${list.table.bizType} has no owner`);
    return query;
  }
  if (!ownerId) throw new Error(`list ${list.table.bizType} is read one owner at a time`);
  return { ...query, conditions: { ...query.conditions, [list.owner.condition]: ownerId } };
}

/** One page of an owner's list for the session user (the search handlers of record lists). */
export function ownerPage(db: Db, user: { id: string; lang: Language; tenant: { id: string } }, bizType: string, ownerId: string, query: TableQuery) {
  const list = getList(bizType, user.lang);
  return list.page(db, callerOf(user), ownedQuery(list, query, ownerId));
}
