// The seeded database every server test file starts from, built once per run by the server
// project's global setup: migrating and seeding cost ~8 s, a copy of the result under a second.
// PGlite: a tarball of the data directory in the temp dir, loaded by each file; PostgreSQL: a
// template database each file clones with CREATE DATABASE ... TEMPLATE. The change-log triggers
// of snapshotDb are part of it.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { dumpPgliteDb, openPgliteDb } from '../../server/db/pglite-db';
import { openPostgresDb } from '../../server/db/postgres-db';
import { seed, type SeedResult } from '../../server/db/seed';
import { installChangeLog } from './change-log';
import { databaseUrl, withAdmin } from './test-db';

export type SeedTemplate = { kind: 'pglite'; file: string; seeded: SeedResult } | { kind: 'postgres'; database: string; seeded: SeedResult };

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate | undefined;
  }
}

async function seedInto(db: Db): Promise<SeedResult> {
  await migrate(db);
  const seeded = await seed(db);
  await installChangeLog(db);
  return seeded;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openPgliteDb();
    const seeded = await seedInto(db);
    const file = path.join(os.tmpdir(), `wharf-seed-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await (await dumpPgliteDb(db)).arrayBuffer()));
    await db.close();
    project.provide('seedTemplate', { kind: 'pglite', file, seeded });
    return async () => rmSync(file, { force: true });
  }
  const database = `wharf_tpl_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  const db = await openPostgresDb(databaseUrl(adminUrl, database), { max: 4 });
  const seeded = await seedInto(db);
  await db.close();
  project.provide('seedTemplate', { kind: 'postgres', database, seeded });
  return async () => {
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  };
}
