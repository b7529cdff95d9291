// Fixtures of the receipt info endpoints for the tenant, permission and CSRF matrices
// (tests/server/fixtures.ts). Changing calls move a receipt's version on, so they `prepare` an
// order of supplier1 in the state the call needs: without receipt info (save, batch save), with a
// bare header (add), with seeded receipt info at version 1 (remove, clear). Tenant B's objects are
// its own seeded orders.
import type { Db } from '../../../server/db/db';
import { seedIds } from '../../../server/db/seed';
import { seededOrderId } from '../../../server/order/seed-orders';
import type { RouteInput } from '../harness';

const { tenantIds } = seedIds();

interface Picked {
  id: string;
  version: number;
  sku: string;
  lineId: string | null;
}

/** An editable order of the tenant: without receipt info, or with seeded receipt info untouched (version 1, with lines). */
export async function pickReceiptOrder(db: Db, tenantId: string, has: 'none' | 'seeded', skip = 0): Promise<Picked> {
  const where =
    has === 'none'
      ? "o.status = 'pendingAcknowledge' AND NOT EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id)"
      : "o.status = 'awaitingShipment' AND EXISTS (SELECT 1 FROM order_receipts r WHERE r.order_id = o.id AND r.version = 1 AND r.updated_by_name IS NULL AND EXISTS (SELECT 1 FROM order_receipt_lines x WHERE x.order_id = o.id))";
  return db.one<Picked>(
    `SELECT o.id, COALESCE((SELECT version FROM order_receipts r WHERE r.order_id = o.id), 0) AS version,
            (SELECT k.sku FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.order_id = o.id ORDER BY l.line_no LIMIT 1) AS sku,
            (SELECT x.id FROM order_receipt_lines x WHERE x.order_id = o.id ORDER BY x.sku LIMIT 1) AS "lineId"
       FROM orders o WHERE o.tenant_id = $1 AND ${where} ORDER BY o.id LIMIT 1 OFFSET $2`,
    [tenantId, skip],
  );
}

export const receiptHeader = { invoiceNo: 'PI-2026-0001', invoiceDate: '2026-03-01', sellerTaxId: '91330106MA2B3C4D5E', currency: 'USD' };
export const receiptLine = (sku: string, qty = 1) => ({ sku, qty, unitPrice: 4.2, hsCode: '8517620000', originCountry: 'CN' });

/** A bare receipt header (version 1, no lines) on an order without receipt info. */
async function withHeader(db: Db, tenantId: string): Promise<Picked> {
  const o = await pickReceiptOrder(db, tenantId, 'none');
  await db.query(
    "INSERT INTO order_receipts (order_id, tenant_id, invoice_no, invoice_date, seller_tax_id, currency, version, updated_at, updated_by_name) VALUES ($1, $2, 'PI-FX', '2026-03-01', 'TAX-FX', 'USD', 1, now(), 'fixture')",
    [o.id, tenantId],
  );
  return { ...o, version: 1 };
}

const save = (o: Picked): RouteInput => ({ body: { orderId: o.id, version: o.version, header: receiptHeader } });
const add = (o: Picked): RouteInput => ({ body: { orderId: o.id, version: o.version, line: receiptLine(o.sku) } });
const remove = (o: Picked): RouteInput => ({ body: { orderId: o.id, version: o.version, lineId: o.lineId ?? 'none' } });
const clear = (o: Picked): RouteInput => ({ body: { orderId: o.id, version: Math.max(o.version, 1) } });
const batch = (o: Picked): RouteInput => ({ body: { receipts: [{ orderId: o.id, header: receiptHeader, lines: [receiptLine(o.sku)] }] } });

type Ctx = { db: Db; tenantId: string };
const mine = (has: 'none' | 'seeded', input: (o: Picked) => RouteInput) => async ({ db }: { db: Db }) => input(await pickReceiptOrder(db, tenantIds.harbor, has));
const theirs = (has: 'none' | 'seeded', input: (o: Picked) => RouteInput) => async ({ db, tenantId }: Ctx) => input(await pickReceiptOrder(db, tenantId, has));
// static inputs (valid for the schemas; refused calls never reach the handler)
const static_: Picked = { id: seededOrderId('harbor', 1), version: 0, sku: 'SKU-0001', lineId: 'rl_none' };

export const orderReceiptFixtures = {
  'order.receiptGet': { input: { body: { orderId: seededOrderId('harbor', 6) } }, foreignObject: theirs('seeded', (o) => ({ body: { orderId: o.id } })) },
  'order.receiptSave': { input: save(static_), prepare: mine('none', save), foreignObject: theirs('none', save) },
  'order.receiptAdd': {
    input: add(static_),
    prepare: async ({ db }: { db: Db }) => add(await withHeader(db, tenantIds.harbor)),
    foreignObject: async ({ db, tenantId }: Ctx) => add(await withHeader(db, tenantId)),
  },
  'order.receiptRemove': { input: remove(static_), prepare: mine('seeded', remove), foreignObject: theirs('seeded', remove) },
  'order.receiptClear': { input: clear(static_), prepare: mine('seeded', clear), foreignObject: theirs('seeded', clear) },
  'order.receiptBatchSave': { input: batch(static_), prepare: mine('none', batch), foreignObject: theirs('none', batch) },
};
