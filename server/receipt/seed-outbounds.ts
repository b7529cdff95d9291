// Deterministic demo outbounds (the platform's notices) for every supplier tenant (a seeded PRNG; a
// tenant whose last outbound exists is skipped, so re-running adds nothing). Each is issued and
// taken to its state through the same steps as the portal and the platform's job
// (outbound-steps.ts), so the stock equation holds from the start. Per tenant, OUTBOUNDS notices
// over its platform warehouses cycling: notified · notified (a line lowered) · confirmed (in
// transit) · closed · delivered · reversed · back on the shelf · scrapped (not answered in time). Only skus the warehouses' groups
// neither allot nor have pushed are used (as the outbound orders' seed does); the seeded confirmed
// outbound's carrier is due a year after the anchor, so the job leaves it; the open notices are
// answerable a year on too.
import { Prng } from '../db/prng';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { PLATFORM } from './outbound-order-steps';
import { actOnOutbound, issueOutbound, type OutboundStep } from './outbound-steps';

const OUTBOUNDS = 64;
const DAY = 86_400_000;
const STATES = ['notified', 'lowered', 'confirmed', 'closed', 'delivered', 'reversed', 'returnedToShelf', 'scrapped'] as const;
const CAUSES = ['SLOW_MOVING', 'EXPIRED', 'RECALL'] as const;
const REVERSE = ['ADDRESS_UNREACHABLE', 'REFUSED_AT_DOOR', 'DAMAGED_IN_TRANSIT'] as const;
const FREE = (w: string, s: string) => `NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = ${w} AND a.sku_id = ${s})
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = ${w} AND c.sku_id = ${s})`;

export async function seedOutbounds({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM receipt_outbounds WHERE id = $1', [`ob-${tenant.key}-${String(OUTBOUNDS).padStart(4, '0')}`])) continue;
    const shipTo = await db.maybe<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1`, [tenantId]);
    if (!shipTo) continue;
    const pairs = await db.query<{ sku_id: string; warehouse_id: string }>(
      `SELECT s.sku_id, s.warehouse_id FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.type = 'platform' AND s.on_hand - s.locked - s.isolated >= 40 AND ${FREE('w.id', 's.sku_id')} AND ${FREE('$2', 's.sku_id')}
        ORDER BY s.warehouse_id, s.sku_id`,
      [tenantId, shipTo.id],
    );
    const byWarehouse = new Map<string, string[]>();
    for (const p of pairs) byWarehouse.set(p.warehouse_id, [...(byWarehouse.get(p.warehouse_id) ?? []), p.sku_id]);
    const stocked = [...byWarehouse.entries()].filter(([, skus]) => skus.length >= 3);
    if (stocked.length === 0) continue;
    const prng = new Prng(`receipt-outbound/${tenant.key}`);
    const by = deciders[tenant.key] ?? { id: null, name: 'Seed' };
    for (let i = 1; i <= OUTBOUNDS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const created = new Date(anchor.getTime() - (OUTBOUNDS - i + 1) * DAY * 1.7 - prng.int(8) * 3_600_000);
      const [warehouse, skus] = stocked[i % stocked.length];
      const n = 1 + prng.int(3);
      const start = prng.int(skus.length - n + 1);
      const lines = skus.slice(start, start + n).map((skuId) => ({ skuId, qty: 2 + prng.int(5) }));
      const id = `ob-${tenant.key}-${String(i).padStart(4, '0')}`;
      const no = `OB${created.toISOString().slice(2, 10).replaceAll('-', '')}${String(i).padStart(3, '0')}`;
      const cause = CAUSES[prng.int(CAUSES.length)];
      const reason = REVERSE[prng.int(REVERSE.length)];
      await db.transaction((tx) => seedOne(tx, { tenantId, id, no, state, created, anchor, warehouse, shipTo: shipTo.id, cause, lines, by, reason }));
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
  cause: string;
  lines: { skuId: string; qty: number }[];
  by: { id: string | null; name: string };
  reason: (typeof REVERSE)[number];
}

async function seedOne(tx: Db, o: One): Promise<void> {
  const later = (days: number) => new Date(o.created.getTime() + days * DAY);
  const far = new Date(o.anchor.getTime() + 365 * DAY);
  await issueOutbound(tx, { tenantId: o.tenantId, id: o.id, no: o.no, warehouseId: o.warehouse, shipToId: o.shipTo, cause: o.cause, lines: o.lines, now: o.created });
  let version = 1;
  const step = async (action: Parameters<typeof actOnOutbound>[1], at: Date, extra: Partial<OutboundStep> = {}) => {
    await actOnOutbound(tx, action, { tenantId: o.tenantId, id: o.id, version, lang: 'en', by: o.by, now: at, ...extra });
    version++;
  };
  if (o.state === 'notified' || o.state === 'lowered') {
    if (o.state === 'lowered') await step('updateSkus', later(0.5), { skuList: [{ skuId: o.lines[0].skuId, qty: 1 }] });
    await tx.query('UPDATE receipt_outbounds SET answer_by = $2 WHERE id = $1', [o.id, far]);
    return;
  }
  if (o.state === 'closed') return step('close', later(1), { note: 'Keeping the goods there for the next season' });
  if (o.state === 'scrapped') return step('scrap', later(7.5), { by: PLATFORM });
  await step('confirm', later(1));
  if (o.state === 'confirmed') {
    await tx.query('UPDATE receipt_outbounds SET done_due_at = $2 WHERE id = $1', [o.id, far]);
    return;
  }
  if (o.state === 'delivered') return step('deliver', later(3), { by: PLATFORM });
  await step('reverse', later(3), { by: PLATFORM, reason: o.reason });
  if (o.state === 'returnedToShelf') await step('confirmReverse', later(4));
}
