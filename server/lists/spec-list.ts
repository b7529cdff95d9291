// A list's SQL side, keyed by the fields of its list spec (src/contract/kernel/list-spec.ts): one
// SQL expression per field. The select list, the sort expressions, the WHERE of every condition
// (by its kind: contains, equals, one of, date range, number range) and the row mapping (each
// value read by its column kind, then typed by the row schema) are derived from it; a list states
// only what differs, such as a flag condition's SQL.
//
//   registerList(defineSpecList(arrivals, {
//     from: sql`appointments a JOIN warehouses w ON w.id = a.warehouse_id`,
//     id: sql`a.id`,
//     fields: { id: sql`a.id`, formNo: sql`a.form_no`, arrivedAt: sql`a.arrived_at` },
//     scope: (caller) => [sql`a.tenant_id = ${caller.tenantId}`, sql`a.status = 'arrived'`],
//   }));
import type { z } from 'zod';
import type { ConditionShape, ConditionSpec, FieldSpec, FilterSpec, ListSpec, NoExtraConditions, RowShape } from '../../src/contract';
import type { Language } from '../../src/contract';
import { dateRange, equals, inList, numberRange, textContains } from './conditions';
import { defineKeysetList } from './define';
import type { ListOwner } from './owner';
import type { ListCaller, ListDefinition } from './registry';
import { sql, type SqlFragment } from './sql';

type Fields = Record<string, FieldSpec>;
type Extra = Record<string, ConditionSpec>;
type Conditions<F extends Fields, X extends Extra> = Partial<z.output<z.ZodObject<ConditionShape<F, X>>>>;
type Row<F extends Fields> = z.output<z.ZodObject<RowShape<F>>>;
type Filter<F extends Fields, X extends Extra, K> = (value: NonNullable<Conditions<F, X>[K & keyof Conditions<F, X>]>, caller: ListCaller) => SqlFragment | undefined;
/** A field's condition may have its own SQL; a condition that is not a field's must. */
type Filters<F extends Fields, X extends Extra> = [keyof X] extends [never]
  ? { filters?: { readonly [K in keyof Conditions<F, X>]?: Filter<F, X, K> } }
  : { filters: { readonly [K in keyof Conditions<F, X>]?: Filter<F, X, K> } & { readonly [K in keyof X]: Filter<F, X, K> } };

export type SpecListSql<F extends Fields, X extends Extra = NoExtraConditions> = SpecListBase<F, X> & Filters<F, X>;

interface SpecListBase<F extends Fields, X extends Extra> {
  /**
   * The FROM clause (joins included), or the caller's (a derived table of per-tenant sums, a
   * setting of the tenant): then the derived table may scope by the tenant itself.
   */
  from: SqlFragment | ((caller: ListCaller) => SqlFragment);
  /** The row id: the keyset's tie-breaker. */
  id: SqlFragment;
  /** Every field's SQL expression. */
  fields: FieldSql<F>;
  /** Sort expressions that differ from the field's (they must never be NULL: COALESCE). */
  sort?: { readonly [K in keyof F]?: SqlFragment };
  /** The fixed part of the WHERE: it must scope by caller.tenantId. */
  scope(caller: ListCaller): readonly (SqlFragment | null | undefined | false)[];
  /** Fields read otherwise than by their column kind (arrays, objects). */
  read?: FieldReaders<F>;
  /**
   * When the list keeps counts that answer these conditions: a query of `n`, the exact total.
   * `where` builds the list's WHERE parts (scope and conditions) for any conditions, so that the
   * total can decide on the SQL itself which searches its counts answer (lists/kept-total.ts).
   */
  total?(caller: ListCaller, conditions: Conditions<F, X>, where: SpecWhere<F, X>): SqlFragment | undefined;
  exportRow?(row: Row<F>, lang: Language): Record<string, unknown>;
  owner?: ListOwner;
}

const filterOf = (f: FieldSpec): FilterSpec | undefined => (typeof f.filter === 'string' ? { kind: f.filter } : f.filter);

/** How a raw database value becomes the row's value, by the column kind. */
function reader(f: FieldSpec): (raw: unknown) => unknown {
  switch (f.kind ?? 'text') {
    case 'number':
    case 'money':
    case 'percent':
      return (v) => (v === null || v === undefined ? null : Number(v));
    case 'date':
      return (v) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
    case 'datetime':
      return (v) => (v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());
    case 'boolean':
      return (v) => (v === null || v === undefined ? null : v === true || v === 't' || v === 'true' || v === 1);
    case 'text':
    case 'status':
      return (v) => (v === null || v === undefined ? null : String(v));
  }
}

/** The WHERE part of one condition, by its kind. */
function defaultFilter(key: string, filter: FilterSpec, f: FieldSpec, expr: SqlFragment, bizType: string): (value: unknown) => SqlFragment | undefined {
  switch (filter.kind) {
    case 'text':
      return (v) => textContains(expr, v as string);
    case 'select':
      return (v) => equals(expr, v as string);
    case 'multiSelect':
    case 'codes':
      return (v) => inList(expr, v as string[]);
    case 'dateRange':
      return (v) => dateRange(expr, v as [string | null, string | null], { column: f.kind === 'date' ? 'date' : 'timestamptz' });
    case 'numberRange':
      return (v) => numberRange(expr, v as [number | null, number | null]);
    case 'flag':
      throw new Error(`${bizType}: the flag condition ${key} needs its SQL in filters`);
  }
}

/** The WHERE parts of a spec list for the caller and conditions: its scope, then each condition's. */
export type SpecWhere<F extends Fields, X extends Extra> = (caller: ListCaller, conditions: Conditions<F, X>) => readonly (SqlFragment | null | undefined | false)[];

type FieldSql<F extends Fields> = { readonly [K in keyof F]: SqlFragment };
type FieldReaders<F extends Fields> = { readonly [K in keyof F]?: (raw: unknown) => unknown };

/**
 * The select list of a spec's fields (each field's SQL AS its name), for a call that reads the
 * list's rows outside the list (by ids, say) with the same FROM aliases; specRowReader reads them.
 */
export function specSelect<F extends Fields, X extends Extra>(spec: ListSpec<F, X>, fields: FieldSql<F>): SqlFragment {
  return sql.join(
    (Object.keys(spec.fields) as (keyof F & string)[]).map((key) => sql`${fields[key]} AS ${sql.ident(key)}`),
    ', ',
  );
}

/** A row from the columns specSelect selected: each value read by its column kind, or by `read`. */
export function specRowReader<F extends Fields, X extends Extra>(spec: ListSpec<F, X>, read?: FieldReaders<F>): (raw: Record<string, unknown>) => Row<F> {
  const readers = (Object.keys(spec.fields) as (keyof F & string)[]).map((key) => [key, read?.[key] ?? reader(spec.fields[key]!)] as const);
  return (raw) => Object.fromEntries(readers.map(([key, r]) => [key, r(raw[key])])) as Row<F>;
}

/** A registered list's definition from its spec and SQL (see the header). */
export function defineSpecList<F extends Fields, X extends Extra = NoExtraConditions>(spec: ListSpec<F, X>, q: SpecListSql<F, X>): ListDefinition<Row<F>> {
  const keys = Object.keys(spec.fields) as (keyof F & string)[];
  type Apply = (value: unknown, caller: ListCaller) => SqlFragment | undefined;
  const own = (key: string) => (q.filters as Record<string, Apply | undefined> | undefined)?.[key];
  const filters = [
    ...keys.flatMap((key) => {
      const filter = filterOf(spec.fields[key]!);
      if (!filter) return [];
      const apply = own(key);
      if (apply) return [{ key, apply }];
      const byKind = defaultFilter(key, filter, spec.fields[key]!, q.fields[key], spec.bizType);
      return [{ key, apply: (value: unknown) => byKind(value) }];
    }),
    ...Object.keys(spec.extraConditions).map((key) => {
      const apply = own(key);
      if (!apply) throw new Error(`${spec.bizType}: the condition ${key} needs its SQL in filters`);
      return { key, apply };
    }),
  ];
  const absent = (v: unknown) => v === undefined || v === null;
  const where: SpecWhere<F, X> = (caller, c) => [
    ...q.scope(caller),
    ...filters.map(({ key, apply }) => {
      const value = (c as Record<string, unknown>)[key];
      return absent(value) ? undefined : apply(value, caller);
    }),
  ];
  const total = q.total;
  const listFrom = (from: SqlFragment) =>
    defineKeysetList<Row<F>, z.ZodObject<ConditionShape<F, X>>>({
      table: spec.table,
      conditionSchema: spec.conditions,
      select: specSelect(spec, q.fields),
      from,
      idColumn: q.id,
      sortable: Object.fromEntries(spec.sortFields.map((key) => [key, q.sort?.[key] ?? q.fields[key]])),
      where,
      mapRow: specRowReader(spec, q.read),
      total: total && ((caller, c) => total(caller, c, where)),
      exportRow: q.exportRow,
      owner: q.owner,
    });
  const from = q.from;
  if (typeof from !== 'function') return listFrom(from);
  // a FROM of the caller's: the list of that FROM, for each page
  return {
    table: spec.table,
    conditionSchema: spec.conditions,
    exportRow: q.exportRow,
    owner: q.owner,
    page: (db, caller, query) => listFrom(from(caller)).page(db, caller, query),
  };
}
