// The platform's review of new-product items (docs/domain/products.md, "New-product application"),
// started by server/main.ts beside the price decisions, at the same interval
// (PRICE_DECISION_JOB_INTERVAL_MS). Each unit of work takes one item in review whose review time
// has passed (review_due_at <= now), locked FOR UPDATE SKIP LOCKED so several processes never
// decide one twice, and applies the rules in order; the first that fails decides:
//   DUPLICATE_PRODUCT  the master sku is already listed on the batch's channel: rejected for good;
//   CATEGORY_WRONG     the master sku's category is not the category's top level: returned, the
//                      category (and so its attributes) reopen;
//   ATTRIBUTE_INVALID  a number attribute outside the range the category accepts: returned, those
//                      attributes reopen;
//   TITLE_POOR         a title under 20 characters or all in capitals: returned, the title reopens.
// Otherwise approved: a platform product is created on the channel (createPlatformProduct) and the
// item links to it. A resubmit at the same moment waits for the item's batch lock or is told the
// item changed (PRODUCT_APPLY_STALE).
//   NEW_PRODUCT_REVIEW_SECONDS (default 30, new-product.ts): the review time of a submitted item.
import { newProductDecision } from '../../src/contract/product';
import type { Db } from '../db/db';
import { consoleLog, Poller } from '../jobs/poller';
import { loadCategories } from './categories';
import { createPlatformProduct } from './new-product';
import { priceDecisionJobInterval } from './price-decisions';

interface DueItem {
  id: string;
  tenant_id: string;
  batch_id: string;
  batch_code: string;
  line_no: number;
  cart_id: string;
  category_code: string;
  title: string;
  brand: string;
  sku_id: string;
  sku_category: string;
  supply_price: string;
  attributes: Record<string, string> | string;
}

/** Decides one item: the decision written, and the product created on approval. Exported for the seed. */
export async function decideItem(tx: Db, item: DueItem, now: Date, productId?: string): Promise<void> {
  const listed = await tx.maybe(
    `SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
      WHERE s.tenant_id = $1 AND s.sku_id = $2 AND p.cart_id = $3 LIMIT 1`,
    [item.tenant_id, item.sku_id, item.cart_id],
  );
  const categories = await loadCategories(tx);
  const attributes = typeof item.attributes === 'string' ? JSON.parse(item.attributes) : item.attributes;
  const decision = listed ? { code: 'DUPLICATE_PRODUCT' as const, fields: [] } : newProductDecision({ categoryCode: item.category_code, title: item.title, attributes }, item.sku_category, categories);
  if (decision) {
    await tx.query(`UPDATE product_apply_items SET status = $2, reason_code = $3, fix_fields = $4, decided_at = $5, version = version + 1 WHERE id = $1`, [
      item.id,
      decision.code === 'DUPLICATE_PRODUCT' ? 'rejected' : 'returned',
      decision.code,
      decision.fields,
      now,
    ]);
  } else {
    const category = categories.find((c) => c.code === item.category_code);
    const top = categories.find((c) => c.code === category?.parentCode) ?? category;
    const pid = await createPlatformProduct(tx, {
      id: productId,
      tenantId: item.tenant_id,
      cartId: item.cart_id,
      productCode: `${item.batch_code}-${item.line_no}`,
      title: item.title,
      brand: item.brand,
      category: top?.nameEn ?? '',
      skuId: item.sku_id,
      supplyPrice: Number(item.supply_price),
      at: now,
    });
    await tx.query(`UPDATE product_apply_items SET status = 'approved', product_id = $2, decided_at = $3, version = version + 1 WHERE id = $1`, [item.id, pid, now]);
  }
  await tx.query('UPDATE product_apply_batches SET updated_at = $2, version = version + 1 WHERE id = $1', [item.batch_id, now]);
}

export const DUE_ITEM_SQL = `SELECT i.id, i.tenant_id, i.batch_id, b.batch_code, i.line_no, b.cart_id, i.category_code, i.title, i.brand, i.sku_id, s.category AS sku_category,
    i.supply_price, i.attributes
  FROM product_apply_items i JOIN product_apply_batches b ON b.id = i.batch_id AND b.tenant_id = i.tenant_id
  JOIN skus s ON s.id = i.sku_id AND s.tenant_id = i.tenant_id`;

export class NewProductDecisionRunner extends Poller {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; pollMs?: number; now?: () => Date; log?: (message: string, error?: unknown) => void }) {
    super(options.pollMs ?? priceDecisionJobInterval(), options.log ?? consoleLog('new-product decisions'));
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  /** Nothing is claimed across transactions: nothing to recover. */
  async recover(): Promise<void> {}

  /** Decides one due item; false when there was none. */
  async runOnce(): Promise<boolean> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      // the batch row is the lock a resubmit takes: take it first, skipping batches in use
      const due = await tx.maybe<{ id: string; batch_id: string }>(
        `SELECT i.id, i.batch_id FROM product_apply_items i WHERE i.status = 'inReview' AND i.review_due_at <= $1 ORDER BY i.review_due_at, i.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      if (!due) return false;
      const batch = await tx.maybe('SELECT 1 FROM product_apply_batches WHERE id = $1 FOR UPDATE SKIP LOCKED', [due.batch_id]);
      if (!batch) return false;
      const item = await tx.one<DueItem>(`${DUE_ITEM_SQL} WHERE i.id = $1`, [due.id]);
      await decideItem(tx, item, now);
      return true;
    });
  }
}
