// PostgreSQL through a node-postgres pool, used when DATABASE_URL is set (several server
// processes can then share sessions, throttling and data).
import pg from 'pg';
import { expectOne, transactionDb, type Db, type RawRunner, type SqlParam } from './db';

export async function openPostgresDb(connectionString: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener it
  // would crash the process. The next query simply gets a new client.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  await pool.query('SELECT 1');

  const run = async (sql: string, params?: readonly SqlParam[]) =>
    (await pool.query(sql, params as unknown[] | undefined)).rows as Record<string, unknown>[];

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: readonly SqlParam[]) => (await run(sql, params)) as T[],
    one: async <T>(sql: string, params?: readonly SqlParam[]) => expectOne((await run(sql, params)) as T[], sql),
    maybe: async <T>(sql: string, params?: readonly SqlParam[]) => ((await run(sql, params)) as T[])[0],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
      const client = await pool.connect();
      const raw: RawRunner = {
        query: async (sql, params) => (await client.query(sql, params as unknown[] | undefined)).rows,
        exec: async (sql) => {
          await client.query(sql);
        },
      };
      try {
        await client.query('BEGIN');
        const result = await fn(transactionDb(raw, 'postgres'));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
