// Order fulfilment (src/contract/order/fulfilment.ts): acknowledge (a result per order), part ship
// in several shipments up to shipped, part cancel up to cancelled or shipped, edit logistics, the
// status log, and the refusals: a stale version, a state that does not allow the action, more than
// is left on a line, a line of another order, bad carrier or tracking number, another tenant's
// order, a role that may only view. Every refusal is checked to change nothing.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../server/jobs/exceljs-compat';
import { orderDetailSchema, orderStatusLogSchema, type OrderDetail, type OrderStatus } from '../../../src/contract';
import { createHarness, ORIGIN, type Harness } from '../harness';
import { pickOrder } from './fixtures';

const P = '/api/scm-app/supplier/order';
let h: Harness;
let cookie: string;
let viewer: string;
let tenantId: string;
let otherTenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  viewer = await h.signIn('viewer1');
  tenantId = h.seeded.tenantIds.harbor;
  otherTenantId = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

/** A fresh untouched order of supplier1 in `status` (each test takes its own). */
const taken = new Map<OrderStatus, number>();
const fresh = (status: OrderStatus) => {
  const n = taken.get(status) ?? 0;
  taken.set(status, n + 1);
  return pickOrder(h.db, tenantId, status, n, false);
};

async function detail(id: string): Promise<OrderDetail> {
  const a = await h.call<OrderDetail>('GET', `${P}/info/${id}`, { cookie });
  expect(a.envelope.code, a.text).toBe('0');
  return orderDetailSchema.parse(a.envelope.data);
}

/** Everything a fulfilment call may change about an order, for "changed nothing" checks. */
async function snapshot(id: string): Promise<unknown> {
  const order = await h.db.one('SELECT status, version, carrier_code, tracking_no, shipped_at, acknowledged_at, updated_at FROM orders WHERE id = $1', [id]);
  const lines = await h.db.query('SELECT id, shipped_qty, cancelled_qty FROM order_lines WHERE order_id = $1 ORDER BY id', [id]);
  const shipments = await h.db.query('SELECT s.id, s.carrier_code, s.tracking_no, (SELECT json_agg(sl.qty ORDER BY sl.line_id) FROM order_shipment_lines sl WHERE sl.shipment_id = s.id) AS q FROM order_shipments s WHERE s.order_id = $1 ORDER BY s.id', [id]);
  const logs = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM order_status_logs WHERE order_id = $1', [id]);
  return JSON.stringify({ order, lines, shipments, logs });
}

async function post<T>(path: string, body: unknown, who = cookie) {
  return h.call<T>('POST', `${P}${path}`, { cookie: who, body });
}

async function expectRefused(id: string, send: () => Promise<{ envelope: { code: string } }>, code: string): Promise<void> {
  const before = await snapshot(id);
  const a = await send();
  expect(a.envelope.code).toBe(code);
  expect(await snapshot(id)).toBe(before);
}

describe('acknowledge', () => {
  it('acknowledges pending orders and answers a result per order (a stale or wrong-state one refused alone)', async () => {
    const a = await fresh('pendingAcknowledge');
    const b = await fresh('pendingAcknowledge');
    const c = await fresh('awaitingShipment');
    const bBefore = await snapshot(b.id);
    const cBefore = await snapshot(c.id);
    const r = await post<{ results: { id: string; ok: boolean; code?: string; message?: string }[] }>('/acknowledge', {
      orders: [
        { id: a.id, version: 1 },
        { id: b.id, version: 7 },
        { id: c.id, version: 1 },
      ],
    });
    expect(r.envelope.code, r.text).toBe('0');
    const results = r.envelope.data.results;
    expect(results.map((x) => [x.id, x.ok, x.code ?? null])).toEqual([
      [a.id, true, null],
      [b.id, false, 'ORDER_VERSION_STALE'],
      [c.id, false, 'ORDER_TRANSITION_REFUSED'],
    ]);
    expect(results[2].message).toMatch(/Awaiting shipment/);
    const after = await detail(a.id);
    expect(after.status).toBe('awaitingShipment');
    expect(after.version).toBe(2);
    expect(after.acknowledgedAt).not.toBeNull();
    expect(await snapshot(b.id)).toBe(bBefore);
    expect(await snapshot(c.id)).toBe(cBefore);
    // the same click again: stale, nothing changes twice
    const again = await post<{ results: { ok: boolean; code?: string }[] }>('/acknowledge', { orders: [{ id: a.id, version: 1 }] });
    expect(again.envelope.data.results[0]).toMatchObject({ ok: false, code: 'ORDER_VERSION_STALE' });
  });

  it('refuses the whole call when an order is not the tenant’s', async () => {
    const mine = await fresh('pendingAcknowledge');
    const theirs = await pickOrder(h.db, otherTenantId, 'pendingAcknowledge');
    await expectRefused(mine.id, () => post('/acknowledge', { orders: [{ id: mine.id, version: 1 }, { id: theirs.id, version: 1 }] }), 'SYS_NOT_FOUND');
  });
});

describe('part ship', () => {
  it('ships in two shipments: partShipped, then shipped; shipments, lines and the log follow', async () => {
    const o = await fresh('awaitingShipment');
    const before = await detail(o.id);
    const total = before.lines.reduce((s, l) => s + l.qty, 0);
    const first = before.lines[0];
    // first shipment: one unit of the first line
    let r = await post<OrderDetail>('/partShip', { id: o.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600001', lines: [{ lineId: first.id, qty: 1 }] });
    expect(r.envelope.code, r.text).toBe('0');
    let d = orderDetailSchema.parse(r.envelope.data);
    expect(d.status).toBe(total === 1 ? 'shipped' : 'partShipped');
    expect(d.shipments).toHaveLength(1);
    expect(d.shipments[0]).toMatchObject({ shipmentNo: 1, carrierCode: 'DHL', trackingNo: 'JD014600001', shippedBy: 'Grace Lin', lines: [{ lineId: first.id, qty: 1 }] });
    expect(d.trackingNo).toBe('JD014600001');
    expect(d.shippedAt).not.toBeNull();
    if (total === 1) return;
    // second shipment: everything left
    const rest = d.lines.map((l) => ({ lineId: l.id, qty: l.qty - l.shippedQty - l.cancelledQty })).filter((l) => l.qty > 0);
    r = await post<OrderDetail>('/partShip', { id: o.id, version: d.version, carrierCode: 'UPS', trackingNo: '1Z999AA10123456784', lines: rest });
    expect(r.envelope.code, r.text).toBe('0');
    d = orderDetailSchema.parse(r.envelope.data);
    expect(d.status).toBe('shipped');
    expect(d.shipments.map((s) => s.shipmentNo)).toEqual([1, 2]);
    expect(d.lines.every((l) => l.shippedQty === l.qty)).toBe(true);
    expect(d.carrierCode).toBe('UPS');
    const logs = await post<unknown[]>('/statusLogs', { id: o.id });
    const parsed = logs.envelope.data.map((x) => orderStatusLogSchema.parse(x));
    expect(parsed.slice(-2).map((x) => [x.action, x.from, x.to, x.actor])).toEqual([
      ['ship', 'awaitingShipment', 'partShipped', 'Grace Lin'],
      ['ship', 'partShipped', 'shipped', 'Grace Lin'],
    ]);
    expect(parsed[0]).toMatchObject({ action: 'push', actor: null, note: 'Pushed by the platform' });
  });

  it('refuses more than is left, a line of another order, a stale version and a state that cannot ship', async () => {
    const o = await fresh('awaitingShipment');
    const d = await detail(o.id);
    const line = d.lines[0];
    const ship = (body: Record<string, unknown>) => () => post('/partShip', { id: o.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600002', lines: [{ lineId: line.id, qty: 1 }], ...body });
    await expectRefused(o.id, ship({ lines: [{ lineId: line.id, qty: line.qty + 1 }] }), 'ORDER_LINE_QTY_EXCEEDED');
    const other = await fresh('awaitingShipment');
    await expectRefused(o.id, ship({ lines: [{ lineId: other.lineId, qty: 1 }] }), 'SYS_NOT_FOUND');
    await expectRefused(o.id, ship({ version: 2 }), 'ORDER_VERSION_STALE');
    await expectRefused(o.id, ship({ carrierCode: 'PIGEON' }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, ship({ trackingNo: '12' }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, ship({ lines: [] }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, ship({ lines: [{ lineId: line.id, qty: 1 }, { lineId: line.id, qty: 1 }] }), 'SYS_INVALID_REQUEST');
    for (const status of ['pendingAcknowledge', 'shipped', 'delivered', 'cancelled'] as const) {
      const x = await fresh(status);
      await expectRefused(x.id, () => post('/partShip', { id: x.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600003', lines: [{ lineId: x.lineId, qty: 1 }] }), 'ORDER_TRANSITION_REFUSED');
    }
  });

  it('two users shipping the same order at once: one wins, the other is stale', async () => {
    const o = await fresh('awaitingShipment');
    const body = { id: o.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600004', lines: [{ lineId: o.lineId, qty: 1 }] };
    const answers = await Promise.all([post('/partShip', body), post('/partShip', body), post('/partShip', body)]);
    expect(answers.map((a) => a.envelope.code).sort()).toEqual(['0', 'ORDER_VERSION_STALE', 'ORDER_VERSION_STALE']);
    const d = await detail(o.id);
    expect(d.shipments).toHaveLength(1);
    expect(d.lines.find((l) => l.id === o.lineId)?.shippedQty).toBe(1);
  });
});

describe('part cancel', () => {
  it('cancels part of a line, then the rest: an order with nothing shipped becomes cancelled', async () => {
    const o = await fresh('awaitingShipment');
    const d0 = await detail(o.id);
    let version = d0.version;
    let d = d0;
    for (const line of d0.lines) {
      const r = await post<OrderDetail>('/partCancel', { id: o.id, version, reason: 'Discontinued', lines: [{ lineId: line.id, qty: line.qty }] });
      expect(r.envelope.code, r.text).toBe('0');
      d = orderDetailSchema.parse(r.envelope.data);
      version = d.version;
    }
    expect(d.status).toBe('cancelled');
    expect(d.lines.every((l) => l.cancelledQty === l.qty)).toBe(true);
    const logs = await post<{ action: string; note: string }[]>('/statusLogs', { id: o.id });
    expect(logs.envelope.data.at(-1)).toMatchObject({ action: 'partCancel', note: expect.stringContaining('Discontinued') });
  });

  it('cancelling what is left of a part-shipped order makes it shipped', async () => {
    const o = await fresh('partShipped');
    const d0 = await detail(o.id);
    const rest = d0.lines.map((l) => ({ lineId: l.id, qty: l.qty - l.shippedQty - l.cancelledQty })).filter((l) => l.qty > 0);
    const r = await post<OrderDetail>('/partCancel', { id: o.id, version: d0.version, reason: 'Customer agreed', lines: rest });
    expect(r.envelope.code, r.text).toBe('0');
    expect(r.envelope.data.status).toBe('shipped');
  });

  it('needs a reason, and cannot cancel a shipped quantity or a pending order', async () => {
    const o = await fresh('partShipped');
    const d = await detail(o.id);
    const shippedLine = d.lines.find((l) => l.shippedQty === l.qty)!;
    await expectRefused(o.id, () => post('/partCancel', { id: o.id, version: d.version, reason: '  ', lines: [{ lineId: shippedLine.id, qty: 1 }] }), 'SYS_INVALID_REQUEST');
    await expectRefused(o.id, () => post('/partCancel', { id: o.id, version: d.version, reason: 'x', lines: [{ lineId: shippedLine.id, qty: 1 }] }), 'ORDER_LINE_QTY_EXCEEDED');
    const p = await fresh('pendingAcknowledge');
    await expectRefused(p.id, () => post('/partCancel', { id: p.id, version: 1, reason: 'x', lines: [{ lineId: p.lineId, qty: 1 }] }), 'ORDER_TRANSITION_REFUSED');
  });
});

describe('edit logistics', () => {
  it('changes the carrier and tracking number of the latest shipment and logs the change', async () => {
    const o = await fresh('shipped');
    const r = await post<OrderDetail>(`/editLogistics/${o.id}`, { version: 1, carrierCode: 'FEDEX', trackingNo: '771234567890' });
    expect(r.envelope.code, r.text).toBe('0');
    const d = orderDetailSchema.parse(r.envelope.data);
    expect(d).toMatchObject({ status: 'shipped', carrierCode: 'FEDEX', trackingNo: '771234567890', version: 2 });
    expect(d.shipments.at(-1)).toMatchObject({ carrierCode: 'FEDEX', trackingNo: '771234567890' });
    const logs = await post<{ action: string; note: string }[]>('/statusLogs', { id: o.id });
    expect(logs.envelope.data.at(-1)).toMatchObject({ action: 'editLogistics', note: expect.stringContaining('FEDEX 771234567890') });
  });

  it('is refused before shipment and after delivery', async () => {
    for (const status of ['awaitingShipment', 'delivered'] as const) {
      const o = await fresh(status);
      await expectRefused(o.id, () => post(`/editLogistics/${o.id}`, { version: 1, carrierCode: 'FEDEX', trackingNo: '771234567890' }), 'ORDER_TRANSITION_REFUSED');
    }
  });
});

describe('tenancy, roles and the language', () => {
  it('another tenant’s order is not found and unchanged; a view-only role is refused', async () => {
    const theirs = await pickOrder(h.db, otherTenantId, 'awaitingShipment');
    await expectRefused(theirs.id, () => post('/partShip', { id: theirs.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600005', lines: [{ lineId: theirs.lineId, qty: 1 }] }), 'SYS_NOT_FOUND');
    await expectRefused(theirs.id, () => post('/statusLogs', { id: theirs.id }), 'SYS_NOT_FOUND');
    const mine = await fresh('awaitingShipment');
    await expectRefused(mine.id, () => post('/partShip', { id: mine.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600006', lines: [{ lineId: mine.lineId, qty: 1 }] }, viewer), 'SYS_FORBIDDEN');
    // viewing stays allowed
    const logs = await post('/statusLogs', { id: mine.id }, viewer);
    expect(logs.envelope.code).toBe('0');
  });

  it('answers refusals in Chinese for a Chinese user, and the carrier list', async () => {
    const zh = await h.signIn('supplier2');
    const o = await pickOrder(h.db, otherTenantId, 'pendingAcknowledge', 3);
    const r = await h.call<OrderDetail>('POST', `${P}/partShip`, { cookie: zh, body: { id: o.id, version: 1, carrierCode: 'DHL', trackingNo: 'JD014600007', lines: [{ lineId: o.lineId, qty: 1 }] } });
    expect(r.envelope.code).toBe('ORDER_TRANSITION_REFUSED');
    expect(r.envelope.message).toMatch(/待确认.*不能发货/);
    const carriers = await h.call<{ code: string; name: string }[]>('GET', `${P}/carrierCodeList`, { cookie });
    expect(carriers.envelope.data.map((c) => c.code)).toContain('UPS');
  });
});

describe('order documents (detail download)', () => {
  async function download(type: string, id: string, who = cookie): Promise<Response> {
    return h.request(`/back${P}/${type}/download/${id}`, {
      method: 'POST',
      headers: { Cookie: who, Origin: ORIGIN, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: '{}',
    });
  }
  async function cells(response: Response): Promise<unknown[][]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('gives the packing list and the invoice as xlsx files, text cells never a formula', async () => {
    const o = await fresh('partShipped');
    await h.db.query("UPDATE orders SET receiver_name = '=HYPERLINK(\"http://x\")' WHERE id = $1", [o.id]);
    const d = await detail(o.id);
    const packing = await download('packingList', o.id);
    expect(packing.status).toBe(200);
    expect(packing.headers.get('content-type')).toContain('spreadsheetml');
    expect(packing.headers.get('content-disposition')).toContain(d.supplierOrderId);
    const rows = await cells(packing);
    expect(rows[0][0]).toBe('Packing list');
    expect(rows.find((r) => r[0] === 'Receiver')?.[1]).toMatch(/^'=HYPERLINK/);
    const header = rows.findIndex((r) => r[0] === '#');
    expect(rows.slice(header + 1).map((r) => [r[1], r[3], r[4], r[6]])).toEqual(d.lines.map((l) => [l.sku, l.qty, l.shippedQty, l.qty - l.shippedQty - l.cancelledQty]));

    const invoice = await cells(await download('invoice', o.id));
    const total = d.lines.reduce((s, l) => s + Math.round((l.qty - l.cancelledQty) * l.unitPrice * 100) / 100, 0);
    expect(invoice.find((r) => r[0] === 'Total')?.[5]).toBeCloseTo(total, 2);
    expect(invoice.find((r) => r[0] === 'Currency')?.[1]).toBe(d.currency);
  });

  it('writes whole yen on the invoice of an order in JPY (decision 028)', async () => {
    const o = await h.db.one<{ id: string }>("SELECT id FROM orders WHERE tenant_id = $1 AND currency = 'JPY' ORDER BY id LIMIT 1", [tenantId]);
    const d = await detail(o.id);
    expect(d.lines.some((l) => !Number.isInteger(l.unitPrice))).toBe(true); // the seed's prices have decimals
    const invoice = await cells(await download('invoice', o.id));
    const header = invoice.findIndex((r) => r[0] === '#');
    const lines = invoice.slice(header + 1, header + 1 + d.lines.length);
    expect(lines.map((r) => r[4])).toEqual(d.lines.map((l) => Math.round(l.unitPrice)));
    for (const r of lines) expect(Number.isInteger(r[5])).toBe(true);
    expect(invoice.find((r) => r[0] === 'Total')?.[5]).toBe(d.lines.reduce((s, l) => s + (l.qty - l.cancelledQty) * Math.round(l.unitPrice), 0));
  });

  it('is in the reader’s language, refuses another tenant’s order and an unknown type', async () => {
    const zh = await h.signIn('supplier2');
    const theirs = await pickOrder(h.db, otherTenantId, 'shipped');
    expect((await cells(await download('invoice', theirs.id, zh)))[0][0]).toBe('商业发票');
    const notMine = await download('invoice', theirs.id);
    expect(notMine.status).toBe(404);
    const unknown = await download('receipt', theirs.id, zh);
    expect(unknown.status).toBe(400);
  });
});

describe('print and apply (waybills)', () => {
  it('assigns a waybill once (a reprint gives the same), answers labels, refuses orders that cannot wait for one', async () => {
    const a = await fresh('awaitingShipment');
    const shipped = await fresh('shipped');
    const r = await post<{ results: { id: string; ok: boolean; code?: string }[]; labels: { orderId: string; carrierCode: string; waybillNo: string; packageNo: string }[] }>('/printAndApply', {
      ids: [a.id, shipped.id],
    });
    expect(r.envelope.code, r.text).toBe('0');
    expect(r.envelope.data.results.map((x) => [x.id, x.ok, x.code ?? null])).toEqual([
      [a.id, true, null],
      [shipped.id, false, 'ORDER_TRANSITION_REFUSED'],
    ]);
    const [label] = r.envelope.data.labels;
    expect(label.orderId).toBe(a.id);
    expect(label.waybillNo).toMatch(/^[A-Z0-9]{10,20}$/);
    expect(label.packageNo).not.toBe('');
    const d = await detail(a.id);
    expect(d).toMatchObject({ waybillNo: label.waybillNo, waybillCarrier: label.carrierCode, waybillApplyStatus: 'applied', version: 2 });
    // a reprint: the same waybill, nothing changes
    const before = await snapshot(a.id);
    const again = await post<{ labels: { waybillNo: string }[] }>('/printAndApply', { ids: [a.id] });
    expect(again.envelope.data.labels[0].waybillNo).toBe(label.waybillNo);
    expect(await snapshot(a.id)).toBe(before);
    const logs = await post<{ action: string; note: string }[]>('/statusLogs', { id: a.id });
    expect(logs.envelope.data.filter((l) => l.action === 'printWaybill')).toHaveLength(1);
    // another tenant's order refuses the whole call
    const theirs = await pickOrder(h.db, otherTenantId, 'awaitingShipment');
    await expectRefused(theirs.id, () => post('/printAndApply', { ids: [theirs.id] }), 'SYS_NOT_FOUND');
  });
});
