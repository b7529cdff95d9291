// The fulfilment receipt of order lines (order.fulfillmentSearch, `scs-app/supplier/receipt/
// fulfillment/search`; docs/domain/orders.md, "Fulfilment by line"): one row per line of the
// caller's tenant, its quantities and state as the order's lines, shipments and receipt info say,
// following a shipment made through the API; filters by state, order number and open quantity;
// other tenants' lines never show; a bad condition is refused; the seller flavour's path answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentLineList, type FulfilmentLineRow, type OrderDetail } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';

const SEARCH = '/api/scs-app/supplier/receipt/fulfillment/search';
let h: Harness;
let cookie: string;
let other: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  other = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

async function search(conditions: Record<string, unknown>, who = cookie, path = SEARCH): Promise<{ rows: FulfilmentLineRow[]; total: number }> {
  const a = await h.call<unknown>('POST', path, { cookie: who, body: { conditions, pageSize: 200 } });
  expect(a.envelope.code, a.text).toBe('0');
  return fulfilmentLineList.page.parse(a.envelope.data) as { rows: FulfilmentLineRow[]; total: number };
}

/** The state the design gives a line (docs/domain/orders.md): from its quantities and the order's delivery. */
function expectedStatus(l: { qty: number; shipped: number; cancelled: number; delivered: boolean }): FulfilmentLineRow['status'] {
  const open = l.qty - l.shipped - l.cancelled;
  if (open > 0) return l.shipped === 0 ? 'awaiting' : 'partShipped';
  if (l.shipped === 0) return 'cancelled';
  return l.delivered ? 'delivered' : 'shipped';
}

describe('fulfilment by line', () => {
  it("answers every line of an order with its quantities, state and receipt info, as the database holds them", async () => {
    // a seeded order with receipt info and a line partly shipped or more
    const o = await h.db.one<{ id: string; supplier_order_id: string }>(
      `SELECT o.id, o.supplier_order_id FROM orders o JOIN order_receipts r ON r.order_id = o.id
        WHERE o.tenant_id = $1 AND o.status IN ('partShipped', 'shipped', 'delivered') ORDER BY o.id LIMIT 1`,
      [tenantId],
    );
    const lines = await h.db.query<{ id: string; line_no: number; sku: string; qty: number; shipped_qty: number; cancelled_qty: number; delivered: boolean; receipt_qty: number | null; invoice_no: string }>(
      `SELECT l.id, l.line_no, s.sku, l.qty, l.shipped_qty, l.cancelled_qty, o.delivered_at IS NOT NULL AS delivered, rl.qty AS receipt_qty, r.invoice_no
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN skus s ON s.id = l.sku_id
         JOIN order_receipts r ON r.order_id = o.id LEFT JOIN order_receipt_lines rl ON rl.order_id = o.id AND rl.sku = s.sku
        WHERE l.order_id = $1 ORDER BY l.line_no`,
      [o.id],
    );
    const { rows } = await search({ supplierOrderId: o.supplier_order_id });
    const mine = rows.filter((r) => r.orderId === o.id).sort((a, b) => a.lineNo - b.lineNo);
    expect(mine.map((r) => r.id)).toEqual(lines.map((l) => l.id));
    mine.forEach((r, i) => {
      const l = lines[i]!;
      expect(r).toMatchObject({
        supplierOrderId: o.supplier_order_id,
        sku: l.sku,
        qty: l.qty,
        shippedQty: l.shipped_qty,
        cancelledQty: l.cancelled_qty,
        openQty: l.qty - l.shipped_qty - l.cancelled_qty,
        status: expectedStatus({ qty: l.qty, shipped: l.shipped_qty, cancelled: l.cancelled_qty, delivered: l.delivered }),
        receiptQty: l.receipt_qty,
        invoiceNo: l.invoice_no,
      });
      if (l.shipped_qty > 0) expect(r.lastShippedAt).not.toBeNull();
    });
    expect(mine.some((r) => r.receiptQty !== null)).toBe(true);
  });

  it('a state filter keeps only lines in that state, each consistent with its quantities', async () => {
    // the seed ships whole lines; a partly shipped line comes from the shipment test below
    for (const status of ['awaiting', 'partShipped', 'shipped', 'delivered', 'cancelled'] as const) {
      const { rows } = await search({ status });
      if (status !== 'partShipped') expect(rows.length, status).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.status).toBe(status);
        expect(r.openQty).toBe(r.qty - r.shippedQty - r.cancelledQty);
        expect(expectedStatus({ qty: r.qty, shipped: r.shippedQty, cancelled: r.cancelledQty, delivered: r.deliveredAt !== null })).toBe(status);
      }
    }
    const open = await search({ openQty: [2, null] });
    expect(open.rows.length).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.openQty >= 2)).toBe(true);
  });

  it('follows a shipment made through the API: shipped quantity, open quantity, state and last shipment', async () => {
    const o = await h.db.one<{ id: string; version: number; lineId: string }>(
      `SELECT o.id, o.version, l.id AS "lineId" FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.tenant_id = $1 AND o.status = 'awaitingShipment' AND o.version = 1 AND l.qty >= 2 AND l.shipped_qty = 0 AND l.cancelled_qty = 0
        ORDER BY o.id DESC LIMIT 1 OFFSET 3`,
      [tenantId],
    );
    const before = (await search({ supplierOrderId: (await h.db.one<{ s: string }>('SELECT supplier_order_id AS s FROM orders WHERE id = $1', [o.id])).s })).rows.find((r) => r.id === o.lineId)!;
    expect(before).toMatchObject({ status: 'awaiting', shippedQty: 0, lastShippedAt: null });
    const shipped = await h.call<OrderDetail>('POST', '/api/scm-app/supplier/order/partShip', {
      cookie,
      body: { id: o.id, version: o.version, carrierCode: 'DHL', trackingNo: 'JD0146FL0001', lines: [{ lineId: o.lineId, qty: 1 }] },
    });
    expect(shipped.envelope.code, shipped.text).toBe('0');
    const after = (await search({ supplierOrderId: before.supplierOrderId })).rows.find((r) => r.id === o.lineId)!;
    expect(after.shippedQty).toBe(1);
    expect(after.openQty).toBe(before.openQty - 1);
    expect(after.status).toBe('partShipped');
    expect(after.lastShippedAt).toBe(h.clock.now().toISOString());
    expect((await search({ status: 'partShipped' })).rows.map((r) => r.id)).toContain(o.lineId);
  });

  it("never shows another tenant's lines; the seller flavour's path answers the same list", async () => {
    // order numbers repeat across tenants: the same number finds each tenant's own order only
    const o = await h.db.one<{ id: string; s: string }>('SELECT id, supplier_order_id AS s FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
    expect((await search({ supplierOrderId: o.s })).rows.some((r) => r.orderId === o.id)).toBe(true);
    const foreign = await search({ supplierOrderId: o.s }, other);
    expect(foreign.rows.filter((r) => r.orderId === o.id)).toEqual([]);
    const mine = await search({}, other);
    const ids = mine.rows.map((r) => r.orderId);
    const owners = await h.db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id FROM orders WHERE id = ANY($1)', [ids]);
    expect(owners.map((x) => x.tenant_id)).not.toContain(tenantId);
    const seller = await search({ status: 'awaiting' }, cookie, SEARCH.replace('/supplier/', '/seller/'));
    expect(seller.rows.length).toBeGreaterThan(0);
  });

  it('refuses a condition it does not know and a state that is not one', async () => {
    for (const conditions of [{ status: 'lost' }, { warehouse: 'x' }, { openQty: [1.5, null] }]) {
      const a = await h.call('POST', SEARCH, { cookie, body: { conditions } });
      expect(a.envelope.code, JSON.stringify(conditions)).toBe('SYS_INVALID_REQUEST');
    }
  });
});
