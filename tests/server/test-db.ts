// A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is
// set, a new PostgreSQL database created for this file and dropped afterwards (files never share
// rows even if they ran in parallel).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/postgres-db';

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPgliteDb();
    return { db, dispose: () => db.close() };
  }
  const name = `wharf_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDb(url.toString(), { max: 4 });
  return {
    db,
    dispose: async () => {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
