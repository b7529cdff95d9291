// The export centre's request variants (docs/domain/common.md, "Export requests"): the table list
// export (every column), saveExportRequest (a view under the user's name), saveProExportRequest
// (totals per product) and exportRequestSpalding (the partner layout) each queue a job in the one
// pipeline, the runner writes its file, and the file holds what the request says: checked here
// against the list's own search (what you see is what you export) on the seeded fulfilment lines.
// Refusals: a list without SKUs for the totals, a name with a slash, a column the list lacks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentLineList, type ExportJob, type FulfilmentLineRow } from '../../../src/contract';
import { ExportRunner } from '../../../server/jobs/export-runner';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier';
const BIZ = 'order.fulfillmentLines';
// orders PO0000001 and PO00000010..19 of the tenant: a few dozen lines, some SKUs more than once
const conditions = { supplierOrderId: 'PO0000001' };

let h: Harness;
let cookie: string;
let dataDir: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  dataDir = mkdtempSync(join(tmpdir(), 'wharf-export-requests-'));
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function request(path: string, body: Record<string, unknown>) {
  return h.call<ExportJob>('POST', `${P}/export${path}`, { cookie, body });
}

/** Queues, runs and downloads one job; the workbook's sheets as rows of values. */
async function produce(path: string, body: Record<string, unknown>): Promise<{ job: ExportJob; sheets: unknown[][][] }> {
  const a = await request(path, body);
  expect(a.envelope.code, a.text).toBe('0');
  expect(await new ExportRunner({ db: h.db, dataDir, log: () => undefined }).runOnce()).toBe(true);
  const response = await h.request(`/back${P}/export/${a.envelope.data.id}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  });
  return { job: a.envelope.data, sheets };
}

/** The view as the search answers it, every page. */
async function searched(): Promise<FulfilmentLineRow[]> {
  const a = await h.call<unknown>('POST', '/api/scs-app/supplier/receipt/fulfillment/search', { cookie, body: { conditions, pageSize: 200 } });
  expect(a.envelope.code, a.text).toBe('0');
  const page = fulfilmentLineList.page.parse(a.envelope.data);
  expect(page.nextCursor).toBeNull();
  return page.rows as FulfilmentLineRow[];
}

describe('export requests', () => {
  it('table list export: every column of the table, in its order, titled as such', async () => {
    const { job, sheets } = await produce('/table/list', { bizType: BIZ, conditions, timeZone: 'UTC' });
    expect(job).toMatchObject({ bizType: BIZ, title: 'Fulfilment by line (all columns)', status: 'queued' });
    const rows = await searched();
    const data = sheets[0]!;
    expect(data[0]).toEqual(fulfilmentLineList.table.columns.map((c) => c.title.en));
    expect(data).toHaveLength(1 + rows.length);
    // hidden columns too (the order status, cancelled, invoice, warehouse, delivery)
    expect(data[0]).toEqual(expect.arrayContaining(['Order status', 'Cancelled', 'Invoice no.', 'Shipping warehouse', 'Delivered at']));
    expect(sheets).toHaveLength(2); // the data and "About this export"
  });

  it("saveExportRequest: the view under the user's name, as title and file name, found by the statistics' name", async () => {
    const { job, sheets } = await produce('/saveExportRequest', { bizType: BIZ, conditions, columns: ['supplierOrderId', 'sku', 'openQty'], name: '  March lines for Acme ' });
    expect(job.title).toBe('March lines for Acme');
    expect(job.fileName).toBe('March lines for Acme-20260302-0800.xlsx');
    expect(sheets[0]![0]).toEqual(['Supplier order no.', 'SKU', 'Open']);
    expect(sheets[0]!.length - 1).toBe((await searched()).length);
    const stats = await h.call<{ bizType: string; total: number }[]>('GET', `${P}/exports/statistics`, { cookie, query: { name: 'acme' } });
    expect(stats.envelope.data).toEqual([expect.objectContaining({ bizType: BIZ, total: 1 })]);
  });

  it('saveProExportRequest: one row per SKU of the view, its rows counted and each quantity summed', async () => {
    const { job, sheets } = await produce('/saveProExportRequest', { bizType: BIZ, conditions });
    expect(job.title).toBe('Fulfilment by line: totals per product');
    const rows = await searched();
    const expected = new Map<string, number[]>();
    for (const r of rows) {
      const e = expected.get(r.sku) ?? [0, 0, 0, 0, 0, 0, 0];
      [1, r.lineNo, r.qty, r.shippedQty, r.cancelledQty, r.openQty, r.receiptQty ?? 0].forEach((v, i) => (e[i]! += v));
      expected.set(r.sku, e);
    }
    const data = sheets[0]!;
    expect(data[0]).toEqual(['SKU', 'Rows', 'Line', 'Ordered', 'Shipped', 'Cancelled', 'Open', 'Receipt qty']);
    expect(data.slice(1)).toEqual([...expected.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([sku, e]) => [sku, ...e]));
    expect(expected.size).toBeLessThan(rows.length); // some SKU is on more than one line: a real total
    const done = await h.db.one<{ row_count: number }>('SELECT row_count FROM export_jobs WHERE id = $1', [job.id]);
    expect(done.row_count).toBe(expected.size);
  });

  it('exportRequestSpalding: field keys, codes and ISO 8601 UTC times, one sheet only', async () => {
    const { job, sheets } = await produce('/exportRequestSpalding', { bizType: BIZ, conditions, columns: ['supplierOrderId', 'status', 'orderTime', 'openQty'], timeZone: 'Asia/Shanghai' });
    expect(job.title).toBe('Fulfilment by line (Spalding layout)');
    expect(sheets).toHaveLength(1);
    const rows = await searched();
    expect(sheets[0]![0]).toEqual(['supplierOrderId', 'status', 'orderTime', 'openQty']);
    const byKey = new Set(rows.map((r) => JSON.stringify([r.supplierOrderId, r.status, r.orderTime, r.openQty])));
    for (const line of sheets[0]!.slice(1)) expect(byKey.has(JSON.stringify(line)), JSON.stringify(line)).toBe(true);
    expect(sheets[0]!.length - 1).toBe(rows.length);
  });

  it('refuses the totals of a list without SKUs, a name with a slash and a column the list lacks; nothing is queued', async () => {
    const before = (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs')).n;
    const noSku = await request('/saveProExportRequest', { bizType: 'asset.warehouse', conditions: {} });
    expect(noSku.envelope).toMatchObject({ code: 'EXPORT_NO_PRODUCTS', message: 'This table has no SKU column: it cannot be totalled per product.' });
    const slash = await request('/saveExportRequest', { bizType: BIZ, columns: ['sku'], name: 'a/b' });
    expect(slash.envelope.code).toBe('SYS_INVALID_REQUEST');
    const column = await request('/exportRequestSpalding', { bizType: BIZ, columns: ['nope'] });
    expect(column.envelope.code).toBe('SYS_INVALID_REQUEST');
    const extra = await request('/table/list', { bizType: BIZ, columns: ['sku'] });
    expect(extra.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM export_jobs')).n).toBe(before);
  });
});
