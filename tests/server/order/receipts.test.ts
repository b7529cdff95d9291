// Receipt info per order (src/contract/order/receipts.ts): get, save (create and update), add,
// remove, clear, batch save with a result per order, and the refusals: a stale version, a
// completed or cancelled order, a sku not on the order, more than ordered, a sku twice, a bad HS
// code or country, a line before the header, another tenant's order, a role that may only view.
// Every refusal is checked to change nothing. The receipt upload (import type receiptInfo) replaces
// the receipt info of the orders its good rows name and refuses the others with their reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema, receiptInfoSchema, type ImportRecord, type ReceiptBatchResult, type ReceiptInfo } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { drainImports } from '../drain-imports';
import { createHarness, type Harness } from '../harness';
import { pickReceiptOrder, receiptHeader, receiptLine } from './receipts-fixtures';

const P = '/api/scm-app/supplier/order/receiptInfo';
let h: Harness;
let cookie: string;
let viewer: string;
let tenantId: string;
let otherTenantId: string;
let skip = 0;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
  otherTenantId = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

const fresh = (has: 'none' | 'seeded') => pickReceiptOrder(h.db, tenantId, has, skip++);

async function post<T = ReceiptInfo>(path: string, body: unknown, who = cookie) {
  return h.call<T>('POST', `${P}${path}`, { cookie: who, body });
}

async function ok(path: string, body: unknown): Promise<ReceiptInfo> {
  const a = await post(path, body);
  expect(a.envelope.code, a.text).toBe('0');
  return receiptInfoSchema.parse(a.envelope.data);
}

async function snapshot(orderId: string): Promise<string> {
  const header = await h.db.maybe('SELECT invoice_no, invoice_date::text, seller_tax_id, currency, version, updated_at FROM order_receipts WHERE order_id = $1', [orderId]);
  const lines = await h.db.query('SELECT id, sku, qty, unit_price, hs_code, origin_country FROM order_receipt_lines WHERE order_id = $1 ORDER BY id', [orderId]);
  return JSON.stringify({ header, lines });
}

async function expectRefused(orderId: string, send: () => Promise<{ envelope: { code: string } }>, code: string): Promise<void> {
  const before = await snapshot(orderId);
  const a = await send();
  expect(a.envelope.code).toBe(code);
  expect(await snapshot(orderId)).toBe(before);
}

describe('get', () => {
  it('answers the seeded receipt info with the skus of the order', async () => {
    const o = await fresh('seeded');
    const info = await ok('/get', { orderId: o.id });
    expect(info).toMatchObject({ orderId: o.id, status: 'awaitingShipment', editable: true, version: 1 });
    expect(info.header?.invoiceNo).toMatch(/^PI\d{11}$/);
    expect(info.lines.length).toBeGreaterThan(0);
    for (const line of info.lines) {
      const sku = info.skus.find((s) => s.sku === line.sku);
      expect(sku, line.sku).toBeDefined();
      expect(line.qty).toBeLessThanOrEqual(sku!.qty);
      expect(line.hsCode).toMatch(/^\d{6,10}$/);
    }
  });

  it('answers an order without receipt info at version 0', async () => {
    const o = await fresh('none');
    const info = await ok('/get', { orderId: o.id });
    expect(info).toMatchObject({ version: 0, header: null, lines: [], editable: true });
    expect(info.skus.length).toBeGreaterThan(0);
  });

  it('seeds receipt info on a realistic share of the orders, none on pending or cancelled ones', async () => {
    const shares = await h.db.query<{ status: string; share: number }>(
      `SELECT o.status, round(avg(CASE WHEN r.order_id IS NULL THEN 0 ELSE 1 END), 2)::float AS share
         FROM orders o LEFT JOIN order_receipts r ON r.order_id = o.id WHERE o.tenant_id = $1 GROUP BY o.status`,
      [tenantId],
    );
    const by = Object.fromEntries(shares.map((s) => [s.status, s.share]));
    expect(by.pendingAcknowledge).toBe(0);
    expect(by.cancelled).toBe(0);
    expect(by.shipped).toBeGreaterThan(0.6);
    expect(by.awaitingShipment).toBeGreaterThan(0.2);
  });
});

describe('save, add, remove, clear', () => {
  it('creates the header, adds and removes lines, updates the header and clears it; the version follows', async () => {
    const o = await fresh('none');
    let info = await ok('/save', { orderId: o.id, version: 0, header: receiptHeader });
    expect(info).toMatchObject({ version: 1, header: receiptHeader, lines: [], updatedBy: 'Grace Lin' });
    info = await ok('/add', { orderId: o.id, version: 1, line: receiptLine(o.sku) });
    expect(info.version).toBe(2);
    expect(info.lines).toEqual([{ id: expect.any(String), ...receiptLine(o.sku) }]);
    info = await ok('/save', { orderId: o.id, version: 2, header: { ...receiptHeader, invoiceNo: 'PI-2026-0002', currency: 'EUR' } });
    expect(info).toMatchObject({ version: 3, header: { invoiceNo: 'PI-2026-0002', currency: 'EUR' } });
    expect(info.lines).toHaveLength(1);
    info = await ok('/remove', { orderId: o.id, version: 3, lineId: info.lines[0].id });
    expect(info).toMatchObject({ version: 4, lines: [] });
    info = await ok('/clear', { orderId: o.id, version: 4 });
    expect(info).toMatchObject({ version: 0, header: null, lines: [] });
    expect(await h.db.maybe('SELECT 1 FROM order_receipt_lines WHERE order_id = $1', [o.id])).toBeFalsy();
  });

  it('refuses a stale version (a second click of the same save) and changes nothing', async () => {
    const o = await fresh('seeded');
    await ok('/save', { orderId: o.id, version: 1, header: receiptHeader });
    await expectRefused(o.id, () => post('/save', { orderId: o.id, version: 1, header: receiptHeader }), 'ORDER_RECEIPT_VERSION_STALE');
    await expectRefused(o.id, () => post('/clear', { orderId: o.id, version: 1 }), 'ORDER_RECEIPT_VERSION_STALE');
    const info = await ok('/get', { orderId: o.id });
    await expectRefused(o.id, () => post('/remove', { orderId: o.id, version: 1, lineId: info.lines[0].id }), 'ORDER_RECEIPT_VERSION_STALE');
  });

  it('checks lines against the order: sku on the order, at most the quantity ordered, once per sku, HS code, country', async () => {
    const o = await fresh('seeded');
    const info = await ok('/get', { orderId: o.id });
    const ordered = info.skus[0];
    await ok('/remove', { orderId: o.id, version: 1, lineId: info.lines.find((l) => l.sku === ordered.sku)!.id });
    const add = (line: Record<string, unknown>) => () => post('/add', { orderId: o.id, version: 2, line: { ...receiptLine(ordered.sku), ...line } });
    await expectRefused(o.id, add({ sku: 'NOT-ON-ORDER' }), 'ORDER_RECEIPT_INVALID');
    const a = await post('/add', { orderId: o.id, version: 2, line: receiptLine(ordered.sku, ordered.qty + 1) });
    expect(a.envelope.message).toContain(`more than the ${ordered.qty} ordered`);
    await expectRefused(o.id, add({ qty: ordered.qty + 1 }), 'ORDER_RECEIPT_INVALID');
    await expectRefused(o.id, add({ hsCode: '12345' }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, add({ hsCode: '12345678901' }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, add({ originCountry: 'chn' }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, add({ extra: 1 }), 'SYS_INVALID_REQUEST');
    await ok('/add', { orderId: o.id, version: 2, line: receiptLine(ordered.sku, ordered.qty) });
    await expectRefused(o.id, () => post('/add', { orderId: o.id, version: 3, line: receiptLine(ordered.sku) }), 'ORDER_RECEIPT_INVALID');
  });

  it('takes only whole prices in a zero-decimal currency (JPY, decision 028): a line, a header change, a batch, in the screen\'s language', async () => {
    const o = await fresh('none');
    await ok('/save', { orderId: o.id, version: 0, header: { ...receiptHeader, currency: 'JPY' } });
    const bad = () => post('/add', { orderId: o.id, version: 1, line: { ...receiptLine(o.sku), unitPrice: 1200.5 } });
    await expectRefused(o.id, bad, 'ORDER_RECEIPT_INVALID');
    expect((await bad()).envelope.message).toBe(`The receipt lines are not valid: ${o.sku}: JPY prices are whole amounts, without decimals.`);
    const zh = await h.call('POST', `${P}/add`, { cookie, body: { orderId: o.id, version: 1, line: { ...receiptLine(o.sku), unitPrice: 1200.5 } }, headers: { 'X-Wharf-Lang': 'zh-CN' } });
    expect(zh.envelope.message).toBe(`票据明细有误：${o.sku}：JPY 价格须为整数，不能有小数。`);
    let info = await ok('/add', { orderId: o.id, version: 1, line: { ...receiptLine(o.sku), unitPrice: 1200 } });
    expect(info.lines[0].unitPrice).toBe(1200);
    // back to USD with a decimal price, then a change to JPY over it is refused, not rounded
    info = await ok('/save', { orderId: o.id, version: 2, header: receiptHeader });
    await ok('/remove', { orderId: o.id, version: 3, lineId: info.lines[0].id });
    info = await ok('/add', { orderId: o.id, version: 4, line: receiptLine(o.sku) });
    await expectRefused(o.id, () => post('/save', { orderId: o.id, version: 5, header: { ...receiptHeader, currency: 'JPY' } }), 'ORDER_RECEIPT_INVALID');
    // USD keeps its two decimals
    expect(info.lines[0].unitPrice).toBe(4.2);
    const batch = await post<{ results: ReceiptBatchResult[] }>('/batchSave', { receipts: [{ orderId: o.id, header: { ...receiptHeader, currency: 'JPY' }, lines: [receiptLine(o.sku)] }] });
    expect(batch.envelope.data.results[0]).toMatchObject({ ok: false, code: 'ORDER_RECEIPT_INVALID' });
  });

  it('refuses a line before the header, a bad header, an unknown line', async () => {
    const o = await fresh('none');
    await expectRefused(o.id, () => post('/add', { orderId: o.id, version: 0, line: receiptLine(o.sku) }), 'ORDER_RECEIPT_MISSING');
    await expectRefused(o.id, () => post('/save', { orderId: o.id, version: 0, header: { ...receiptHeader, invoiceDate: '2026-13-01' } }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, () => post('/save', { orderId: o.id, version: 0, header: { ...receiptHeader, currency: 'usd' } }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, () => post('/save', { orderId: o.id, version: 0, header: { ...receiptHeader, invoiceNo: ' ' } }), 'SYS_INVALID_REQUEST');
    await ok('/save', { orderId: o.id, version: 0, header: receiptHeader });
    await expectRefused(o.id, () => post('/remove', { orderId: o.id, version: 1, lineId: 'rl_nope' }), 'SYS_NOT_FOUND');
  });

  it('refuses every change on a completed or cancelled order', async () => {
    for (const status of ['completed', 'cancelled']) {
      const o = await h.db.one<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 AND status = $2 ORDER BY id LIMIT 1', [tenantId, status]);
      const info = await ok('/get', { orderId: o.id });
      expect(info.editable).toBe(false);
      await expectRefused(o.id, () => post('/save', { orderId: o.id, version: info.version, header: receiptHeader }), 'ORDER_RECEIPT_LOCKED');
      if (info.version > 0) await expectRefused(o.id, () => post('/clear', { orderId: o.id, version: info.version }), 'ORDER_RECEIPT_LOCKED');
    }
  });

  it('answers another tenant’s order as not found and refuses the viewer', async () => {
    const theirs = await pickReceiptOrder(h.db, otherTenantId, 'seeded');
    await expectRefused(theirs.id, () => post('/get', { orderId: theirs.id }), 'SYS_NOT_FOUND');
    await expectRefused(theirs.id, () => post('/save', { orderId: theirs.id, version: 1, header: receiptHeader }), 'SYS_NOT_FOUND');
    await expectRefused(theirs.id, () => post('/clear', { orderId: theirs.id, version: 1 }), 'SYS_NOT_FOUND');
    const mine = await fresh('seeded');
    await expectRefused(mine.id, () => post('/save', { orderId: mine.id, version: 1, header: receiptHeader }, viewer), 'SYS_FORBIDDEN');
    await expectRefused(mine.id, () => post('/clear', { orderId: mine.id, version: 1 }, viewer), 'SYS_FORBIDDEN');
    const read = await post('/get', { orderId: mine.id }, viewer);
    expect(read.envelope.code).toBe('0');
  });
});

describe('batch save', () => {
  it('saves each order on its own and answers a result per order', async () => {
    const a = await fresh('none');
    const b = await fresh('seeded');
    const c = await fresh('none');
    const done = await h.db.one<{ id: string }>("SELECT id FROM orders WHERE tenant_id = $1 AND status = 'completed' ORDER BY id LIMIT 1", [tenantId]);
    const bBefore = await snapshot(b.id);
    const cBefore = await snapshot(c.id);
    const r = await post<{ results: ReceiptBatchResult[] }>('/batchSave', {
      receipts: [
        { orderId: a.id, version: 0, header: receiptHeader, lines: [receiptLine(a.sku)] },
        { orderId: b.id, version: 5, header: receiptHeader, lines: [] },
        { orderId: c.id, header: receiptHeader, lines: [receiptLine(c.sku), receiptLine(c.sku)] },
        { orderId: done.id, header: receiptHeader, lines: [] },
      ],
    });
    expect(r.envelope.code, r.text).toBe('0');
    expect(r.envelope.data.results.map((x) => [x.orderId, x.ok, x.code ?? null])).toEqual([
      [a.id, true, null],
      [b.id, false, 'ORDER_RECEIPT_VERSION_STALE'],
      [c.id, false, 'ORDER_RECEIPT_INVALID'],
      [done.id, false, 'ORDER_RECEIPT_LOCKED'],
    ]);
    expect(r.envelope.data.results[0].version).toBe(1);
    expect(await snapshot(b.id)).toBe(bBefore);
    expect(await snapshot(c.id)).toBe(cBefore);
    const info = await ok('/get', { orderId: a.id });
    expect(info.lines.map((l) => l.sku)).toEqual([a.sku]);
  });

  it('replaces the lines of an order that had some (no version: an upload)', async () => {
    const o = await fresh('seeded');
    const r = await post<{ results: ReceiptBatchResult[] }>('/batchSave', { receipts: [{ orderId: o.id, header: receiptHeader, lines: [receiptLine(o.sku, 1)] }] });
    expect(r.envelope.data.results[0]).toMatchObject({ ok: true, version: 2 });
    const info = await ok('/get', { orderId: o.id });
    expect(info.lines).toHaveLength(1);
    expect(info.header).toEqual(receiptHeader);
  });

  it('refuses the whole call when an order is not the tenant’s', async () => {
    const mine = await fresh('none');
    const theirs = await pickReceiptOrder(h.db, otherTenantId, 'none');
    await expectRefused(mine.id, () => post('/batchSave', { receipts: [mine, theirs].map((o) => ({ orderId: o.id, header: receiptHeader, lines: [] })) }), 'SYS_NOT_FOUND');
  });
});

describe('receipt upload (import type receiptInfo)', () => {
  const base = '/api/scm-app/supplier/import';
  const drain = () => drainImports(h.db);
  const noOf = async (id: string) => (await h.db.one<{ supplier_order_id: string }>('SELECT supplier_order_id FROM orders WHERE id = $1', [id])).supplier_order_id;

  it('replaces the receipt info of the good rows’ orders and refuses the others with their reason; confirming twice applies once', async () => {
    const a = await fresh('none');
    const b = await fresh('seeded');
    const c = await fresh('none');
    const A = await noOf(a.id);
    const B = await noOf(b.id);
    const C = await noOf(c.id);
    const done = await h.db.one<{ supplier_order_id: string; sku: string }>(
      "SELECT o.supplier_order_id, (SELECT k.sku FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.order_id = o.id LIMIT 1) AS sku FROM orders o WHERE o.tenant_id = $1 AND o.status = 'cancelled' ORDER BY o.id LIMIT 1",
      [tenantId],
    );
    const head = 'PI-UP-1,2026-03-01,91330106MA2B3C4D5E,usd';
    const lines = [
      'Supplier order no.,Invoice no.,Invoice date,Seller tax ID,Currency,SKU,Quantity,Unit purchase price,HS code,Origin country',
      `${A},${head},${a.sku},1,4.20,8517620000,cn`,
      `${B},PI-UP-2,2026-03-01,TAX-2,EUR,${b.sku},1,3,420222,VN`,
      // refused
      `PO99999999,${head},${a.sku},1,4.20,8517620000,CN`,
      `${A},${head},NO-SUCH-SKU,1,4.20,8517620000,CN`,
      `${A},${head},${a.sku},1,4.20,8517620000,CN`,
      `${done.supplier_order_id},${head},${done.sku},1,4.20,8517620000,CN`,
      `${B},PI-UP-2,2026-03-01,TAX-2,EUR,${b.sku}X,1,3,12345,VN`,
      `${B},PI-UP-2,2026-03-01,TAX-2,EUR,${b.sku},100000,3,420222,VN`,
      // a price with decimals in yen (decision 028)
      `${C},PI-UP-3,2026-03-01,TAX-3,JPY,${c.sku},1,4.20,8517620000,CN`,
    ];
    const f = new FormData();
    f.set('file', new File([lines.join('\n')], 'receipts.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'receiptInfo');
    const up = await h.call<ImportRecord>('POST', `${base}/upload`, { cookie, body: f });
    expect(up.envelope.code, up.text).toBe('0');
    const id = up.envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${base}/receiptInfo/${id}`, { cookie })).envelope.data);
    expect(record.counts).toMatchObject({ total: 9, update: 2, error: 7 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/receiptInfo/${id}/data/search`, { cookie, body: { conditions: {}, pageSize: 50 } })).envelope.data).rows;
    expect(rows.map((r) => r.errors[0].column)).toEqual(['orderNo', 'sku', 'sku', 'orderNo', 'hsCode', 'qty', 'unitPrice']);
    expect(rows[3].errors[0].message).toMatch(/completed or cancelled/);
    expect(rows[5].errors[0].message).toMatch(/more than the \d+ ordered/);
    expect(rows[6].errors[0].message).toBe('JPY prices are whole amounts, without decimals.');

    const submit = await h.call('POST', `${base}/receiptInfo/${id}/submit`, { cookie, body: {} });
    expect(submit.envelope.code, submit.text).toBe('0');
    await drain();
    await h.call('POST', `${base}/receiptInfo/${id}/submit`, { cookie, body: {} });
    await drain();
    expect(importRecordSchema.parse((await h.call('GET', `${base}/receiptInfo/${id}`, { cookie })).envelope.data).counts.applied).toBe(2);
    const infoA = await ok('/get', { orderId: a.id });
    expect(infoA).toMatchObject({ version: 1, header: { invoiceNo: 'PI-UP-1', currency: 'USD' }, lines: [{ sku: a.sku, qty: 1, unitPrice: 4.2, hsCode: '8517620000', originCountry: 'CN' }], updatedBy: 'Grace Lin' });
    const infoB = await ok('/get', { orderId: b.id });
    expect(infoB).toMatchObject({ version: 2, header: { invoiceNo: 'PI-UP-2', currency: 'EUR' }, lines: [{ sku: b.sku, hsCode: '420222', originCountry: 'VN' }] });
  });
});
