// One product sku (docs/domain/products.md, "Sku detail and the seller's sale price"): the spec's
// "sku info" and "sku detail by asin" read it with its master sku, channel, prices, stock offered,
// open price proposal, labels and channel match; "sale price" reads its sale price history and
// "update price" sets the sale price (the vms build: the seller prices what its vendors offer it).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { matchStatusSchema } from './match';
import { productStatusSchema, skuStatusSchema } from './platform';
import { priceProposalStatusSchema } from './price';

const P = '/api/scm-app/supplier/product/sku';

/** The platform's ids of skus (asin-like: ten capitals and digits; the seed's B0…). */
export const ASIN_MAX = 20;

export const skuDetailSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productCode: z.string(),
  title: z.string(),
  productStatus: productStatusSchema,
  sellerSku: z.string(),
  asin: z.string(),
  variant: z.string(),
  /** The master sku (asset area) it is bound to. */
  skuCode: z.string(),
  skuName: z.string(),
  platformCode: z.string(),
  cartName: z.string(),
  currency: z.string(),
  supplyPrice: z.number(),
  salePrice: z.number(),
  /** (sale − supply) / sale, as a ratio. */
  margin: z.number(),
  stock: z.number().int(),
  status: skuStatusSchema,
  version: z.number().int(),
  openProposal: z.object({ id: z.string(), proposalNo: z.string(), newPrice: z.number(), effectiveDate: z.string(), status: priceProposalStatusSchema }).nullable(),
  /** Fulfilment labels asked for or granted on this sku (open or approved applications). */
  labels: z.array(z.object({ tag: z.string(), status: z.string() })),
  /** The channel listing matched to this sku, if any. */
  channelMatch: z.object({ outerSku: z.string(), status: matchStatusSchema }).nullable(),
});
export type SkuDetail = z.infer<typeof skuDetailSchema>;

export const salePriceEntrySchema = z.object({
  oldPrice: z.number(),
  price: z.number(),
  changedAt: z.string(),
  changedBy: z.string(),
});
export type SalePriceEntry = z.infer<typeof salePriceEntrySchema>;

export const salePriceHistorySchema = z.object({
  skuId: z.string(),
  salePrice: z.number(),
  purchasePrice: z.number(),
  currency: z.string(),
  version: z.number().int(),
  /** Newest first, at most 50. */
  history: z.array(salePriceEntrySchema),
});
export type SalePriceHistory = z.infer<typeof salePriceHistorySchema>;

export const SkuErrorCode = {
  invalid: 'PRODUCT_SALE_PRICE_INVALID',
  belowPurchase: 'PRODUCT_SALE_PRICE_BELOW_PURCHASE',
  stale: 'PRODUCT_SALE_PRICE_STALE',
} as const;

/** A sale price the shopper pays: positive, at most 2 decimals (the column's cents), at most 10^9. */
export function salePriceProblem(v: number): 'notPositive' | 'decimals' | 'tooLarge' | null {
  if (!Number.isFinite(v) || v <= 0) return 'notPositive';
  if (Math.round(v * 100) / 100 !== v) return 'decimals';
  if (v >= 1e9) return 'tooLarge';
  return null;
}

const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const getSkuInfo = endpoint({
  id: 'product.skuInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One product sku (sku info)',
  params: idParams,
  response: skuDetailSchema,
});

export const getSkuByAsin = endpoint({
  id: 'product.skuByAsin',
  method: 'GET',
  path: `${P}/asin/{asin}`,
  summary: 'One product sku by its platform id (sku detail by asin)',
  params: z.strictObject({ asin: z.string().trim().min(1).max(ASIN_MAX) }),
  response: skuDetailSchema,
});

export const getSalePrice = endpoint({
  id: 'product.salePrice',
  method: 'GET',
  path: `${P}/sale-price/{id}`,
  summary: 'A sku’s sale price and its history (sale price)',
  params: idParams,
  response: salePriceHistorySchema,
});

export const updateSalePrice = endpoint({
  id: 'product.updatePrice',
  method: 'PUT',
  path: `${P}/sale-price/{id}`,
  summary: 'Set a sku’s sale price (update price)',
  params: idParams,
  body: z.strictObject({ salePrice: z.number(), version: z.number().int().min(1) }),
  response: salePriceHistorySchema,
});

export const skuEndpoints = [getSkuInfo, getSkuByAsin, getSalePrice, updateSalePrice] as const;
