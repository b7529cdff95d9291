// The list registry: one ListDefinition per bizType. A search handler answers
// `getList(bizType).page(db, caller, query)`; the table/theme handlers read titles and condition
// labels from `getList(bizType).table`; the export job walks the same `page` function and writes
// `exportRow` of each row, so what a user sees is what they export.
import type { z } from 'zod';
import { ErrorCode, type Bilingual, type Language, type TableDefinition, type TableQuery } from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { KeysetPage } from './keyset';
import { listMsg } from './messages';

export interface ListCaller {
  tenantId: string;
  userId: string;
  lang: Language;
}

export type Page<Row> = KeysetPage<Row>;

/** The owner of a list of one owner's rows (owner.ts builds them). */
export interface ListOwner {
  /** The list condition that holds the owner's id. */
  condition: string;
  /** The owner exists in the caller's tenant (a foreign or deleted one does not). */
  exists(db: Db, caller: ListCaller, id: string): Promise<boolean>;
}

export interface ListDefinition<Row = Record<string, unknown>> {
  table: TableDefinition;
  /** The conditions of this list (all optional, strict): export.start validates against it. */
  conditionSchema: z.ZodObject;
  /** One page for the caller (scoped by tenant, and by user where the list is per user). */
  page(db: Db, caller: ListCaller, query: TableQuery): Promise<Page<Row>>;
  /** A row as export cells by column key (default: the row itself). */
  exportRow?(row: Row, lang: Language): Record<string, unknown>;
  /** A list of one owner's rows: searched and exported for one owner only (see owner.ts). */
  owner?: ListOwner;
}

// Row types differ per list; the registry stores them erased.
const lists = new Map<string, ListDefinition<Record<string, unknown>>>();

/** Registers a list; a bizType can be registered once (a second registration throws). */
export function registerList<Row>(def: ListDefinition<Row>): ListDefinition<Row> {
  const { bizType } = def.table;
  if (lists.has(bizType)) throw new Error(`list ${bizType} is registered twice`);
  const columnKeys = new Set<string>();
  for (const column of def.table.columns) {
    if (columnKeys.has(column.key)) throw new Error(`list ${bizType}: column ${column.key} twice`);
    columnKeys.add(column.key);
  }
  if (!columnKeys.has(def.table.defaultSort.field)) throw new Error(`list ${bizType}: default sort ${def.table.defaultSort.field} is not a column`);
  lists.set(bizType, def as unknown as ListDefinition<Record<string, unknown>>);
  return def;
}

/** The list of a bizType, or undefined. */
export function findList(bizType: string): ListDefinition<Record<string, unknown>> | undefined {
  return lists.get(bizType);
}

/** The list of a bizType; SYS_NOT_FOUND "unknown table" when none is registered. */
export function getList(bizType: string, lang: Language = 'en'): ListDefinition<Record<string, unknown>> {
  const def = lists.get(bizType);
  if (!def) throw new ApiError(ErrorCode.notFound, listMsg('unknownTable', lang), 404, { bizType });
  return def;
}

/** The caller of a list from the session user. */
export function callerOf(user: { id: string; lang: Language; tenant: { id: string } }): ListCaller {
  return { tenantId: user.tenant.id, userId: user.id, lang: user.lang };
}

/** Every registered table definition (sorted by bizType). */
export function listTables(): TableDefinition[] {
  return [...lists.values()].map((d) => d.table).sort((a, b) => a.bizType.localeCompare(b.bizType));
}

/** Tests only: forget a registration (e.g. a throwaway list). */
export function unregisterList(bizType: string): void {
  lists.delete(bizType);
}

/** A bilingual text in the user's language. */
export function textIn(text: Bilingual, lang: Language): string {
  return lang === 'zh-CN' ? text.zh : text.en;
}
