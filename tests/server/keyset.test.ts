// The keyset kernel (server/lists/keyset.ts) on a throwaway table of 2,000 rows with duplicate
// sort values and NULLs: every page walk (asc and desc, each sortable field) returns each row
// exactly once and in the order of a plain ORDER BY; foreign and tampered cursors are refused;
// totals are capped or exact; no statement ever contains OFFSET; at most 2 queries a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, SqlParam } from '../../server/db/db';
import { decodeCursor, encodeCursor, keysetPage, type KeysetOptions, type KeysetPage } from '../../server/lists/keyset';
import { dateRange, escapeLike, inList, numberRange, textContains, equals } from '../../server/lists/conditions';
import { and, sql } from '../../server/lists/sql';
import { createTestDb, type TestDb } from './test-db';

const ROWS = 2000;
let testDb: TestDb;
let db: Db;
const statements: string[] = [];

/** The db with every statement recorded. */
function spied(inner: Db): Db {
  return {
    ...inner,
    kind: inner.kind,
    query: <T>(text: string, params?: readonly SqlParam[]) => {
      statements.push(text);
      return inner.query<T>(text, params);
    },
    one: <T>(text: string, params?: readonly SqlParam[]) => {
      statements.push(text);
      return inner.one<T>(text, params);
    },
    maybe: <T>(text: string, params?: readonly SqlParam[]) => {
      statements.push(text);
      return inner.maybe<T>(text, params);
    },
  };
}

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db.exec(`CREATE TABLE kt (
    id text PRIMARY KEY, tenant text NOT NULL, name text, score integer, amount numeric(12,2), created timestamptz NOT NULL)`);
  const names = ['alpha', 'beta', 'gamma', 'delta', 'a_b%c', null];
  const values: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const id = `r${String(i).padStart(5, '0')}`;
    const name = names[(i * 7) % names.length];
    const score = i % 11 === 0 ? null : (i * 13) % 50;
    // microsecond timestamps with duplicates: a JS Date would lose the microseconds
    const created = `2026-01-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00.${String((i % 5) * 111111).padStart(6, '0')}+00`;
    values.push(`('${id}', '${i % 10 === 9 ? 'other' : 'mine'}', ${name === null ? 'NULL' : `'${name}'`}, ${score ?? 'NULL'}, ${(i % 97) / 4}, '${created}')`);
  }
  for (let i = 0; i < values.length; i += 500) await testDb.db.exec(`INSERT INTO kt VALUES ${values.slice(i, i + 500).join(',')}`);
  db = spied(testDb.db);
});
afterAll(() => testDb?.dispose());

const sortable = {
  name: sql`COALESCE(name, '')`,
  score: sql`COALESCE(score, -1)`,
  created: sql`created`,
  amount: sql`amount`,
};
type Field = keyof typeof sortable;

const base = (field: Field, order: 'asc' | 'desc', extra: Partial<KeysetOptions<{ id: string }>> = {}): KeysetOptions<{ id: string }> => ({
  select: sql`id`,
  from: sql`kt`,
  where: [sql`tenant = ${'mine'}`],
  sortable,
  sort: { field, order },
  idColumn: sql`id`,
  pageSize: 37,
  mapRow: (r) => ({ id: String(r.id) }),
  ...extra,
});

async function walk(field: Field, order: 'asc' | 'desc', pageSize = 37): Promise<{ ids: string[]; pages: number; maxQueries: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let maxQueries = 0;
  do {
    const before = statements.length;
    const page: KeysetPage<{ id: string }> = await keysetPage(db, { ...base(field, order), cursor, pageSize });
    maxQueries = Math.max(maxQueries, statements.length - before);
    ids.push(...page.rows.map((r) => r.id));
    cursor = page.nextCursor;
    pages++;
    if (pages > ROWS) throw new Error('no end');
  } while (cursor);
  return { ids, pages, maxQueries };
}

describe('keysetPage', () => {
  for (const field of Object.keys(sortable) as Field[]) {
    for (const order of ['asc', 'desc'] as const) {
      it(`walks every row once, in order, by ${field} ${order}`, async () => {
        const dir = order === 'asc' ? 'ASC' : 'DESC';
        const expected = (await testDb.db.query<{ id: string }>(`SELECT id FROM kt WHERE tenant = 'mine' ORDER BY ${sortable[field].text} ${dir}, id ${dir}`)).map((r) => r.id);
        expect(expected.length).toBe(1800);
        const { ids, pages, maxQueries } = await walk(field, order);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(expected);
        expect(pages).toBe(Math.ceil(1800 / 37));
        expect(maxQueries).toBeLessThanOrEqual(2);
      });
    }
  }

  it('never sends OFFSET', () => {
    expect(statements.length).toBeGreaterThan(100);
    for (const text of statements) expect(text).not.toMatch(/\bOFFSET\b/i);
  });

  it('answers one page with a capped total, or the exact one when asked', async () => {
    const capped = await keysetPage(db, { ...base('name', 'asc'), totalCap: 1000 });
    expect(capped).toMatchObject({ total: 1000, totalCapped: true });
    expect(capped.rows).toHaveLength(37);
    const exact = await keysetPage(db, { ...base('name', 'asc'), totalCap: 1000, exactTotal: true });
    expect(exact).toMatchObject({ total: 1800, totalCapped: false });
    const under = await keysetPage(db, { ...base('name', 'asc'), totalCap: 5000 });
    expect(under).toMatchObject({ total: 1800, totalCapped: false });
  });

  it('answers a short first page with one query and no cursor', async () => {
    const before = statements.length;
    const page = await keysetPage(db, { ...base('name', 'asc'), where: [sql`tenant = ${'mine'}`, sql`id < ${'r00010'}`] });
    expect(statements.length - before).toBe(1);
    expect(page).toMatchObject({ nextCursor: null, total: 9, totalCapped: false });
  });

  it('refuses a cursor of another sort, order or scope', async () => {
    const first = await keysetPage(db, { ...base('name', 'asc'), scope: 'a.list' });
    const cursor = first.nextCursor!;
    await expect(keysetPage(db, { ...base('score', 'asc'), cursor, scope: 'a.list' })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
    await expect(keysetPage(db, { ...base('name', 'desc'), cursor, scope: 'a.list' })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
    await expect(keysetPage(db, { ...base('name', 'asc'), cursor, scope: 'other.list' })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
    await expect(keysetPage(db, { ...base('name', 'asc'), cursor, scope: 'a.list' })).resolves.toMatchObject({ rows: expect.any(Array) });
  });

  it('refuses tampered and malformed cursors', async () => {
    const first = await keysetPage(db, base('created', 'asc'));
    const body = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString()) as Record<string, string>;
    const tampered = Buffer.from(JSON.stringify({ ...body, i: 'r99999' })).toString('base64url');
    for (const cursor of [tampered, 'not a cursor', 'e30', `${first.nextCursor!.slice(0, -3)}AAA`, Buffer.from('[1,2]').toString('base64url')]) {
      await expect(keysetPage(db, { ...base('created', 'asc'), cursor }), cursor).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
    }
    // well-formed (right checksum) but a value that is not a timestamp: refused, not a 500
    const crafted = encodeCursor({ f: 'created', o: 'asc', v: 'yesterday-ish', i: 'r00001' });
    await expect(keysetPage(db, { ...base('created', 'asc'), cursor: crafted })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
  });

  it('refuses a sort field that is not whitelisted', async () => {
    await expect(keysetPage(db, { ...base('name', 'asc'), sort: { field: 'id; DROP TABLE kt', order: 'asc' } })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
    await expect(keysetPage(db, { ...base('name', 'asc'), sort: { field: 'constructor', order: 'asc' } })).rejects.toMatchObject({ code: 'SYS_INVALID_REQUEST' });
  });

  it('throws (a programming error) when a sort expression yields NULL', async () => {
    await expect(keysetPage(db, { ...base('name', 'asc'), sort: { field: 'name', order: 'desc' }, sortable: { name: sql`name` }, pageSize: 3 })).rejects.toThrow(/COALESCE/);
  });

  it('round-trips a cursor', () => {
    const c = encodeCursor({ f: 'a', o: 'desc', s: 'x.y', v: '2026-01-01 10:00:00.123456+00', i: '7' });
    expect(decodeCursor(c, { field: 'a', order: 'desc' }, 'x.y')).toEqual({ value: '2026-01-01 10:00:00.123456+00', id: '7' });
  });
});

describe('sql tag', () => {
  it('numbers parameters and renumbers embedded fragments', () => {
    const a = sql`a = ${1}`;
    const b = sql`b = ${'x'} OR c = ANY(${['p', 'q']})`;
    const q = sql`SELECT * FROM t WHERE ${and([a, b, undefined, sql.empty])} AND d = ${null} ORDER BY ${sql.ident('t.name')}`;
    expect(q.text).toBe('SELECT * FROM t WHERE (a = $1) AND (b = $2 OR c = ANY($3)) AND d = $4 ORDER BY "t"."name"');
    expect(q.params).toEqual([1, 'x', ['p', 'q'], null]);
    expect(sql.join([a, a], ', ').text).toBe('a = $1, a = $2');
    expect(and([]).text).toBe('TRUE');
    expect(() => sql.ident('x; drop')).toThrow();
    expect(() => sql`${undefined as unknown as null}`).toThrow();
  });
});

describe('conditions', () => {
  const count = async (f: ReturnType<typeof textContains>) => {
    const q = sql`SELECT count(*)::int AS n FROM kt WHERE ${and([f])}`.render();
    return (await testDb.db.one<{ n: number }>(q.text, q.params)).n;
  };

  it('text contains takes % and _ literally, case-insensitively', async () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(await count(textContains(sql`name`, 'A_B%'))).toBe(await count(sql`name = 'a_b%c'`));
    expect(await count(textContains(sql`name`, '%'))).toBe(await count(sql`name = 'a_b%c'`));
    expect(await count(textContains(sql`name`, 'ALP'))).toBe(await count(sql`name = 'alpha'`));
    expect(textContains(sql`name`, '  ')).toBeUndefined();
  });

  it('equals and in-list', async () => {
    expect(await count(equals(sql`name`, 'beta'))).toBe(await count(sql`name = 'beta'`));
    expect(await count(inList(sql`name`, ['beta', 'gamma']))).toBe(await count(sql`name IN ('beta', 'gamma')`));
    expect(await count(inList(sql`score`, [1, 2, 3]))).toBe(await count(sql`score IN (1, 2, 3)`));
    expect(inList(sql`name`, [])).toBeUndefined();
    expect(equals(sql`name`, '')).toBeUndefined();
  });

  it('date range: either end open, the end day inclusive', async () => {
    expect(await count(dateRange(sql`created`, ['2026-01-03', '2026-01-04']))).toBe(await count(sql`created >= '2026-01-03' AND created < '2026-01-05'`));
    expect(await count(dateRange(sql`created`, [null, '2026-01-01']))).toBe(await count(sql`created < '2026-01-02'`));
    expect(await count(dateRange(sql`created`, ['2026-01-28', null]))).toBe(await count(sql`created >= '2026-01-28'`));
    expect(await count(dateRange(sql`created::date`, ['2026-01-03', '2026-01-03'], { column: 'date' }))).toBe(await count(sql`created::date = '2026-01-03'`));
    expect(dateRange(sql`created`, [null, null])).toBeUndefined();
  });

  it('number range: both ends inclusive, either open', async () => {
    expect(await count(numberRange(sql`amount`, [1.25, 2]))).toBe(await count(sql`amount BETWEEN 1.25 AND 2`));
    expect(await count(numberRange(sql`score`, [null, 10]))).toBe(await count(sql`score <= 10`));
    expect(numberRange(sql`score`, [null, null])).toBeUndefined();
  });
});
