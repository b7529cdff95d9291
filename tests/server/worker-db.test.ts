// The worker's lent database (worker-db.ts): what a file wrote, created or altered is gone when
// the next file takes it, compared with a private copy of the seeded image row by row; a handle
// whose lease ended refuses calls, and a second lease while one is out gets nothing.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '../../server/db/db';
import { openPgliteDb } from '../../server/db/pglite-db';
import { leaseWorkerDb, workerDbStats, type Lease } from './worker-db';

const template = inject('seedTemplate');
const image = () => new Blob([readFileSync(template?.kind === 'pglite' ? template.file : '')]);

/** Every table's rows (as text, sorted) and every sequence's position, hashed per table. */
async function contentOf(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_test_changes' ORDER BY 1`,
  );
  const content: Record<string, string> = {};
  for (const { name } of tables) {
    content[name] = (await db.one<{ h: string }>(`SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS h FROM "${name}" r`)).h;
  }
  for (const { name } of await db.query<{ name: string }>('SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = current_schema()')) {
    const s = await db.one<{ v: string; c: boolean }>(`SELECT last_value::text AS v, is_called AS c FROM "${name}"`);
    content[`sequence ${name}`] = `${s.v} ${s.c}`;
  }
  return content;
}

async function lease(): Promise<Lease> {
  const lent = await leaseWorkerDb(image);
  if (!lent) throw new Error('the worker database is out on another lease');
  return lent;
}

describe.skipIf(template?.kind !== 'pglite')('the worker database lent to one file at a time', () => {
  let pristine: Record<string, string>;
  const open: Lease[] = [];
  afterAll(async () => {
    for (const one of open) await one.release();
  });

  it('comes back as seeded after a file wrote rows, sessions and sequences and created a table', async () => {
    const fresh = await openPgliteDb(undefined, image());
    pristine = await contentOf(fresh);
    await fresh.close();

    const first = await lease();
    expect(await contentOf(first.db)).toEqual(pristine);
    const { db } = first;
    await db.exec(`UPDATE warehouses SET name = 'changed by a test' WHERE id IN (SELECT id FROM warehouses ORDER BY id LIMIT 3)`);
    await db.exec(`INSERT INTO login_attempts (account, ip, succeeded, attempted_at) VALUES ('probe', '10.0.0.1', false, now())`);
    await db.exec(`DELETE FROM login_attempts WHERE account <> 'probe'`);
    await db.exec(`INSERT INTO sessions (id_hash, user_id, tenant_id, created_at, expires_at, last_seen_at)
                   SELECT 'probe-session', id, tenant_id, now(), now(), now() FROM users ORDER BY id LIMIT 1`);
    await db.query('SELECT nextval($1::regclass)', ['appointment_form_seq']);
    await db.exec('CREATE TABLE left_behind (id int PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.exec(`UPDATE tenants SET name = name || ' (renamed)'`);
    });
    expect(await contentOf(db)).not.toEqual(pristine);
    await first.release();

    await expect(first.db.query('SELECT 1')).rejects.toThrow(/lease has ended/);
    const second = await lease();
    open.push(second);
    expect(await contentOf(second.db)).toEqual(pristine);
    // four hashes of every row of the seeded image, which grows with each area's seed
  }, 120_000);

  it('lends nothing while it is out, and again once it is back', async () => {
    expect(await leaseWorkerDb(image)).toBeUndefined();
    await open.pop()?.release();
    const again = await lease();
    open.push(again);
  });

  it('is thrown away when a file altered the schema, and the next lease is a fresh copy', async () => {
    const altered = open.pop() ?? (await lease());
    const opened = workerDbStats.opened;
    const discarded = workerDbStats.discarded;
    await altered.db.exec('ALTER TABLE warehouses ADD COLUMN probe text');
    await altered.release();
    expect(workerDbStats.discarded).toBe(discarded + 1);

    const next = await lease();
    open.push(next);
    expect(workerDbStats.opened).toBe(opened + 1);
    expect(await contentOf(next.db)).toEqual(pristine);
  });
});
