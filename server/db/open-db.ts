// Chooses the database: PostgreSQL when a URL is given, else PGlite (on disk, or in memory).
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

export type DbConfig = { databaseUrl: string } | { dataDir: string } | { memory: true };

export function openDb(config: DbConfig): Promise<Db> {
  if ('databaseUrl' in config) return openPostgresDb(config.databaseUrl);
  if ('dataDir' in config) return openPgliteDb(config.dataDir);
  return openPgliteDb();
}
