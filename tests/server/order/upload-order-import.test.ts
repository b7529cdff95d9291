// The order upload (import type uploadOrder, /order/uploadOrder): rows of one shop and external
// order no. become one order awaiting acknowledgement, created like a platform push (lines, push
// log, shop currency); unknown shops, skus and warehouses, platform warehouses, bad quantities and
// prices, rows of one order that disagree and a sku twice in an order are refused with their
// reason; uploading the same file again creates nothing twice; an order cut in two by the apply
// batches is still created once with all its lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema, type ImportRecord, type OrderRow } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { createHarness, type Harness } from '../harness';

const base = '/api/scm-app/supplier/import';
let h: Harness;
let cookie: string;
let tenantId: string;
let shop: { code: string; currency: string };
let otherShop: string;
let skus: string[];
let warehouse: string;
let platformWarehouse: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
  shop = await h.db.one("SELECT code, currency FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 1", [tenantId]);
  otherShop = (await h.db.one<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 1 OFFSET 1", [tenantId])).code;
  skus = (await h.db.query<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 ORDER BY sku LIMIT 3', [tenantId])).map((r) => r.sku);
  warehouse = (await h.db.one<{ code: string }>("SELECT code FROM warehouses WHERE tenant_id = $1 AND type = 'own' AND status = 'active' AND deleted_at IS NULL ORDER BY code LIMIT 1", [tenantId])).code;
  platformWarehouse = (await h.db.one<{ code: string }>("SELECT code FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1", [tenantId])).code;
}, 120_000);
afterAll(() => h?.close());

async function drain(runner = new ImportRunner({ db: h.db, log: () => {} })) {
  await runner.recover();
  while (await runner.runOnce());
}
const HEAD = 'Shop code,External order no.,SKU,Quantity,Unit price,Ship-from warehouse code,Receiver,Receiver phone,Country,State or province,City,Address,Postal code';
const row = (ext: string, sku: string, qty: string | number, extra: { shop?: string; price?: string; wh?: string; name?: string; country?: string } = {}) =>
  [extra.shop ?? shop.code, ext, sku, qty, extra.price ?? '12.50', extra.wh ?? warehouse, extra.name ?? 'Ada Lovelace', '+1 555 0100', extra.country ?? 'us', 'CA', 'Springfield', '12 Oak Street', '90210'].join(',');

async function upload(lines: string[], preview = true): Promise<string> {
  const f = new FormData();
  f.set('file', new File([[HEAD, ...lines].join('\n')], 'orders.csv'));
  f.set('timezone', 'GMT+00:00');
  f.set('preview', preview ? '1' : '0');
  f.set('bizType', 'uploadOrder');
  const up = await h.call<ImportRecord>('POST', `${base}/upload`, { cookie, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  return up.envelope.data.id;
}
const record = async (id: string) => importRecordSchema.parse((await h.call('GET', `${base}/uploadOrder/${id}`, { cookie })).envelope.data);
const uploaded = (ext: string) =>
  h.db.query<{ id: string; status: string; currency: string; lines: number; qty: number; import_id: string; supplier_order_id: string }>(
    `SELECT o.id, o.status, o.currency, o.import_id, o.supplier_order_id, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
            (SELECT sum(qty)::int FROM order_lines l WHERE l.order_id = o.id) AS qty
       FROM orders o WHERE o.tenant_id = $1 AND o.source = 'upload' AND o.shop_order_id = $2`,
    [tenantId, ext],
  );

describe('order upload', () => {
  it('creates one order per shop and external no. from the good rows and refuses the others with their reason', async () => {
    const lines = [
      row('EXT-1001', skus[0], 2),
      row('EXT-1001', skus[1], 3),
      row('EXT-1002', skus[0], 1, { shop: otherShop }),
      // refused
      row('EXT-1003', skus[0], 1, { shop: 'NO-SUCH-SHOP' }),
      row('EXT-1004', 'NO-SUCH-SKU', 1),
      row('EXT-1005', skus[0], 0),
      row('EXT-1006', skus[0], 1, { price: '1.234' }),
      row('EXT-1007', skus[0], 1, { wh: platformWarehouse }),
      row('EXT-1001', skus[2], 1, { name: 'Someone Else' }),
      row('EXT-1001', skus[0], 1),
    ];
    const id = await upload(lines);
    await drain();
    expect((await record(id)).counts).toMatchObject({ total: 10, create: 3, error: 7 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/uploadOrder/${id}/data/search`, { cookie, body: { conditions: {}, pageSize: 50 } })).envelope.data).rows;
    expect(rows.map((r) => r.errors[0].column)).toEqual(['shop', 'sku', 'qty', 'unitPrice', 'warehouse', 'receiverName', 'sku']);
    // the rows in error are dropped, then the import is confirmed (twice: applied once)
    for (const r of rows) expect((await h.call('DELETE', `${base}/uploadOrder/${id}/data/${r.id}`, { cookie })).envelope.code).toBe('0');
    expect((await h.call('POST', `${base}/uploadOrder/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drain();
    await h.call('POST', `${base}/uploadOrder/${id}/submit`, { cookie, body: {} });
    await drain();
    expect((await record(id)).counts.applied).toBe(3);
    const [a] = await uploaded('EXT-1001');
    expect(a).toMatchObject({ status: 'pendingAcknowledge', currency: shop.currency, lines: 2, qty: 5, import_id: id });
    expect(await uploaded('EXT-1002')).toHaveLength(1);
    const log = await h.db.one<{ action: string; actor_name: string; to_status: string }>('SELECT action, actor_name, to_status FROM order_status_logs WHERE order_id = $1', [a.id]);
    expect(log).toEqual({ action: 'push', actor_name: 'Grace Lin', to_status: 'pendingAcknowledge' });
    // pushed like a platform order: each line locks what its warehouse has, or the order is abnormal
    const held = await h.db.query<{ qty: number; locked_qty: number; abnormal: boolean }>(
      'SELECT l.qty, l.locked_qty, o.abnormal FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.order_id = $1',
      [a.id],
    );
    for (const l of held) expect(l.locked_qty === l.qty || l.abnormal, JSON.stringify(l)).toBe(true);
    if (held.some((l) => l.locked_qty < l.qty)) {
      const short = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM order_abnormal_records WHERE order_id = $1 AND kind = 'stockShort' AND status = 'open'", [a.id]);
      expect(short.n).toBe(1);
    }
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM inventory_stock WHERE locked + isolated > on_hand')).n).toBe(0);
    // the order is in the order list, found by its external no.
    const list = await h.call<{ rows: OrderRow[] }>('POST', '/api/scm-app/supplier/order/search', { cookie, body: { conditions: { shopOrderId: 'EXT-1001' }, pageSize: 5 } });
    expect(list.envelope.data.rows.map((r) => r.supplierOrderId)).toEqual([a.supplier_order_id]);

    // the same file again: nothing twice (existing orders are unchanged rows)
    const again = await upload(lines.slice(0, 3), false);
    await drain();
    expect((await record(again)).counts).toMatchObject({ total: 3, create: 0, unchanged: 3, error: 0 });
    expect(await uploaded('EXT-1001')).toHaveLength(1);
    expect(await uploaded('EXT-1002')).toHaveLength(1);
  });

  it('takes only whole prices in a yen shop (decision 028), two decimals elsewhere', async () => {
    const yen = await h.db.one<{ code: string }>("SELECT code FROM carts WHERE tenant_id = $1 AND status = 'active' AND currency = 'JPY' ORDER BY code LIMIT 1", [tenantId]);
    expect(shop.currency).not.toBe('JPY');
    const id = await upload([row('EXT-3001', skus[0], 1, { shop: yen.code, price: '1200' }), row('EXT-3002', skus[0], 1, { shop: yen.code, price: '1200.50' }), row('EXT-3003', skus[0], 1, { price: '1200.50' })]);
    await drain();
    expect((await record(id)).counts).toMatchObject({ total: 3, create: 2, error: 1 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/uploadOrder/${id}/data/search`, { cookie, body: { conditions: {}, pageSize: 50 } })).envelope.data).rows;
    expect(rows.map((r) => [r.errors[0].column, r.errors[0].message])).toEqual([['unitPrice', 'JPY prices are whole amounts, without decimals.']]);
  });

  it('an order whose rows fall into two apply batches is created once with all its lines', async () => {
    const id = await upload([row('EXT-2001', skus[0], 1), row('EXT-2002', skus[0], 1), row('EXT-2002', skus[1], 2), row('EXT-2002', skus[2], 3), row('EXT-2003', skus[1], 4)], false);
    await drain(new ImportRunner({ db: h.db, applyBatch: 2, log: () => {} }));
    expect((await record(id)).counts).toMatchObject({ total: 5, applied: 5, error: 0 });
    const [b] = await uploaded('EXT-2002');
    expect(b).toMatchObject({ lines: 3, qty: 6, import_id: id });
    expect((await uploaded('EXT-2001')).length + (await uploaded('EXT-2003')).length).toBe(2);
  });
});
