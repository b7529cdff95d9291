// Platform products (docs/domain/products.md, "Objects"): the supplier's items per platform and
// channel (cart), each with its skus bound to master skus. The list (product.platformList) is one
// list spec; the record (/product/platformInfo/:id) reads the product with its skus, each sku's
// price history and the price proposals of its skus (price.ts).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { priceProposalRowSchema } from './price';

export const PRODUCT_PATH = '/api/scm-app/supplier/product';

export const productStatuses = ['onSale', 'offShelf', 'blocked'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const skuStatuses = ['active', 'inactive'] as const;
export const skuStatusSchema = z.enum(skuStatuses);

export const platformProductList = defineListSpec({
  bizType: 'product.platformList',
  title: ['Platform products', '平台商品'],
  fields: {
    /** One product by its id: the record reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 150, sortable: true, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 240, filter: 'text' },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 120, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 180 },
    brand: { type: z.string(), title: ['Brand', '品牌'], width: 130, filter: 'text' },
    category: { type: z.string() },
    status: { type: productStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'productStatus', filter: { kind: 'select', schema: productStatusSchema } },
    skuCount: { type: z.number().int(), title: ['Skus', 'SKU 数'], kind: 'number', width: 80 },
    supplyPriceMin: { type: z.number(), title: ['Supply price from', '最低供货价'], kind: 'money', currencyKey: 'currency', width: 140, sortable: true },
    supplyPriceMax: { type: z.number(), kind: 'money' },
    currency: { type: z.string() },
    stock: { type: z.number().int(), title: ['Stock', '库存'], kind: 'number', width: 100, sortable: true },
    openProposals: { type: z.number().int(), title: ['Open price proposals', '待定调价'], kind: 'number', width: 120 },
    updatedAt: { type: z.string(), title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    sku: { kind: 'text', schema: z.string().max(64), label: ['Sku', 'SKU'] },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  conditionOrder: ['productCode', 'title', 'sku', 'platformCode', 'status', 'brand', 'updatedAt'],
});
export const platformProductRowSchema = platformProductList.row;
export type PlatformProductRow = z.infer<typeof platformProductRowSchema>;

export const productSkuSchema = z.object({
  id: z.string(),
  sellerSku: z.string(),
  /** The master sku (asset area) it is bound to. */
  skuCode: z.string(),
  /** The platform's id of the sku (sku detail by asin). */
  asin: z.string(),
  variant: z.string(),
  supplyPrice: z.number(),
  salePrice: z.number(),
  currency: z.string(),
  stock: z.number().int(),
  status: skuStatusSchema,
  /** The platform's margin on the sale price at the current supply price, as a ratio. */
  margin: z.number(),
  /** The proposal still open for this sku (pending or approved), if any. */
  openProposalId: z.string().nullable(),
  /** The price formula that set the sale price (price-formula.ts); null: set at listing. */
  formulaNo: z.string().nullable(),
});
export type ProductSku = z.infer<typeof productSkuSchema>;

export const priceHistoryEntrySchema = z.object({
  skuId: z.string(),
  sellerSku: z.string(),
  price: z.number(),
  currency: z.string(),
  /** YYYY-MM-DD: the first day the price applies. */
  from: z.string(),
  /** The proposal that set it; null: the listing's first price. */
  proposalNo: z.string().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

export const platformProductInfoSchema = platformProductRowSchema.extend({
  skus: z.array(productSkuSchema),
  /** Newest first. */
  history: z.array(priceHistoryEntrySchema),
  /** The product's price proposals, newest first (at most 50). */
  proposals: z.array(priceProposalRowSchema),
});
export type PlatformProductInfo = z.infer<typeof platformProductInfoSchema>;

export const searchPlatformProducts = endpoint({
  id: 'product.platformSearch',
  method: 'POST',
  path: `${PRODUCT_PATH}/platform/search`,
  summary: 'Platform products (platformList)',
  body: platformProductList.query,
  response: platformProductList.page,
});

export const getPlatformProduct = endpoint({
  id: 'product.platformInfo',
  method: 'GET',
  path: `${PRODUCT_PATH}/platform/info/{id}`,
  summary: 'One platform product',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: platformProductInfoSchema,
});

export const platformProductEndpoints = [searchPlatformProducts, getPlatformProduct] as const;
