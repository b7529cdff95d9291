// Condition values -> SQL fragments. Each helper returns undefined when the condition is absent
// (undefined, null, '', [], [null, null]) so a list writes
//   where: [sql`w.tenant_id = ${caller.tenantId}`, textContains(sql`w.name`, c.name), ...]
// and keysetPage() ignores the absent ones. Values are always bound parameters.
import { sql, type SqlFragment } from './sql';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Escapes LIKE wildcards (% and _) and the escape character itself. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Case-insensitive "contains" (ILIKE with % and _ taken literally). */
export function textContains(expr: SqlFragment, value: string | null | undefined): SqlFragment | undefined {
  if (blank(value)) return undefined;
  return sql`${expr} ILIKE ${`%${escapeLike(String(value).trim())}%`} ESCAPE '\\'`;
}

/** Equality. */
export function equals(expr: SqlFragment, value: string | number | boolean | null | undefined): SqlFragment | undefined {
  if (blank(value)) return undefined;
  return sql`${expr} = ${value as string | number | boolean}`;
}

/** One of the values (text or numbers); absent when the list is empty. */
export function inList(expr: SqlFragment, values: readonly string[] | readonly number[] | null | undefined): SqlFragment | undefined {
  if (!values || values.length === 0) return undefined;
  if (values.every((v) => typeof v === 'number')) return sql`${expr} = ANY(${values as readonly number[]}::numeric[])`;
  // one value as plain equality: the planner can then walk an index in the sort's order
  if (values.length === 1) return sql`${expr} = ${String(values[0])}`;
  return sql`${expr} = ANY(${values.map(String)}::text[])`;
}

export interface DateRangeOptions {
  /** 'timestamptz' (default): the range is whole days in `timeZone`; 'date': a date column. */
  column?: 'timestamptz' | 'date';
  /** IANA zone or UTC offset for the day boundaries of a timestamptz column (default 'UTC'). */
  timeZone?: string;
}

/**
 * A date range [from, to] given as ISO dates (YYYY-MM-DD); either end may be open (null). `to` is
 * inclusive: the whole day counts (the bound is `< to + 1 day`).
 */
export function dateRange(
  expr: SqlFragment,
  range: readonly [string | null, string | null] | null | undefined,
  options: DateRangeOptions = {},
): SqlFragment | undefined {
  if (!range) return undefined;
  const [from, to] = range;
  const zone = options.timeZone ?? 'UTC';
  const bound = (d: SqlFragment) => (options.column === 'date' ? d : sql`((${d})::timestamp AT TIME ZONE ${zone})`);
  const parts: SqlFragment[] = [];
  if (!blank(from)) parts.push(sql`${expr} >= ${bound(sql`${from}::date`)}`);
  if (!blank(to)) parts.push(sql`${expr} < ${bound(sql`(${to}::date + 1)`)}`);
  if (parts.length === 0) return undefined;
  return sql.join(parts, ' AND ');
}

/** A number range [min, max], both inclusive, either open. */
export function numberRange(expr: SqlFragment, range: readonly [number | null, number | null] | null | undefined): SqlFragment | undefined {
  if (!range) return undefined;
  const [min, max] = range;
  const parts: SqlFragment[] = [];
  if (min !== null && min !== undefined) parts.push(sql`${expr} >= ${min}::numeric`);
  if (max !== null && max !== undefined) parts.push(sql`${expr} <= ${max}::numeric`);
  if (parts.length === 0) return undefined;
  return sql.join(parts, ' AND ');
}
