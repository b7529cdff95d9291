// One list spec per bizType (issue 16, item 2): each field of a list's row is declared once, with
// its schema, its column (title in both languages, kind, width, sortable, shown by default) and
// the search condition on it, if any. The row schema, the condition schema, the sort fields, the
// table definition, the search body and the page schema are derived from it; the server's SQL
// side is `server/lists/spec-list.ts`, keyed by the same field names.
//
//   export const arrivals = defineListSpec({
//     bizType: 'order.arrivalList', title: ['Arrivals', '到仓记录'],
//     fields: {
//       id: { type: z.string() },
//       formNo: { type: z.string(), title: ['Appointment no.', '预约单号'], width: 150, sortable: true, filter: 'text' },
//       arrivedAt: { type: isoTime, title: ['Arrived at', '到仓时间'], kind: 'datetime', sortable: true, filter: 'dateRange' },
//     },
//     defaultSort: { field: 'arrivedAt', order: 'desc' },
//   });
import { z } from 'zod';
import { codeListConditionSchema, type LookupKind } from './code-list';
import {
  bilingual,
  dateRangeSchema,
  numberRangeSchema,
  pageSchema,
  tableColumn,
  tableCondition,
  tableQuerySchema,
  type ColumnDefinition,
  type ConditionDefinition,
  type TitledTable,
} from './table';

type ColumnKind = ColumnDefinition['kind'];
type FilterKind = ConditionDefinition['kind'];

/** The condition schema of each filter kind, unless a field gives its own. */
const filterSchemas = {
  text: z.string().max(200),
  select: z.string().max(64),
  multiSelect: z.array(z.string().max(64)).max(100),
  dateRange: dateRangeSchema,
  numberRange: numberRangeSchema,
  flag: z.boolean(),
  codes: codeListConditionSchema,
} satisfies Record<FilterKind, z.ZodType>;
type FilterSchemas = typeof filterSchemas;

export interface FilterSpec {
  kind: FilterKind;
  /** The condition's schema when it is not the kind's default (a tighter length, integers). */
  schema?: z.ZodType;
  /** The condition's label when it is not the column's title. */
  label?: readonly [string, string];
  /** Not in the search bar until the user customises it. */
  hidden?: boolean;
  /** false: a lookup the screens do not offer (the detail reads its row through the list). */
  inSearchBar?: false;
  optionName?: string;
  /** For 'codes' filters: the kind of code the picker searches. */
  lookup?: LookupKind;
}

export interface FieldSpec {
  /** The row field's schema: what the search answers for it. */
  type: z.ZodType;
  /** The column's title in English and Chinese; a field without one is not a column (an id). */
  title?: readonly [string, string];
  /** How the column shows its value (default text); also how the server reads it. */
  kind?: ColumnKind;
  /** Default width in px (default 120). */
  width?: number;
  sortable?: boolean;
  /** Not shown until the user customises the table. */
  hidden?: boolean;
  /** For status columns: the option dictionary that labels the value. */
  optionName?: string;
  /** For money columns: the row field holding the currency code. */
  currencyKey?: string;
  /** A search condition on this field: its kind, or the whole condition spec. */
  filter?: FilterKind | FilterSpec;
}

/**
 * A search condition that is not one field's: one over several fields (an order number in any of
 * them), a field's values under another name, or a lookup the screens do not offer (no label:
 * not in the table's conditions). Its SQL is always the list's own (server `filters`).
 */
export interface ConditionSpec extends FilterSpec {
  schema: z.ZodType;
}

type Fields = Record<string, FieldSpec>;
type Extra = Record<string, ConditionSpec>;
/** A list with no conditions beyond its fields'. */
export type NoExtraConditions = Record<never, ConditionSpec>;
type FilterKeys<F extends Fields> = { [K in keyof F]: F[K] extends { filter: FilterKind | FilterSpec } ? K : never }[keyof F] & string;
type SortKeys<F extends Fields> = { [K in keyof F]: F[K] extends { sortable: true } ? K : never }[keyof F] & string;
type ConditionSchemaOf<S> = S extends { filter: { schema: infer Z extends z.ZodType } }
  ? Z
  : S extends { filter: infer K extends FilterKind }
    ? FilterSchemas[K]
    : S extends { filter: { kind: infer K extends FilterKind } }
      ? FilterSchemas[K]
      : never;

export type RowShape<F extends Fields> = { [K in keyof F]: F[K]['type'] };
export type ConditionShape<F extends Fields, X extends Extra = NoExtraConditions> = { [K in FilterKeys<F>]: ConditionSchemaOf<F[K]> } & { [K in keyof X]: X[K]['schema'] };

export interface ListSpecInput<F extends Fields, X extends Extra> {
  bizType: string;
  title: readonly [string, string];
  fields: F;
  /** Conditions that are not one field's (see ConditionSpec). */
  conditions?: X;
  defaultSort: { field: SortKeys<F>; order: 'asc' | 'desc' };
  /** The search bar's order of the conditions, when it is not the fields' order (then the extra ones). */
  conditionOrder?: readonly NoInfer<FilterKeys<F> | (keyof X & string)>[];
}

export interface ListSpec<F extends Fields, X extends Extra = NoExtraConditions> {
  bizType: string;
  fields: F;
  /** The conditions that are not one field's. */
  extraConditions: X;
  /** The row the search answers. */
  row: z.ZodObject<RowShape<F>>;
  /** The search conditions (all optional in a query). */
  conditions: z.ZodObject<ConditionShape<F, X>>;
  sortFields: readonly [SortKeys<F>, ...SortKeys<F>[]];
  /** The customisable table: columns and conditions in both languages, the default sort. */
  table: TitledTable;
  /** The search body: conditions, sort, cursor, page size. */
  query: ReturnType<typeof tableQuerySchema<ConditionShape<F, X>>>;
  /** The search answer: a keyset page of rows. */
  page: ReturnType<typeof pageSchema<z.ZodObject<RowShape<F>>>>;
}

export type ListRow<S> = S extends ListSpec<infer F, Extra> ? z.output<z.ZodObject<RowShape<F>>> : never;

const filterOf = (f: FieldSpec): FilterSpec | undefined => (typeof f.filter === 'string' ? { kind: f.filter } : f.filter);

/** Derives a list's schemas and table from its fields (see the header). */
export function defineListSpec<const F extends Fields, const X extends Extra = NoExtraConditions>(input: ListSpecInput<F, X>): ListSpec<F, X> {
  const entries = Object.entries(input.fields);
  const extra = Object.entries(input.conditions ?? {}) as [string, ConditionSpec][];
  for (const [key] of extra) if (key in input.fields) throw new Error(`${input.bizType}: the condition ${key} is also a field: give the field its filter`);
  const rowShape = Object.fromEntries(entries.map(([key, f]) => [key, f.type])) as RowShape<F>;
  const conditionShape = Object.fromEntries([
    ...entries.flatMap(([key, f]) => {
      const filter = filterOf(f);
      return filter ? [[key, filter.schema ?? filterSchemas[filter.kind]]] : [];
    }),
    ...extra.map(([key, c]) => [key, c.schema]),
  ]) as ConditionShape<F, X>;
  const sortFields = entries.filter(([, f]) => f.sortable).map(([key]) => key) as SortKeys<F>[];
  if (sortFields.length === 0) throw new Error(`${input.bizType}: a list needs at least one sortable field`);
  if (!sortFields.includes(input.defaultSort.field)) throw new Error(`${input.bizType}: the default sort ${input.defaultSort.field} is not sortable`);
  for (const [key, f] of entries) {
    if (f.sortable && !f.title) throw new Error(`${input.bizType}: ${key} is sortable but not a column`);
    if (f.currencyKey && !(f.currencyKey in input.fields)) throw new Error(`${input.bizType}: ${key}'s currency field ${f.currencyKey} is not a field`);
  }
  const columns = entries.flatMap(([key, f]) =>
    f.title
      ? [tableColumn(key, f.title[0], f.title[1], f.kind ?? 'text', f.width ?? 120, { sortable: f.sortable, hidden: f.hidden, optionName: f.optionName, currencyKey: f.currencyKey })]
      : [],
  );
  const order = input.conditionOrder;
  const shown = [
    ...entries.flatMap(([key, f]) => {
      const filter = filterOf(f);
      if (!filter || filter.inSearchBar === false) return [];
      const label = filter.label ?? f.title;
      if (!label) throw new Error(`${input.bizType}: the condition ${key} needs a label (the field is not a column)`);
      return [tableCondition(key, label[0], label[1], filter.kind, { hidden: filter.hidden, optionName: filter.optionName ?? f.optionName, lookup: filter.lookup })];
    }),
    // an extra condition without a label is a lookup the screens do not offer
    ...extra.flatMap(([key, c]) => (c.label && c.inSearchBar !== false ? [tableCondition(key, c.label[0], c.label[1], c.kind, { hidden: c.hidden, optionName: c.optionName })] : [])),
  ];
  const shownKeys = shown.map((c) => c.key);
  if (order && (new Set(order).size !== order.length || order.length !== shownKeys.length || order.some((k) => !shownKeys.includes(k)))) {
    throw new Error(`${input.bizType}: conditionOrder must name every condition of the search bar once`);
  }
  const conditions = order ? [...shown].sort((a, b) => (order as readonly string[]).indexOf(a.key) - (order as readonly string[]).indexOf(b.key)) : shown;
  const row = z.object(rowShape);
  const conditionSchema = z.object(conditionShape);
  const fields = sortFields as [SortKeys<F>, ...SortKeys<F>[]];
  return {
    bizType: input.bizType,
    fields: input.fields,
    extraConditions: (input.conditions ?? {}) as X,
    row,
    conditions: conditionSchema,
    sortFields: fields,
    table: { bizType: input.bizType, title: bilingual(input.title[0], input.title[1]), columns, conditions, defaultSort: input.defaultSort },
    query: tableQuerySchema(conditionSchema, fields),
    page: pageSchema(row),
  };
}
