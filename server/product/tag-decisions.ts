// The platform's tag decisions (docs/domain/products.md, "Fulfilment tag"), one unit of work of
// the product decision job (PriceDecisionRunner in price-decisions.ts runs it after the price
// work): takes one applied application whose review time has passed, locked FOR UPDATE SKIP
// LOCKED so several server processes never decide one twice, reads its skus' data (tag-facts.ts)
// and applies tagDecision(): the first rule that fails rejects with its reason code, else
// approved. Writes a record_history row and the product's change record, the platform the actor.
// A supplier withdrawing at the same moment either waits for the row lock and is told the
// platform decided (PRODUCT_TAG_DECIDED), or holds it and the job skips the row.
import { tagDecision, type FulfilmentTag } from '../../src/contract/product';
import type { Db } from '../db/db';
import { writeProductChange } from './change-records';
import { writeTagHistory } from './tag';
import { tagShipping, tagSkus } from './tag-facts';

const PLATFORM = { id: null, name: 'Platform' };

export async function decideOneTag(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const due = await tx.maybe<{ id: string; tenant_id: string; product_id: string; application_no: string; tag: FulfilmentTag; sku_ids: string[] }>(
      `SELECT id, tenant_id, product_id, application_no, tag, sku_ids FROM product_tag_applications
        WHERE status = 'applied' AND review_due_at <= $1 ORDER BY review_due_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
    if (!due) return false;
    const skus = await tagSkus(tx, due.tenant_id, due.sku_ids);
    const code = tagDecision(due.tag, skus, await tagShipping(tx, due.tenant_id, due.product_id));
    const to = code ? 'rejected' : 'approved';
    await tx.query(`UPDATE product_tag_applications SET status = $2, decision_code = $3, decided_at = $4, version = version + 1 WHERE id = $1`, [due.id, to, code, now]);
    await writeTagHistory(tx, due.tenant_id, due.id, code ? 'reject' : 'approve', 'applied', to, code ?? '', PLATFORM, now);
    await writeProductChange(tx, { tenantId: due.tenant_id, productId: due.product_id, subject: 'tag', subjectNo: due.application_no, action: to, detail: [due.tag, code].filter(Boolean).join(' · '), by: PLATFORM, at: now });
    return true;
  });
}
