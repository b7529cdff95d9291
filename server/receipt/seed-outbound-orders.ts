// Deterministic demo outbound orders for every supplier tenant (a seeded PRNG; a tenant whose last
// order exists is skipped, so re-running adds nothing). Each order is taken to its state through the
// same steps as the portal and the platform's job (outbound-order-steps.ts, outbound-stock.ts), so
// the stock equation holds from the start. Per tenant, ORDERS orders over its platform warehouses,
// the cycle of states:
//   draft (return) · draft (scrap) · submitted (locked) · confirmed (in transit back) · delivered ·
//   scrapped · rejected (a line under the minimum) · cancelled after submitting (lock released).
// Only skus the warehouses' groups neither allot nor have pushed are taken out or delivered, so the
// inventory area's allotments and trigger diffs stay as its seed made them; the platform's review of
// the seeded submitted and confirmed orders is due a year after the anchor, so the job leaves them.
import { Prng } from '../db/prng';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { actOnOutboundOrder, PLATFORM, type Step } from './outbound-order-steps';

const ORDERS = 96;
const DAY = 86_400_000;
const STATES = ['draft', 'draftScrap', 'submitted', 'confirmed', 'delivered', 'scrapped', 'rejected', 'cancelled'] as const;
const FREE = (w: string, s: string) => `NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = ${w} AND a.sku_id = ${s})
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = ${w} AND c.sku_id = ${s})`;

export async function seedOutboundOrders({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM receipt_outbound_orders WHERE id = $1', [`oo-${tenant.key}-${String(ORDERS).padStart(4, '0')}`])) continue;
    // per platform warehouse, skus with plenty available that a return may bring to the ship-to warehouse
    const shipTo = await db.maybe<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1`, [tenantId]);
    if (!shipTo) continue;
    const pairs = await db.query<{ sku_id: string; warehouse_id: string }>(
      `SELECT s.sku_id, s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.type = 'platform' AND s.on_hand - s.locked - s.isolated >= 60 AND ${FREE('w.id', 's.sku_id')} AND ${FREE('$2', 's.sku_id')}
        ORDER BY s.warehouse_id, s.sku_id`,
      [tenantId, shipTo.id],
    );
    const byWarehouse = new Map<string, string[]>();
    for (const p of pairs) byWarehouse.set(p.warehouse_id, [...(byWarehouse.get(p.warehouse_id) ?? []), p.sku_id]);
    const stocked = [...byWarehouse.entries()].filter(([, skus]) => skus.length >= 4);
    if (stocked.length === 0) continue;
    const prng = new Prng(`receipt-outbound-order/${tenant.key}`);
    const by = deciders[tenant.key] ?? { id: null, name: 'Seed' };
    for (let i = 1; i <= ORDERS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const created = new Date(anchor.getTime() - (ORDERS - i + 1) * DAY * 1.3 - prng.int(8) * 3_600_000);
      const [warehouse, skus] = stocked[i % stocked.length];
      const lines = 1 + prng.int(3);
      const start = prng.int(skus.length - lines + 1);
      const qtys = Array.from({ length: lines }, (_, n) => (state === 'rejected' && n === 0 ? 3 : 5 + prng.int(6)));
      const no = `OO${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`;
      await db.transaction((tx) => seedOne(tx, { tenantId, id: `oo-${tenant.key}-${String(i).padStart(4, '0')}`, no, state, created, anchor, warehouse, shipTo: shipTo.id, skus: skus.slice(start, start + lines), qtys, by }));
    }
  }
}

interface One {
  tenantId: string;
  id: string;
  no: string;
  state: (typeof STATES)[number];
  created: Date;
  anchor: Date;
  warehouse: string;
  shipTo: string;
  skus: string[];
  qtys: number[];
  by: { id: string | null; name: string };
}

async function seedOne(tx: Db, o: One): Promise<void> {
  const later = (days: number) => new Date(o.created.getTime() + days * DAY);
  const scrap = o.state === 'draftScrap' || o.state === 'scrapped';
  await tx.query(
    `INSERT INTO receipt_outbound_orders (id, tenant_id, order_no, warehouse_id, purpose, ship_to_id, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7, $7)`,
    [o.id, o.tenantId, o.no, o.warehouse, scrap ? 'scrap' : 'return', scrap ? null : o.shipTo, o.created],
  );
  for (const [n, sku] of o.skus.entries()) {
    await tx.query('INSERT INTO receipt_outbound_order_lines (id, tenant_id, order_id, sku_id, qty) VALUES ($1, $2, $3, $4, $5)', [`${o.id}-${n + 1}`, o.tenantId, o.id, sku, o.qtys[n]]);
  }
  if (o.state === 'draft' || o.state === 'draftScrap') return;
  let version = 1;
  const step = async (action: Parameters<typeof actOnOutboundOrder>[1], at: Date, extra: Partial<Step> = {}) => {
    await actOnOutboundOrder(tx, action, { tenantId: o.tenantId, id: o.id, version, lang: 'en', by: o.by, now: at, ...extra });
    version++;
  };
  await step('submit', later(0.2));
  if (o.state === 'cancelled') return step('cancel', later(0.5), { note: 'Sold through the platform after all' });
  if (o.state === 'rejected') return step('reject', later(1), { by: PLATFORM, reason: 'UNDER_MIN_QTY' });
  const far = new Date(o.anchor.getTime() + 365 * DAY);
  if (o.state === 'submitted') {
    await tx.query('UPDATE receipt_outbound_orders SET decide_due_at = $2 WHERE id = $1', [o.id, far]);
    return;
  }
  await step('confirm', later(1), { by: PLATFORM });
  if (o.state === 'confirmed') {
    await tx.query('UPDATE receipt_outbound_orders SET done_due_at = $2 WHERE id = $1', [o.id, far]);
    return;
  }
  await step(o.state === 'scrapped' ? 'scrap' : 'deliver', later(3), { by: PLATFORM });
}
