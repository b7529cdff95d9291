// What the database benchmarks share: a Db that records every statement it sends, the buffers a
// statement touches (EXPLAIN (ANALYZE, BUFFERS): shared hit + read of the whole plan), a median
// of repeated runs, a markdown table, and running one measurement on PGlite and, when
// TEST_DATABASE_URL is set, on a throwaway PostgreSQL database.
import type { Db, SqlParam } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';
import { createTestDb } from '../../tests/server/test-db';

export interface Captured {
  text: string;
  params: readonly SqlParam[];
}

/** The db with every statement it runs appended to `into`. */
export function capturing(db: Db, into: Captured[]): Db {
  return {
    ...db,
    kind: db.kind,
    query: <T>(text: string, params: readonly SqlParam[] = []) => (into.push({ text, params }), db.query<T>(text, params)),
    one: <T>(text: string, params: readonly SqlParam[] = []) => (into.push({ text, params }), db.one<T>(text, params)),
    maybe: <T>(text: string, params: readonly SqlParam[] = []) => (into.push({ text, params }), db.maybe<T>(text, params)),
  };
}

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

/** Shared blocks (8 kB) hit or read by the statement's whole plan. */
export async function buffers(db: Db, q: Captured): Promise<number> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${q.text}`, q.params);
  const raw = row['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return (plan[0].Plan['Shared Hit Blocks'] ?? 0) + (plan[0].Plan['Shared Read Blocks'] ?? 0);
}

/** The median time (ms) of `runs` runs of fn, one after the other. */
export async function median(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** A markdown table with padded columns. */
export function printTable(head: string[], body: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log([row(head), row(widths.map((w) => '-'.repeat(w))), ...body.map(row)].join('\n'));
}

/** Runs `measure` on PGlite (in memory, or in `pgliteDir`), then on PostgreSQL when TEST_DATABASE_URL is set. */
export async function onEngines<L>(measure: (engine: string, db: Db) => Promise<L[]>, pgliteDir?: string): Promise<L[]> {
  const lines: L[] = [];
  const lite = await openPgliteDb(pgliteDir);
  try {
    lines.push(...(await measure('PGlite', lite)));
  } finally {
    await lite.close();
  }
  if (process.env.TEST_DATABASE_URL) {
    console.log('PostgreSQL (TEST_DATABASE_URL, a throwaway database)');
    const pg = await createTestDb();
    try {
      lines.push(...(await measure('PostgreSQL', pg.db)));
    } finally {
      await pg.dispose();
    }
  }
  return lines;
}
