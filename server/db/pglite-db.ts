// Embedded PostgreSQL (PGlite, WASM): the default database, file-backed or in memory for tests.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expectOne, transactionDb, type Db, type RawRunner, type SqlParam } from './db';
import { Mutex } from './mutex';

const instances = new WeakMap<Db, PGlite>();

const BYTEA = 17;
// Every instance's options. PGlite's own bytea codec walks every byte in JavaScript (a 17 MB file
// took 7 s to store and 2 s to read, with the event loop held all the while); Buffer's hex codec
// is native.
const pgliteOptions = {
  // the title search's trigram index (migration 051, decision 040): a database made with it
  // cannot be opened without it, so every instance loads it (it adds no measurable start-up time)
  extensions: { pg_trgm },
  serializers: {
    [BYTEA]: (value: unknown) => {
      const bytes = value as Uint8Array;
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    [BYTEA]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

/** One turn of the event loop (timers and sockets run), before the next statement. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A tarball of the database's data directory (the tests seed once and load copies of it). */
export async function dumpPgliteDb(db: Db): Promise<Blob> {
  const pg = instances.get(db);
  if (!pg) throw new Error('not a PGlite database');
  return pg.dumpDataDir('none');
}

/** dataDir undefined = in memory; `image` (from dumpPgliteDb) starts it as a copy of another. */
export async function openPgliteDb(dataDir?: string, image?: Blob): Promise<Db> {
  let pg: PGlite;
  if (image) {
    pg = new PGlite({ loadDataDir: image, ...pgliteOptions });
  } else if (dataDir) {
    const dir = resolve(dataDir);
    // PGlite creates the data directory itself but not its parents.
    mkdirSync(dirname(dir), { recursive: true });
    pg = new PGlite(dir, pgliteOptions);
  } else {
    pg = new PGlite(pgliteOptions);
  }
  await pg.waitReady;

  const raw: RawRunner = {
    query: async (sql, params) => (await pg.query<Record<string, unknown>>(sql, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await pg.exec(sql);
    },
  };
  // Inside a transaction too, each statement first lets the event loop turn: a transaction that
  // stores a 20 MB file part by part, or applies a batch of 500 rows, must not hold every other
  // request for its whole length (other statements still wait for the lock, requests do not).
  const turning: RawRunner = {
    query: async (sql, params) => {
      await turn();
      return raw.query(sql, params);
    },
    exec: async (sql) => {
      await turn();
      await raw.exec(sql);
    },
  };
  const lock = new Mutex();
  // PGlite runs in this thread and a statement's promise settles without a turn of the event
  // loop, so a caller chaining statements (an import applying 40 batches) starved every request
  // and timer for seconds; keep-alive sockets then timed out with a request unread and the
  // client saw ECONNRESET. Each statement or transaction first lets the event loop turn.
  const locked = async <T>(fn: () => Promise<T>) => {
    await turn();
    return lock.run(fn);
  };
  let closed = false;

  const db: Db = {
    kind: 'pglite',
    query: <T>(sql: string, params?: readonly SqlParam[]) => locked(async () => (await raw.query(sql, params)) as T[]),
    one: <T>(sql: string, params?: readonly SqlParam[]) => locked(async () => expectOne((await raw.query(sql, params)) as T[], sql)),
    maybe: <T>(sql: string, params?: readonly SqlParam[]) => locked(async () => ((await raw.query(sql, params)) as T[])[0]),
    exec: (sql) => locked(() => raw.exec(sql)),
    transaction: <T>(fn: (tx: Db) => Promise<T>) =>
      locked(async () => {
        await raw.exec('BEGIN');
        try {
          const result = await fn(transactionDb(turning, 'pglite'));
          await raw.exec('COMMIT');
          return result;
        } catch (error) {
          await raw.exec('ROLLBACK');
          throw error;
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await lock.run(() => pg.close());
    },
  };
  instances.set(db, pg);
  return db;
}
