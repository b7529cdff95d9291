// One product sku (src/contract/product/sku.ts): "sku info" by id, "sku detail by asin" by the
// platform's id, "sale price" (the price and its history) and "update price" (the seller sets the
// sale price: positive, cents, not under the purchase price; the version read; a repeat answers
// the saved state and writes once). Another tenant's sku is not found, like a missing one.
import { randomBytes } from 'node:crypto';
import { getSalePrice, getSkuByAsin, getSkuInfo, salePriceProblem, updateSalePrice, type SalePriceHistory, type SkuDetail } from '../../src/contract/product';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { followSalePrice } from './proposal-sale-price';
import { salePriceBelowPurchase, salePriceInvalid, salePriceStale } from './sku-messages';

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const ratio = (sale: number, supply: number) => Math.round(((sale - supply) / sale) * 1e6) / 1e6;

type SkuRow = {
  id: string; product_id: string; product_code: string; title: string; product_status: SkuDetail['productStatus']; seller_sku: string; asin: string; variant: string;
  sku: string; sku_name: string; platform_code: string; cart_name: string; cart_id: string; currency: string; supply_price: string; sale_price: string; stock: number;
  status: SkuDetail['status']; version: number;
};

const SKU_SELECT = `SELECT s.id, s.product_id, p.product_code, p.title, p.status AS product_status, s.seller_sku, s.asin, s.variant, m.sku, m.name AS sku_name,
         p.platform_code, c.name AS cart_name, p.cart_id, p.currency, s.supply_price, s.sale_price, s.stock, s.status, s.version
    FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
    JOIN carts c ON c.id = p.cart_id AND c.tenant_id = p.tenant_id
    JOIN skus m ON m.id = s.sku_id AND m.tenant_id = s.tenant_id`;

async function detail(db: Db, tenantId: string, s: SkuRow): Promise<SkuDetail> {
  const [open, labels, match] = await Promise.all([
    db.maybe<{ id: string; proposal_no: string; new_price: string; effective_date: unknown; status: NonNullable<SkuDetail['openProposal']>['status'] }>(
      `SELECT id, proposal_no, new_price, effective_date, status FROM product_price_proposals WHERE product_sku_id = $1 AND tenant_id = $2 AND status IN ('pending', 'approved')`,
      [s.id, tenantId],
    ),
    db.query<{ tag: string; status: string }>(
      `SELECT tag, status FROM product_tag_applications WHERE tenant_id = $1 AND product_id = $2 AND $3 = ANY(sku_ids) AND status IN ('applied', 'approved') ORDER BY tag`,
      [tenantId, s.product_id, s.id],
    ),
    db.maybe<{ outer_sku: string; others: number }>(
      `SELECT cs.outer_sku, (SELECT count(*)::int FROM channel_skus o WHERE o.tenant_id = cs.tenant_id AND o.cart_id = cs.cart_id AND o.product_sku_id = cs.product_sku_id AND o.id <> cs.id) AS others
         FROM channel_skus cs WHERE cs.tenant_id = $1 AND cs.cart_id = $2 AND cs.product_sku_id = $3 ORDER BY cs.outer_sku LIMIT 1`,
      [tenantId, s.cart_id, s.id],
    ),
  ]);
  const supply = Number(s.supply_price);
  const sale = Number(s.sale_price);
  return {
    id: s.id,
    productId: s.product_id,
    productCode: s.product_code,
    title: s.title,
    productStatus: s.product_status,
    sellerSku: s.seller_sku,
    asin: s.asin,
    variant: s.variant,
    skuCode: s.sku,
    skuName: s.sku_name,
    platformCode: s.platform_code,
    cartName: s.cart_name,
    currency: s.currency,
    supplyPrice: supply,
    salePrice: sale,
    margin: ratio(sale, supply),
    stock: s.stock,
    status: s.status,
    version: s.version,
    openProposal: open ? { id: open.id, proposalNo: open.proposal_no, newPrice: Number(open.new_price), effectiveDate: dateText(open.effective_date), status: open.status } : null,
    labels,
    channelMatch: match ? { outerSku: match.outer_sku, status: match.others > 0 ? 'conflicting' : 'matched' } : null,
  };
}

async function salePriceOf(db: Db, tenantId: string, id: string): Promise<SalePriceHistory | null> {
  const sku = await db.maybe<{ id: string; sale_price: string; supply_price: string; currency: string; version: number }>(
    `SELECT s.id, s.sale_price, s.supply_price, p.currency, s.version FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
      WHERE s.id = $1 AND s.tenant_id = $2`,
    [id, tenantId],
  );
  if (!sku) return null;
  const history = await db.query<{ old_price: string; price: string; changed_at: Date | string; changed_by_name: string }>(
    `SELECT old_price, price, changed_at, changed_by_name FROM product_sale_price_history WHERE product_sku_id = $1 AND tenant_id = $2 ORDER BY changed_at DESC, seq DESC LIMIT 50`,
    [id, tenantId],
  );
  return {
    skuId: sku.id,
    salePrice: Number(sku.sale_price),
    purchasePrice: Number(sku.supply_price),
    currency: sku.currency,
    version: sku.version,
    history: history.map((h) => ({ oldPrice: Number(h.old_price), price: Number(h.price), changedAt: new Date(h.changed_at).toISOString(), changedBy: h.changed_by_name })),
  };
}

export const skuHandlers: readonly HandlerEntry[] = [
  defineHandler(getSkuInfo, async ({ db, user, params }) => {
    const row = await db.maybe<SkuRow>(`${SKU_SELECT} WHERE s.id = $1 AND s.tenant_id = $2`, [params.id, user.tenant.id]);
    if (!row) throw notFound(user.lang);
    return detail(db, user.tenant.id, row);
  }),

  defineHandler(getSkuByAsin, async ({ db, user, params }) => {
    const row = await db.maybe<SkuRow>(`${SKU_SELECT} WHERE s.tenant_id = $1 AND s.asin = $2 ORDER BY s.id LIMIT 1`, [user.tenant.id, params.asin.toUpperCase()]);
    if (!row) throw notFound(user.lang);
    return detail(db, user.tenant.id, row);
  }),

  defineHandler(getSalePrice, async ({ db, user, params }) => {
    const found = await salePriceOf(db, user.tenant.id, params.id);
    if (!found) throw notFound(user.lang);
    return found;
  }),

  defineHandler(updateSalePrice, async ({ db, user, params, body, now }) => {
    const problem = salePriceProblem(body.salePrice);
    if (problem) throw salePriceInvalid(user.lang, problem);
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const sku = await tx.maybe<{ sale_price: string; supply_price: string; version: number; last_by: string | null }>(
        `SELECT s.sale_price, s.supply_price, s.version,
                (SELECT h.changed_by_name FROM product_sale_price_history h WHERE h.product_sku_id = s.id ORDER BY h.changed_at DESC, h.seq DESC LIMIT 1) AS last_by
           FROM product_skus s WHERE s.id = $1 AND s.tenant_id = $2 FOR UPDATE`,
        [params.id, tenantId],
      );
      if (!sku) throw notFound(user.lang);
      // the same change sent again (a double click, a lost answer retried): answer the saved state
      if (sku.version === body.version + 1 && Number(sku.sale_price) === body.salePrice && sku.last_by === user.displayName) return;
      if (sku.version !== body.version) throw salePriceStale(user.lang);
      if (body.salePrice < Number(sku.supply_price)) throw salePriceBelowPurchase(user.lang, Number(sku.supply_price).toFixed(2));
      if (Number(sku.sale_price) === body.salePrice) return; // nothing to change: no history row, no new version
      // a price the seller sets by hand is no longer the formula's (price formulas recalculate only their own)
      await tx.query(`UPDATE product_skus SET sale_price = $3, formula_id = NULL, version = version + 1 WHERE id = $1 AND tenant_id = $2`, [params.id, tenantId, body.salePrice]);
      await followSalePrice(tx, tenantId, [params.id]);
      await tx.query(
        `INSERT INTO product_sale_price_history (id, tenant_id, product_sku_id, old_price, price, changed_at, changed_by_name) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [`sp_${randomBytes(6).toString('hex')}`, tenantId, params.id, sku.sale_price, body.salePrice, now, user.displayName],
      );
    });
    return (await salePriceOf(db, tenantId, params.id))!;
  }),
];
