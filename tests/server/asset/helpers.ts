// Helpers of the asset tests: calls under /api/scm-app/supplier/, walking every page of a search
// by its keyset cursor, and the second editor (newhire1, who accepts the terms first).
import { expect } from 'vitest';
import { CURRENT_TERMS_VERSION } from '../../../server/config';
import type { Answer, Harness } from '../harness';

export const P = '/api/scm-app/supplier';

export interface PageData<R> {
  rows: R[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

export type Caller = <T = unknown>(method: string, path: string, body?: unknown, query?: Record<string, string>) => Promise<Answer<T>>;

/** Calls as the account whose cookie is given (paths under /api/scm-app/supplier). */
export function callerFor(h: Harness, cookie: string): Caller {
  return (method, path, body, query) => h.call(method, `${P}${path}`, { cookie, body, query });
}

/** The data of a successful answer (fails the test with the message otherwise). */
export function ok<T>(answer: Answer<T>): T {
  expect(answer.envelope?.code, answer.text.slice(0, 400)).toBe('0');
  return answer.envelope.data;
}

/** Expects a refusal with this code (and HTTP status when given). */
export function refused(answer: Answer, code: string, status?: number): string {
  expect(answer.envelope?.code, answer.text.slice(0, 400)).toBe(code);
  if (status) expect(answer.status).toBe(status);
  return answer.envelope.message;
}

/** Every row of a search, page by page through nextCursor; checks each page's size and total. */
export async function walk<R extends { id: string }>(
  call: Caller,
  path: string,
  query: { conditions?: Record<string, unknown>; sort?: { field: string; order: 'asc' | 'desc' }; pageSize: number },
): Promise<{ rows: R[]; pages: number; total: number }> {
  const rows: R[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total = -1;
  do {
    const page: PageData<R> = ok(await call<PageData<R>>('POST', path, { conditions: {}, ...query, cursor }));
    pages++;
    if (page.nextCursor) expect(page.rows).toHaveLength(query.pageSize);
    if (pages === 1) total = page.total;
    rows.push(...page.rows);
    cursor = page.nextCursor;
    if (pages > 1000) throw new Error('too many pages');
  } while (cursor);
  expect(new Set(rows.map((r) => r.id)).size, 'a row on two pages').toBe(rows.length);
  return { rows, pages, total };
}

/** newhire1 (Sam Carter, tenant A administrator) signed in with the terms accepted. */
export async function secondEditor(h: Harness): Promise<string> {
  const cookie = await h.signIn('newhire1');
  const answer = await h.call('POST', '/common/app/user/acceptTerms', { cookie, body: { version: CURRENT_TERMS_VERSION } });
  expect(answer.envelope.code).toBe('0');
  return cookie;
}

/** Makes sure the warehouse group tables exist (they come with migration 004 of the inventory domain). */
export async function ensureGroupTables(h: Harness): Promise<void> {
  const row = await h.db.one<{ ok: boolean }>("SELECT to_regclass('warehouse_group_warehouses') IS NOT NULL AS ok");
  if (row.ok) return;
  await h.db.exec(`
    CREATE TABLE warehouse_groups (id text PRIMARY KEY, tenant_id text NOT NULL, name text NOT NULL, deleted_at timestamptz);
    CREATE TABLE warehouse_group_warehouses (warehouse_id text PRIMARY KEY, tenant_id text NOT NULL, group_id text NOT NULL, created_at timestamptz NOT NULL);`);
}

/** Binds a warehouse to a new group directly in the database (the inventory domain's job). */
export async function bindToGroup(h: Harness, tenantId: string, warehouseId: string, groupName: string): Promise<string> {
  await ensureGroupTables(h);
  const groupId = `wg_test_${warehouseId}`;
  const cols = await h.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'warehouse_groups'");
  const names = new Set(cols.map((c) => c.column_name));
  if (names.has('created_at')) {
    await h.db.query(
      'INSERT INTO warehouse_groups (id, tenant_id, name, created_at, updated_at) VALUES ($1, $2, $3, now(), now())',
      [groupId, tenantId, groupName],
    );
  } else {
    await h.db.query('INSERT INTO warehouse_groups (id, tenant_id, name) VALUES ($1, $2, $3)', [groupId, tenantId, groupName]);
  }
  await h.db.query('INSERT INTO warehouse_group_warehouses (warehouse_id, tenant_id, group_id, created_at) VALUES ($1, $2, $3, now())', [warehouseId, tenantId, groupId]);
  return groupId;
}

export async function unbindFromGroup(h: Harness, warehouseId: string): Promise<void> {
  await h.db.query('DELETE FROM warehouse_group_warehouses WHERE warehouse_id = $1', [warehouseId]);
}
