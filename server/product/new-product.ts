// New-product applications (src/contract/product/new-product.ts; docs/domain/products.md
// "New-product application"): the category tree, the batch list and one batch, saving a draft
// batch (its channel and items; only while every item is a draft), submitting it (refused while an
// item misses a required field, each named; a repeat of a submit that went through answers the
// batch unchanged), and resubmitting a returned item (only the fields the platform named may
// change). Every change locks the batch row and checks the version the client read. The platform's
// review is new-product-decisions.ts; an approval creates a platform product (createPlatformProduct).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  fieldOpen,
  getApplyBatch,
  getCategoryAttributes,
  readinessGaps,
  resubmitApplyItem,
  saveApplyBatch,
  searchApplyBatches,
  submitApplyBatch,
  type ApplyBatch,
  type ApplyItem,
  type ApplyItemInput,
  type Category,
} from '../../src/contract/product';
import type { Language } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { loadCategories } from './categories';
import { applyBatchListDefinition } from './list-apply';
import { applyInvalid, applyLocked, applyNotReady, applyStale } from './new-product-messages';
import { repriceSku } from './price-formula';

/** How long the platform takes to review an item (the demo's; a real platform takes about 2 days). */
export function newProductReviewSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.NEW_PRODUCT_REVIEW_SECONDS;
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : 30;
}

type Caller = { id: string; lang: Language; displayName: string; tenant: { id: string } };

interface ItemRow {
  id: string;
  line_no: number;
  category_code: string;
  title: string;
  brand: string;
  sku_id: string | null;
  sku_code: string | null;
  sku_name: string | null;
  supply_price: string | null;
  attributes: Record<string, string> | string;
  status: ApplyItem['status'];
  reason_code: ApplyItem['reasonCode'];
  fix_fields: string[];
  review_due_at: Date | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  product_id: string | null;
  version: number;
}

const iso = (t: Date | null) => (t ? new Date(t).toISOString() : null);
const attrsOf = (a: ItemRow['attributes']): Record<string, string> => (typeof a === 'string' ? JSON.parse(a) : a);

const toItem = (r: ItemRow): ApplyItem => ({
  id: r.id,
  lineNo: r.line_no,
  categoryCode: r.category_code,
  title: r.title,
  brand: r.brand,
  skuCode: r.sku_code ?? '',
  skuName: r.sku_name ?? '',
  supplyPrice: r.supply_price === null ? null : Number(r.supply_price),
  attributes: attrsOf(r.attributes),
  status: r.status,
  reasonCode: r.reason_code,
  fixFields: r.fix_fields,
  reviewDueAt: iso(r.review_due_at),
  submittedAt: iso(r.submitted_at),
  decidedAt: iso(r.decided_at),
  productId: r.product_id,
  version: r.version,
});

const ITEMS_SQL = `SELECT i.*, s.sku AS sku_code, s.name AS sku_name FROM product_apply_items i LEFT JOIN skus s ON s.id = i.sku_id AND s.tenant_id = i.tenant_id
  WHERE i.batch_id = $1 AND i.tenant_id = $2 ORDER BY i.line_no`;

export async function oneBatch(db: Db, user: Caller, batchCode: string): Promise<ApplyBatch> {
  const b = await db.maybe<{ id: string }>('SELECT id FROM product_apply_batches WHERE batch_code = $1 AND tenant_id = $2', [batchCode, user.tenant.id]);
  if (!b) throw notFound(user.lang);
  const page = await applyBatchListDefinition.page(db, callerOf(user), { conditions: { id: b.id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  const items = await db.query<ItemRow>(ITEMS_SQL, [b.id, user.tenant.id]);
  return { ...row, items: items.map(toItem) };
}

interface BatchLock {
  id: string;
  batch_code: string;
  version: number;
}

async function lockBatch(tx: Db, user: Caller, batchCode: string): Promise<BatchLock> {
  const b = await tx.maybe<BatchLock>('SELECT id, batch_code, version FROM product_apply_batches WHERE batch_code = $1 AND tenant_id = $2 FOR UPDATE', [batchCode, user.tenant.id]);
  if (!b) throw notFound(user.lang);
  return b;
}

/** The master skus' ids by code (refused when one is not the tenant's). */
async function skuIds(tx: Db, user: Caller, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  const rows = await tx.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND sku = ANY($2::text[])', [user.tenant.id, wanted]);
  const byCode = new Map(rows.map((r) => [r.sku, r.id]));
  const unknown = wanted.find((c) => !byCode.has(c));
  if (unknown) throw applyInvalid(user.lang, 'sku', { code: unknown });
  return byCode;
}

/** A category items can take ('' in a draft), and attributes of that category only. */
function checkCategory(lang: Language, categories: Category[], item: Pick<ApplyItemInput, 'categoryCode' | 'attributes'>): void {
  if (item.categoryCode === '') return;
  const category = categories.find((c) => c.code === item.categoryCode && c.leaf);
  if (!category) throw applyInvalid(lang, 'category', { code: item.categoryCode });
  const stray = Object.keys(item.attributes).find((k) => !category.attributes.some((a) => a.code === k));
  if (stray) throw applyInvalid(lang, 'attribute', { code: stray });
}

/** Only the values written: empty attributes are dropped. */
const cleanAttributes = (a: Record<string, string>) => Object.fromEntries(Object.entries(a).filter(([, v]) => v.trim() !== ''));

export const newProductHandlers: readonly HandlerEntry[] = [
  defineHandler(getCategoryAttributes, async ({ db }) => ({ categories: await loadCategories(db) })),

  defineHandler(searchApplyBatches, async ({ db, user, body }) => (await applyBatchListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getApplyBatch, ({ db, user, params }) => oneBatch(db, user, params.batchCode)),

  defineHandler(saveApplyBatch, async ({ db, user, body, now }) => {
    const categories = await loadCategories(db);
    for (const item of body.items) checkCategory(user.lang, categories, item);
    const code = await db.transaction(async (tx) => {
      // the batch first: another tenant's batch is not found, whatever else the body says
      const held = body.batchCode === null ? null : await lockBatch(tx, user, body.batchCode);
      const cart = await tx.maybe<{ id: string }>('SELECT id FROM carts WHERE tenant_id = $1 AND code = $2', [user.tenant.id, body.cartCode]);
      if (!cart) throw applyInvalid(user.lang, 'cart');
      const skus = await skuIds(tx, user, body.items.map((i) => i.skuCode));
      let batch: BatchLock;
      if (held === null) {
        const batchCode = `NP${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomInt(10_000, 100_000)}`;
        batch = { id: `nb_${randomBytes(6).toString('hex')}`, batch_code: batchCode, version: 1 };
        await tx.query(
          `INSERT INTO product_apply_batches (id, tenant_id, batch_code, cart_id, created_at, created_by_name, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $5)`,
          [batch.id, user.tenant.id, batchCode, cart.id, now, user.displayName],
        );
      } else {
        batch = held;
        if (batch.version !== body.version) throw applyStale(user.lang);
        const open = await tx.maybe("SELECT 1 FROM product_apply_items WHERE batch_id = $1 AND status <> 'draft' LIMIT 1", [batch.id]);
        if (open) throw applyInvalid(user.lang, 'notDraft', {}, 409);
        await tx.query('DELETE FROM product_apply_items WHERE batch_id = $1', [batch.id]);
        await tx.query('UPDATE product_apply_batches SET cart_id = $2, updated_at = $3, version = version + 1 WHERE id = $1', [batch.id, cart.id, now]);
      }
      for (const [n, item] of body.items.entries()) {
        await tx.query(
          `INSERT INTO product_apply_items (id, tenant_id, batch_id, line_no, category_code, title, brand, sku_id, supply_price, attributes, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'draft')`,
          [`ni_${randomBytes(6).toString('hex')}`, user.tenant.id, batch.id, n + 1, item.categoryCode, item.title, item.brand, skus.get(item.skuCode) ?? null, item.supplyPrice, JSON.stringify(cleanAttributes(item.attributes))],
        );
      }
      return batch.batch_code;
    });
    return oneBatch(db, user, code);
  }),

  defineHandler(submitApplyBatch, async ({ db, user, body, now }) => {
    const categories = await loadCategories(db);
    await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, user, body.batchCode);
      const items = (await tx.query<ItemRow>(ITEMS_SQL, [batch.id, user.tenant.id])).map(toItem);
      const drafts = items.filter((i) => i.status === 'draft');
      // the same submit again (a double click, a retry after a lost answer): the batch as it is
      if (drafts.length === 0 && batch.version === body.version + 1) return;
      if (batch.version !== body.version || drafts.length === 0) throw applyStale(user.lang);
      const missing = drafts.map((i) => ({ lineNo: i.lineNo, gaps: readinessGaps(i, categories) })).filter((x) => x.gaps.length > 0);
      if (missing.length) throw applyNotReady(user.lang, missing);
      await tx.query(
        `UPDATE product_apply_items SET status = 'inReview', submitted_at = $2, review_due_at = $3, version = version + 1 WHERE batch_id = $1 AND status = 'draft'`,
        [batch.id, now, new Date(now.getTime() + newProductReviewSeconds() * 1000)],
      );
      await tx.query('UPDATE product_apply_batches SET updated_at = $2, version = version + 1 WHERE id = $1', [batch.id, now]);
    });
    return oneBatch(db, user, body.batchCode);
  }),

  defineHandler(resubmitApplyItem, async ({ db, user, body, now }) => {
    const categories = await loadCategories(db);
    const code = await db.transaction(async (tx) => {
      const found = await tx.maybe<{ batch_code: string }>(
        'SELECT b.batch_code FROM product_apply_items i JOIN product_apply_batches b ON b.id = i.batch_id AND b.tenant_id = i.tenant_id WHERE i.id = $1 AND i.tenant_id = $2',
        [body.id, user.tenant.id],
      );
      if (!found) throw notFound(user.lang);
      const batch = await lockBatch(tx, user, found.batch_code);
      const row = (await tx.query<ItemRow>(ITEMS_SQL, [batch.id, user.tenant.id])).find((r) => r.id === body.id);
      if (!row) throw notFound(user.lang);
      const item = toItem(row);
      // the same resubmit again: the item went back to review with this version + 1
      if (item.status === 'inReview' && item.version === body.version + 1) return batch.batch_code;
      if (item.version !== body.version) throw applyStale(user.lang);
      if (item.status !== 'returned') throw applyInvalid(user.lang, 'notReturned', {}, 409);
      const next = {
        ...item,
        title: body.title ?? item.title,
        categoryCode: body.categoryCode ?? item.categoryCode,
        attributes: body.attributes ? cleanAttributes(body.attributes) : item.attributes,
      };
      const changed: string[] = [];
      if (next.title !== item.title) changed.push('title');
      if (next.categoryCode !== item.categoryCode) changed.push('categoryCode');
      for (const k of new Set([...Object.keys(next.attributes), ...Object.keys(item.attributes)])) if ((next.attributes[k] ?? '') !== (item.attributes[k] ?? '')) changed.push(`attributes.${k}`);
      const locked = changed.filter((f) => !fieldOpen(item.fixFields, f));
      if (locked.length) throw applyLocked(user.lang, locked);
      checkCategory(user.lang, categories, next);
      const gaps = readinessGaps(next, categories);
      if (gaps.length) throw applyNotReady(user.lang, [{ lineNo: item.lineNo, gaps }]);
      await tx.query(
        `UPDATE product_apply_items SET title = $2, category_code = $3, attributes = $4, status = 'inReview', reason_code = NULL, fix_fields = '{}',
                submitted_at = $5, review_due_at = $6, decided_at = NULL, version = version + 1 WHERE id = $1`,
        [item.id, next.title, next.categoryCode, JSON.stringify(next.attributes), now, new Date(now.getTime() + newProductReviewSeconds() * 1000)],
      );
      await tx.query('UPDATE product_apply_batches SET updated_at = $2, version = version + 1 WHERE id = $1', [batch.id, now]);
      return batch.batch_code;
    });
    return oneBatch(db, user, code);
  }),
];

/**
 * The platform product an approved item becomes (the tables of slice 1): on the batch's channel,
 * one sku bound to the master sku at the item's supply price, the sale price the platform sets
 * (the channel's active price formula, price-formula.ts; 1.6 × supply on a channel without one), no
 * stock offered yet, a price history row from the day of approval.
 */
export async function createPlatformProduct(
  tx: Db,
  p: { id?: string; tenantId: string; cartId: string; productCode: string; title: string; brand: string; category: string; skuId: string; supplyPrice: number; at: Date },
): Promise<string> {
  const id = p.id ?? `pr_${randomBytes(6).toString('hex')}`;
  const cart = await tx.one<{ platform_code: string; currency: string }>('SELECT platform_code, currency FROM carts WHERE id = $1 AND tenant_id = $2', [p.cartId, p.tenantId]);
  const sku = await tx.one<{ name: string }>('SELECT name FROM skus WHERE id = $1 AND tenant_id = $2', [p.skuId, p.tenantId]);
  const salePrice = Math.round(p.supplyPrice * 160) / 100;
  await tx.query(
    `INSERT INTO products (id, tenant_id, cart_id, platform_code, product_code, title, brand, category, status, currency, sku_count, supply_price_min, supply_price_max, stock, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'onSale', $9, 1, $10, $10, 0, $11, $11)`,
    [id, p.tenantId, p.cartId, cart.platform_code, p.productCode, p.title, p.brand, p.category, cart.currency, p.supplyPrice, p.at],
  );
  await tx.query(
    `INSERT INTO product_skus (id, tenant_id, product_id, sku_id, seller_sku, asin, variant, supply_price, sale_price, stock, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 'active')`,
    [`${id}-1`, p.tenantId, id, p.skuId, `${p.productCode}-1`, `B0${createHash('md5').update(id).digest('hex').slice(0, 8).toUpperCase()}`, sku.name, p.supplyPrice, salePrice],
  );
  await repriceSku(tx, p.tenantId, `${id}-1`);
  await tx.query('INSERT INTO product_price_history (id, tenant_id, product_sku_id, price, effective_from) VALUES ($1, $2, $3, $4, $5)', [
    `${id}-1-h0`,
    p.tenantId,
    `${id}-1`,
    p.supplyPrice,
    p.at.toISOString().slice(0, 10),
  ]);
  return id;
}
