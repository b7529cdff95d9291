// The order shipment upload (import type orderShipment, /order/upload): rows of the same order,
// carrier and tracking number become one shipment applied like a part ship; unknown orders,
// skus not on the order, orders that cannot ship, bad carriers, tracking numbers and quantities,
// and rows that together ask more than is left are refused with their reason; confirming twice
// ships once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecordSchema, importRowSchema, pageSchema, type ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { drainImports } from '../drain-imports';
import { createHarness, type Harness } from '../harness';
import { pickOrder } from './fixtures';

const base = '/api/scm-app/supplier/import';
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

interface OrderLines {
  no: string;
  lines: { id: string; sku: string; left: number; shipped: number }[];
}
async function orderOf(id: string): Promise<OrderLines> {
  const o = await h.db.one<{ supplier_order_id: string }>('SELECT supplier_order_id FROM orders WHERE id = $1', [id]);
  const lines = await h.db.query<{ id: string; sku: string; left: number; shipped: number }>(
    'SELECT l.id, k.sku, (l.qty - l.shipped_qty - l.cancelled_qty)::int AS left, l.shipped_qty AS shipped FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.order_id = $1 ORDER BY l.line_no',
    [id],
  );
  return { no: o.supplier_order_id, lines };
}

describe('order shipment upload', () => {
  it('ships the good rows as parcels and refuses the others with their reason', async () => {
    const a = await pickOrder(h.db, tenantId, 'awaitingShipment');
    const b = await pickOrder(h.db, tenantId, 'awaitingShipment', 1);
    const done = await pickOrder(h.db, tenantId, 'shipped');
    const A = await orderOf(a.id);
    const B = await orderOf(b.id);
    const D = await orderOf(done.id);
    const a1 = A.lines[0];
    const b1 = B.lines[0];
    const lines = [
      'Supplier order no.,SKU,Quantity,Carrier,Tracking no.',
      // order A: every line in one parcel
      ...A.lines.map((l) => `${A.no},${l.sku},${l.left},dhl,JD0146009001`),
      // order B: one unit of its first line
      `${B.no.toLowerCase()},${b1.sku},1,UPS,1Z999AA10100001`,
      // refused
      `PO99999999,${b1.sku},1,UPS,1Z999AA10100002`,
      `${B.no},NO-SUCH-SKU,1,UPS,1Z999AA10100003`,
      `${D.no},${D.lines[0].sku},1,UPS,1Z999AA10100004`,
      `${B.no},${b1.sku},1,PIGEON,1Z999AA10100005`,
      `${B.no},${b1.sku},1,UPS,12`,
      `${B.no},${b1.sku},0,UPS,1Z999AA10100006`,
      // more than is left, counting the row of B above
      `${B.no},${b1.sku},${b1.left},UPS,1Z999AA10100007`,
    ];
    const f = new FormData();
    f.set('file', new File([lines.join('\n')], 'shipments.csv'));
    f.set('timezone', 'GMT+00:00');
    f.set('preview', '1');
    f.set('bizType', 'orderShipment');
    const up = await h.call<ImportRecord>('POST', `${base}/upload`, { cookie, body: f });
    expect(up.envelope.code, up.text).toBe('0');
    const id = up.envelope.data.id;
    await drain();
    const record = importRecordSchema.parse((await h.call('GET', `${base}/orderShipment/${id}`, { cookie })).envelope.data);
    expect(record.counts).toMatchObject({ total: A.lines.length + 8, create: A.lines.length + 1, error: 7 });
    const rows = pageSchema(importRowSchema).parse((await h.call('POST', `${base}/orderShipment/${id}/data/search`, { cookie, body: { conditions: {}, pageSize: 50 } })).envelope.data).rows;
    expect(rows.map((r) => r.errors[0].column)).toEqual(['orderNo', 'sku', 'orderNo', 'carrier', 'trackingNo', 'qty', 'qty']);
    expect(rows[2].errors[0].message).toMatch(/is "Shipped": you cannot ship it now/);
    expect(rows[6].errors[0].message).toMatch(/more than is left to ship/);

    const submit = await h.call('POST', `${base}/orderShipment/${id}/submit`, { cookie, body: {} });
    expect(submit.envelope.code, submit.text).toBe('0');
    await drain();
    // a second confirm changes nothing
    await h.call('POST', `${base}/orderShipment/${id}/submit`, { cookie, body: {} });
    await drain();
    expect(importRecordSchema.parse((await h.call('GET', `${base}/orderShipment/${id}`, { cookie })).envelope.data).counts.applied).toBe(A.lines.length + 1);

    const status = async (oid: string) => (await h.db.one<{ status: string }>('SELECT status FROM orders WHERE id = $1', [oid])).status;
    expect(await status(a.id)).toBe('shipped');
    expect(await status(b.id)).toBe(B.lines.reduce((s, l) => s + l.left, 0) === 1 ? 'shipped' : 'partShipped');
    const shipments = await h.db.query<{ order_id: string; carrier_code: string; tracking_no: string; shipped_by_name: string; lines: number }>(
      `SELECT s.order_id, s.carrier_code, s.tracking_no, s.shipped_by_name, (SELECT count(*)::int FROM order_shipment_lines sl WHERE sl.shipment_id = s.id) AS lines
         FROM order_shipments s WHERE s.order_id = ANY($1::text[]) ORDER BY s.order_id = $2 DESC`,
      [[a.id, b.id], a.id],
    );
    expect(shipments).toEqual([
      { order_id: a.id, carrier_code: 'DHL', tracking_no: 'JD0146009001', shipped_by_name: 'Grace Lin', lines: A.lines.length },
      { order_id: b.id, carrier_code: 'UPS', tracking_no: '1Z999AA10100001', shipped_by_name: 'Grace Lin', lines: 1 },
    ]);
    expect((await orderOf(b.id)).lines[0].shipped).toBe(b1.shipped + 1);
    expect((await orderOf(a.id)).lines.every((l) => l.left === 0)).toBe(true);
    expect(a1.left).toBeGreaterThan(0);
    const log = await h.db.one<{ action: string; actor_name: string }>('SELECT action, actor_name FROM order_status_logs WHERE order_id = $1 ORDER BY at DESC, seq DESC LIMIT 1', [a.id]);
    expect(log).toEqual({ action: 'ship', actor_name: 'Grace Lin' });
  });
});
