// Demo receipts with differences in every state for each supplier tenant (slice 2), after the
// requests and inbounds of seed.ts. Every one goes through the same steps as the portal and the
// platform's job: a request reserved in full, its inbound created, locked, shipped and received
// (steps.ts, stock.ts; the tracking number's last digit decides the count, counting.ts), then the
// supplier's answer (the record-actions kit's transition, by the tenant's administrator) and the
// platform's decision (receipt-steps.ts), so the stock equation holds from the start.
//  - The receipts seed.ts posted (received weeks before the anchor) had their answer window close
//    unanswered: closed lost, as the job would have.
//  - CASES requests received the day before the anchor, their windows open 6 more days: open
//    shorts (a counting error and a missing unit), an over, a damaged unit, a wrong sku in a
//    carton; accepted; disputed (the platform's review a year away, so the job leaves it); upheld
//    short (stock corrected); refused once and open again; refused twice, closed lost; an over
//    upheld by a carton photo.
// A tenant whose last case exists is skipped, so re-running adds nothing.
import type { Db, SqlParam } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import type { SeedContext } from '../db/seed-context';
import { applyRecordAction } from '../back/record-actions';
import { DISPUTE_ATTEMPTS } from '../../src/contract/receipt';
import { differenceTable } from './receipts';
import { decideOne, expireOne } from './receipt-steps';
import { createInbound, receiveInbound, settleRequest } from './steps';
import { lockInboundStock, shipInboundStock } from './stock';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Answer = 'none' | 'accept' | 'disputed' | 'decided' | 'refusedTwice' | 'photoUpheld';
/** Per case: the tracking number's last digit (the count), a wrong sku found, the supplier's answer. */
const CASES: { digit: string; wrongSku?: boolean; answer: Answer }[] = [
  { digit: '1', answer: 'none' },
  { digit: '5', answer: 'none' },
  { digit: '8', answer: 'none' },
  { digit: '0', answer: 'none' },
  { digit: '3', answer: 'none' },
  { digit: '2', wrongSku: true, answer: 'none' },
  { digit: '1', answer: 'accept' },
  { digit: '9', answer: 'disputed' },
  { digit: '5', answer: 'decided' },
  { digit: '3', answer: 'decided' },
  { digit: '7', answer: 'refusedTwice' },
  { digit: '8', answer: 'photoUpheld' },
];

// a 1x1 PNG: the seeded carton photo
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function seedReceiptDifferences({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const admin = deciders[tenant.key];
    const last = `rq-${tenant.key}-w${String(CASES.length).padStart(3, '0')}`;
    if (!admin || (await db.maybe('SELECT 1 FROM receipt_requests WHERE id = $1', [last]))) continue;
    // the windows of the receipts received weeks ago closed unanswered
    const old = await db.query<{ id: string; tenant_id: string; receipt_id: string; answer_closes_at: Date }>(
      `SELECT id, tenant_id, receipt_id, answer_closes_at FROM receipt_differences WHERE tenant_id = $1 AND status = 'open' AND answer_closes_at <= $2 ORDER BY id`,
      [tenantId, anchor],
    );
    for (const d of old) await db.transaction((tx) => expireOne(tx, d, new Date(d.answer_closes_at)));
    const platform = await db.maybe<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code LIMIT 1`, [tenantId]);
    // skus with plenty available in an active own warehouse that no group allots or pushed (seed.ts)
    const stock = await db.query<{ sku_id: string; warehouse_id: string }>(
      `SELECT s.sku_id, s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas') AND s.on_hand - s.locked - s.isolated >= 100
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
        ORDER BY s.sku_id DESC, s.warehouse_id LIMIT $2`,
      [tenantId, CASES.length],
    );
    if (!platform || stock.length < CASES.length) continue;
    for (const [i, c] of CASES.entries()) {
      const other = stock[(i + 1) % stock.length].sku_id;
      await db.transaction((tx) => seedCase(tx, { tenantId, tenantKey: tenant.key, n: i + 1, anchor, platform: platform.id, stock: stock[i], wrongSku: c.wrongSku ? other : null, digit: c.digit, answer: c.answer, admin }));
    }
  }
}

export interface Case {
  tenantId: string;
  tenantKey: string;
  n: number;
  anchor: Date;
  platform: string;
  stock: { sku_id: string; warehouse_id: string };
  wrongSku: string | null;
  digit: string;
  answer: Answer;
  admin: { id: string; name: string };
}

export async function seedCase(tx: Db, c: Case): Promise<void> {
  const id = `rq-${c.tenantKey}-w${String(c.n).padStart(3, '0')}`;
  const at = (hoursBeforeAnchor: number) => new Date(c.anchor.getTime() - hoursBeforeAnchor * HOUR + c.n * 60_000);
  const created = at(6 * 24);
  const qty = 8 + c.n;
  await tx.query(
    `INSERT INTO receipt_requests (id, tenant_id, request_no, warehouse_id, delivery_type, status, ack_opens_at, ack_closes_at, deliver_by, created_at, updated_at, version)
     VALUES ($1, $2, $3, $4, 'express', 'acknowledged', $5, $6, $7, $5, $5, 2)`,
    [id, c.tenantId, `RQ${created.toISOString().slice(2, 10).replaceAll('-', '')}${100 + c.n}`, c.platform, created, new Date(created.getTime() + 2 * DAY), new Date(created.getTime() + 14 * DAY)],
  );
  await tx.query(`INSERT INTO receipt_request_lines (id, tenant_id, request_id, line_no, sku_id, requested_qty, reserved_qty) VALUES ($1, $2, $3, 1, $4, $5, $5)`, [`${id}-1`, c.tenantId, id, c.stock.sku_id, qty]);
  const inboundId = await createInbound(tx, c.tenantId, id, 'en', at(5 * 24), { id: `ib-${id.slice(3)}`, from: c.stock.warehouse_id });
  const head = await tx.one<{ id: string; inbound_no: string; from_warehouse_id: string }>('SELECT id, inbound_no, from_warehouse_id FROM receipt_inbounds WHERE id = $1', [inboundId]);
  const tracking = `1Z${String(4_000_000 + c.n * 7919).slice(0, 7)}${c.digit}`;
  await tx.query(`UPDATE receipt_inbounds SET status = 'confirmed', carrier_code = 'DHL', tracking_no = $2, ship_date = $3, version = 3 WHERE id = $1`, [inboundId, tracking, at(3 * 24).toISOString().slice(0, 10)]);
  await lockInboundStock(tx, c.tenantId, head, 'en', at(5 * 24));
  await tx.query(`UPDATE receipt_inbounds SET status = 'shipped', shipped_at = $2, receive_due_at = $3, version = 4 WHERE id = $1`, [inboundId, at(3 * 24), at(24)]);
  await shipInboundStock(tx, c.tenantId, head, at(3 * 24));
  await settleRequest(tx, c.tenantId, id, at(3 * 24));
  await receiveInbound(tx, { id: inboundId, tenant_id: c.tenantId, request_id: id, tracking_no: tracking }, at(24), c.wrongSku ? { skuId: c.wrongSku, qty: 1 } : undefined);
  if (c.answer === 'none') return;
  const d = await tx.one<{ id: string; receipt_id: string; line_id: string; type: 'short' | 'over' | 'damaged' | 'wrongSku'; qty: number; version: number }>(
    `SELECT id, receipt_id, line_id, type, qty, version FROM receipt_differences WHERE receipt_id = $1 ORDER BY id LIMIT 1`,
    [`wr-${inboundId}`],
  );
  const act = async (action: 'accept' | 'dispute', hours: number, attemptsLeft: number, decideAt: Date | null) => {
    const version = (await tx.one<{ version: number }>('SELECT version FROM receipt_differences WHERE id = $1', [d.id])).version;
    const note = action === 'dispute' ? 'The carton left our warehouse sealed and weighed as declared.' : '';
    const set: Record<string, SqlParam> = action === 'dispute' ? { dispute_note: note, attempts_left: attemptsLeft, decide_due_at: decideAt, decision_code: null, updated_at: at(hours) } : { updated_at: at(hours) };
    await applyRecordAction(tx, differenceTable, { tenantId: c.tenantId, lang: 'en', by: c.admin, key: d.id, action, version, note, now: at(hours), set });
  };
  const decide = async (hours: number) => {
    const row = await tx.one<{ attempts_left: number; damage_on_arrival: boolean }>('SELECT attempts_left, damage_on_arrival FROM receipt_differences WHERE id = $1', [d.id]);
    await decideOne(tx, { id: d.id, tenant_id: c.tenantId, receipt_id: d.receipt_id, line_id: d.line_id, type: d.type, qty: d.qty, attempts_left: row.attempts_left, damage_on_arrival: row.damage_on_arrival }, at(hours));
  };
  if (c.answer === 'accept') return act('accept', 20, 0, null);
  if (c.answer === 'disputed') return act('dispute', 20, DISPUTE_ATTEMPTS - 1, new Date(c.anchor.getTime() + 365 * DAY));
  if (c.answer === 'photoUpheld') {
    const imageId = `img-seed-${d.id}`;
    await tx.query(
      `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at) VALUES ($1, $2, 'other', 'image/png', 'carton.png', $3, 1, 1, $4, $5)`,
      [imageId, c.tenantId, PNG.length, c.admin.id, at(21)],
    );
    await storeFileParts(tx, imageId, new Uint8Array(PNG));
    await tx.query(`INSERT INTO receipt_difference_evidence (id, tenant_id, difference_id, image_id, target, created_at) VALUES ($1, $2, $3, $4, 'carton', $5)`, [`rde-${d.id}`, c.tenantId, d.id, imageId, at(21)]);
    await tx.query('UPDATE receipt_differences SET version = version + 1 WHERE id = $1', [d.id]);
  }
  await act('dispute', 20, DISPUTE_ATTEMPTS - 1, at(19));
  await decide(19);
  if (c.answer !== 'refusedTwice') return;
  await act('dispute', 18, DISPUTE_ATTEMPTS - 2, at(17));
  await decide(17);
}
