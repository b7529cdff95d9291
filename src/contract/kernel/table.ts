// The list platform's shared shapes: table definitions per bizType (columns and search
// conditions, the server's defaults), the table query every search endpoint takes (conditions,
// sort, keyset cursor, page size) and the page it answers (rows, next cursor, capped total).
// The "Table and theme" calls that use them are common calls (../common/table-calls.ts).
import { z } from 'zod';
import { lookupKindSchema, type LookupKind } from './code-list';

/** A text in both portal languages; the server answers in the user's language where it must. */
export const bilingualSchema = z.object({ en: z.string(), zh: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

export const columnKinds = ['text', 'number', 'money', 'percent', 'date', 'datetime', 'status', 'boolean'] as const;
/**
 * flag: a yes-only switch (checked = the condition holds; unchecked = no restriction). codes: a
 * list of codes (the rows whose code is one of them), picked or pasted in a code picker.
 */
export const conditionKinds = ['text', 'select', 'multiSelect', 'dateRange', 'numberRange', 'flag', 'codes'] as const;

export interface ColumnDefinition {
  key: string;
  title: Bilingual;
  kind: (typeof columnKinds)[number];
  /** Default width in px. */
  width: number;
  sortable: boolean;
  /** Shown until the user customises the table. */
  defaultVisible: boolean;
  /** For 'status' columns: the option dictionary that labels the value. */
  optionName?: string;
  /** For 'money' columns: the row field holding the currency code. */
  currencyKey?: string;
}

export interface ConditionDefinition {
  key: string;
  label: Bilingual;
  kind: (typeof conditionKinds)[number];
  optionName?: string;
  /** For 'codes' conditions: the kind of code the picker searches. */
  lookup?: LookupKind;
  /** Shown in the search bar until the user customises it. */
  defaultVisible: boolean;
}

export interface TableDefinition {
  bizType: string;
  /** The table's name (export job titles and file names). */
  title?: Bilingual;
  columns: readonly ColumnDefinition[];
  conditions: readonly ConditionDefinition[];
  /** Default sort; the row id is always the tie-breaker of the keyset. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/** A table whose name is known (export job titles and file names). */
export type TitledTable = TableDefinition & { title: Bilingual };

// Builders of table definitions: one line per column or condition; `hidden` = not shown until
// the user customises the table.
export const bilingual = (en: string, zh: string): Bilingual => ({ en, zh });
export const tableColumn = (
  key: string, en: string, zh: string, kind: ColumnDefinition['kind'], width: number,
  extra: { sortable?: boolean; hidden?: boolean; optionName?: string; currencyKey?: string } = {},
): ColumnDefinition => ({
  key, title: bilingual(en, zh), kind, width, sortable: extra.sortable ?? false, defaultVisible: !extra.hidden,
  ...(extra.optionName ? { optionName: extra.optionName } : {}), ...(extra.currencyKey ? { currencyKey: extra.currencyKey } : {}),
});
export const tableCondition = (
  key: string, en: string, zh: string, kind: ConditionDefinition['kind'], extra: { optionName?: string; hidden?: boolean; lookup?: LookupKind } = {},
): ConditionDefinition => ({
  key, label: bilingual(en, zh), kind, defaultVisible: !extra.hidden, ...(extra.optionName ? { optionName: extra.optionName } : {}),
  ...(extra.lookup ? { lookup: extra.lookup } : {}),
});

export const sortSchema = (fields: readonly [string, ...string[]]) =>
  z.strictObject({ field: z.enum(fields), order: z.enum(['asc', 'desc']) });

export const PAGE_SIZE_MAX = 200;
export const PAGE_SIZE_DEFAULT = 20;
/** Totals are counted up to this many rows unless the caller asks for the exact count. */
export const TOTAL_CAP = 10_000;

/** Date and number ranges arrive as two-element ranges; either end may be open. */
export const dateRangeSchema = z.tuple([z.iso.date().nullable(), z.iso.date().nullable()]);
export const numberRangeSchema = z.tuple([z.number().nullable(), z.number().nullable()]);

/**
 * The body of every table search: the conditions of that table (strict, all optional), an
 * optional sort on a sortable column, the keyset cursor of the page to read (null = first page),
 * the page size and whether to count the total exactly.
 */
export function tableQuerySchema<C extends z.ZodRawShape>(conditions: z.ZodObject<C>, sortFields: readonly [string, ...string[]]) {
  return z.strictObject({
    conditions: conditions.partial().strict().default({} as never),
    sort: sortSchema(sortFields).optional(),
    cursor: z.string().max(1024).nullable().optional(),
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    exactTotal: z.boolean().optional(),
  });
}
export type TableQuery = {
  conditions: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  cursor?: string | null;
  pageSize: number;
  exactTotal?: boolean;
};

/** One page of rows: the next page's cursor (null on the last page) and the capped total. */
export function pageSchema<R extends z.ZodType>(row: R) {
  return z.object({
    rows: z.array(row),
    nextCursor: z.string().nullable(),
    total: z.number().int().nonnegative(),
    /** true when there are at least `total` rows (counted up to TOTAL_CAP). */
    totalCapped: z.boolean(),
  });
}

export const bizTypeSchema = z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'a bizType such as asset.warehouse').max(64);

// ---- customisation ---------------------------------------------------------------------------

export const columnDefinitionSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(columnKinds),
  width: z.number().int(),
  sortable: z.boolean(),
  defaultVisible: z.boolean(),
  optionName: z.string().optional(),
  currencyKey: z.string().optional(),
});
export const conditionDefinitionSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(conditionKinds),
  optionName: z.string().optional(),
  lookup: lookupKindSchema.optional(),
  defaultVisible: z.boolean(),
});

/** A user's column setting: which columns, in which order, how wide. */
export const columnSettingSchema = z.strictObject({
  key: z.string().min(1).max(64),
  width: z.number().int().min(40).max(1200),
  visible: z.boolean(),
});
export type ColumnSetting = z.infer<typeof columnSettingSchema>;

export const themeSchema = z.object({
  id: z.string(),
  bizType: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  conditions: z.record(z.string(), z.unknown()),
  columns: z.array(columnSettingSchema),
  updatedAt: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
