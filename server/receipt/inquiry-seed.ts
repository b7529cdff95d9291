// Deterministic demo price inquiries for every supplier tenant (a seeded PRNG; a tenant whose last
// inquiry exists is skipped, so re-running adds nothing). Per tenant INQUIRIES inquiries in the
// tenant's currency to its platform warehouses, 1 to 3 active skus each (quantity wanted 20 to 200;
// a target price 10 to 40 % above the sku's purchase cost on most lines; the platform's other
// bidders' best price around the target, on most lines), cycling through the states:
//   open (nothing replied) · replied (every line quoted, the last of a 3-line inquiry declined) ·
//   expired · awarded (a quote under the target and the other bids) · not awarded (quotes over
//   the target).
// Open and replied ones close 3 to 20 days after the anchor (the tests' fixed one, or today on a
// demo server), so the job leaves them for now; the others closed before it and were decided by
// the job's own step at their deadline (an award opens its receipt request there).
import { Prng } from '../db/prng';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { decideInquiry } from './inquiry-job';

const INQUIRIES = 100;
const DAY = 86_400_000;
const STATES = ['open', 'replied', 'expired', 'awarded', 'notAwarded'] as const;
const INCOTERMS = ['FOB', 'EXW', 'CIF', 'DAP', 'DDP'] as const;

export async function seedInquiries({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM receipt_inquiries WHERE id = $1', [`pi-${tenant.key}-${String(INQUIRIES).padStart(4, '0')}`])) continue;
    const platforms = await db.query<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' ORDER BY code`, [tenantId]);
    const skus = await db.query<{ id: string; purchase_cost: string }>(`SELECT id, purchase_cost FROM skus WHERE tenant_id = $1 AND status = 'active' ORDER BY id LIMIT 60`, [tenantId]);
    const currency = (await db.one<{ currency: string }>('SELECT currency FROM tenants WHERE id = $1', [tenantId])).currency;
    if (platforms.length === 0 || skus.length < 3) continue;
    const whole = currency === 'JPY';
    const price = (v: number) => (whole ? Math.max(1, Math.round(v)) : Math.round(v * 100) / 100);
    const prng = new Prng(`receipt-inquiry/${tenant.key}`);
    for (let i = 1; i <= INQUIRIES; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const decided = state !== 'open' && state !== 'replied';
      const created = new Date(anchor.getTime() - (decided ? 2 * INQUIRIES - i : 6 - (i % 5)) * DAY - prng.int(12) * 3_600_000);
      const closes = decided ? new Date(created.getTime() + 10 * DAY) : new Date(anchor.getTime() + (3 + prng.int(18)) * DAY + prng.int(20) * 3_600_000);
      const id = `pi-${tenant.key}-${String(i).padStart(4, '0')}`;
      // open ones have 2 or 3 lines, so a reply can quote one line and decline another
      const count = state === 'open' ? 2 + prng.int(2) : 1 + prng.int(3);
      const start = prng.int(skus.length - count);
      const lines = skus.slice(start, start + count).map((s, n) => {
        const target = price(Number(s.purchase_cost) * (1.1 + prng.int(30) / 100));
        const hasTarget = n > 0 || prng.int(4) > 0;
        const other = prng.int(5) > 0 ? price(target * (0.92 + prng.int(16) / 100)) : null;
        const wanted = 20 + prng.int(181);
        // the supplier's quote: under the target and the other bids when it is to win, else over the target
        const quote = state === 'notAwarded' ? price(target * 1.15) : price(Math.min(target, other ?? target) * 0.95);
        return { id: `${id}-${n + 1}`, skuId: s.id, wanted, target: hasTarget ? target : null, other, quote, lead: 7 + prng.int(60), minQty: 1 + prng.int(wanted) };
      });
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO receipt_inquiries (id, tenant_id, inquiry_no, warehouse_id, currency, incoterm, status, reply_opens_at, reply_closes_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $7, $7)`,
          [id, tenantId, `PI${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`, platforms[i % platforms.length].id, currency, INCOTERMS[prng.int(INCOTERMS.length)], created, closes],
        );
        for (const [n, l] of lines.entries()) {
          await tx.query(`INSERT INTO receipt_inquiry_lines (id, tenant_id, inquiry_id, line_no, sku_id, wanted_qty, target_price, other_best_price) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
            l.id,
            tenantId,
            id,
            n + 1,
            l.skuId,
            l.wanted,
            l.target,
            l.other,
          ]);
        }
        if (state === 'open' || state === 'expired') {
          if (state === 'expired') await decideInquiry(tx, { id, tenant_id: tenantId, status: 'open', warehouse_id: platforms[i % platforms.length].id }, closes);
          return;
        }
        await reply(tx, lines, closes, state === 'replied');
        const repliedAt = new Date(created.getTime() + DAY);
        await tx.query(`UPDATE receipt_inquiries SET status = 'replied', replied_at = $2, version = 2, updated_at = $2 WHERE id = $1`, [id, repliedAt]);
        if (state !== 'replied') await decideInquiry(tx, { id, tenant_id: tenantId, status: 'replied', warehouse_id: platforms[i % platforms.length].id }, closes);
      });
    }
  }
}

async function reply(tx: Db, lines: readonly { id: string; quote: number; lead: number; minQty: number }[], closes: Date, declineLast: boolean): Promise<void> {
  const validUntil = new Date(closes.getTime() + 60 * DAY).toISOString().slice(0, 10);
  for (const [n, l] of lines.entries()) {
    if (declineLast && lines.length === 3 && n === 2) await tx.query(`UPDATE receipt_inquiry_lines SET decline_reason = 'CANNOT_SUPPLY' WHERE id = $1`, [l.id]);
    else await tx.query('UPDATE receipt_inquiry_lines SET unit_price = $2, lead_days = $3, min_qty = $4, valid_until = $5 WHERE id = $1', [l.id, l.quote, l.lead, l.minQty, validUntil]);
  }
}
