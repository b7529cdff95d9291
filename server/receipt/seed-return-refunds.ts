// Deterministic demo return-refund masters and their orders for every supplier tenant (a seeded
// PRNG; a tenant whose last master exists is skipped, and a master already there is left as it is,
// so re-running adds nothing). Each master is
// opened, its returns inspected into it and taken to its state through the same steps as the
// portal and the platform's job (return-refund-steps.ts), so the stock equation holds from the
// start. Per tenant, MASTERS weekly masters over its platform warehouses cycling collecting ·
// pendingConfirm · disputed · confirmed · done (the second done one after a decided dispute), each
// with 4 to 6 returns covering every inspection. Only skus the warehouses' groups (the platform
// warehouse's and the ship-to's) neither allot nor have pushed are used; what is due is due a year
// after the anchor (the collecting week's end, the dispute's decision, the outbound's delivery), so
// the job leaves the seed as it is.
import { Prng } from '../db/prng';
import type { Db } from '../db/db';
import type { SeedContext } from '../db/seed-context';
import { returnCustomerReasons, returnInspections, type ReturnMasterStatus } from '../../src/contract/receipt';
import { PLATFORM } from './outbound-order-steps';
import { actOnReturnMaster, openMaster, receiveReturn, WEEK_MS, type ReturnMasterAction } from './return-refund-steps';

/** A multiple of the five states, so the last master stays done. */
const MASTERS = 60;
const DAY = 86_400_000;
const STATES: readonly ReturnMasterStatus[] = ['collecting', 'pendingConfirm', 'disputed', 'confirmed', 'done'];
const FREE = (w: string, s: string) => `NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN warehouse_group_allotments a ON a.group_id = g.group_id WHERE g.warehouse_id = ${w} AND a.sku_id = ${s})
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_warehouses g JOIN channel_stock c ON c.group_id = g.group_id WHERE g.warehouse_id = ${w} AND c.sku_id = ${s})`;

export const returnMasterId = (tenantKey: string, i: number) => `rm-${tenantKey}-${String(i).padStart(4, '0')}`;

export async function seedReturnRefunds({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM receipt_return_masters WHERE id = $1', [returnMasterId(tenant.key, MASTERS)])) continue;
    const shipTo = await db.maybe<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code LIMIT 1`, [tenantId]);
    if (!shipTo) continue;
    const pairs = await db.query<{ sku_id: string; warehouse_id: string; currency: string }>(
      `SELECT s.sku_id, s.warehouse_id, k.currency FROM inventory_stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id JOIN skus k ON k.id = s.sku_id AND k.tenant_id = s.tenant_id
        WHERE s.tenant_id = $1 AND w.type = 'platform' AND ${FREE('w.id', 's.sku_id')} AND ${FREE('$2', 's.sku_id')}
        ORDER BY s.warehouse_id, s.sku_id`,
      [tenantId, shipTo.id],
    );
    const byWarehouse = new Map<string, string[]>();
    for (const p of pairs) byWarehouse.set(p.warehouse_id, [...(byWarehouse.get(p.warehouse_id) ?? []), p.sku_id]);
    const stocked = [...byWarehouse.entries()].filter(([, skus]) => skus.length >= 2);
    if (stocked.length === 0) continue;
    const currency = pairs[0].currency;
    // a database seeded with fewer masters gets the rest; one already there is left as it is
    const existing = new Set((await db.query<{ id: string }>('SELECT id FROM receipt_return_masters WHERE tenant_id = $1 AND id LIKE $2', [tenantId, `rm-${tenant.key}-%`])).map((r) => r.id));
    const prng = new Prng(`receipt-return-refund/${tenant.key}`);
    const by = deciders[tenant.key] ?? { id: null, name: 'Seed' };
    for (let i = 1; i <= MASTERS; i++) {
      const state = STATES[(i - 1) % STATES.length];
      const weekStart = new Date(anchor.getTime() - (MASTERS - i + 2) * WEEK_MS);
      const [warehouse, skus] = stocked[i % stocked.length];
      const n = 4 + prng.int(3);
      const returns = Array.from({ length: n }, (_, k) => ({
        skuId: skus[prng.int(skus.length)],
        qty: 1 + prng.int(3),
        inspection: returnInspections[(k + i) % returnInspections.length],
        reason: returnCustomerReasons[prng.int(returnCustomerReasons.length)],
        orderRef: `SO${String(prng.int(90_000_000) + 10_000_000)}`,
        at: new Date(weekStart.getTime() + (k + 1) * DAY * 0.9 + prng.int(12) * 3_600_000),
      }));
      if (existing.has(returnMasterId(tenant.key, i))) continue;
      await db.transaction((tx) => seedOne(tx, { tenantId, key: tenant.key, i, state, weekStart, anchor, warehouse, shipTo: shipTo.id, currency, returns, by }));
    }
  }
}

interface One {
  tenantId: string;
  key: string;
  i: number;
  state: ReturnMasterStatus;
  weekStart: Date;
  anchor: Date;
  warehouse: string;
  shipTo: string;
  currency: string;
  returns: { skuId: string; qty: number; inspection: (typeof returnInspections)[number]; reason: (typeof returnCustomerReasons)[number]; orderRef: string; at: Date }[];
  by: { id: string | null; name: string };
}

async function seedOne(tx: Db, o: One): Promise<void> {
  const id = returnMasterId(o.key, o.i);
  const ymd = o.weekStart.toISOString().slice(2, 10).replaceAll('-', '');
  const no = `RM${ymd}${String(o.i).padStart(3, '0')}`;
  const far = new Date(o.anchor.getTime() + 365 * DAY);
  const weekEnd = new Date(o.weekStart.getTime() + WEEK_MS);
  await openMaster(tx, { tenantId: o.tenantId, id, no, warehouseId: o.warehouse, shipToId: o.shipTo, currency: o.currency, weekStartsAt: o.weekStart, now: o.weekStart });
  for (const [k, r] of o.returns.entries()) {
    await receiveReturn(tx, { tenantId: o.tenantId, masterId: id, id: `${id}-${k + 1}`, no: `RR${ymd}${String(o.i).padStart(3, '0')}${k + 1}`, orderRef: r.orderRef, skuId: r.skuId, qty: r.qty, reason: r.reason, inspection: r.inspection, returnedAt: r.at, now: new Date(r.at.getTime() + 3_600_000) });
  }
  if (o.state === 'collecting') {
    await tx.query('UPDATE receipt_return_masters SET week_ends_at = $2 WHERE id = $1', [id, far]);
    return;
  }
  let version = 1;
  const step = async (action: ReturnMasterAction, at: Date, extra: { by?: typeof o.by; items?: { itemId: string; reason: string }[] } = {}) => {
    await actOnReturnMaster(tx, action, { tenantId: o.tenantId, id, version, lang: 'en', by: o.by, now: at, ...extra });
    version++;
  };
  await step('closeWeek', weekEnd, { by: PLATFORM });
  if (o.state === 'pendingConfirm') return;
  const defective = o.returns.map((r, k) => ({ r, itemId: `${id}-${k + 1}` })).filter(({ r }) => r.inspection === 'defective');
  const disputes = o.state === 'disputed' || (o.state === 'done' && o.i > STATES.length);
  if (disputes && defective.length > 0) {
    await step('dispute', new Date(weekEnd.getTime() + DAY), { items: defective.map((d) => ({ itemId: d.itemId, reason: 'The unit left our warehouse tested and sealed' })) });
    if (o.state === 'disputed') {
      await tx.query('UPDATE receipt_return_masters SET decide_due_at = $2 WHERE id = $1', [id, far]);
      return;
    }
    await step('decide', new Date(weekEnd.getTime() + 2 * DAY), { by: PLATFORM });
  } else {
    await step('confirm', new Date(weekEnd.getTime() + DAY));
  }
  if (o.state === 'confirmed') {
    await tx.query('UPDATE receipt_return_masters SET done_due_at = $2 WHERE id = $1', [id, far]);
    return;
  }
  await step('deliver', new Date(weekEnd.getTime() + 4 * DAY), { by: PLATFORM });
}
