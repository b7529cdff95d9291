// The export centre (spec section 7 "Export"): export.start queues a job for a registered list,
// the job runner writes the xlsx through the list's own pages, export.query lists the caller's
// jobs, export.download streams the file to its owner only. Also: formula neutralisation, a job
// abandoned by a dead runner is requeued and completes once, refused requests queue nothing.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ExportJob } from '../../../src/contract';
import { contentDisposition, exportFileName } from '../../../server/common/exports';
import { ExportRunner, cellValue, exportsDir, sheetName } from '../../../server/jobs/export-runner';
import { textContains } from '../../../server/lists/conditions';
import { defineKeysetList } from '../../../server/lists/define';
import { neutraliseCell, neutraliseText } from '../../../server/lists/neutralise';
import { registerList } from '../../../server/lists/registry';
import { sql } from '../../../server/lists/sql';
import { createHarness, type Harness } from '../harness';

const BIZ = 'test.things';
const HOSTILE = ['=1+1', '+SUM(A1)', '-2', '@x', '\t=x', '\r=x'];

registerList(
  defineKeysetList({
    table: {
      bizType: BIZ,
      title: { en: 'Test things', zh: '测试物品' },
      columns: [
        { key: 'name', title: { en: 'Name', zh: '名称' }, kind: 'text', width: 200, sortable: true, defaultVisible: true },
        { key: 'qty', title: { en: 'Quantity', zh: '数量' }, kind: 'number', width: 100, sortable: true, defaultVisible: true },
        { key: 'note', title: { en: '=Note', zh: '备注' }, kind: 'text', width: 100, sortable: false, defaultVisible: false },
      ],
      conditions: [{ key: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text', defaultVisible: true }],
      defaultSort: { field: 'name', order: 'asc' },
    },
    conditionSchema: z.strictObject({ name: z.string().max(50) }),
    select: sql`t.id, t.name, t.qty, t.note`,
    from: sql`things t`,
    idColumn: sql`t.id`,
    sortable: { name: sql`t.name`, qty: sql`t.qty` },
    where: (caller, c) => [sql`t.tenant_id = ${caller.tenantId}`, textContains(sql`t.name`, c.name)],
    mapRow: (r) => ({ id: String(r.id), name: String(r.name), qty: Number(r.qty), note: r.note as string | null }),
    exportRow: (row, lang) => ({ ...row, note: row.note ?? (lang === 'zh-CN' ? '无' : 'none') }),
  }),
);

const BROKEN = 'test.broken';
registerList({
  table: { bizType: BROKEN, columns: [{ key: 'a', title: { en: 'A', zh: 'A' }, kind: 'text', width: 100, sortable: true, defaultVisible: true }], conditions: [], defaultSort: { field: 'a', order: 'asc' } },
  conditionSchema: z.strictObject({}),
  // the first page works (the file is being written), the second fails
  page: async (_db, _caller, query) => {
    if (query.cursor) throw new Error('relation "secret_table" does not exist');
    return { rows: Array.from({ length: 500 }, (_, i) => ({ a: `row ${i} `.repeat(40) })), nextCursor: 'next', total: 1000, totalCapped: false };
  },
});

let h: Harness;
let dataDir: string;
const cookies: Record<string, string> = {};
const THINGS = 53;

beforeAll(async () => {
  h = await createHarness();
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-exports-'));
  for (const account of ['supplier1', 'supplier2', 'viewer1']) cookies[account] = await h.signIn(account);
  await h.db.exec('CREATE TABLE things (id text PRIMARY KEY, tenant_id text NOT NULL, name text NOT NULL, qty integer NOT NULL, note text)');
  const values: string[] = [];
  for (let i = 0; i < THINGS; i++) values.push(`('t${String(i).padStart(3, '0')}', '${h.seeded.tenantIds.harbor}', 'thing ${String(i).padStart(3, '0')}', ${i}, NULL)`);
  HOSTILE.forEach((text, i) => values.push(`('h${i}', '${h.seeded.tenantIds.harbor}', 'hostile ${i}', ${-i}, ${`'${text.replace(/'/g, "''")}'`})`));
  values.push(`('b1', '${h.seeded.tenantIds.pacific}', 'thing of tenant B', 1, 'secret')`);
  await h.db.exec(`INSERT INTO things VALUES ${values.join(',')}`);
});
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const start = (account: string, body: Record<string, unknown>) => h.call<ExportJob>('POST', '/api/scm-app/supplier/export', { cookie: cookies[account], body });
const query = (account: string, q: Record<string, string> = {}) =>
  h.call<{ rows: ExportJob[]; nextCursor: string | null; total: number }>('GET', '/api/scm-app/supplier/exports/query', { cookie: cookies[account], query: q });
const download = (account: string, id: string) => h.request(`/back/api/scm-app/supplier/export/${id}`, { headers: cookies[account] ? { Cookie: cookies[account] } : {} });
const runner = (options: Partial<ConstructorParameters<typeof ExportRunner>[0]> = {}) => new ExportRunner({ db: h.db, dataDir, log: () => undefined, ...options });
const jobCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs')).n;
const jobRow = (id: string) => h.db.one<{ status: string; attempts: number; worker: string | null; rows_done: number; rows_total: number | null; error: string | null }>('SELECT * FROM export_jobs WHERE id = $1', [id]);

async function sheetOf(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('export start -> runner -> download', () => {
  let job: ExportJob;

  it('queues a job for a registered list', async () => {
    const answer = await start('supplier1', { bizType: BIZ, conditions: {}, sort: { field: 'qty', order: 'desc' }, columns: ['name', 'qty', 'note'] });
    expect(answer.envelope.code).toBe('0');
    job = answer.envelope.data;
    expect(job).toMatchObject({ bizType: BIZ, title: 'Test things', fileName: 'test-things-20260302-0800.xlsx', status: 'queued', progress: 0, rowCount: 0, error: null, finishedAt: null });
  });

  it('refuses the download until the job succeeded (EXPORT_NOT_READY)', async () => {
    const response = await download('supplier1', job.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EXPORT_NOT_READY', message: 'This export is not ready for download.' });
  });

  it('runs the job page by page and records progress', async () => {
    expect(await runner({ pageSize: 7 }).runOnce()).toBe(true);
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, rows_done: THINGS + HOSTILE.length, rows_total: THINGS + HOSTILE.length, error: null });
    const listed = (await query('supplier1')).envelope.data.rows.find((j) => j.id === job.id);
    expect(listed).toMatchObject({ status: 'succeeded', progress: 100, rowCount: THINGS + HOSTILE.length, finishedAt: expect.any(String) });
    expect(readdirSync(exportsDir(dataDir))).toEqual([`${job.id}.xlsx`]);
    expect(await runner().runOnce()).toBe(false);
  });

  it('downloads an xlsx whose header and rows are the list in its sort, formulas neutralised', async () => {
    const response = await download('supplier1', job.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="test-things-20260302-0800.xlsx"; filename*=UTF-8''test-things-20260302-0800.xlsx`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const rows = await sheetOf(response);
    expect(rows[0]).toEqual(['Name', 'Quantity', "'=Note"]);
    expect(rows).toHaveLength(1 + THINGS + HOSTILE.length);
    // qty desc: things 52..0, then the hostile rows 0, -1, ... (ties broken by id desc)
    expect(rows[1]).toEqual(['thing 052', 52, 'none']);
    expect(rows[THINGS]).toEqual(['thing 000', 0, 'none']);
    const hostile = rows.slice(THINGS + 1);
    expect(hostile.map((r) => r[0])).toEqual(HOSTILE.map((_, i) => `hostile ${i}`));
    // (an XML reader turns the raw CR into LF; the leading quote is what matters)
    expect(hostile.map((r) => String(r[2]).replace(/\n/g, '\r'))).toEqual(["'=1+1", "'+SUM(A1)", "'-2", "'@x", "'\t=x", "'\r=x"]);
    expect(hostile.map((r) => r[1])).toEqual([0, -1, -2, -3, -4, -5]);
    expect(JSON.stringify(rows)).not.toContain('tenant B');
  });

  it('writes the header in the requester language and applies the conditions', async () => {
    const zh = await start('supplier2', { bizType: BIZ, conditions: { name: 'thing 00' }, columns: ['note', 'name'] });
    expect(zh.envelope.data).toMatchObject({ title: '测试物品', fileName: 'test-things-20260302-0800.xlsx' });
    expect(await runner().runOnce()).toBe(true);
    const rows = await sheetOf(await download('supplier2', zh.envelope.data.id));
    // supplier2 is tenant B: only tenant B's rows, and none matches "thing 00"
    expect(rows).toEqual([['备注', '名称']]);
    const mine = await start('supplier1', { bizType: BIZ, conditions: { name: 'THING 00' }, columns: ['name'] });
    expect(await runner().runOnce()).toBe(true);
    const filtered = await sheetOf(await download('supplier1', mine.envelope.data.id));
    expect(filtered).toEqual([['Name'], ...Array.from({ length: 10 }, (_, i) => [`thing 00${i}`])]);
  });

  it("shows and serves a job to its owner only", async () => {
    for (const account of ['supplier2', 'viewer1']) {
      const response = await download(account, job.id);
      expect(response.status, account).toBe(404);
      expect((await response.json()).code).toBe('SYS_NOT_FOUND');
      const listed = await query(account);
      expect(listed.envelope.data.rows.map((j) => j.id), account).not.toContain(job.id);
    }
    const none = await download('', job.id);
    expect(none.status).toBe(401);
    expect((await download('supplier1', 'ex_nope')).status).toBe(404);
  });

  it('lists the caller jobs newest first, keyset paged, filtered by status', async () => {
    const first = await query('supplier1', { pageSize: '1' });
    expect(first.envelope.code).toBe('0');
    expect(first.envelope.data).toMatchObject({ total: 2, totalCapped: false });
    const second = await query('supplier1', { pageSize: '1', cursor: first.envelope.data.nextCursor! });
    expect(second.envelope.data.nextCursor).toBeNull();
    expect([...first.envelope.data.rows, ...second.envelope.data.rows].map((j) => j.id).at(-1)).toBe(job.id);
    const queued = await query('supplier1', { status: 'queued' });
    expect(queued.envelope.data.rows).toEqual([]);
    const bad = await query('supplier1', { cursor: 'garbage' });
    expect(bad.envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});

describe('refused requests queue nothing', () => {
  it('unknown column, condition, sort or table; no export permission', async () => {
    const before = await jobCount();
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['supplier1', { bizType: BIZ, columns: ['name', 'password'] }, 'SYS_INVALID_REQUEST', /Unknown column: password/],
      ['supplier1', { bizType: BIZ, columns: ['name', 'name'] }, 'SYS_INVALID_REQUEST', /twice/],
      ['supplier1', { bizType: BIZ, columns: ['name'], conditions: { tenantId: 'x' } }, 'SYS_INVALID_REQUEST', /Unknown search condition/],
      ['supplier1', { bizType: BIZ, columns: ['name'], conditions: { name: 5 } }, 'SYS_INVALID_REQUEST', /not valid/],
      ['supplier1', { bizType: BIZ, columns: ['name'], sort: { field: 'note', order: 'asc' } }, 'SYS_INVALID_REQUEST', /note/],
      ['supplier1', { bizType: 'no.suchTable', columns: ['name'] }, 'SYS_NOT_FOUND', /Unknown table/],
      ['viewer1', { bizType: BIZ, columns: ['name'] }, 'SYS_FORBIDDEN', /permission/],
    ];
    for (const [account, body, code, message] of cases) {
      const answer = await start(account, body);
      expect(answer.envelope.code, JSON.stringify(body)).toBe(code);
      expect(answer.envelope.message).toMatch(message);
    }
    expect(await jobCount()).toBe(before);
  });
});

describe('failures and restarts', () => {
  it('marks a job failed with a generic message when its list fails', async () => {
    const answer = await start('supplier1', { bizType: BROKEN, columns: ['a'] });
    expect(await runner().runOnce()).toBe(true);
    const row = await jobRow(answer.envelope.data.id);
    expect(row).toMatchObject({ status: 'failed', error: 'The export failed. Please try again.' });
    const listed = (await query('supplier1', { status: 'failed' })).envelope.data.rows;
    expect(listed.map((j) => [j.id, j.error])).toEqual([[answer.envelope.data.id, 'The export failed. Please try again.']]);
    expect(JSON.stringify(listed)).not.toContain('secret_table');
    expect(readdirSync(exportsDir(dataDir)).filter((f) => f.startsWith(answer.envelope.data.id))).toEqual([]);
    expect((await download('supplier1', answer.envelope.data.id)).status).toBe(409);
  });

  it('requeues a job abandoned by a dead runner (old heartbeat) and completes it once', async () => {
    const answer = await start('supplier1', { bizType: BIZ, columns: ['name'] });
    const id = answer.envelope.data.id;
    await h.db.query("UPDATE export_jobs SET status = 'running', worker = 'dead', attempts = 1, heartbeat = now() - interval '5 minutes', rows_done = 40 WHERE id = $1", [id]);
    const partial = join(exportsDir(dataDir), `${id}.dead.part`);
    writeFileSync(partial, 'half a file');
    // a job whose runner is alive is left alone
    const alive = await start('supplier1', { bizType: BIZ, columns: ['qty'] });
    await h.db.query("UPDATE export_jobs SET status = 'running', worker = 'alive', attempts = 1, heartbeat = now() WHERE id = $1", [alive.envelope.data.id]);

    const next = runner({ pollMs: 20 });
    await next.start();
    try {
      expect(existsSync(partial)).toBe(false);
      for (let i = 0; i < 200 && (await jobRow(id)).status !== 'succeeded'; i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      await next.stop();
    }
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, worker: next.workerId, rows_done: THINGS + HOSTILE.length });
    expect(readdirSync(exportsDir(dataDir)).filter((f) => f.startsWith(id))).toEqual([`${id}.xlsx`]);
    expect(await sheetOf(await download('supplier1', id))).toHaveLength(1 + THINGS + HOSTILE.length);
    expect(await jobRow(alive.envelope.data.id)).toMatchObject({ status: 'running', worker: 'alive', attempts: 1 });
    // nothing left to do: the job is not run twice
    expect(await runner().runOnce()).toBe(false);
  });

  it('two runners never claim the same job', async () => {
    await h.db.query("UPDATE export_jobs SET status = 'failed' WHERE status = 'running'");
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await start('supplier1', { bizType: BIZ, columns: ['name'] })).envelope.data.id);
    const [a, b] = [runner({ workerId: 'wa' }), runner({ workerId: 'wb' })];
    const ran = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(ran.filter(Boolean)).toHaveLength(3);
    for (const id of ids) expect(await jobRow(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});

describe('pure helpers', () => {
  it('neutralises formula-looking text only', () => {
    for (const text of HOSTILE) expect(neutraliseText(text)).toBe(`'${text}`);
    for (const text of ['', 'plain', ' =1', "'=1", '1-2', 'a=b', '中文']) expect(neutraliseText(text)).toBe(text);
    expect(neutraliseCell(-2)).toBe(-2);
    expect(neutraliseCell(null)).toBeNull();
    expect(cellValue({ a: '=x' })).toBe('{"a":"=x"}');
    expect(cellValue('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cellValue(Number.NaN)).toBeNull();
    expect(cellValue(undefined)).toBeNull();
  });

  it('names files and sheets', () => {
    expect(exportFileName('Warehouses', new Date('2026-11-21T18:30:59Z'))).toBe('warehouses-20261121-1830.xlsx');
    expect(exportFileName('Cost / list (SKU)', new Date('2026-01-02T03:04:00Z'))).toBe('cost-list-sku-20260102-0304.xlsx');
    expect(exportFileName('仓库', new Date('2026-01-02T03:04:00Z'))).toBe('export-20260102-0304.xlsx');
    expect(sheetName('a/b:c*d?[e]'.padEnd(40, 'x'))).toHaveLength(31);
    expect(sheetName('a/b:c')).toBe('a b c');
    expect(contentDisposition('仓库 "x".xlsx')).toBe(`attachment; filename="__ _x_.xlsx"; filename*=UTF-8''%E4%BB%93%E5%BA%93%20%22x%22.xlsx`);
    expect(contentDisposition("it's (1).xlsx")).toBe(`attachment; filename="it's (1).xlsx"; filename*=UTF-8''it%27s%20%281%29.xlsx`);
  });
});
