// Load (issue 7, reliability): 50 simulated users for 60 s on one server process over PostgreSQL,
// each signed in with its own session (half supplier1's tenant, half supplier2's), each looping
// without pause over a weighted random mix of
//  - list:   the order search (random status filter, sort, page size; sometimes the next page of
//            its last result) or the warehouse list;
//  - detail: one order's info or one warehouse, of an id a list of this user answered;
//  - save:   creating a warehouse with a code unique per user and iteration, or updating one this
//            user created with the version it last read (so a refusal would be a bug);
//  - export: an export job of the order list (one status) or of the warehouse list.
// Then: no answer other than HTTP 200 with code "0"; every save that answered success is in the
// database with exactly its values (no save lost, none twice); every export queued succeeds once
// and downloads. Prints per kind count, p50, p95 and max latency and the requests per second.
//   LOAD_USERS (50)  LOAD_SECONDS (60)  LOAD_SEED (printed)  LOAD_THINK_MS (0: a pause of 0..2x
//   this between a user's requests)
import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, orderSortFields } from '../../src/contract/order/orders';
import { warehouseSortFields } from '../../src/contract/asset/assets';
import type { Db } from '../../server/db/db';
import { openPostgresDb } from '../../server/db/postgres-db';
import { seededRandom } from './seeded-random';
import { signIn, soakDatabase, startServer, until, sleep, type Client, type Envelope, type ServerProcess } from './server-process';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 0);
const seed = Number(process.env.LOAD_SEED ?? Date.now() % 100_000);
const P = '/api/scm-app/supplier';
const ACCOUNTS = ['supplier1', 'supplier2'] as const;

type Kind = 'list' | 'detail' | 'save' | 'export';
const WEIGHTS: readonly [Kind, number][] = [
  ['list', 45],
  ['detail', 35],
  ['save', 18],
  ['export', 2],
];

interface Saved {
  id: string;
  account: string;
  code: string;
  name: string;
  remark: string;
  version: number;
}
interface Failure {
  kind: Kind;
  what: string;
  status: number;
  code: string;
  message: string;
}

let database: { url: string; drop: () => Promise<void> };
let server: ServerProcess;
let db: Db;
const dataDir = `/tmp/wharf-soak-load-${process.pid}`;

beforeAll(async () => {
  console.log(`[load] LOAD_SEED=${seed} users=${USERS} seconds=${SECONDS} think=${THINK_MS} ms`);
  database = await soakDatabase();
  server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
  db = await openPostgresDb(database.url, { max: 2 });
});
afterAll(async () => {
  await server?.stop();
  await db?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

const warehouseBody = (name: string, remark: string) => ({
  name,
  type: 'own',
  providerName: null,
  providerWarehouseCode: null,
  address: { postalCode: '315000', addressLine1: '8 Load Road', city: 'Ningbo', district: 'Beilun', area: '', stateOrProvince: 'Zhejiang', country: 'CN' },
  contactName: 'Load',
  contactPhone: '+86 574 000',
  currency: 'CNY',
  status: 'active',
  remark,
});

describe(`load: ${USERS} users for ${SECONDS} s on PostgreSQL`, () => {
  it('answers every request with success, keeps every save and runs every export', async () => {
    const random = seededRandom(seed);
    const clients: { client: Client; account: string }[] = [];
    // each simulated user signs in on its own, as 50 people at their desks would
    for (let u = 0; u < USERS; u++) {
      const account = ACCOUNTS[u % ACCOUNTS.length];
      clients.push({ client: await signIn(server.url, account), account });
    }

    const latencies: Record<Kind, number[]> = { list: [], detail: [], save: [], export: [] };
    const failures: Failure[] = [];
    const saved = new Map<string, Saved>();
    const exports: { id: string; client: Client }[] = [];
    const totalWeight = WEIGHTS.reduce((s, [, w]) => s + w, 0);
    const chooseKind = (): Kind => {
      let r = random.next() * totalWeight;
      for (const [kind, w] of WEIGHTS) if ((r -= w) < 0) return kind;
      return 'list';
    };

    /** One timed call; anything but HTTP 200 with code "0" is a failure. */
    const timed = async <T>(client: Client, kind: Kind, method: string, path: string, body?: unknown): Promise<Envelope<T> | undefined> => {
      const started = performance.now();
      try {
        const answer = await client.call<T>(method, path, body);
        latencies[kind].push(performance.now() - started);
        if (answer.status === 200 && answer.envelope.code === '0') return answer.envelope;
        failures.push({ kind, what: `${method} ${path}`, status: answer.status, code: answer.envelope.code, message: `${answer.envelope.message} ${JSON.stringify(answer.envelope.data ?? null).slice(0, 300)}` });
      } catch (error) {
        latencies[kind].push(performance.now() - started);
        failures.push({ kind, what: `${method} ${path}`, status: 0, code: 'THROWN', message: String(error) });
      }
      return undefined;
    };

    const deadline = performance.now() + SECONDS * 1000;
    const started = performance.now();

    const user = async (u: number) => {
      const { client, account } = clients[u];
      const orderIds: string[] = [];
      const warehouseIds: string[] = [];
      const mine: Saved[] = [];
      let nextOrderPage: Record<string, unknown> | null = null;
      let iteration = 0;
      while (performance.now() < deadline) {
        iteration++;
        const kind = chooseKind();
        if (kind === 'list') {
          if (random.next() < 0.65) {
            // the next page repeats the last query with its cursor, as the list screen does
            const follow: boolean = nextOrderPage !== null && random.next() < 0.3;
            const body: Record<string, unknown> = follow
              ? nextOrderPage!
              : {
                  conditions: random.next() < 0.5 ? { sellerOrderStatuses: [random.pick(orderStatuses)] } : {},
                  sort: { field: random.pick(orderSortFields), order: random.pick(['asc', 'desc'] as const) },
                  pageSize: random.pick([20, 50]),
                };
            const page: Envelope<{ rows: { id: string }[]; nextCursor: string | null }> | undefined = await timed(client, kind, 'POST', `${P}/order/search`, body);
            if (page) {
              for (const r of page.data.rows) if (orderIds.length < 200) orderIds.push(r.id);
              nextOrderPage = page.data.nextCursor ? { ...body, cursor: page.data.nextCursor } : null;
            }
          } else {
            const body = { conditions: random.next() < 0.3 ? { status: 'active' } : {}, sort: { field: random.pick(warehouseSortFields), order: random.pick(['asc', 'desc'] as const) }, pageSize: 20 };
            const page = await timed<{ rows: { id: string }[] }>(client, kind, 'POST', `${P}/assets/warehouse/search`, body);
            if (page) for (const r of page.data.rows) if (warehouseIds.length < 100) warehouseIds.push(r.id);
          }
        } else if (kind === 'detail') {
          if (orderIds.length && (random.next() < 0.7 || !warehouseIds.length)) await timed(client, kind, 'GET', `${P}/order/info/${random.pick(orderIds)}`);
          else if (warehouseIds.length) await timed(client, kind, 'GET', `${P}/assets/warehouse/${random.pick(warehouseIds)}`);
          else await timed(client, kind, 'GET', '/common/app/user/getUserInfo?account-type=3');
        } else if (kind === 'save') {
          if (mine.length && random.next() < 0.5) {
            const target = random.pick(mine);
            const name = `Load ${u} updated ${iteration}`;
            const remark = `update ${iteration} of ${target.code}`;
            const answer = await timed<{ version: number; name: string; remark: string }>(client, kind, 'PUT', `${P}/assets/warehouse/${target.id}`, {
              ...warehouseBody(name, remark),
              version: target.version,
            });
            if (answer) Object.assign(target, { name: answer.data.name, remark: answer.data.remark, version: answer.data.version });
          } else {
            const code = `LOAD-${u}-${iteration}`;
            const answer = await timed<{ id: string; code: string; name: string; remark: string; version: number }>(
              client,
              kind,
              'POST',
              `${P}/assets/warehouse`,
              { code, ...warehouseBody(`Load ${u} warehouse ${iteration}`, `created by user ${u}`) },
            );
            if (answer) {
              const row: Saved = { id: answer.data.id, account, code: answer.data.code, name: answer.data.name, remark: answer.data.remark, version: answer.data.version };
              mine.push(row);
              saved.set(row.id, row);
              warehouseIds.push(row.id);
            }
          }
        } else {
          const body =
            random.next() < 0.6
              ? { bizType: 'order.list', conditions: { sellerOrderStatuses: [random.pick(orderStatuses)] }, columns: ['supplierOrderId', 'status', 'orderTime'] }
              : { bizType: 'asset.warehouse', conditions: {}, columns: ['code', 'name', 'status'] };
          const answer = await timed<{ id: string }>(client, kind, 'POST', `${P}/export`, body);
          if (answer) exports.push({ id: answer.data.id, client });
        }
        if (THINK_MS > 0) await sleep(random.between(0, 2 * THINK_MS));
      }
    };
    await Promise.all(clients.map((_, u) => user(u)));
    const elapsed = (performance.now() - started) / 1000;

    // the figures
    const total = Object.values(latencies).reduce((s, l) => s + l.length, 0);
    const table = (Object.keys(latencies) as Kind[]).map((kind) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      return { kind, count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
    });
    const all = Object.values(latencies).flat().sort((a, b) => a - b);
    table.push({ kind: 'all' as Kind, count: all.length, p50: percentile(all, 50), p95: percentile(all, 95), max: all.at(-1) ?? NaN });
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
    console.log(
      [
        `[load] ${USERS} users, ${elapsed.toFixed(1)} s, ${total} requests, ${(total / elapsed).toFixed(1)} requests/s, ${failures.length} failures (LOAD_SEED=${seed})`,
        `[load] ${'kind'.padEnd(7)} ${'count'.padStart(6)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}`,
        ...table.map((r) => `[load] ${r.kind.padEnd(7)} ${String(r.count).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)}`),
      ].join('\n'),
    );
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([]);
    for (const kind of ['list', 'detail', 'save'] as const) expect(latencies[kind].length, kind).toBeGreaterThan(0);

    // every successful save is there with its last answered values, once
    const rows = await db.query<{ id: string; account: string; code: string; name: string; remark: string; version: number }>(
      `SELECT w.id, u.account, w.code, w.name, w.remark, w.version FROM warehouses w
         JOIN users u ON u.tenant_id = w.tenant_id AND u.account = ANY($1)
        WHERE w.code LIKE 'LOAD-%' AND w.deleted_at IS NULL ORDER BY w.id`,
      [[...ACCOUNTS]],
    );
    const expected = [...saved.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    console.log(`[load] ${expected.length} warehouses created, ${expected.reduce((s, r) => s + r.version - 1, 0)} updates answered success; ${exports.length} exports queued`);
    expect(rows.map((r) => ({ ...r, version: Number(r.version) }))).toEqual(expected);
    const perCode = await db.query<{ code: string; n: number }>("SELECT code, count(*)::int AS n FROM warehouses WHERE code LIKE 'LOAD-%' GROUP BY tenant_id, code HAVING count(*) > 1");
    expect(perCode).toEqual([]);

    // every export queued runs once and succeeds; no job was made that nobody asked for
    const waitStarted = performance.now();
    const jobs = await until(
      'every export to finish',
      async () => {
        const r = await db.query<{ id: string; status: string; attempts: number; error: string | null }>('SELECT id, status, attempts, error FROM export_jobs');
        return r.every((j) => j.status === 'succeeded' || j.status === 'failed') ? r : undefined;
      },
      300_000,
      500,
    );
    console.log(`[load] the export backlog drained ${((performance.now() - waitStarted) / 1000).toFixed(1)} s after the load ended`);
    expect(jobs.map((j) => j.id).sort()).toEqual(exports.map((e) => e.id).sort());
    expect(jobs.filter((j) => j.status !== 'succeeded' || j.attempts !== 1)).toEqual([]);
    for (const { id, client } of exports) {
      const response = await client.raw(`${P}/export/${id}`);
      const bytes = (await response.arrayBuffer()).byteLength;
      expect([response.status, bytes > 0], id).toEqual([200, true]);
    }
  });
});
