// Platform products (src/contract/product/platform.ts): the list and one product with its skus,
// each sku's price history and the product's price proposals.
import { getPlatformProduct, searchPlatformProducts, type PlatformProductInfo } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { platformProductListDefinition } from './list-platform';
import { priceProposalListDefinition } from './list-price';

const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export const platformHandlers: readonly HandlerEntry[] = [
  defineHandler(searchPlatformProducts, async ({ db, user, body }) => (await platformProductListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getPlatformProduct, async ({ db, user, params }): Promise<PlatformProductInfo> => {
    const caller = callerOf(user);
    const product = (await platformProductListDefinition.page(db, caller, { conditions: { id: params.id }, pageSize: 1 })).rows[0];
    if (!product) throw notFound(user.lang);
    const tenantId = user.tenant.id;
    const skus = await db.query<{ id: string; seller_sku: string; sku: string; asin: string; variant: string; supply_price: string; sale_price: string; stock: number; status: 'active' | 'inactive'; open_id: string | null; formula_no: string | null }>(
      `SELECT s.id, s.seller_sku, m.sku, s.asin, s.variant, s.supply_price, s.sale_price, s.stock, s.status,
              (SELECT x.id FROM product_price_proposals x WHERE x.product_sku_id = s.id AND x.status IN ('pending', 'approved')) AS open_id,
              (SELECT f.formula_no FROM product_price_formulas f WHERE f.id = s.formula_id AND f.tenant_id = s.tenant_id) AS formula_no
         FROM product_skus s JOIN skus m ON m.id = s.sku_id AND m.tenant_id = s.tenant_id
        WHERE s.product_id = $1 AND s.tenant_id = $2 ORDER BY s.seller_sku`,
      [params.id, tenantId],
    );
    const history = await db.query<{ product_sku_id: string; seller_sku: string; price: string; effective_from: Date | string; proposal_no: string | null }>(
      `SELECT h.product_sku_id, s.seller_sku, h.price, h.effective_from, x.proposal_no
         FROM product_price_history h JOIN product_skus s ON s.id = h.product_sku_id AND s.tenant_id = h.tenant_id
         LEFT JOIN product_price_proposals x ON x.id = h.proposal_id AND x.tenant_id = h.tenant_id
        WHERE s.product_id = $1 AND h.tenant_id = $2 ORDER BY h.effective_from DESC, s.seller_sku LIMIT 100`,
      [params.id, tenantId],
    );
    const proposals = await priceProposalListDefinition.page(db, caller, { conditions: { productId: params.id }, pageSize: 50 });
    return {
      ...product,
      skus: skus.map((s) => {
        const supply = Number(s.supply_price);
        const sale = Number(s.sale_price);
        return {
          id: s.id,
          sellerSku: s.seller_sku,
          skuCode: s.sku,
          asin: s.asin,
          variant: s.variant,
          supplyPrice: supply,
          salePrice: sale,
          currency: product.currency,
          stock: s.stock,
          status: s.status,
          margin: Math.round(((sale - supply) / sale) * 1e6) / 1e6,
          openProposalId: s.open_id,
          formulaNo: s.formula_no,
        };
      }),
      history: history.map((h) => ({ skuId: h.product_sku_id, sellerSku: h.seller_sku, price: Number(h.price), currency: product.currency, from: dateText(h.effective_from), proposalNo: h.proposal_no })),
      proposals: proposals.rows,
    };
  }),
];
