// The server half of the record-with-actions kit (server/back/record-actions.ts) on a throwaway
// table: an allowed action moves the status and the version and writes one history row; a status
// the action does not start from, a stale version, an unknown key and another tenant's key are
// refused with the table's own errors and change nothing; a repeat is answered without writing;
// a failure later in the caller's transaction leaves neither the change nor its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { ApiError } from '../../server/http/api-error';
import { applyRecordAction, type RecordTable } from '../../server/back/record-actions';
import { createTestDb, type TestDb } from './test-db';

type Action = 'approve' | 'reject' | 'reopen';
type Status = 'open' | 'approved' | 'rejected';

const things: RecordTable<Action, Status> = {
  kind: 'test.thing',
  table: 'kit_things',
  transitions: {
    approve: { from: ['open'], to: 'approved' },
    reject: { from: ['open'], to: 'rejected' },
    reopen: { from: ['approved', 'rejected'], to: 'open' },
  },
  notFound: () => new ApiError('THING_NOT_FOUND', 'no such thing', 404),
  decided: (_lang, row) => new ApiError('THING_DECIDED', `already ${row.status}`, 409),
  stale: (_lang, row) => new ApiError('THING_STALE', `now at version ${row.version}`, 409),
};

let testDb: TestDb;
let db: Db;
const now = new Date('2026-03-01T08:00:00.000Z');
const by = { id: 'u_1', name: 'Grace Lin' };

const act = (action: Action, version: number, extra: Partial<Parameters<typeof applyRecordAction<Action, Status>>[2]> = {}) =>
  db.transaction((tx) => applyRecordAction(tx, things, { tenantId: 'ta', lang: 'en', by, key: 't_1', action, version, now, ...extra }));
const thing = (id = 't_1') => db.one<{ status: Status; version: number; reason: string | null }>('SELECT status, version, reason FROM kit_things WHERE id = $1', [id]);
const history = () => db.query<{ action: string; from_status: string; to_status: string; note: string; actor_name: string }>(
  "SELECT action, from_status, to_status, note, actor_name FROM record_history WHERE record_kind = 'test.thing' ORDER BY at",
);
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof ApiError ? e.code : String(e)));

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
  await migrate(db);
  await db.exec(`INSERT INTO tenants (id, name, kind, currency) VALUES ('ta', 'A', 'supplier', 'USD'), ('tb', 'B', 'supplier', 'USD');
    CREATE TABLE kit_things (id text PRIMARY KEY, tenant_id text NOT NULL, status text NOT NULL, version int NOT NULL DEFAULT 1, reason text);
    INSERT INTO kit_things (id, tenant_id, status) VALUES ('t_1', 'ta', 'open'), ('t_2', 'tb', 'open');`);
});
afterAll(() => testDb.dispose());

describe('record actions on the server', () => {
  it('refuses an unknown key and another tenant\'s record alike, and writes nothing', async () => {
    expect(await refusal(act('approve', 1, { key: 't_9' }))).toBe('THING_NOT_FOUND');
    expect(await refusal(act('approve', 1, { key: 't_2' }))).toBe('THING_NOT_FOUND');
    expect(await thing('t_2')).toEqual({ status: 'open', version: 1, reason: null });
    expect(await history()).toEqual([]);
  });

  it('refuses a stale version and changes nothing', async () => {
    expect(await refusal(act('approve', 7))).toBe('THING_STALE');
    expect(await thing()).toEqual({ status: 'open', version: 1, reason: null });
  });

  it('a failure later in the caller\'s transaction leaves neither the change nor its history', async () => {
    const failed = db.transaction(async (tx) => {
      await applyRecordAction(tx, things, { tenantId: 'ta', lang: 'en', by, key: 't_1', action: 'reject', version: 1, now, note: 'x' });
      throw new Error('the next statement failed');
    });
    expect(await refusal(failed)).toContain('the next statement failed');
    expect(await thing()).toEqual({ status: 'open', version: 1, reason: null });
    expect(await history()).toEqual([]);
  });

  it('applies an allowed action: status, version, extra columns, one history row', async () => {
    const out = await act('reject', 1, { note: 'Wrong colour', set: { reason: 'Wrong colour' } });
    expect(out.applied).toBe(true);
    expect([out.row.status, out.row.version]).toEqual(['rejected', 2]);
    expect(await thing()).toEqual({ status: 'rejected', version: 2, reason: 'Wrong colour' });
    expect(await history()).toEqual([{ action: 'reject', from_status: 'open', to_status: 'rejected', note: 'Wrong colour', actor_name: 'Grace Lin' }]);
  });

  it('refuses an action its transition does not start from (decided), even at the current version', async () => {
    expect(await refusal(act('approve', 2))).toBe('THING_DECIDED');
    expect((await thing()).status).toBe('rejected');
  });

  it('answers a repeat the caller recognises without writing again', async () => {
    const out = await act('reject', 1, { repeated: (r) => r.status === 'rejected' });
    expect(out.applied).toBe(false);
    expect(await history()).toHaveLength(1);
  });

  it('follows the table: a decided record can be reopened, then decided again', async () => {
    await act('reopen', 2, { now: new Date('2026-03-02T08:00:00.000Z') });
    await act('approve', 3, { now: new Date('2026-03-03T08:00:00.000Z') });
    expect(await thing()).toEqual({ status: 'approved', version: 4, reason: 'Wrong colour' });
    expect((await history()).map((h) => `${h.from_status}>${h.to_status}`)).toEqual(['open>rejected', 'rejected>open', 'open>approved']);
  });

  it('takes column names from code only', async () => {
    expect(await refusal(act('reopen', 4, { set: { 'reason = null; --': 'x' } }))).toContain('not a column name');
    expect((await thing()).version).toBe(4);
  });
});
