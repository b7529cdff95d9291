// Exports of lists of one owner's rows (the change records of a warehouse, a cart, a logistics
// channel): the file holds exactly the rows that owner's list shows, never another owner's; the
// owner must be named, must belong to the caller's tenant (a foreign one is "not found" and queues
// nothing), and even a job that names a foreign owner writes nothing of the other tenant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob } from '../../../src/contract';
import { ExportRunner } from '../../../server/jobs/export-runner';
import { callerFor, ok, refused, walk, type Caller } from '../asset';
import { createHarness, type Harness } from '../harness';

interface OwnedList {
  bizType: string;
  /** The search path of an owner's records. */
  path: (id: string) => string;
  /** The owners and their records in the database. */
  owners: { table: string; ownerColumn: string; where: string };
  columns: string[];
}

const costOwners = (kind: string) => ({ table: 'cost_records', ownerColumn: 'owner_id', where: `owner_kind = '${kind}'` });
const costColumns = ['changedAt', 'changedBy', 'field', 'newValue'];
const lists: OwnedList[] = [
  {
    bizType: 'asset.warehouseBufferRecords',
    path: (id) => `/assets/warehouse/${id}/buffer/records`,
    owners: { table: 'warehouse_buffer_records', ownerColumn: 'warehouse_id', where: 'true' },
    columns: ['changedAt', 'changedBy', 'newQty'],
  },
  { bizType: 'asset.warehouseCostRecords', path: (id) => `/assets/warehouse/${id}/cost/records/query`, owners: costOwners('warehouse'), columns: costColumns },
  { bizType: 'asset.cartCostRecords', path: (id) => `/assets/cart/${id}/cost/records/query`, owners: costOwners('cart'), columns: costColumns },
  { bizType: 'asset.logisticsCostRecords', path: (id) => `/assets/logistics/${id}/cost/records/query`, owners: costOwners('logistics'), columns: costColumns },
];

let h: Harness;
let dataDir: string;
let a: Caller;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-exports-owner-'));
  cookies.a = await h.signIn('supplier1'); // tenant A (harbor)
  a = callerFor(h, cookies.a);
});
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const start = (body: Record<string, unknown>) => h.call<ExportJob>('POST', '/api/scm-app/supplier/export', { cookie: cookies.a, body });
const runOnce = () => new ExportRunner({ db: h.db, dataDir, log: () => undefined }).runOnce();
const jobCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs')).n;

async function sheetOf(jobId: string): Promise<unknown[][]> {
  const response = await h.request(`/back/api/scm-app/supplier/export/${jobId}`, { headers: { Cookie: cookies.a } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The owners of a tenant with the most records first (ties by id): [owner, count][]. */
async function ownersOf(list: OwnedList, tenant: string): Promise<{ id: string; n: number }[]> {
  const { table, ownerColumn, where } = list.owners;
  return h.db.query<{ id: string; n: number }>(
    `SELECT ${ownerColumn} AS id, count(*)::int AS n FROM ${table} WHERE tenant_id = $1 AND ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
    [tenant],
  );
}

describe.each(lists.map((l) => [l.bizType, l] as const))('export of %s', (_biz, list) => {
  it("contains exactly the owner's rows of its list, none of the tenant's other owners", async () => {
    const owners = await ownersOf(list, h.seeded.tenantIds.harbor);
    expect(owners.length, 'seeded: two owners with records').toBeGreaterThanOrEqual(2);
    const [owner] = owners;
    const { rows: shown } = await walk<Record<string, unknown> & { id: string }>(a, list.path(owner.id), { pageSize: 50 });
    expect(shown).toHaveLength(owner.n);

    const job = ok(await start({ bizType: list.bizType, columns: list.columns, ownerId: owner.id }));
    expect(await runOnce()).toBe(true);
    const sheet = await sheetOf(job.id);
    // changedAt is a date-time cell (decision 024): the same moment, as no time zone was asked (UTC)
    expect(sheet.slice(1)).toEqual(shown.map((row) => list.columns.map((key) => (key === 'changedAt' ? new Date(row[key] as string) : row[key]))));
    // the whole tenant has more records of this kind than this owner
    expect(owners.reduce((sum, o) => sum + o.n, 0)).toBeGreaterThan(sheet.length - 1);
  });

  it('a foreign owner is not found and queues nothing; a job naming one writes nothing of the other tenant', async () => {
    const [foreign] = await ownersOf(list, h.seeded.tenantIds.pacific);
    expect(foreign, "seeded: tenant B's records").toBeDefined();
    const before = await jobCount();
    refused(await start({ bizType: list.bizType, columns: list.columns, ownerId: foreign.id }), 'SYS_NOT_FOUND', 404);
    expect(await jobCount()).toBe(before);

    // a job that names it anyway (the owner changed hands after the check, a forged row): the
    // list's tenant scope still holds
    const [mine] = await ownersOf(list, h.seeded.tenantIds.harbor);
    const job = ok(await start({ bizType: list.bizType, columns: list.columns, ownerId: mine.id }));
    await h.db.query(`UPDATE export_jobs SET query = jsonb_set(query, '{ownerId}', to_jsonb($2::text)) WHERE id = $1`, [job.id, foreign.id]);
    expect(await runOnce()).toBe(true);
    expect(await sheetOf(job.id)).toHaveLength(1); // the header only
  });

  it('the owner must be named (not through the conditions); a job without it fails instead of exporting every owner', async () => {
    const [mine] = await ownersOf(list, h.seeded.tenantIds.harbor);
    const before = await jobCount();
    expect(refused(await start({ bizType: list.bizType, columns: list.columns }), 'SYS_INVALID_REQUEST', 400)).toMatch(/one owner/);
    const condition = list.bizType === 'asset.warehouseBufferRecords' ? 'warehouseId' : 'ownerId';
    expect(refused(await start({ bizType: list.bizType, columns: list.columns, conditions: { [condition]: mine.id } }), 'SYS_INVALID_REQUEST')).toMatch(/Unknown search condition/);
    expect(await jobCount()).toBe(before);

    const job = ok(await start({ bizType: list.bizType, columns: list.columns, ownerId: mine.id }));
    await h.db.query(`UPDATE export_jobs SET query = query - 'ownerId' WHERE id = $1`, [job.id]);
    expect(await runOnce()).toBe(true);
    expect(await h.db.one('SELECT status, file_path FROM export_jobs WHERE id = $1', [job.id])).toEqual({ status: 'failed', file_path: null });
  });
});

it('a list without owner refuses an owner id', async () => {
  const before = await jobCount();
  expect(refused(await start({ bizType: 'asset.warehouse', columns: ['code'], ownerId: 'wh-1' }), 'SYS_INVALID_REQUEST', 400)).toMatch(/does not belong to an owner/);
  expect(await jobCount()).toBe(before);
});
