// Demo work due soon for every supplier tenant (docs/domain/receipts.md, "Deadlines are data"), after
// the other receipt seeds: one of each kind of window closing about 40 h after the anchor, so the
// dashboard's counts (requestsToAck, deliveriesDue, differencesDue, inquiriesDue: within 48 h, not
// passed) show work both to the tests (their clock is 32 h after the fixed anchor) and on a demo or
// e2e server (anchored on today's midnight, so between 16 and 40 h before the windows close):
//   - a request issued 8 h before the anchor, open: its acknowledge window (48 h) closes at +40 h;
//   - a request acknowledged in full 12 days ago and not shipped, to deliver by +42 h;
//   - a receipt counted 1 short 128 h before the anchor (receipts-seed.ts's case, its whole path
//     through the stock steps), its difference's answer window (7 days) closing at +40 h;
//   - a price inquiry issued 30 h before the anchor, nothing replied, its reply closing at +40 h.
// A tenant whose inquiry exists is skipped, so re-running adds nothing.
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { seedCase } from './receipts-seed';
import { openRequest } from './steps';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const yymmdd = (d: Date) => d.toISOString().slice(2, 10).replaceAll('-', '');

export async function seedDueSoon({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const admin = deciders[tenant.key];
    const inquiryId = `pi-${tenant.key}-d001`;
    if (!admin || (await db.maybe('SELECT 1 FROM receipt_inquiries WHERE id = $1', [inquiryId]))) continue;
    const platform = await db.maybe<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1`, [tenantId]);
    const skus = await db.query<{ id: string; purchase_cost: string }>(`SELECT id, purchase_cost FROM skus WHERE tenant_id = $1 AND status = 'active' ORDER BY id LIMIT 2`, [tenantId]);
    // as receipts-seed.ts picks its cases' stock: plenty available in an active own warehouse that no group allots or pushed
    const stock = await db.maybe<{ sku_id: string; warehouse_id: string }>(
      `SELECT s.sku_id, s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas') AND s.on_hand - s.locked - s.isolated >= 100
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
        ORDER BY s.sku_id DESC, s.warehouse_id OFFSET 12 LIMIT 1`,
      [tenantId],
    );
    if (!platform || skus.length < 2 || !stock) continue;
    const currency = (await db.one<{ currency: string }>('SELECT currency FROM tenants WHERE id = $1', [tenantId])).currency;
    await db.transaction(async (tx) => {
      const issued = new Date(anchor.getTime() - 8 * HOUR);
      await openRequest(tx, { id: `rq-${tenant.key}-d001`, tenantId, requestNo: `RQ${yymmdd(issued)}201`, warehouseId: platform.id, deliveryType: 'express', at: issued, deliverBy: new Date(issued.getTime() + 21 * DAY), lines: [{ skuId: skus[0].id, qty: 24 }] });
      const acked = new Date(anchor.getTime() - 12 * DAY);
      await openRequest(tx, { id: `rq-${tenant.key}-d002`, tenantId, requestNo: `RQ${yymmdd(acked)}202`, warehouseId: platform.id, deliveryType: 'lessThanTruckload', at: acked, deliverBy: new Date(anchor.getTime() + 42 * HOUR), lines: skus.map((s, n) => ({ skuId: s.id, qty: 30 + 10 * n })) });
      // reserved in full the day after it was issued (what the reserve call writes); nothing on an inbound yet
      await tx.query(`UPDATE receipt_requests SET status = 'acknowledged', version = 2, updated_at = $2 WHERE id = $1`, [`rq-${tenant.key}-d002`, new Date(acked.getTime() + DAY)]);
      await tx.query(`UPDATE receipt_request_lines SET reserved_qty = requested_qty WHERE request_id = $1`, [`rq-${tenant.key}-d002`]);
    });
    // counted 128 h before the anchor: the case's own times are relative to its anchor (received 24 h before it)
    await db.transaction((tx) => seedCase(tx, { tenantId, tenantKey: tenant.key, n: 13, anchor: new Date(anchor.getTime() - 104 * HOUR), platform: platform.id, stock, wrongSku: null, digit: '1', answer: 'none', admin }));
    await db.transaction((tx) => seedInquiry(tx, { tenantId, id: inquiryId, issued: new Date(anchor.getTime() - 30 * HOUR), closes: new Date(anchor.getTime() + 40 * HOUR), warehouseId: platform.id, currency, skus }));
  }
}

async function seedInquiry(tx: Db, q: { tenantId: string; id: string; issued: Date; closes: Date; warehouseId: string; currency: string; skus: readonly { id: string; purchase_cost: string }[] }): Promise<void> {
  const price = (v: number) => (q.currency === 'JPY' ? Math.max(1, Math.round(v)) : Math.round(v * 100) / 100);
  await tx.query(
    `INSERT INTO receipt_inquiries (id, tenant_id, inquiry_no, warehouse_id, currency, incoterm, status, reply_opens_at, reply_closes_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'FOB', 'open', $6, $7, $6, $6)`,
    [q.id, q.tenantId, `PI${yymmdd(q.issued)}201`, q.warehouseId, q.currency, q.issued, q.closes],
  );
  for (const [n, s] of q.skus.entries()) {
    const target = price(Number(s.purchase_cost) * 1.2);
    await tx.query(`INSERT INTO receipt_inquiry_lines (id, tenant_id, inquiry_id, line_no, sku_id, wanted_qty, target_price, other_best_price) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      `${q.id}-${n + 1}`,
      q.tenantId,
      q.id,
      n + 1,
      s.id,
      50 + 25 * n,
      target,
      price(target * 0.98),
    ]);
  }
}
