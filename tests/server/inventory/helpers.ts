// Helpers of the inventory server tests: calls under /api/scm-app/supplier, a snapshot of the
// inventory tables (a refused call must leave them unchanged) and the stock-sum invariant.
import { expect } from 'vitest';
import type { Db } from '../../../server/db/db';
import type { Answer, Harness } from '../harness';

export const API = '/api/scm-app/supplier';

export function caller(h: Harness, cookie: string) {
  return {
    get: <T = unknown>(path: string, query?: Record<string, string | string[]>) => h.call<T>('GET', `${API}${path}`, { cookie, query }),
    post: <T = unknown>(path: string, body: unknown = {}) => h.call<T>('POST', `${API}${path}`, { cookie, body }),
    put: <T = unknown>(path: string, body: unknown = {}) => h.call<T>('PUT', `${API}${path}`, { cookie, body }),
    del: <T = unknown>(path: string) => h.call<T>('DELETE', `${API}${path}`, { cookie }),
  };
}

const inventoryTables = [
  'warehouse_groups',
  'warehouse_group_warehouses',
  'warehouse_group_carts',
  'inventory_stock',
  'warehouse_group_allotments',
  'allot_records',
  'trigger_records',
  'trigger_record_lines',
  'channel_stock',
];

/** The inventory tables as text (cheaper than the whole-database snapshot). */
export async function snapshotInventory(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of inventoryTables) {
    const row = await db.one<{ digest: string | null; n: number }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::int AS n FROM ${table} t`);
    parts.push(`${table}:${row.n}:${row.digest}`);
  }
  return parts.join('\n');
}

/** available + isolated + locked = on_hand for every stock row, none negative (docs/domain/inventory.md). */
export async function expectStockSumsConsistent(db: Db): Promise<void> {
  const row = await db.one<{ bad: number; rows: number }>(
    `SELECT count(*) FILTER (WHERE available + isolated + locked <> on_hand OR available < 0 OR locked < 0 OR on_hand < 0)::int AS bad, count(*)::int AS rows
       FROM inventory_stock_levels`,
  );
  expect(row.rows).toBeGreaterThan(0);
  expect(row.bad).toBe(0);
}

/** A refused call: its code, a message in the expected language, nothing written. */
export function expectRefused(answer: Answer, code: string, status: number, message: RegExp): void {
  expect(answer.envelope.code, answer.text.slice(0, 300)).toBe(code);
  expect(answer.status).toBe(status);
  expect(answer.envelope.message).toMatch(message);
}
