// Resource descriptors: one per business entity. A descriptor names the table (bizType), the
// endpoints, how rows are keyed and linked, how columns render, the form of a record and the
// actions on rows. The generic machines and screens render any descriptor, so a new CRUD screen
// is a descriptor plus, at most, a small bespoke view. Imports only the contract (and Lingui
// message descriptors for texts); nothing here calls anything: functions receive `call`.
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import type { AnyEndpoint, EndpointData, EndpointInput } from '../contract/kernel/endpoint';
import type { PermissionKey } from '../contract/kernel/variants';
import type { TableQuery, columnKinds, conditionKinds } from '../contract/kernel/table';
import type { LabelSet } from '../contract/kernel/labels';

export type { OptionName } from '../contract/shell';
import type { OptionName } from '../contract/shell';

/** Any row, record or form values: the generic layers never look inside one. */
export type AnyRecord = Record<string, unknown>;

/** The services' call, handed to a descriptor's functions by the generic machines. */
export type ResourceCall = <E extends AnyEndpoint>(
  ep: E,
  input: EndpointInput<E>,
  opts?: { signal?: AbortSignal; save?: boolean; quiet?: boolean },
) => Promise<EndpointData<E>>;

export interface ResourceIo {
  signal: AbortSignal;
  call: ResourceCall;
}

export interface Page<Row> {
  rows: Row[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

/** How a column renders, by column key (overrides the server's column kind). */
export type ColumnHint =
  | { kind: 'money'; currencyKey: string }
  | { kind: 'percent' }
  | { kind: 'date' }
  | { kind: 'datetime' }
  | { kind: 'status'; optionName: OptionName }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'text' };

/** A column of a fixed table (see ResourceDescriptor.table). */
export interface LocalColumn {
  key: string;
  title: MessageDescriptor;
  kind: (typeof columnKinds)[number];
  width: number;
  sortable: boolean;
  defaultVisible: boolean;
  optionName?: OptionName;
  currencyKey?: string;
}

/** A search condition of a fixed table; select options may be listed inline. */
export interface LocalCondition {
  key: string;
  label: MessageDescriptor;
  kind: (typeof conditionKinds)[number];
  optionName?: OptionName;
  options?: { value: string; label: MessageDescriptor }[];
  /** Select options from a label set (the domain's values in both languages; `values` picks and orders them), instead of `options`. */
  labels?: { set: LabelSet<string>; values?: readonly string[] };
  defaultVisible: boolean;
}

export interface FormFieldSpec {
  name: string;
  label: MessageDescriptor;
  kind: 'text' | 'number' | 'select' | 'textarea' | 'checkbox';
  /** For 'select': the option dictionary. */
  optionName?: OptionName;
  /** For 'select' with a dictionary: only these of its values may be chosen (a dictionary shared with lists that show more). */
  optionValues?: readonly string[];
  /**
   * For 'select': options the screen loads at run time (a group's warehouses, an area's code
   * list), handed to the form by this key instead of an option dictionary.
   */
  source?: string;
  required?: boolean;
  /** Shown but not editable once the record exists (codes, keys). */
  readOnlyOnEdit?: boolean;
  /** A hint under the field (may carry values: msg`at most ${MAX} characters`). */
  hint?: MessageDescriptor;
  /** For text fields: the most characters the control accepts (the schema says it again). */
  maxLength?: number;
}

export interface ResourceForm<Detail, Values> {
  /**
   * Client-side validation of the values. Custom messages are message keys or server codes
   * ('required', 'ERROR_REPEAT'), never text; a default zod message becomes `zod.<code>`.
   */
  schema: z.ZodType;
  fields: FormFieldSpec[];
  /** The form values of a record; null: the values of a new record. */
  fromDetail(detail: Detail | null): Values;
  /** The create/update request body of the values (detail null: create). */
  toBody(values: Values, detail: Detail | null): unknown;
  /**
   * The area's "changed by someone else" error codes (src/contract/<area>.ts), besides the
   * generic SYS_CONFLICT: a save failing with one shows the stale-version notice with a reload.
   */
  staleCodes?: readonly string[];
}

/** A one-call action on rows (row menu or bulk toolbar), run through the confirm machine. */
export interface ResourceAction<Row> {
  id: string;
  label: MessageDescriptor;
  endpoint: AnyEndpoint;
  /** The call's input (params/query/body) for these rows. */
  input(rows: Row[]): unknown;
  /** Asked before running; the action runs at once without it. */
  confirm?: MessageDescriptor;
  danger?: boolean;
  permission?: PermissionKey;
}

export interface ResourceEndpoints {
  /** The list's search: a table-query POST or a GET with a query (see fetchPage). */
  search: AnyEndpoint;
  /** GET {id}: params { id }. */
  get?: AnyEndpoint;
  /** POST: body = form.toBody(values, null). */
  create?: AnyEndpoint;
  /** PUT {id}: params { id }, body = form.toBody(values, detail). */
  update?: AnyEndpoint;
  /** DELETE {id}: params { id }. */
  remove?: AnyEndpoint;
}

export interface ResourceDescriptor<Row extends AnyRecord = AnyRecord, Detail extends AnyRecord = Row, Values extends AnyRecord = AnyRecord> {
  /** Unique among descriptors; names test rows and storage keys. */
  key: string;
  /** The table's bizType: column/condition customisation, themes and export. */
  bizType: string;
  /**
   * The owner whose rows the list shows, for a list of one owner (the change records of a
   * warehouse, a cart or a channel: fetchPage puts the id in the path). Exports carry it, so the
   * file holds that owner's rows only.
   */
  ownerId?: string;
  title: MessageDescriptor;
  /** Permission key needed to see the list at all (none = any user of the group). */
  permission?: PermissionKey;
  endpoints: ResourceEndpoints;
  /** One page of the list for a table query (tableSearch() for the usual POST search). */
  fetchPage(query: TableQuery, io: ResourceIo): Promise<Page<Row>>;
  /** Rows still changing (running jobs): the page is read again every 2 s while true. */
  pollWhile?(rows: readonly Row[]): boolean;
  rowId(row: Row): string;
  /** Where a row opens (in-group path, e.g. `/warehouse/info/${id}`). */
  detailPath?(row: Row): string;
  /** Where "create" goes (in-group path). */
  createPath?: string;
  /** Where the list is (in-group path), for the detail screen's way back. */
  listPath?: string;
  /** Render hints by column key (money, percent, date, status labels). */
  columns?: Record<string, ColumnHint>;
  /** A fixed table instead of the server's customisable one (no column or theme saving). */
  table?: { columns: LocalColumn[]; conditions: LocalCondition[] };
  /**
   * The search conditions of kind `codes` (a list of codes) that were a text once: an old text
   * value in a link or a session snapshot reads as a one-code list (`codeConditionKeys(spec)`).
   */
  codeConditions?: readonly string[];
  form?: ResourceForm<Detail, Values>;
  rowActions?: ResourceAction<Row>[];
  bulkActions?: ResourceAction<Row>[];
  /**
   * A realistic row (and record and form values when there is a form): the model tests run every
   * generic machine once per descriptor with these, and check them against the endpoints'
   * schemas. Nothing else reads them.
   */
  examples: { row: Row; detail?: Detail; values?: { valid: Values; invalid: Values } };
}

/** A descriptor of any row type (what the registry holds). */
export type AnyResource = ResourceDescriptor<AnyRecord, AnyRecord, AnyRecord>;

/** Identity with checking: `defineResource<Row, Detail, Values>({...})`. */
export function defineResource<Row extends AnyRecord, Detail extends AnyRecord = Row, Values extends AnyRecord = AnyRecord>(
  d: ResourceDescriptor<Row, Detail, Values>,
): ResourceDescriptor<Row, Detail, Values> {
  return d;
}

/** The keys of a table's `codes` conditions (for `codeConditions`). */
export function codeConditionKeys(spec: { table: { conditions: readonly { key: string; kind: string }[] } }): string[] {
  return spec.table.conditions.filter((c) => c.kind === 'codes').map((c) => c.key);
}

/** fetchPage of the usual table search: POST with the table query as the body. */
export function tableSearch<Row>(search: AnyEndpoint): (query: TableQuery, io: ResourceIo) => Promise<Page<Row>> {
  return (query, io) => io.call(search, { body: query } as never, { signal: io.signal, quiet: true }) as Promise<Page<Row>>;
}
