// The platform's side of replenishment (docs/domain/receipts.md, "Replenishment"), started by
// server/main.ts like the receipt jobs. Each platform warehouse has a review time
// (replenishment_reviews.next_review_at: deadlines are data). One unit of work takes a due review
// with FOR UPDATE SKIP LOCKED (several server processes never take the same one), reads the
// warehouse's cover figures at that moment (cover.ts) and suggests one order with a line per sku
// that needsReplenishment() (under 14 days of cover) and that no open order of the warehouse
// (suggested, confirmed or shipping) already holds; then sets the next review REVIEW_DAYS on.
// The order's history row is written by "Platform" (actor_id null). Before that, each run moves the
// orders their inbounds moved (inbound-sync.ts: confirmed -> shipping -> done).
//   REPLENISHMENT_JOB_INTERVAL_MS (default 5000): how often an idle job looks for due reviews.
import { randomBytes } from 'node:crypto';
import { needsReplenishment, suggestedQty } from '../../src/contract/replenishment';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { coverOf } from './cover';
import { syncOrdersWithInbounds } from './inbound-sync';
import { nextOrderNo, suggestOrder } from './steps';

export const REPLENISHMENT_JOB_INTERVAL_MS = 5000;
export const REVIEW_DAYS = 7;
const DAY = 86_400_000;

export function replenishmentJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.REPLENISHMENT_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : REPLENISHMENT_JOB_INTERVAL_MS;
}

/** Reviews one warehouse in the caller's transaction: the id of the order suggested, or null. */
export async function reviewWarehouse(tx: Db, tenantId: string, warehouseId: string, now: Date): Promise<string | null> {
  const held = new Set(
    (
      await tx.query<{ sku_id: string }>(
        `SELECT l.sku_id FROM replenishment_order_lines l JOIN replenishment_orders r ON r.id = l.order_id AND r.tenant_id = l.tenant_id
          WHERE r.tenant_id = $1 AND r.warehouse_id = $2 AND r.status IN ('suggested', 'confirmed', 'shipping')`,
        [tenantId, warehouseId],
      )
    ).map((r) => r.sku_id),
  );
  const lines = (await coverOf(tx, tenantId, warehouseId, now)).filter((c) => needsReplenishment(c) && !held.has(c.skuId)).map((c) => ({ ...c, qty: suggestedQty(c) }));
  await tx.query('UPDATE replenishment_reviews SET reviewed_at = $2, next_review_at = $3 WHERE warehouse_id = $1', [warehouseId, now, new Date(now.getTime() + REVIEW_DAYS * DAY)]);
  if (lines.length === 0) return null;
  const id = `rp-${randomBytes(8).toString('hex')}`;
  await suggestOrder(tx, { tenantId, id, no: await nextOrderNo(tx, tenantId, now), warehouseId, lines, now });
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, 'replenishment.order', $3, 'suggest', '', 'suggested', $4, NULL, 'Platform', $5)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, id, `${lines.length}`, now],
  );
  return id;
}

export class ReplenishmentSuggestRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? replenishmentJobInterval(), options.log ?? consoleLog('replenishment'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Reviews one warehouse whose review is due; false when there was none. */
  async runOnce(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      // the orders follow their inbounds first (inbound-sync.ts); a run that moved one did work
      if ((await syncOrdersWithInbounds(tx, now)) > 0) return true;
      const due = await tx.maybe<{ warehouse_id: string; tenant_id: string }>(
        'SELECT warehouse_id, tenant_id FROM replenishment_reviews WHERE next_review_at <= $1 ORDER BY next_review_at, warehouse_id LIMIT 1 FOR UPDATE SKIP LOCKED',
        [now],
      );
      if (!due) return false;
      await reviewWarehouse(tx, due.tenant_id, due.warehouse_id, now);
      return true;
    });
  }
}
