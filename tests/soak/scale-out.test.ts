// Scale-out (issue 7, reliability): two server processes on one PostgreSQL database.
//  - a session made on one works on the other, and signing out on one ends it on both;
//  - export jobs queued on either run exactly once (claimed with FOR UPDATE SKIP LOCKED: one
//    attempt each, one worker each, every file downloadable from both processes);
//  - an import uploaded on one is read and applied once, whichever runner takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, soakDatabase, startServer, query, until, clientFor, type ServerProcess } from './server-process';

let db: { url: string; drop: () => Promise<void> };
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await soakDatabase();
  // A migrates and seeds; B finds both done. Exports go to one shared directory, as they would on
  // a shared volume.
  const dataDir = `/tmp/wharf-soak-scale-${process.pid}`;
  a = await startServer({ DATABASE_URL: db.url, DATA_DIR: dataDir });
  b = await startServer({ DATABASE_URL: db.url, DATA_DIR: dataDir });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
});

describe('two server processes on one PostgreSQL', () => {
  it('a session made on one works on the other; signing out on one ends it on both', async () => {
    const onA = await signIn(a.url, 'supplier1');
    const onB = clientFor(b.url, onA.cookie);
    const info = await onB.call<{ account: string }>('GET', '/common/app/user/getUserInfo', undefined, { 'account-type': '3' });
    expect(info.envelope.code).toBe('0');
    const out = await onB.call('POST', '/common/app/user/logout', {});
    expect(out.envelope.code).toBe('0');
    const after = await clientFor(a.url, onA.cookie).call('GET', '/common/app/user/getUserInfo', undefined, { 'account-type': '3' });
    expect([after.status, after.envelope.code]).toEqual([401, 'SYS_UNAUTHORIZED']);
  });

  it('export jobs queued on either process run exactly once', async () => {
    const clients = [await signIn(a.url, 'supplier1'), clientFor(b.url, (await signIn(b.url, 'supplier1')).cookie)];
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const body = i % 2 ? { bizType: 'order.list', conditions: {}, columns: ['supplierOrderId', 'status'] } : { bizType: 'asset.warehouse', conditions: {}, columns: ['code', 'name'] };
      const started = await clients[i % 2].call<{ id: string }>('POST', '/api/scm-app/supplier/export', body);
      expect(started.envelope.code, JSON.stringify(started.envelope)).toBe('0');
      ids.push(started.envelope.data.id);
    }
    const rows = await until(
      'every export to finish',
      async () => {
        const r = await query<{ id: string; status: string; attempts: number; worker: string }>(db.url, 'SELECT id, status, attempts, worker FROM export_jobs WHERE id = ANY($1)', [ids]);
        return r.every((j) => j.status === 'succeeded' || j.status === 'failed') ? r : undefined;
      },
      120_000,
    );
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['succeeded', 1]));
    const workers = new Set(rows.map((r) => r.worker));
    console.log(`[scale-out] 12 export jobs ran once each, on ${workers.size} worker(s): ${[...workers].join(', ')}`);
    for (const [i, id] of ids.entries()) {
      const response = await clients[(i + 1) % 2].raw(`/api/scm-app/supplier/export/${id}`);
      expect(response.status, id).toBe(200);
      await response.arrayBuffer();
    }
  }, 180_000);

  it('imports uploaded on either process are read and applied once', async () => {
    const clients = [await signIn(a.url, 'supplier1'), await signIn(b.url, 'supplier1')];
    const tenant = (await query<{ tenant_id: string }>(db.url, "SELECT tenant_id FROM users WHERE account = 'supplier1'"))[0].tenant_id;
    const codes = (await query<{ code: string }>(db.url, 'SELECT code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY code', [tenant])).map((r) => r.code);
    const recordsBefore = Number((await query<{ n: string }>(db.url, 'SELECT count(*) AS n FROM warehouse_buffer_records WHERE tenant_id = $1', [tenant]))[0].n);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const form = new FormData();
      form.set('file', new File([['Warehouse code,Buffer quantity', ...codes.map((c, k) => `${c},${100 * (i + 1) + k}`)].join('\n')], `buffers-${i}.csv`, { type: 'text/csv' }));
      form.set('timezone', 'GMT+08:00');
      form.set('preview', '0');
      form.set('bizType', 'warehouseBuffer');
      const uploaded = await clients[i % 2].upload<{ id: string }>('/api/scm-app/supplier/import/upload', form);
      expect(uploaded.envelope.code, JSON.stringify(uploaded.envelope)).toBe('0');
      ids.push(uploaded.envelope.data.id);
      // one after the other: each import's rows must land before the next one's
      await until(`import ${i} done`, async () => {
        const [row] = await query<{ status: string }>(db.url, 'SELECT status FROM imports WHERE id = $1', [uploaded.envelope.data.id]);
        if (row.status === 'failed' || row.status === 'review') throw new Error(`import ${i} ended ${row.status}`);
        return row.status === 'done' ? row : undefined;
      });
    }
    const imports = await query<{ applied: number }>(db.url, 'SELECT applied FROM imports WHERE id = ANY($1)', [ids]);
    expect(imports.map((r) => Number(r.applied))).toEqual(ids.map(() => codes.length));
    const recordsAfter = Number((await query<{ n: string }>(db.url, 'SELECT count(*) AS n FROM warehouse_buffer_records WHERE tenant_id = $1', [tenant]))[0].n);
    // one buffer record per changed warehouse per import, none twice
    expect(recordsAfter - recordsBefore).toBe(6 * codes.length);
    const buffers = await query<{ code: string; buffer_qty: number }>(
      db.url,
      'SELECT w.code, s.buffer_qty FROM warehouse_buffer_settings s JOIN warehouses w ON w.id = s.warehouse_id WHERE w.tenant_id = $1 ORDER BY w.code',
      [tenant],
    );
    expect(buffers.map((r) => r.buffer_qty)).toEqual(codes.map((_, k) => 600 + k));
  }, 180_000);
});
