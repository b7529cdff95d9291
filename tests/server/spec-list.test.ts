// A list from its spec (server/lists/spec-list.ts) on a throwaway table: the select, the sorts,
// each condition by its kind (contains, equals, one of, date range, number range, a flag with its
// own SQL) and the row read by its column kinds (numeric text to numbers, dates to ISO dates,
// times to ISO times, 't' to true), scoped by the caller's tenant; a total from kept counts
// decided on the list's own WHERE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineListSpec } from '../../src/contract';
import type { Db } from '../../server/db/db';
import type { ListCaller } from '../../server/lists/registry';
import { statusFilter, statusOnlyTotal } from '../../server/lists/kept-total';
import { defineSpecList, specRowReader, specSelect } from '../../server/lists/spec-list';
import { and, sql } from '../../server/lists/sql';
import { createTestDb, type TestDb } from './test-db';

let testDb: TestDb;
let db: Db;
const caller: ListCaller = { tenantId: 'ta', userId: 'u', lang: 'en' };

const spec = defineListSpec({
  bizType: 'test.things',
  title: ['Things', '物品'],
  fields: {
    id: { type: z.string() },
    name: { type: z.string(), title: ['Name', '名称'], sortable: true, filter: 'text' },
    status: { type: z.enum(['open', 'closed']), title: ['Status', '状态'], kind: 'status', filter: 'select' },
    color: { type: z.string(), title: ['Colour', '颜色'], filter: 'multiSelect' },
    amount: { type: z.number(), title: ['Amount', '金额'], kind: 'money', currencyKey: 'currency', sortable: true, filter: 'numberRange' },
    currency: { type: z.string(), title: ['Currency', '币种'], hidden: true },
    day: { type: z.string(), title: ['Day', '日期'], kind: 'date', filter: 'dateRange' },
    createdAt: { type: z.string(), title: ['Created', '创建时间'], kind: 'datetime', sortable: true },
    urgent: { type: z.boolean(), title: ['Urgent', '加急'], kind: 'boolean', filter: 'flag' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});

const fields = {
  id: sql`st.id`,
  name: sql`st.name`,
  status: sql`st.status`,
  color: sql`st.color`,
  amount: sql`st.amount`,
  currency: sql`st.currency`,
  day: sql`st.day`,
  createdAt: sql`st.created_at`,
  urgent: sql`st.urgent`,
};

const list = defineSpecList(spec, {
  from: sql`st`,
  id: sql`st.id`,
  fields,
  sort: { name: sql`COALESCE(st.name, '')` },
  scope: (c) => [sql`st.tenant = ${c.tenantId}`],
  filters: { urgent: (v) => (v ? sql`st.urgent` : undefined) },
});

const page = (conditions: Record<string, unknown>, sort?: { field: string; order: 'asc' | 'desc' }) =>
  list.page(db, caller, { conditions, pageSize: 50, exactTotal: true, ...(sort ? { sort } : {}) });

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await db.exec(`CREATE TABLE st (id text PRIMARY KEY, tenant text NOT NULL, name text, status text NOT NULL, color text NOT NULL,
    amount numeric(12,2) NOT NULL, currency text NOT NULL, day date NOT NULL, created_at timestamptz NOT NULL, urgent boolean NOT NULL)`);
  await db.exec(`INSERT INTO st VALUES
    ('a', 'ta', 'Apple crate', 'open', 'red', 12.50, 'usd', '2026-03-01', '2026-03-01T08:00:00Z', true),
    ('b', 'ta', 'Banana box', 'closed', 'yellow', 3.00, 'usd', '2026-03-02', '2026-03-02T08:00:00Z', false),
    ('c', 'ta', 'Cherry tray', 'open', 'red', 99.99, 'eur', '2026-03-03', '2026-03-03T08:00:00Z', false),
    ('x', 'tb', 'Apple of another tenant', 'open', 'red', 1.00, 'usd', '2026-03-01', '2026-03-01T09:00:00Z', true)`);
});
afterAll(() => testDb?.dispose());

describe('defineSpecList', () => {
  it('reads each field by its column kind, newest first, the tenant’s rows only', async () => {
    const all = await page({});
    expect(all.total).toBe(3);
    expect(all.rows[0]).toEqual({ id: 'c', name: 'Cherry tray', status: 'open', color: 'red', amount: 99.99, currency: 'eur', day: '2026-03-03', createdAt: '2026-03-03T08:00:00.000Z', urgent: false });
    expect(all.rows.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(spec.page.safeParse(all).success).toBe(true);
  });

  it('filters by each condition’s kind', async () => {
    const ids = async (c: Record<string, unknown>) => (await page(c)).rows.map((r) => r.id).sort();
    expect(await ids({ name: 'apple' })).toEqual(['a']);
    expect(await ids({ name: '%' })).toEqual([]);
    expect(await ids({ status: 'open' })).toEqual(['a', 'c']);
    expect(await ids({ color: ['red', 'yellow'] })).toEqual(['a', 'b', 'c']);
    expect(await ids({ color: [] })).toEqual(['a', 'b', 'c']);
    expect(await ids({ amount: [5, 50] })).toEqual(['a']);
    expect(await ids({ day: ['2026-03-02', '2026-03-03'] })).toEqual(['b', 'c']);
    expect(await ids({ urgent: true })).toEqual(['a']);
    expect(await ids({ urgent: false })).toEqual(['a', 'b', 'c']);
  });

  it('sorts by the sortable fields, with their own sort expressions', async () => {
    expect((await page({}, { field: 'amount', order: 'asc' })).rows.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect((await page({}, { field: 'name', order: 'desc' })).rows.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('reads rows outside the list with the same select and row reading', async () => {
    const q = sql`SELECT ${specSelect(spec, fields)} FROM st WHERE st.id = ANY(${['a', 'c']}::text[]) ORDER BY st.id`.render();
    const rows = (await db.query(q.text, q.params)).map(specRowReader(spec, { name: (v) => String(v).toUpperCase() }));
    const listed = (await page({})).rows.filter((r) => r.id !== 'b').reverse();
    expect(rows).toEqual(listed.map((r) => ({ ...r, name: r.name.toUpperCase() })));
  });

  it('takes a FROM of the caller’s (a derived table scoped by the tenant), built for each page', async () => {
    const ofCaller = defineSpecList(spec, {
      from: (c) => sql`(SELECT * FROM st WHERE st.tenant = ${c.tenantId}) AS st`,
      id: sql`st.id`,
      fields,
      scope: () => [],
      filters: { urgent: (v) => (v ? sql`st.urgent` : undefined) },
    });
    const ids = async (c: ListCaller, conditions: Record<string, unknown> = {}) =>
      (await ofCaller.page(db, c, { conditions, pageSize: 50, exactTotal: true })).rows.map((r) => r.id);
    expect(await ids(caller)).toEqual(['c', 'b', 'a']);
    expect(await ids(caller, { name: 'apple' })).toEqual(['a']);
    expect(await ids({ ...caller, tenantId: 'tb' })).toEqual(['x']);
    expect(ofCaller.table).toBe(spec.table);
  });

  it('hands the total the list’s WHERE: kept counts answer the searches that add no SQL but the kept key’s', async () => {
    // kept counts per colour, deliberately not the rows' (so a kept answer shows)
    await db.exec(`CREATE TABLE st_counts (tenant text NOT NULL, status text NOT NULL, n int NOT NULL)`);
    await db.exec(`INSERT INTO st_counts VALUES ('ta', 'red', 100), ('ta', 'yellow', 7), ('tb', 'red', 50)`);
    const seen: string[] = [];
    const kept = defineSpecList(spec, {
      from: sql`st`,
      id: sql`st.id`,
      fields,
      scope: (c) => [sql`st.tenant = ${c.tenantId}`],
      filters: { urgent: (v) => (v ? sql`st.urgent` : undefined) },
      total: (c, conditions, where) => {
        seen.push(and(where(c, conditions)).render().text);
        return statusOnlyTotal<typeof conditions, 'color'>('color', where, (tenantId, colors) =>
          sql`SELECT COALESCE(sum(n), 0)::int AS n FROM st_counts WHERE tenant = ${tenantId}${statusFilter(colors)}`,
        )(c, conditions);
      },
    });
    const total = async (conditions: Record<string, unknown>) => (await kept.page(db, caller, { conditions, pageSize: 1, exactTotal: true })).total;
    expect(await total({})).toBe(107);
    expect(await total({ color: ['red'] })).toBe(100);
    expect(await total({ color: [] })).toBe(107);
    // a condition that adds no SQL (a false flag) is still answered from the counts
    expect(await total({ urgent: false })).toBe(107);
    // any other condition is counted over the rows
    expect(await total({ color: ['red'], day: ['2026-03-01', '2026-03-03'] })).toBe(2);
    expect(await total({ status: 'open' })).toBe(2);
    // the WHERE handed over is the list's: its scope, then each condition's
    expect(seen.at(-1)).toBe(and([sql`st.tenant = ${'ta'}`, sql`st.status = ${'open'}`]).render().text);
  });

  it('refuses a condition that is not a field’s without its SQL', () => {
    const withExtra = defineListSpec({
      bizType: 'test.extra',
      title: ['Things', '物品'],
      fields: { id: { type: z.string(), title: ['Id', '编号'], sortable: true } },
      conditions: { anyName: { kind: 'text', schema: z.string(), label: ['Any name', '任一名称'] } },
      defaultSort: { field: 'id', order: 'asc' },
    });
    expect(() => defineSpecList(withExtra, { from: sql`st`, id: sql`st.id`, fields: { id: sql`st.id` }, scope: () => [], filters: {} as never })).toThrow(/condition anyName needs its SQL/);
  });

  it('refuses a flag condition without its SQL', () => {
    expect(() =>
      defineSpecList(spec, { from: sql`st`, id: sql`st.id`, fields: { id: sql`a`, name: sql`a`, status: sql`a`, color: sql`a`, amount: sql`a`, currency: sql`a`, day: sql`a`, createdAt: sql`a`, urgent: sql`a` }, scope: () => [] }),
    ).toThrow(/flag condition urgent needs its SQL/);
  });
});
