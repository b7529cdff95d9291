// A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is
// set, a new PostgreSQL database created for this file and dropped afterwards (files never share
// rows even if they ran in parallel). createSeededTestDb starts it as a copy of the run's seeded
// template (seed-template.ts) when the global setup made one; on PGlite it lends the worker's
// copy (worker-db.ts), restored when the file disposes of it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/postgres-db';
import { seed, type SeedResult } from '../../server/db/seed';
import { installChangeLog } from './change-log';
import { leaseWorkerDb } from './worker-db';

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function createTestDb(template?: string): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPgliteDb();
    return { db, dispose: () => db.close() };
  }
  const name = `wharf_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const db = await openPostgresDb(databaseUrl(adminUrl, name), { max: 4 });
  return {
    db,
    dispose: async () => {
      await db.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A migrated, seeded database with the change log of snapshotDb. */
export async function createSeededTestDb(): Promise<TestDb & { seeded: SeedResult }> {
  const template = inject('seedTemplate');
  if (template?.kind === 'pglite') {
    const image = () => new Blob([readFileSync(template.file)]);
    const lease = await leaseWorkerDb(image);
    if (lease) return { db: lease.db, seeded: template.seeded, dispose: lease.release };
    const db = await openPgliteDb(undefined, image());
    return { db, seeded: template.seeded, dispose: () => db.close() };
  }
  if (template?.kind === 'postgres') return { ...(await createTestDb(template.database)), seeded: template.seeded };
  const testDb = await createTestDb();
  await migrate(testDb.db);
  const seeded = await seed(testDb.db);
  await installChangeLog(testDb.db);
  return { ...testDb, seeded };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
