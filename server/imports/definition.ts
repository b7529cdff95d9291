// What an import type is on the server: its template columns, how a chunk of rows is checked
// (each row gets an action and its errors, in both languages) and how a batch of checked rows is
// applied inside the batch's transaction. The pipeline (reader, runner, handlers) is the same for
// every type; a type only knows its own table and rules.
import type { ImportColumn, ImportType } from '../../src/contract';
import type { Db } from '../db/db';

/** A problem of a row, by column key (null: the whole row), in both portal languages. */
export interface RowProblem {
  column: string | null;
  en: string;
  zh: string;
}

export type RowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface RowInput {
  rowNumber: number;
  cells: Record<string, string>;
}

export interface CheckedRow {
  action: RowAction;
  problems: RowProblem[];
  /** What makes two rows the same target (a warehouse code, a sku): a later duplicate is an error. */
  key: string | null;
}

export interface ImportCaller {
  tenantId: string;
  userId: string;
  userName: string;
  timeZone: string;
  now: Date;
}

export interface ApplyRow extends RowInput {
  id: string;
}

export interface ImportDefinition {
  /** Its name in both languages is the contract's (importTypeLabels), declared by the area that owns the type. */
  type: ImportType;
  columns: readonly ImportColumn[];
  /** The business groups the fields are picked from for a template (default: one group of all). */
  fieldGroups?: readonly { key: string; title: { en: string; zh: string }; fields: readonly string[] }[];
  /** The column that names the target (a later row with the same key is a duplicate). */
  keyColumn: string;
  /** Checks rows against the contract's schemas and the tenant's current data (read only). */
  check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]>;
  /**
   * Applies checked rows inside the batch's transaction. A row whose target changed since it was
   * checked answers its problems instead (it is then shown as an error and not applied).
   */
  apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>>;
}

/** Builds a problem from a function of the language (messages come from each area's catalogue). */
export function problem(column: string | null, text: (lang: 'en' | 'zh-CN') => string): RowProblem {
  return { column, en: text('en'), zh: text('zh-CN') };
}
