// Applies server/db/migrations/NNN_name.sql in order, each in its own transaction, and records it
// in schema_migrations. Idempotent: a restart applies only what is new. An advisory lock makes
// two processes starting together on one PostgreSQL take turns instead of racing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_KEY = 7_482_301; // arbitrary, constant for this application

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.slice(0, 3), name: file.slice(4, -4), sql: readFileSync(join(dir, file), 'utf8') }));
}

/** Returns the versions applied by this call (empty when the schema was already current). */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const exists = await tx.maybe('SELECT version FROM schema_migrations WHERE version = $1', [migration.version]);
      if (exists) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
