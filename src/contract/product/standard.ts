// The platform's standard catalogue (docs/domain/products.md, "Standard and same products"): one
// standard product per item the platform sells under one identity, with its reference price. It is
// platform data, shared by every supplier; what is the tenant's is how many of its products are
// linked to each (confirmed same-product relations) and the offers it sees on it. The list
// (standardProduct), one standard product with its attributes, our linked products and the
// product compare (standardProductInfo/:id), and the coverage of our products (standardDashboard).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { PRODUCT_PATH, productStatusSchema } from './platform';
import { compareRowSchema, sameRelationStatusSchema } from './same-values';

const S = `${PRODUCT_PATH}/standard`;

export const standardProductList = defineListSpec({
  bizType: 'product.standardProduct',
  title: ['Standard products', '标准商品'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    code: { type: z.string(), title: ['Standard code', '标准编码'], width: 140, sortable: true, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 240, sortable: true, filter: 'text' },
    category: { type: z.string(), title: ['Category', '类目'], width: 120, filter: 'text' },
    brand: { type: z.string(), title: ['Brand', '品牌'], width: 130, filter: 'text' },
    referencePrice: { type: z.number(), title: ['Reference price', '参考价'], kind: 'money', currencyKey: 'currency', width: 130, sortable: true },
    currency: { type: z.string() },
    linkedCount: { type: z.number().int(), title: ['Our linked products', '已关联商品'], kind: 'number', width: 130, sortable: true },
    offerCount: { type: z.number().int(), title: ['Offers', '报价数'], kind: 'number', width: 90, sortable: true },
  },
  conditions: {
    linked: { kind: 'flag', schema: z.boolean(), label: ['Linked to ours only', '仅看已关联'] },
  },
  defaultSort: { field: 'code', order: 'asc' },
  conditionOrder: ['code', 'title', 'category', 'brand', 'linked'],
});
export const standardProductRowSchema = standardProductList.row;
export type StandardProductRow = z.infer<typeof standardProductRowSchema>;

export const standardAttributesSchema = z.object({
  model: z.string(),
  unit: z.string(),
  weightG: z.number().int(),
  barcode: z.string(),
});

/** One of our products and its relation to the standard product. */
export const linkedProductSchema = z.object({
  relationId: z.string(),
  relationNo: z.string(),
  status: sameRelationStatusSchema,
  productId: z.string(),
  productCode: z.string(),
  title: z.string(),
  platformCode: z.string(),
  productStatus: productStatusSchema,
  /** The product's attributes against the standard product's. */
  compare: z.array(compareRowSchema),
});
export type LinkedProduct = z.infer<typeof linkedProductSchema>;

export const standardProductInfoSchema = standardProductRowSchema.extend({
  attributes: standardAttributesSchema,
  /** Our products related to it (every state), newest relation first, at most 50. */
  linked: z.array(linkedProductSchema),
});
export type StandardProductInfo = z.infer<typeof standardProductInfoSchema>;

export const coverageCountsSchema = z.object({
  /** Our products: all, and by where they stand against the catalogue. */
  products: z.number().int(),
  linked: z.number().int(),
  proposed: z.number().int(),
  declined: z.number().int(),
  notMatched: z.number().int(),
});
export const standardDashboardSchema = z.object({
  totals: coverageCountsSchema,
  /** The relations by status (the spec's "status counts"), every status named. */
  statusCounts: z.array(z.object({ status: sameRelationStatusSchema, count: z.number().int() })),
  byCategory: z.array(coverageCountsSchema.extend({ category: z.string() })),
  /** The catalogue's size (platform data) and how many of it our products cover. */
  standardProducts: z.number().int(),
  standardCovered: z.number().int(),
});
export type StandardDashboard = z.infer<typeof standardDashboardSchema>;

export const searchStandardProducts = endpoint({
  id: 'product.standardSearch',
  method: 'POST',
  path: `${S}/search`,
  summary: 'The standard catalogue (standardProduct)',
  body: standardProductList.query,
  response: standardProductList.page,
});

export const getStandardProduct = endpoint({
  id: 'product.standardInfo',
  method: 'GET',
  path: `${S}/info/{id}`,
  summary: 'One standard product (by id or code), our linked products and the product compare',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: standardProductInfoSchema,
});

export const getStandardDashboard = endpoint({
  id: 'product.standardDashboard',
  method: 'GET',
  path: `${S}/dashboard`,
  summary: 'Coverage of our products against the standard catalogue (status counts)',
  response: standardDashboardSchema,
});

export const standardEndpoints = [searchStandardProducts, getStandardProduct, getStandardDashboard] as const;
