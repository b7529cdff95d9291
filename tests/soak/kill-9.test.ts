// Faults (issue 7, reliability): the real server killed with SIGKILL at random points of an import
// (while reading, while applying a 20,000-row confirm) and of isolation starts, then restarted on
// the same database, once over PostgreSQL and once over PGlite in a DATA_DIR:
//  - every batch is applied fully or not at all: the warehouses created so far are a whole number
//    of apply batches, and exactly the import rows marked applied;
//  - sums stay consistent: no stock violation (held within on hand, allocations = held), every
//    isolation is either started with its allocation and one history entry or untouched;
//  - after the restart the import resumes (once its heartbeat is stale) and ends with every row
//    applied once; retrying the starts starts the rest and duplicates nothing.
// While the server runs the test follows it through the API only (PGlite is single-process: its
// directory cannot be opened twice). The database is inspected when the server is down: PostgreSQL
// directly; PGlite through a copy of the killed directory, so the server's own restart still
// recovers the directory exactly as the kill left it.
// The random kill points come from SOAK_SEED (printed) so a failure can be replayed.
// KILL9_BACKENDS (postgres,pglite) picks the backends.
import { cp, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/postgres-db';
import { APPLY_BATCH } from '../../server/imports/runner';
import { prepareSeparation, type Prepared } from '../server/separate/fixtures';
import { stockViolations } from '../server/separate/helpers';
import { seededRandom } from './seeded-random';
import { signIn, soakDatabase, startServer, until, type Client, type ServerProcess } from './server-process';

const ROWS = 20_000;
const P = '/api/scm-app/supplier';
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 100_000);
const backends = (process.env.KILL9_BACKENDS ?? 'postgres,pglite').split(',').filter(Boolean) as BackendName[];
console.log(`[kill-9] SOAK_SEED=${seed} backends=${backends.join(',')}`);

type BackendName = 'postgres' | 'pglite';

/** Where the server keeps its data, and how the test reads it while the server is down. */
interface Backend {
  /** The server's environment. */
  env: Record<string, string>;
  /**
   * Runs `fn` on the database; only while the server is down. On PGlite `fn` sees a copy of the
   * directory when `copy` is set (the state the server will restart from stays untouched), and
   * the directory itself otherwise (writes land).
   */
  withDb<T>(fn: (db: Db) => Promise<T>, copy: boolean): Promise<T>;
  close(): Promise<void>;
}

async function openBackend(name: BackendName): Promise<Backend> {
  if (name === 'postgres') {
    const database = await soakDatabase();
    const db = await openPostgresDb(database.url, { max: 2 });
    const dataDir = `/tmp/wharf-soak-kill-pg-${process.pid}`;
    return {
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
      withDb: (fn) => fn(db),
      close: async () => {
        await db.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = `/tmp/wharf-soak-kill-pglite-${process.pid}`;
  await rm(dataDir, { recursive: true, force: true });
  return {
    // no DATABASE_URL: the server opens PGlite in DATA_DIR (server/main.ts)
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    withDb: async (fn, copy) => {
      const dir = copy ? `${dataDir}-inspect` : dataDir;
      if (copy) {
        await rm(dir, { recursive: true, force: true });
        await cp(dataDir, dir, { recursive: true });
      }
      const db = await openPgliteDb(dir);
      try {
        return await fn(db);
      } finally {
        await db.close();
        if (copy) await rm(dir, { recursive: true, force: true });
      }
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

const header = 'Warehouse code,Warehouse name,Type,Country,City,Currency,Status,Provider';
const file = () =>
  new File([[header, ...Array.from({ length: ROWS }, (_, i) => `KILL-${String(i).padStart(5, '0')},Killed warehouse ${i},own,CN,Ningbo,CNY,,`)].join('\n')], 'warehouses.csv', {
    type: 'text/csv',
  });

describe.each(backends)('kill -9 at random points on %s', (name) => {
  const random = seededRandom(seed);
  let backend: Backend;
  let server: ServerProcess | undefined;
  let client: Client;
  let importId = '';
  const isolations: Prepared[] = [];

  async function restart(): Promise<void> {
    server = await startServer(backend.env);
    client = await signIn(server.url, 'supplier1');
  }

  /** The import as the portal polls it. */
  async function importRecord(): Promise<{ status: string; counts: { applied: number } }> {
    const answer = await client.call<{ status: string; counts: { applied: number } }>('GET', `${P}/import/warehouse/${importId}`);
    expect(answer.envelope.code, JSON.stringify(answer.envelope)).toBe('0');
    return answer.envelope.data;
  }

  const createdCount = async (db: Db) => (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM warehouses WHERE code LIKE 'KILL-%'")).n;
  const startedCount = async (db: Db) =>
    (await db.one<{ n: number }>("SELECT count(*)::int AS n FROM separations WHERE id = ANY($1) AND status = 'inEffect'", [isolations.map((s) => s.id)])).n;

  /** The invariants that must hold at any moment, above all right after a kill. */
  async function expectConsistent(db: Db, where: string): Promise<void> {
    expect(await stockViolations(db), `${where}: stock violations`).toEqual([]);
    const created = await createdCount(db);
    const marked = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM import_rows WHERE import_id = $1 AND applied_batch IS NOT NULL', [importId || '-'])).n;
    expect(created % APPLY_BATCH === 0 || created === ROWS, `${where}: ${created} warehouses is not a whole number of batches`).toBe(true);
    expect(marked, `${where}: rows marked applied vs warehouses created`).toBe(created);
    for (const sep of isolations) {
      const row = await db.one<{ status: string; allocations: number; starts: number; isolated: number }>(
        `SELECT s.status, (SELECT count(*)::int FROM separation_allocations a WHERE a.separation_id = s.id) AS allocations,
                (SELECT count(*)::int FROM separation_history h WHERE h.separation_id = s.id AND h.action = 'start') AS starts,
                (SELECT coalesce(sum(l.isolated), 0)::int FROM separation_lines l WHERE l.separation_id = s.id) AS isolated
           FROM separations s WHERE s.id = $1`,
        [sep.id],
      );
      const expected = row.status === 'inEffect' ? { allocations: 1, starts: 1, isolated: 1 } : { allocations: 0, starts: 0, isolated: 0 };
      expect(row.status, `${where}: ${sep.id}`).toMatch(/^(submitted|inEffect)$/);
      expect({ allocations: row.allocations, starts: row.starts, isolated: row.isolated }, `${where}: ${sep.id} (${row.status})`).toEqual(expected);
    }
  }

  beforeAll(async () => {
    backend = await openBackend(name);
    // The first start migrates and seeds. The isolations to start are written straight into the
    // database while the server is stopped (cleanly), then it starts again.
    await restart();
    await server!.stop();
    await backend.withDb(async (db) => {
      for (let i = 0; i < 15; i++) isolations.push(await prepareSeparation(db, 'submitted'));
    }, false);
    await restart();
  });
  afterAll(async () => {
    await server?.kill9();
    await backend?.close();
  });

  /** The steps build on each other: after a failed one the rest are skipped, not timed out. */
  let broken = false;
  const step = (title: string, fn: () => Promise<void>) =>
    it(title, async (context) => {
      if (broken) context.skip();
      try {
        await fn();
      } catch (error) {
        broken = true;
        throw error;
      }
    });

  step('while reading a 20,000-row import: it starts over and reaches review', async () => {
    const form = new FormData();
    form.set('file', file());
    form.set('timezone', 'GMT+08:00');
    form.set('preview', '1');
    form.set('bizType', 'warehouse');
    const uploaded = await client.upload<{ id: string }>(`${P}/import/upload`, form);
    expect(uploaded.envelope.code, JSON.stringify(uploaded.envelope)).toBe('0');
    importId = uploaded.envelope.data.id;
    const wait = random.between(100, 1500);
    await new Promise((r) => setTimeout(r, wait));
    await server!.kill9();
    await backend.withDb(async (db) => {
      const { status } = await db.one<{ status: string }>('SELECT status FROM imports WHERE id = $1', [importId]);
      console.log(`[kill-9 ${name}] reading: killed after ${wait} ms in status ${status}`);
      await expectConsistent(db, 'after the kill while reading');
      expect(await createdCount(db)).toBe(0);
    }, true);
    await restart();
    await until('the import to reach review', async () => ((await importRecord()).status === 'review' ? true : undefined), 240_000, 500);
  });

  step('while applying the confirm and starting isolations: whole batches only, isolations started or untouched', async () => {
    const confirm = await client.call('POST', `${P}/import/warehouse/${importId}/submit`, {});
    expect(confirm.envelope.code).toBe('0');
    // the starts are not awaited: some are in flight when the process dies
    const starts = isolations.map((s) => client.call('POST', `${P}/separate/start`, { id: s.id, version: s.version }).catch(() => undefined));
    const wait = random.between(50, 1200);
    await new Promise((r) => setTimeout(r, wait));
    await server!.kill9();
    await Promise.all(starts);
    await backend.withDb(async (db) => {
      console.log(`[kill-9 ${name}] applying: killed after ${wait} ms with ${await createdCount(db)} of ${ROWS} warehouses created, ${await startedCount(db)} of ${isolations.length} isolations started`);
      await expectConsistent(db, 'after the kill while applying');
    }, true);
    await restart();
  });

  step('again while the restarted runner resumes the apply', async () => {
    const progress = await until(
      'the resumed apply to make progress',
      async () => {
        const record = await importRecord();
        if (record.status === 'done') return -1;
        return record.status === 'applying' && record.counts.applied > 0 ? record.counts.applied : undefined;
      },
      240_000,
      100,
    );
    const wait = random.between(0, 800);
    await new Promise((r) => setTimeout(r, wait));
    await server!.kill9();
    await backend.withDb(async (db) => {
      console.log(`[kill-9 ${name}] resumed apply: killed ${wait} ms after ${progress} rows applied (-1: already done), ${await createdCount(db)} created`);
      await expectConsistent(db, 'after the kill while resuming');
    }, true);
    await restart();
  });

  step('after the last restart: every row applied once; retried starts start the rest without duplicates', async () => {
    const record = await until('the import to finish', async () => {
      const r = await importRecord();
      return r.status === 'done' ? r : undefined;
    }, 300_000, 500);
    expect(record.counts.applied).toBe(ROWS);
    // the user retries every start with what they read again
    for (const sep of isolations) {
      const read = await client.call<{ status: string; version: number }>('GET', `${P}/separate/detail/${sep.id}`);
      expect(read.envelope.code, sep.id).toBe('0');
      const again = await client.call('POST', `${P}/separate/start`, { id: sep.id, version: read.envelope.data.version });
      if (read.envelope.data.status === 'submitted') expect(again.envelope.code, sep.id).toBe('0');
      else expect(again.status, `${sep.id}: ${JSON.stringify(again.envelope)}`).toBe(409);
    }
    await server!.stop();
    await backend.withDb(async (db) => {
      await expectConsistent(db, 'after the retries');
      expect(await createdCount(db)).toBe(ROWS);
      const applied = await db.one<{ applied: number }>('SELECT applied FROM imports WHERE id = $1', [importId]);
      expect(Number(applied.applied)).toBe(ROWS);
      expect(await startedCount(db)).toBe(isolations.length);
    }, true);
  });
});
