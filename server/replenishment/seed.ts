// Deterministic demo replenishment orders for every supplier tenant (a seeded PRNG; a tenant whose
// last order exists is skipped, and an order already there is left as it is, so re-running adds
// nothing and a database seeded with fewer orders gets the rest), after the areas whose stock,
// inbounds and orders the cover figures read. Per tenant, ORDERS orders over its platform warehouses
// cycling suggested · confirmed · cancelled · shipping · done, each suggested and taken to its state
// through the same steps as the portal (steps.ts, inbounds.ts) and the platform's job: a shipping or
// done order got its inbound (Create inbound: the receipt request and draft inbound, through the
// receipt area's export), the inbound was confirmed and shipped, and for a done one counted as
// shipped, the order following it as inbound-sync.ts takes it (ship, receive by "Platform"). A line
// carries the sku's cover figures at its moment (cover.ts) and the formula's quantity when the
// formula asks for one, else 2 to 12 cartons (the demo data's platform warehouses are mostly well
// stocked). A shipped order's lines are skus one own warehouse holds plenty of and that no group of
// it allots or has pushed (as the receipt seed picks its ship-from stock), so the inventory area's
// allotments stay as its seed made them. Every platform warehouse gets its review a year after the
// anchor, and the seeded in-transit inbounds their count, so the jobs leave the seed as it is.
import { maxConfirmQty, REPLENISHMENT_CARTON_QTY, suggestedQty } from '../../src/contract/replenishment';
import type { Db } from '../db/db';
import { Prng } from '../db/prng';
import type { SeedContext } from '../db/seed-context';
import { advanceSeededInbound } from '../receipt';
import { coverOf, type CoverRow } from './cover';
import { createOrderInbound } from './inbounds';
import { actOnOrder, suggestOrders, type NewOrder, type ReplenishmentAction } from './steps';

/** A multiple of the five states, so the last order stays done. */
export const REPLENISHMENT_ORDERS = 150;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const STATES = ['suggested', 'confirmed', 'cancelled', 'shipping', 'done'] as const;
const REASONS = ['Stock planned for a promotion elsewhere', 'Sku being discontinued', 'Quantity already on its way with another order'];
const PLATFORM = { id: null, name: 'Platform' };
/** What a ship-from row must have available to be used (as the receipt seed asks). */
const PLENTY = 200;

export const seededReplenishmentId = (tenantKey: string, i: number) => `rp-${tenantKey}-${String(i).padStart(4, '0')}`;

type Line = CoverRow & { qty: number };
type Admin = { id: string; name: string };

export async function seedReplenishment({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-02T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const by = deciders[tenant.key];
    if (!by || (await db.maybe('SELECT 1 FROM replenishment_orders WHERE id = $1', [seededReplenishmentId(tenant.key, REPLENISHMENT_ORDERS)]))) continue;
    const warehouses = await db.query<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code", [tenantId]);
    const stocked: { id: string; cover: CoverRow[] }[] = [];
    for (const w of warehouses) {
      await db.query('INSERT INTO replenishment_reviews (warehouse_id, tenant_id, next_review_at) VALUES ($1, $2, $3) ON CONFLICT (warehouse_id) DO NOTHING', [w.id, tenantId, new Date(anchor.getTime() + 365 * DAY)]);
      const cover = await coverOf(db, tenantId, w.id, anchor);
      if (cover.length >= 3) stocked.push({ id: w.id, cover });
    }
    if (stocked.length === 0) continue;
    const shipFrom = await shipFromStock(db, tenantId);
    const existing = new Set((await db.query<{ id: string }>('SELECT id FROM replenishment_orders WHERE tenant_id = $1 AND id LIKE $2', [tenantId, `rp-${tenant.key}-%`])).map((r) => r.id));
    const prng = new Prng(`replenishment/${tenant.key}`);
    const made: { order: NewOrder; steps: Omit<SeedOrder, 'tenantId' | 'id' | 'created' | 'by' | 'lines'> }[] = [];
    for (let i = 1; i <= REPLENISHMENT_ORDERS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      // two a day, the last a day before the anchor
      const created = new Date(anchor.getTime() - (REPLENISHMENT_ORDERS - i + 2) * DAY * 0.5 - prng.int(8) * HOUR);
      const { id: warehouseId, cover } = stocked[i % stocked.length];
      const n = 1 + prng.int(3);
      const start = prng.int(cover.length - n + 1);
      const raise = prng.int(3);
      const tracking = `${1 + prng.int(8)}Z${String(100000 + prng.int(900000)).slice(0, 5)}2`;
      const ships = state === 'shipping' || state === 'done';
      // a shipped order's lines: from the drawn place on, the first skus one warehouse can send
      const picked = ships ? pickShipped(cover, start, n, shipFrom) : { lines: cover.slice(start, start + n).map((c) => ({ ...c, qty: lineQty(c, prng) })), from: '' };
      if (ships) picked.lines.forEach((l) => (l.qty = lineQty(l, prng)));
      const id = seededReplenishmentId(tenant.key, i);
      if (existing.has(id)) continue;
      const no = `RP${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`;
      made.push({ order: { tenantId, id, no, warehouseId, lines: picked.lines, now: created }, steps: { state, raise, reason: REASONS[i % REASONS.length], from: picked.from, tracking, far: new Date(anchor.getTime() + 365 * DAY) } });
    }
    // one transaction for the tenant: all suggested in two statements, then each taken to its state
    await db.transaction(async (tx) => {
      await suggestOrders(tx, made.map((m) => m.order));
      for (const m of made) await seedSteps(tx, { ...m.steps, tenantId, id: m.order.id, created: m.order.now, by, lines: m.order.lines });
    });
  }
}

const lineQty = (c: CoverRow, prng: Prng) => suggestedQty(c) || REPLENISHMENT_CARTON_QTY * (2 + prng.int(11));

/** Per own warehouse (by id), what each sku it may send has available: plenty, in no group's allotment or push. */
async function shipFromStock(db: Db, tenantId: string): Promise<Map<string, Map<string, number>>> {
  const rows = await db.query<{ warehouse_id: string; sku_id: string; available: number }>(
    `SELECT s.warehouse_id, s.sku_id, s.on_hand - s.locked - s.isolated AS available FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND w.status = 'active' AND w.type IN ('own', 'thirdParty', 'bonded', 'overseas') AND s.on_hand - s.locked - s.isolated >= ${PLENTY}
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = w.id AND a.sku_id = s.sku_id)
        AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = w.id AND c.sku_id = s.sku_id)
      ORDER BY s.warehouse_id, s.sku_id`,
    [tenantId],
  );
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) out.set(r.warehouse_id, (out.get(r.warehouse_id) ?? new Map()).set(r.sku_id, r.available));
  return out;
}

/**
 * n cover rows from `start` on (wrapping) that one warehouse can send at the most the confirm may
 * ask (150 %), and that warehouse; what they take is kept off its rows for the next orders.
 */
function pickShipped(cover: readonly CoverRow[], start: number, n: number, shipFrom: Map<string, Map<string, number>>): { lines: Line[]; from: string } {
  const most = (c: CoverRow) => maxConfirmQty(suggestedQty(c) || REPLENISHMENT_CARTON_QTY * 12);
  for (let k = 0; k < cover.length; k++) {
    const first = cover[(start + k) % cover.length];
    for (const [from, skus] of shipFrom) {
      if ((skus.get(first.skuId) ?? 0) < most(first)) continue;
      const lines = [first];
      for (let j = 1; j < cover.length && lines.length < n; j++) {
        const c = cover[(start + k + j) % cover.length];
        if ((skus.get(c.skuId) ?? 0) >= most(c)) lines.push(c);
      }
      for (const l of lines) skus.set(l.skuId, skus.get(l.skuId)! - most(l));
      return { lines: lines.map((l) => ({ ...l, qty: 0 })), from };
    }
  }
  throw new Error('replenishment seed: no own warehouse can send a shipped order');
}

interface SeedOrder {
  tenantId: string;
  id: string;
  state: (typeof STATES)[number];
  created: Date;
  by: Admin;
  raise: number;
  reason: string;
  from: string;
  tracking: string;
  far: Date;
  lines: readonly { qty: number }[];
}

async function seedSteps(tx: Db, o: SeedOrder): Promise<void> {
  if (o.state === 'suggested') return;
  const at = (hours: number) => new Date(o.created.getTime() + hours * HOUR);
  const step = (action: ReplenishmentAction, version: number, hours: number, by: { id: string | null; name: string } = o.by, extra: { note?: string; lines?: { lineId: string; qty: number }[] } = {}) =>
    actOnOrder(tx, action, { tenantId: o.tenantId, id: o.id, version, lang: 'en', by, now: at(hours), ...extra });
  if (o.state === 'cancelled') {
    await step('cancel', 1, 5, o.by, { note: o.reason });
    return;
  }
  const lines = o.lines.map((l, n) => ({ id: `${o.id}-${n + 1}`, suggested_qty: l.qty }));
  // one in three confirms a line above the suggestion (a carton more), as suppliers do before a peak
  await step('confirm', 1, 6, o.by, { lines: lines.map((l, n) => ({ lineId: l.id, qty: n === 0 && o.raise === 0 ? Math.min(l.suggested_qty + REPLENISHMENT_CARTON_QTY, maxConfirmQty(l.suggested_qty)) : l.suggested_qty })) });
  if (o.state === 'confirmed') return;
  const tail = o.id.slice(3);
  await createOrderInbound(tx, { tenantId: o.tenantId, id: o.id, version: 2, lang: 'en', by: o.by, now: at(8), seed: { requestId: `rq-rp-${tail}`, inboundId: `ib-rp-${tail}`, from: o.from } });
  const done = o.state === 'done';
  await advanceSeededInbound(tx, { tenantId: o.tenantId, inboundId: `ib-rp-${tail}`, trackingNo: o.tracking, to: done ? 'received' : 'shipped', confirmedAt: at(10), shippedAt: at(30), receiveAt: done ? at(100) : o.far });
  await step('ship', 3, 30.5, PLATFORM);
  if (!done) return;
  await step('receive', 4, 100.5, PLATFORM);
}
