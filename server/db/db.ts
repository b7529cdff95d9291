// The one database interface the server uses. Two implementations (PGlite embedded, PostgreSQL
// through node-postgres) run the same SQL with $1-style parameters, so handlers never know which.

export type SqlParam = string | number | boolean | null | Date | readonly string[] | readonly number[] | Record<string, unknown>;

export interface Db {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Exactly one row, or an error (a programming error, not a user-facing "not found"). */
  one<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T>;
  /** The first row or undefined. */
  maybe<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn inside a transaction: committed when fn resolves, rolled back when it throws.
   * Nested calls on the tx handle become savepoints.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Which engine answers (diagnostics and tests only; SQL must not branch on it). */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** What both implementations provide; `one`, `maybe` and savepoints are built on top of it. */
export interface RawRunner {
  query(sql: string, params?: readonly SqlParam[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
}

export async function expectOne<T>(rows: T[], sql: string): Promise<T> {
  if (rows.length !== 1) throw new Error(`expected exactly one row, got ${rows.length}: ${sql.slice(0, 80)}`);
  return rows[0];
}

let savepointCounter = 0;

/**
 * A Db bound to a connection that is already inside a transaction. Nested transactions use
 * savepoints so a helper that opens its own transaction can still be called from a handler's.
 */
export function transactionDb(runner: RawRunner, kind: Db['kind']): Db {
  const db: Db = {
    kind,
    query: async <T>(sql: string, params?: readonly SqlParam[]) => (await runner.query(sql, params)) as T[],
    one: async <T>(sql: string, params?: readonly SqlParam[]) => expectOne((await runner.query(sql, params)) as T[], sql),
    maybe: async <T>(sql: string, params?: readonly SqlParam[]) => ((await runner.query(sql, params)) as T[])[0],
    exec: (sql) => runner.exec(sql),
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
      const name = `sp_${++savepointCounter}`;
      await runner.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(db);
        await runner.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await runner.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: async () => {
      throw new Error('close() on a transaction handle');
    },
  };
  return db;
}
