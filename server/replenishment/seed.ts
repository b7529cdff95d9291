// Deterministic demo replenishment orders for every supplier tenant (a seeded PRNG; a tenant whose
// last order exists is skipped, so re-running adds nothing), after the areas whose stock, inbounds
// and orders the cover figures read. Per tenant, ORDERS orders over its platform warehouses cycling
// suggested · confirmed · cancelled · shipping · done, each suggested and taken to its state through
// the same steps as the portal (steps.ts). A line carries the sku's cover figures at its moment
// (cover.ts) and the formula's quantity when the formula asks for one, else 2 to 12 cartons (the
// demo data's platform warehouses are mostly well stocked). Every platform warehouse gets its
// review a year after the anchor, so the job leaves the seed as it is.
import { maxConfirmQty, REPLENISHMENT_CARTON_QTY, suggestedQty } from '../../src/contract/replenishment';
import type { Db } from '../db/db';
import { Prng } from '../db/prng';
import type { SeedContext } from '../db/seed-context';
import { coverOf } from './cover';
import { actOnOrder, suggestOrder, type ReplenishmentAction } from './steps';

export const REPLENISHMENT_ORDERS = 15;
const DAY = 86_400_000;
const STATES = ['suggested', 'confirmed', 'cancelled', 'shipping', 'done'] as const;
const REASONS = ['Stock planned for a promotion elsewhere', 'Sku being discontinued', 'Quantity already on its way with another order'];
const PLATFORM = { id: null, name: 'Platform' };

export const seededReplenishmentId = (tenantKey: string, i: number) => `rp-${tenantKey}-${String(i).padStart(4, '0')}`;

export async function seedReplenishment({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-02T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM replenishment_orders WHERE id = $1', [seededReplenishmentId(tenant.key, REPLENISHMENT_ORDERS)])) continue;
    const warehouses = await db.query<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL ORDER BY code", [tenantId]);
    const stocked: { id: string; cover: Awaited<ReturnType<typeof coverOf>> }[] = [];
    for (const w of warehouses) {
      await db.query('INSERT INTO replenishment_reviews (warehouse_id, tenant_id, next_review_at) VALUES ($1, $2, $3) ON CONFLICT (warehouse_id) DO NOTHING', [w.id, tenantId, new Date(anchor.getTime() + 365 * DAY)]);
      const cover = await coverOf(db, tenantId, w.id, anchor);
      if (cover.length >= 3) stocked.push({ id: w.id, cover });
    }
    if (stocked.length === 0) continue;
    const prng = new Prng(`replenishment/${tenant.key}`);
    const by = deciders[tenant.key] ?? { id: null, name: 'Seed' };
    for (let i = 1; i <= REPLENISHMENT_ORDERS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const created = new Date(anchor.getTime() - (REPLENISHMENT_ORDERS - i + 1) * DAY * 1.5 - prng.int(8) * 3_600_000);
      const { id: warehouseId, cover } = stocked[i % stocked.length];
      const n = 1 + prng.int(3);
      const start = prng.int(cover.length - n + 1);
      const lines = cover.slice(start, start + n).map((c) => ({ ...c, qty: suggestedQty(c) || REPLENISHMENT_CARTON_QTY * (2 + prng.int(11)) }));
      const id = seededReplenishmentId(tenant.key, i);
      const no = `RP${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`;
      const raise = prng.int(3);
      await db.transaction(async (tx) => {
        await suggestOrder(tx, { tenantId, id, no, warehouseId, lines, now: created });
        await seedSteps(tx, { tenantId, id, state, created, by, raise, reason: REASONS[i % REASONS.length] });
      });
    }
  }
}

async function seedSteps(
  tx: Db,
  o: { tenantId: string; id: string; state: (typeof STATES)[number]; created: Date; by: { id: string | null; name: string }; raise: number; reason: string },
): Promise<void> {
  if (o.state === 'suggested') return;
  const step = (action: ReplenishmentAction, version: number, hours: number, by = o.by, extra: { note?: string; lines?: { lineId: string; qty: number }[] } = {}) =>
    actOnOrder(tx, action, { tenantId: o.tenantId, id: o.id, version, lang: 'en', by, now: new Date(o.created.getTime() + hours * 3_600_000), ...extra });
  if (o.state === 'cancelled') {
    await step('cancel', 1, 5, o.by, { note: o.reason });
    return;
  }
  const lines = await tx.query<{ id: string; suggested_qty: number }>('SELECT id, suggested_qty FROM replenishment_order_lines WHERE order_id = $1 ORDER BY id', [o.id]);
  // one in three confirms a line above the suggestion (a carton more), as suppliers do before a peak
  await step('confirm', 1, 6, o.by, { lines: lines.map((l, n) => ({ lineId: l.id, qty: n === 0 && o.raise === 0 ? Math.min(l.suggested_qty + REPLENISHMENT_CARTON_QTY, maxConfirmQty(l.suggested_qty)) : l.suggested_qty })) });
  if (o.state === 'confirmed') return;
  await step('ship', 2, 30, PLATFORM);
  if (o.state === 'shipping') return;
  await step('receive', 3, 100, PLATFORM);
}
