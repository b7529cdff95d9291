// One seeded PGlite database per server test worker, lent to one test file at a time. Opening a
// copy of the seeded image costs a file about 2 s (the engine's start and the image's load); the
// server project runs its files without isolation (vitest.config.ts), so a worker process keeps
// its database from file to file, and a file's lease puts back what the file changed when it
// ends: the change log of snapshotDb (change-log.ts) names every table a write touched, and
// those tables are reloaded from a copy of the seeded rows kept in the `_seed` schema. Sessions
// (not logged) and sequences are always reset, tables a file created are dropped, and if the
// schema still differs from the seeded one (a file altered a table) the database is thrown away
// and the next file opens a fresh copy. A second lease while one is out (a file with two
// harnesses) gets a private copy, as every file did before.
import type { Db, SqlParam } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';

interface Shared {
  db: Db;
  /** The seeded schema's fingerprint, compared after every restore. */
  fingerprint: string;
  /** Per seeded table, the statements that reload it from `_seed`. */
  reload: Map<string, string>;
  sequences: { name: string; value: string; called: boolean }[];
  leased: boolean;
}

export interface Lease {
  db: Db;
  /** Ends the lease: the handle refuses further calls, and the database is restored. */
  release(): Promise<void>;
}

const KEY = Symbol.for('wharf.test.workerDb');
type WithShared = typeof globalThis & { [KEY]?: Promise<Shared | undefined> };
const holder = globalThis as WithShared;

/** Counts for docs/testing.md's measurements: leases lent, restores, databases opened. */
export const workerDbStats = { leases: 0, opened: 0, discarded: 0 };

/**
 * Lends the worker's seeded database, or undefined when it is out on another lease (the caller
 * then opens a private copy). `image` is the seeded template's tarball.
 */
export async function leaseWorkerDb(image: () => Blob): Promise<Lease | undefined> {
  holder[KEY] ??= openShared(image());
  const shared = await holder[KEY];
  if (!shared || shared.leased) return undefined;
  shared.leased = true;
  workerDbStats.leases += 1;
  let ended = false;
  const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (ended) throw new Error('this test file\'s database lease has ended (a runner or request outlived its file)');
    return fn();
  };
  const db: Db = {
    kind: shared.db.kind,
    query: <T>(sql: string, params?: readonly SqlParam[]) => guard(() => shared.db.query<T>(sql, params)),
    one: <T>(sql: string, params?: readonly SqlParam[]) => guard(() => shared.db.one<T>(sql, params)),
    maybe: <T>(sql: string, params?: readonly SqlParam[]) => guard(() => shared.db.maybe<T>(sql, params)),
    exec: (sql: string) => guard(() => shared.db.exec(sql)),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => guard(() => shared.db.transaction(fn)),
    close: async () => release(),
  };
  const release = async () => {
    if (ended) return;
    ended = true;
    try {
      if (await restore(shared)) {
        shared.leased = false;
        return;
      }
    } catch {
      // a restore that fails leaves the database in an unknown state: it is not lent again
    }
    workerDbStats.discarded += 1;
    holder[KEY] = undefined;
    await shared.db.close();
  };
  return { db, release };
}

async function openShared(image: Blob): Promise<Shared | undefined> {
  const db = await openPgliteDb(undefined, image);
  workerDbStats.opened += 1;
  const tables = (await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_test_changes' ORDER BY 1`,
  )).map((r) => r.name);
  // without the change log a file's writes could not be found again
  if (!(await db.one<{ ok: boolean }>("SELECT to_regclass('_test_changes') IS NOT NULL AS ok")).ok) {
    await db.close();
    return undefined;
  }
  await db.exec(`CREATE SCHEMA _seed; ${tables.map((t) => `CREATE TABLE _seed."${t}" AS TABLE "${t}";`).join('\n')}`);
  const reload = new Map<string, string>();
  for (const table of tables) {
    const columns = (await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    )).map((r) => `"${r.name}"`).join(', ');
    reload.set(table, `DELETE FROM "${table}"; INSERT INTO "${table}" (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM _seed."${table}";`);
  }
  const sequences = await Promise.all(
    (await db.query<{ name: string }>('SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema()')).map(
      async ({ name }) => {
        const row = await db.one<{ value: string; called: boolean }>(`SELECT last_value::text AS value, is_called AS called FROM "${name}"`);
        return { name, ...row };
      },
    ),
  );
  return { db, fingerprint: await fingerprintOf(db), reload, sequences, leased: false };
}

/** Puts the seeded rows back; false when the schema could not be brought back. */
async function restore(shared: Shared): Promise<boolean> {
  const { db } = shared;
  const changed = new Set((await db.query<{ t: string }>('SELECT DISTINCT t FROM _test_changes')).map((r) => r.t));
  changed.add('sessions');
  const created = (await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_test_changes'`,
  )).map((r) => r.name).filter((name) => !shared.reload.has(name));
  await db.transaction(async (tx) => {
    // replica mode: no foreign-key checks while tables are reloaded in any order, and the
    // change-log triggers stay silent
    await tx.exec('SET LOCAL session_replication_role = replica');
    if (created.length > 0) await tx.exec(`DROP TABLE ${created.map((t) => `"${t}"`).join(', ')} CASCADE`);
    for (const table of changed) {
      const statement = shared.reload.get(table);
      if (statement) await tx.exec(statement);
    }
    for (const s of shared.sequences) await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [`"${s.name}"`, s.value, s.called]);
    await tx.exec('DELETE FROM _test_changes');
  });
  return (await fingerprintOf(db)) === shared.fingerprint;
}

/** Tables, columns, constraints, indexes, triggers, functions and enums of the schema. */
async function fingerprintOf(db: Db): Promise<string> {
  const row = await db.one<{ f: string }>(`
    SELECT md5(string_agg(x, E'\\n' ORDER BY x)) AS f FROM (
      SELECT 'c ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
        FROM information_schema.columns WHERE table_schema = current_schema()
      UNION ALL SELECT 'i ' || indexdef FROM pg_indexes WHERE schemaname = current_schema()
      UNION ALL SELECT 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
      UNION ALL SELECT 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'p ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
        FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
      UNION ALL SELECT 'e ' || t.typname || ' ' || e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    ) s(x)`);
  return row.f;
}
