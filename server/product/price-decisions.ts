// The platform's price decisions (docs/domain/products.md, "Price change"): started by
// server/main.ts like the order decision job. Each unit of work takes one row, locked with
// FOR UPDATE SKIP LOCKED so several server processes never take the same one, and
//   - decides a pending proposal whose review time has passed (review_due_at <= now): the rules
//     of priceDecision() (src/contract/product/price.ts) in order, the first that fails rejects
//     with its reason code, else approved;
//   - applies an approved proposal whose effective date has come (effective_date <= today, UTC):
//     the sku's supply price becomes the new price, a price history row starts on that date, the
//     product's kept price range moves, the proposal is 'effective'.
// Each writes a record_history row with the platform as the actor (actor_id null). A supplier
// withdrawing at the same moment either waits for the job's row lock and is told the platform
// decided (PRODUCT_PRICE_DECIDED), or holds it and the job skips the row.
//   PRICE_DECISION_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work.
//   PRICE_REVIEW_SECONDS (default 30, server/product/price.ts): the review time of a new proposal.
import { randomBytes } from 'node:crypto';
import { priceDecision, type PriceDriver } from '../../src/contract/product';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { priceChangeDetail, writeProductChange } from './change-records';
import { dayOf, writeHistory } from './price';
import { decideOneTag } from './tag-decisions';
import { runPlatformDecisions } from './platform-decisions';
import { repriceSku } from './price-formula';

export const PRICE_DECISION_JOB_INTERVAL_MS = 5000;
const PLATFORM = { id: null, name: 'Platform' };

export function priceDecisionJobInterval(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.PRICE_DECISION_JOB_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : PRICE_DECISION_JOB_INTERVAL_MS;
}

const dayText = (v: Date | string) => (v instanceof Date ? dayOf(v) : String(v).slice(0, 10));

interface ProposalRow {
  id: string;
  proposal_no: string;
  tenant_id: string;
  product_id: string;
  product_sku_id: string;
  old_price: string;
  new_price: string;
  sale_price: string;
  driver: PriceDriver;
  effective_date: Date | string;
}

export class PriceDecisionRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? priceDecisionJobInterval(), options.log ?? consoleLog('price decisions'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Decides one due proposal, else applies one whose date has come, else decides one due tag application (tag-decisions.ts); false when there was none. */
  async runOnce(): Promise<boolean> {
    return (await this.decideOne()) || (await this.applyOne()) || (await decideOneTag(this.db, this.now())) || (await runPlatformDecisions(this.db, this.now()));
  }

  private async decideOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<ProposalRow>(
        `SELECT * FROM product_price_proposals WHERE status = 'pending' AND review_due_at <= $1 ORDER BY review_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      const code = priceDecision({ oldPrice: Number(due.old_price), newPrice: Number(due.new_price), salePrice: Number(due.sale_price), driver: due.driver });
      const to = code ? 'rejected' : 'approved';
      await tx.query(`UPDATE product_price_proposals SET status = $2, decision_code = $3, decided_at = $4, version = version + 1 WHERE id = $1`, [due.id, to, code, now]);
      if (code) await tx.query(`UPDATE products SET open_proposals = open_proposals - 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [due.product_id, due.tenant_id, now]);
      await writeHistory(tx, due.tenant_id, due.id, code ? 'reject' : 'approve', 'pending', to, code ?? '', PLATFORM, now);
      await writeProductChange(tx, { tenantId: due.tenant_id, productId: due.product_id, subject: 'price', subjectNo: due.proposal_no, action: to, detail: priceChangeDetail(due.old_price, due.new_price, dayText(due.effective_date), code ?? ''), by: PLATFORM, at: now });
      return true;
    });
  }

  private async applyOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<ProposalRow>(
        `SELECT * FROM product_price_proposals WHERE status = 'approved' AND effective_date <= $1::date ORDER BY effective_date, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [dayOf(now)],
      );
      if (!due) return false;
      const from = due.effective_date instanceof Date ? dayOf(due.effective_date) : String(due.effective_date).slice(0, 10);
      await tx.query(`UPDATE product_price_proposals SET status = 'effective', applied_at = $2, version = version + 1 WHERE id = $1`, [due.id, now]);
      await tx.query(`UPDATE product_skus SET supply_price = $2, version = version + 1 WHERE id = $1`, [due.product_sku_id, due.new_price]);
      await repriceSku(tx, due.tenant_id, due.product_sku_id); // the channel's price formula sets the new sale price
      await tx.query(`INSERT INTO product_price_history (id, tenant_id, product_sku_id, price, effective_from, proposal_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
        `ph_${randomBytes(6).toString('hex')}`,
        due.tenant_id,
        due.product_sku_id,
        due.new_price,
        from,
        due.id,
      ]);
      await tx.query(
        `UPDATE products p SET open_proposals = p.open_proposals - 1, updated_at = $3, version = p.version + 1,
                supply_price_min = k.lo, supply_price_max = k.hi
           FROM (SELECT min(supply_price) AS lo, max(supply_price) AS hi FROM product_skus WHERE product_id = $1 AND tenant_id = $2) k
          WHERE p.id = $1 AND p.tenant_id = $2`,
        [due.product_id, due.tenant_id, now],
      );
      await writeHistory(tx, due.tenant_id, due.id, 'apply', 'approved', 'effective', '', PLATFORM, now);
      await writeProductChange(tx, { tenantId: due.tenant_id, productId: due.product_id, subject: 'price', subjectNo: due.proposal_no, action: 'effective', detail: priceChangeDetail(due.old_price, due.new_price, from), by: PLATFORM, at: now });
      return true;
    });
  }
}
