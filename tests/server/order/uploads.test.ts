// The order group's upload calls (order.upload, order.batchUploadPurchaseInfo): multipart with
// `file` and `timeZone`, 60 s, answered by the import pipeline (the import record of uploadOrder /
// receiptInfo, always stopping at review), whose runner reads the rows off the request and whose
// confirm creates the orders once; a file that is not a spreadsheet is refused in both languages
// with nothing stored; the pipeline's own field names (timezone, preview, bizType) are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchUploadPurchaseInfo, importRecordSchema, Timeout, uploadOrders, type ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { drainImports } from '../drain-imports';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const drain = () => drainImports(h.db);
const form = (text: string, name: string, fields: Record<string, string> = { timeZone: 'GMT+08:00' }) => {
  const f = new FormData();
  f.set('file', new File([text], name));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const importCount = async () => (await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM imports WHERE tenant_id = $1', [tenantId])).n;

describe('order upload (multipart file + timeZone)', () => {
  it('is a 60 s multipart call', () => {
    for (const e of [uploadOrders, batchUploadPurchaseInfo]) {
      expect(e.multipart).toBe(true);
      expect(e.timeoutMs).toBe(Timeout.upload);
      expect(Timeout.upload).toBe(60_000);
    }
  });

  it('queues an uploadOrder import that stops at review, and its confirm creates the order', async () => {
    const shop = await h.db.one<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 1", [tenantId]);
    const sku = await h.db.one<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 ORDER BY sku LIMIT 1', [tenantId]);
    const wh = await h.db.one<{ code: string }>("SELECT code FROM warehouses WHERE tenant_id = $1 AND type = 'own' AND status = 'active' AND deleted_at IS NULL ORDER BY code LIMIT 1", [tenantId]);
    const csv = [
      'Shop code,External order no.,SKU,Quantity,Unit price,Ship-from warehouse code,Receiver,Receiver phone,Country,State or province,City,Address,Postal code',
      [shop.code, 'UPL-CALL-1', sku.sku, 2, '9.90', wh.code, 'Ada Lovelace', '', 'US', 'CA', 'Springfield', '12 Oak Street', '90210'].join(','),
    ].join('\n');
    const up = await h.call<ImportRecord>('POST', `${P}/upload`, { cookie, body: form(csv, 'orders.csv') });
    expect(up.envelope.code, up.text).toBe('0');
    const record = importRecordSchema.parse(up.envelope.data);
    expect(record).toMatchObject({ importType: 'uploadOrder', status: 'queued', preview: true, fileName: 'orders.csv' });
    const stored = await h.db.one<{ time_zone: string; import_type: string }>('SELECT time_zone, import_type FROM imports WHERE id = $1', [record.id]);
    expect(stored).toEqual({ time_zone: 'GMT+08:00', import_type: 'uploadOrder' });

    await drain();
    const read = importRecordSchema.parse((await h.call('GET', `/api/scm-app/supplier/import/uploadOrder/${record.id}`, { cookie })).envelope.data);
    // every row valid, yet it waits for the user's confirm
    expect(read).toMatchObject({ status: 'review', counts: { total: 1, create: 1, error: 0 } });
    const before = await h.db.query("SELECT 1 FROM orders WHERE tenant_id = $1 AND source = 'upload' AND shop_order_id = 'UPL-CALL-1'", [tenantId]);
    expect(before).toHaveLength(0);

    const submit = await h.call('POST', `/api/scm-app/supplier/import/uploadOrder/${record.id}/submit`, { cookie, body: {} });
    expect(submit.envelope.code, submit.text).toBe('0');
    await drain();
    const made = await h.db.query<{ status: string }>("SELECT status FROM orders WHERE tenant_id = $1 AND source = 'upload' AND shop_order_id = 'UPL-CALL-1'", [tenantId]);
    expect(made).toEqual([{ status: 'pendingAcknowledge' }]);
  });

  it('queues purchase info as a receiptInfo import that stops at review', async () => {
    const up = await h.call<ImportRecord>('POST', `${P}/batchUploadPurchaseInfo`, { cookie, body: form('Supplier order no.,SKU,Quantity\nPO-NOPE,X,1\n', 'purchase.csv') });
    expect(up.envelope.code, up.text).toBe('0');
    expect(up.envelope.data).toMatchObject({ importType: 'receiptInfo', preview: true, status: 'queued' });
    await drain();
    const read = importRecordSchema.parse((await h.call('GET', `/api/scm-app/supplier/import/receiptInfo/${up.envelope.data.id}`, { cookie })).envelope.data);
    // the file lacks required columns: the pipeline's reading says so
    expect(read.status).toBe('failed');
    expect(read.failure).toMatch(/column/i);
  });

  it('refuses a file that is not a spreadsheet, in the caller language, storing nothing', async () => {
    const before = await importCount();
    for (const [lang, pattern] of [['en', /spreadsheet/i], ['zh-CN', /[\u4e00-\u9fff]/]] as const) {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const f = new FormData();
      f.set('file', new File([png], 'orders.csv'));
      f.set('timeZone', 'GMT+08:00');
      const up = await h.call('POST', `${P}/upload`, { cookie, body: f, headers: { 'X-Wharf-Lang': lang } });
      expect(up.envelope.code).toBe('SYS_INVALID_REQUEST');
      expect(up.envelope.message).toMatch(pattern);
    }
    expect(await importCount()).toBe(before);
  });

  it("refuses the pipeline's own field names and a time zone that is not GMT plus the offset", async () => {
    const before = await importCount();
    const csv = 'a,b\n1,2\n';
    for (const fields of <Record<string, string>[]>[{ timezone: 'GMT+08:00' }, { timeZone: 'GMT+08:00', preview: '0' }, { timeZone: 'Asia/Shanghai' }, { timeZone: 'GMT+08:00', bizType: 'uploadOrder' }]) {
      const up = await h.call('POST', `${P}/upload`, { cookie, body: form(csv, 'x.csv', fields) });
      expect(up.envelope.code, JSON.stringify(fields)).toBe('SYS_INVALID_REQUEST');
    }
    expect(await importCount()).toBe(before);
  });
});
