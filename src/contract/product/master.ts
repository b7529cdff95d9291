// The product master list, its extended attributes and the seller's (vms) product list
// (docs/domain/products.md, "Product master list and extended attributes"; spec section 2
// "/product: list (vms or other variant); info/:id?; upload"; section 7 "product info, status
// counts, extended attributes GET and PUT by productId").
//   list (default): one row per product of the supplier with its channel, skus, stock and how many
//     required category attributes it still misses; the status counts above it.
//   list (vms): the seller's view of what vendors offer it: one row per sku with the purchase price
//     the seller pays, the sale price, the margin between them and the stock offered.
//   info/:id?: one product's extended attributes: a leaf of its category (the platform's tree) and
//     a value per attribute of that leaf; saved with the version read.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { productStatusSchema, PRODUCT_PATH } from './platform';
import type { Category, CategoryAttribute } from './new-product';
import { categorySchema } from './new-product';

const P = PRODUCT_PATH;

export const productMasterList = defineListSpec({
  bizType: 'product.masterList',
  title: ['Products', '商品列表'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 140, sortable: true, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 240, filter: 'text' },
    brand: { type: z.string(), title: ['Brand', '品牌'], width: 120, filter: 'text' },
    category: { type: z.string(), title: ['Category', '类目'], width: 120 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 170 },
    status: { type: productStatusSchema, title: ['Status', '状态'], kind: 'status', width: 100, optionName: 'productStatus', filter: { kind: 'select', schema: productStatusSchema } },
    skuCount: { type: z.number().int(), title: ['Skus', 'SKU 数'], kind: 'number', width: 80 },
    stock: { type: z.number().int(), title: ['Stock', '库存'], kind: 'number', width: 90, sortable: true },
    /** Required attributes of its category without a value (the readiness of its listing). */
    attributesMissing: { type: z.number().int(), title: ['Attributes missing', '缺少属性'], kind: 'number', width: 120 },
    updatedAt: { type: z.string(), title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  conditions: {
    attributesIncomplete: { kind: 'flag', schema: z.boolean(), label: ['Attributes incomplete', '属性未填全'] },
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
  conditionOrder: ['productCode', 'title', 'brand', 'platformCode', 'status', 'attributesIncomplete', 'updatedAt'],
});
export const productMasterRowSchema = productMasterList.row;
export type ProductMasterRow = z.infer<typeof productMasterRowSchema>;

export const vmsProductList = defineListSpec({
  bizType: 'product.vmsList',
  title: ['My products', '我的商品'],
  fields: {
    /** The sku offered (one row per sku). */
    id: { type: z.string() },
    productId: { type: z.string() },
    sellerSku: { type: z.string(), title: ['Seller sku', '卖家 SKU'], width: 150, sortable: true, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 220, filter: 'text' },
    variant: { type: z.string(), title: ['Variant', '规格'], width: 160, hidden: true },
    vendorName: { type: z.string(), title: ['Vendor', '供应商'], width: 150 },
    cartName: { type: z.string(), title: ['My shop', '我的店铺'], width: 160 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    /** What the seller pays the vendor per unit (the vendor's supply price). */
    purchasePrice: { type: z.number(), title: ['Purchase price', '采购价'], kind: 'money', currencyKey: 'currency', width: 120, sortable: true },
    salePrice: { type: z.number(), title: ['Sale price', '销售价'], kind: 'money', currencyKey: 'currency', width: 120 },
    /** (sale − purchase) / sale, as a ratio. */
    margin: { type: z.number(), title: ['Margin', '毛利率'], kind: 'percent', width: 90 },
    currency: { type: z.string() },
    stock: { type: z.number().int(), title: ['Stock offered', '可售库存'], kind: 'number', width: 110, sortable: true },
    status: { type: productStatusSchema, title: ['Status', '状态'], kind: 'status', width: 100, optionName: 'productStatus', filter: { kind: 'select', schema: productStatusSchema } },
  },
  conditions: {
    inStock: { kind: 'flag', schema: z.boolean(), label: ['In stock only', '仅看有货'] },
  },
  defaultSort: { field: 'sellerSku', order: 'asc' },
  conditionOrder: ['sellerSku', 'title', 'platformCode', 'status', 'inStock'],
});
export const vmsProductRowSchema = vmsProductList.row;
export type VmsProductRow = z.infer<typeof vmsProductRowSchema>;

export const searchProductMaster = endpoint({
  id: 'product.masterSearch',
  method: 'POST',
  path: `${P}/master/search`,
  summary: 'The supplier’s product master list (/product/list)',
  body: productMasterList.query,
  response: productMasterList.page,
});

export const searchVmsProducts = endpoint({
  id: 'product.vmsSearch',
  method: 'POST',
  path: `${P}/vms/search`,
  summary: 'The seller’s products offered by vendors (/product/list of the vms build)',
  body: vmsProductList.query,
  response: vmsProductList.page,
});

export const productStatusCountsSchema = z.object({
  total: z.number().int(),
  onSale: z.number().int(),
  offShelf: z.number().int(),
  blocked: z.number().int(),
  /** Products still missing a required category attribute. */
  attributesIncomplete: z.number().int(),
});
export type ProductStatusCounts = z.infer<typeof productStatusCountsSchema>;

export const getProductStatusCounts = endpoint({
  id: 'product.statusCounts',
  method: 'GET',
  path: `${P}/master/status-counts`,
  summary: 'How many products are in each status (above the product list)',
  response: productStatusCountsSchema,
});

export const ATTRIBUTE_VALUE_MAX = 200;

export const AttributeErrorCode = {
  invalid: 'PRODUCT_ATTRIBUTES_INVALID',
  stale: 'PRODUCT_ATTRIBUTES_STALE',
} as const;

export const productAttributesSchema = z.object({
  product: z.object({ id: z.string(), productCode: z.string(), title: z.string(), brand: z.string(), category: z.string(), platformCode: z.string(), cartName: z.string(), status: productStatusSchema }),
  /** The leaves of the product's top category (their attributes: the parent's, then their own). */
  categories: z.array(categorySchema),
  /** The leaf chosen; null: none yet (the top category's attributes apply). */
  categoryCode: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  /** The codes of the required attributes without a value. */
  missing: z.array(z.string()),
  /** 0: never saved. */
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
  updatedBy: z.string(),
});
export type ProductAttributes = z.infer<typeof productAttributesSchema>;

const productIdParams = z.strictObject({ productId: z.string().min(1).max(64) });

export const getProductAttributes = endpoint({
  id: 'product.attributes',
  method: 'GET',
  path: `${P}/extended-attributes/{productId}`,
  summary: 'A product’s extended attributes (by its id or product code)',
  params: productIdParams,
  response: productAttributesSchema,
});

export const saveProductAttributes = endpoint({
  id: 'product.attributesSave',
  method: 'PUT',
  path: `${P}/extended-attributes/{productId}`,
  summary: 'Save a product’s extended attributes with the version read',
  params: productIdParams,
  body: z.strictObject({
    categoryCode: z.string().min(1).max(32),
    values: z.record(z.string().max(64), z.string().max(ATTRIBUTE_VALUE_MAX * 2)),
    /** The version read; 0 when never saved. */
    version: z.number().int().min(0),
  }),
  response: productAttributesSchema,
});

export const masterEndpoints = [searchProductMaster, searchVmsProducts, getProductStatusCounts, getProductAttributes, saveProductAttributes] as const;

// ---- rules shared by the form, the server and the upload ------------------------------------

export type AttributeProblemKind = 'category' | 'unknown' | 'notNumber' | 'notOption' | 'outOfRange' | 'tooLong';
export interface AttributeProblem {
  /** 'categoryCode' or the attribute's code. */
  field: string;
  problem: AttributeProblemKind;
}

/** The problem of one value of an attribute ('' is no value: allowed, it counts as missing when required). */
export function attributeValueProblem(a: CategoryAttribute, raw: string): AttributeProblemKind | null {
  const value = raw.trim();
  if (value === '') return null;
  if (value.length > ATTRIBUTE_VALUE_MAX) return 'tooLong';
  if (a.type === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n)) return 'notNumber';
    if ((a.min !== null && n < a.min) || (a.max !== null && n > a.max)) return 'outOfRange';
  }
  if (a.type === 'select' && !a.options.some((o) => o.value === value)) return 'notOption';
  return null;
}

/** The problems of a save: a category that is not one of the leaves offered, values of no attribute of it, values of the wrong kind or range. */
export function attributeProblems(categoryCode: string, values: Record<string, string>, leaves: readonly Category[]): AttributeProblem[] {
  const leaf = leaves.find((c) => c.code === categoryCode && c.leaf);
  if (!leaf) return [{ field: 'categoryCode', problem: 'category' }];
  const problems: AttributeProblem[] = [];
  for (const [code, value] of Object.entries(values)) {
    const a = leaf.attributes.find((x) => x.code === code);
    if (!a) {
      if (value.trim() !== '') problems.push({ field: code, problem: 'unknown' });
      continue;
    }
    const p = attributeValueProblem(a, value);
    if (p) problems.push({ field: code, problem: p });
  }
  return problems;
}

/** The required attributes without a value. */
export const missingAttributes = (attributes: readonly CategoryAttribute[], values: Record<string, string>): string[] =>
  attributes.filter((a) => a.required && !(values[a.code] ?? '').trim()).map((a) => a.code);
