// The platform's brand authorization decisions (docs/domain/products.md, "Brand authorization"),
// started by server/main.ts beside the price decisions. Each unit of work takes one row, locked
// with FOR UPDATE SKIP LOCKED so several server processes never take the same one, and
//   - decides a submitted authorization whose review time has passed (review_due_at <= now) by
//     brandDecision() (src/contract/product/brand.ts): refused with its reason code, else granted;
//   - expires a granted authorization whose valid-to has passed (valid_to < today, UTC): new
//     listings of the brand stop (the list's "new listings allowed" turns off with it).
// Each writes a record_history row with the platform as the actor (actor_id null). A supplier
// revoking at the same moment either waits for the row lock and is told the platform decided
// (PRODUCT_BRAND_DECIDED) or holds it and the job skips the row.
//   PRICE_DECISION_JOB_INTERVAL_MS (default 5000): how often an idle job looks for work (one
//   interval for the product area's platform jobs).
import { randomBytes } from 'node:crypto';
import { brandDecision, type BrandAuthType } from '../../src/contract/product';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { BRAND_KIND } from './brand';
import { priceDecisionJobInterval } from './price-decisions';

const PLATFORM = { id: null, name: 'Platform' };

interface AuthRow {
  id: string;
  tenant_id: string;
  status: string;
  auth_type: BrandAuthType;
  licensor: string;
  valid_to: Date | string;
}

const day = (d: Date | string) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

async function history(tx: Db, row: AuthRow, action: string, to: string, note: string, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [`rh_${randomBytes(6).toString('hex')}`, row.tenant_id, BRAND_KIND, row.id, action, row.status, to, note, PLATFORM.id, PLATFORM.name, at],
  );
}

export class BrandDecisionRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? priceDecisionJobInterval(), options.log ?? consoleLog('brand decisions'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Decides one due authorization, else expires one; false when there was neither. */
  async runOnce(): Promise<boolean> {
    return (await this.decideOne()) || (await this.expireOne());
  }

  private async decideOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<AuthRow>(
        `SELECT id, tenant_id, status, auth_type, licensor, valid_to FROM product_brand_auths
          WHERE status = 'submitted' AND review_due_at <= $1 ORDER BY review_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      const code = brandDecision({ validTo: day(due.valid_to), today: day(now), authType: due.auth_type, licensor: due.licensor });
      const to = code ? 'refused' : 'granted';
      await tx.query(`UPDATE product_brand_auths SET status = $2, refusal_code = $3, decided_at = $4, version = version + 1 WHERE id = $1`, [due.id, to, code, now]);
      await history(tx, due, code ? 'refuse' : 'grant', to, code ?? '', now);
      return true;
    });
  }

  private async expireOne(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx.maybe<AuthRow>(
        `SELECT id, tenant_id, status, auth_type, licensor, valid_to FROM product_brand_auths
          WHERE status = 'granted' AND valid_to < $1::date ORDER BY valid_to, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [day(now)],
      );
      if (!due) return false;
      await tx.query(`UPDATE product_brand_auths SET status = 'expired', version = version + 1 WHERE id = $1`, [due.id]);
      await history(tx, due, 'expire', 'expired', '', now);
      return true;
    });
  }
}
