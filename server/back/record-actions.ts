// The server half of the record-with-actions kit (decision 019): one action on one record, inside
// the caller's transaction. The record's row is locked; an action repeated by the one who made it
// (the caller says how to see that) is answered as already applied; a status the action does not
// start from, or a version other than the one read, is refused with the area's own error and
// changes nothing; else the status moves as the action's transition says, the version moves on,
// the area's extra columns are written and a record_history row says who did what, when, why.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import type { Db, SqlParam } from '../db/db';
import type { ApiError } from '../http/api-error';

export interface LockedRecord<S extends string> {
  id: string;
  status: S;
  version: number;
  [column: string]: unknown;
}

export interface RecordTable<A extends string, S extends string> {
  /** The kind written in record_history ('order.abnormal', ...). */
  kind: string;
  table: string;
  /** Per action: the statuses it may start from and the one it leaves the record in. */
  transitions: { readonly [K in A]: { from: readonly S[]; to: S } };
  notFound(lang: Language): ApiError;
  /** The record is no longer in a status the action starts from (someone decided first). */
  decided(lang: Language, row: LockedRecord<S>): ApiError;
  /** The record changed since the version the caller read. */
  stale(lang: Language, row: LockedRecord<S>): ApiError;
}

export interface RecordActionInput<A extends string, S extends string> {
  tenantId: string;
  lang: Language;
  by: { id: string | null; name: string };
  /** The column that finds the row (its primary key unless said) and its value. */
  keyColumn?: string;
  key: string;
  action: A;
  version: number;
  note?: string;
  now: Date;
  /** More columns the action writes (names from code, never from input). */
  set?: Readonly<Record<string, SqlParam>>;
  /** The same action already applied by the same caller: answered as applied, nothing written. */
  repeated?(row: LockedRecord<S>): boolean;
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

function column(name: string): string {
  if (!COLUMN.test(name)) throw new Error(`not a column name: ${name}`);
  return name;
}

export async function applyRecordAction<A extends string, S extends string>(
  tx: Db,
  table: RecordTable<A, S>,
  input: RecordActionInput<A, S>,
): Promise<{ row: LockedRecord<S>; applied: boolean }> {
  const t = column(table.table);
  const row = await tx.maybe<LockedRecord<S>>(`SELECT * FROM ${t} WHERE ${column(input.keyColumn ?? 'id')} = $1 AND tenant_id = $2 FOR UPDATE`, [input.key, input.tenantId]);
  if (!row) throw table.notFound(input.lang);
  if (input.repeated?.(row)) return { row, applied: false };
  const step = table.transitions[input.action];
  if (!step.from.includes(row.status)) throw table.decided(input.lang, row);
  if (row.version !== input.version) throw table.stale(input.lang, row);
  const extra = Object.entries(input.set ?? {});
  const assignments = extra.map(([name], i) => `${column(name)} = $${i + 4}`);
  await tx.query(`UPDATE ${t} SET status = $3, version = version + 1${assignments.map((a) => `, ${a}`).join('')} WHERE id = $1 AND tenant_id = $2`, [
    row.id,
    input.tenantId,
    step.to,
    ...extra.map(([, value]) => value),
  ]);
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [`rh_${randomBytes(6).toString('hex')}`, input.tenantId, table.kind, row.id, input.action, row.status, step.to, input.note ?? '', input.by.id, input.by.name, input.now],
  );
  return { row: { ...row, status: step.to, version: row.version + 1 }, applied: true };
}
