// Shapes the generic machines share. The machines do not import src/resources (layer rule): a
// resource descriptor fits these interfaces structurally, and the adapters in resource.ts turn a
// descriptor into machine inputs with the contract calls bound.
import type { z } from 'zod';
import type { AnyEndpoint, EndpointData, EndpointInput } from '../../contract/kernel/endpoint';
import type { ColumnSetting, TableQuery, Theme } from '../../contract/kernel/table';
import type { LabelledOption } from '../../contract/kernel/rules';
import type { LookupKind } from '../../contract/kernel/code-list';
import type { CallOptions } from '../../services';

/** A row of any list: the generic machines never look inside one. */
export type Row = Record<string, unknown>;

/** The `call` a descriptor's functions receive (the services' call, bound by the machines). */
export type ResourceCall = <E extends AnyEndpoint>(ep: E, input: EndpointInput<E>, opts?: CallOptions) => Promise<EndpointData<E>>;

export interface ResourceIo {
  signal: AbortSignal;
  call: ResourceCall;
}

/** One keyset page (pageSchema of the contract). */
export interface PageOf<R = Row> {
  rows: R[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

/** Reads one page of a list: a POST table search, a GET with query, anything that pages. */
export type FetchPage<R = Row> = (query: TableQuery, io: ResourceIo) => Promise<PageOf<R>>;

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** What a list shows: the URL and the sessionStorage snapshot carry it. */
export interface ListView {
  conditions: Record<string, unknown>;
  sort: ListSort | null;
  /** The cursors of the pages read after the first, in order; the last is the page shown. */
  cursors: string[];
  pageSize: number;
  /**
   * The saved view (theme) the user applied, or null. Kept even when the conditions are changed
   * afterwards, so the list can say "that view, modified" (see viewTheme.ts). NO_VIEW: the user
   * chose "no view", so the default theme is not applied when the list opens again.
   */
  themeId: string | null;
}

/** ListView.themeId of a list on which the user chose "no view" (theme ids are `th_<hex>`). */
export const NO_VIEW = 'none';

/** A column the table can show (titles already in the user's language). */
export interface SetupColumn {
  key: string;
  title: string;
  kind: 'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'status' | 'boolean';
  width: number;
  sortable: boolean;
  defaultVisible: boolean;
  optionName?: string;
  currencyKey?: string;
}

/** A search condition (labels already in the user's language). */
export interface SetupCondition {
  key: string;
  label: string;
  kind: 'text' | 'select' | 'multiSelect' | 'dateRange' | 'numberRange' | 'flag' | 'codes';
  optionName?: string;
  /** For 'codes' conditions: the kind of code the picker searches. */
  lookup?: LookupKind;
  /** Options listed by a fixed table (select conditions without a dictionary). */
  options?: LabelledOption[];
  defaultVisible: boolean;
}

/** Everything a list needs besides its rows: columns, conditions, themes, option dictionaries. */
export interface ListSetup {
  columns: SetupColumn[];
  userColumns: ColumnSetting[];
  customised: boolean;
  conditions: SetupCondition[];
  /** Keys of the conditions shown in the search bar. */
  defaultConditions: string[];
  themes: Theme[];
  /** Option dictionaries the columns and conditions name, by name. */
  options: Record<string, LabelledOption[]>;
  /** false for a fixed table (no column or theme customisation on the server). */
  customisable: boolean;
}

/** A fixed table, declared by a descriptor instead of the server's customisable one. */
export interface LocalTable {
  columns: SetupColumn[];
  conditions: SetupCondition[];
}

/** What the detail machine needs of a resource. */
export interface DetailSource {
  load(id: string, io: ResourceIo): Promise<Row>;
  /** Creates (id null) or updates the record; answers the saved record. */
  save(request: { id: string | null; values: Row; detail: Row | null }, io: ResourceIo): Promise<Row>;
  remove(request: { id: string; detail: Row }, io: ResourceIo): Promise<unknown>;
  idOf(detail: Row): string;
  /** Client-side validation; issue messages are message keys or codes, never text. */
  schema: z.ZodType;
  /** Form values of a record (null: the values of a new record). */
  fromDetail(detail: Row | null): Row;
  /** Option dictionaries the form's select fields name. */
  optionNames: string[];
  /**
   * The area's "changed by someone else" codes (e.g. INVENTORY_GROUP_VERSION_STALE): a save
   * failing with one of them, or with SYS_CONFLICT, is stale (the form offers a reload).
   */
  staleCodes?: readonly string[];
}
