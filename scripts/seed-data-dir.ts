// Migrates and seeds a PGlite data directory (DATA_DIR) the way server/main.ts does at its first
// start, then closes it: the e2e servers copy one such directory instead of each seeding its own.
import { resolve } from 'node:path';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/open-db';
import { seed } from '../server/db/seed';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const db = await openDb({ dataDir: resolve(dataDir) });
await migrate(db);
const today = new Date();
today.setUTCHours(0, 0, 0, 0);
await seed(db, { ordersAnchor: today });
await db.close();
