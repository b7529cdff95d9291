// Checks of user input against a registered table definition (column keys, condition keys and
// values), shared by the table/theme handlers and export.start. Failures are SYS_INVALID_REQUEST
// naming the offending key, in the user's language; nothing is stored.
import { z } from 'zod';
import { ErrorCode, type ColumnSetting, type Language, type TableDefinition } from '../../src/contract';
import { describeIssues } from '../back/validate-input';
import { ApiError } from '../http/api-error';
import { listMsg } from './messages';
import type { ListDefinition } from './registry';

export const COLUMN_WIDTH_MIN = 40;
export const COLUMN_WIDTH_MAX = 1200;

const invalid = (message: string, data: Record<string, unknown>) => new ApiError(ErrorCode.invalid, message, 400, data);

/** Column keys: each must exist in the definition and appear once. */
export function checkColumnKeys(table: TableDefinition, keys: readonly string[], lang: Language): void {
  const known = new Set(table.columns.map((c) => c.key));
  const seen = new Set<string>();
  for (const key of keys) {
    if (!known.has(key)) throw invalid(listMsg('unknownColumn', lang, { key }), { field: 'columns', key });
    if (seen.has(key)) throw invalid(listMsg('duplicateColumn', lang, { key }), { field: 'columns', key });
    seen.add(key);
  }
}

/** A user's column settings, checked, with widths kept within bounds. */
export function checkColumnSettings(table: TableDefinition, columns: readonly ColumnSetting[], lang: Language): ColumnSetting[] {
  checkColumnKeys(table, columns.map((c) => c.key), lang);
  return columns.map((c) => ({ key: c.key, visible: c.visible, width: Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, Math.round(c.width))) }));
}

/** The definition's default columns: defaultVisible ones in definition order, their widths. */
export function defaultColumnSettings(table: TableDefinition): ColumnSetting[] {
  return table.columns.filter((c) => c.defaultVisible).map((c) => ({ key: c.key, width: c.width, visible: true }));
}

/**
 * Condition values: every key must be a condition of the definition, and the values must parse
 * with the list's condition schema (all optional, strict). Returns the parsed conditions.
 */
export function checkConditions(list: ListDefinition<never> | ListDefinition<Record<string, unknown>>, conditions: Record<string, unknown>, lang: Language): Record<string, unknown> {
  const known = new Set(list.table.conditions.map((c) => c.key));
  for (const key of Object.keys(conditions)) {
    if (!known.has(key)) throw invalid(listMsg('unknownCondition', lang, { key }), { field: 'conditions', key });
  }
  const parsed = list.conditionSchema.partial().strict().safeParse(conditions);
  if (!parsed.success) throw invalid(`${listMsg('badConditions', lang)} ${describeIssues('conditions', parsed.error)}`.slice(0, 600), { field: 'conditions' });
  return parsed.data as Record<string, unknown>;
}

/** A sort on a sortable column of the definition (or undefined: the default sort). */
export function checkSort(table: TableDefinition, sort: { field: string; order: 'asc' | 'desc' } | undefined, lang: Language) {
  if (!sort) return undefined;
  const column = table.columns.find((c) => c.key === sort.field);
  if (!column || !column.sortable) throw invalid(listMsg('unknownColumn', lang, { key: sort.field }), { field: 'sort', key: sort.field });
  return { field: sort.field, order: sort.order };
}

export const storedColumnsSchema = z.array(z.object({ key: z.string(), width: z.number(), visible: z.boolean() }));
