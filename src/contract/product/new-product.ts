// New product applications (docs/domain/products.md, "New product application"): the platform's
// category tree with the attributes each category requires (categoryAttribute), and the
// supplier's batches of new items for one channel (applyNewProductList, createApplyNewProduct,
// applyNewProductInfo/:batchCode). A batch is saved as a draft and submitted whole; submitting is
// refused while an item misses a required field, naming it. Each item is then reviewed by the
// platform (newProductDecision, the job's rules in order): approved (a platform product is created),
// returned with a reason code and the fields to fix (only those reopen; resubmit), or rejected for
// good.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { isPositiveNumber5 } from '../kernel/rules';
import { PRODUCT_PATH } from './platform';

const P = `${PRODUCT_PATH}/apply`;

// ---- categories -------------------------------------------------------------------------------

export const attributeTypes = ['text', 'number', 'select'] as const;
export const attributeTypeSchema = z.enum(attributeTypes);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

export const categoryAttributeSchema = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  type: attributeTypeSchema,
  /** A select's allowed values. */
  options: z.array(z.object({ value: z.string(), en: z.string(), zh: z.string() })),
  unit: z.string(),
  required: z.boolean(),
  /** A number's range the platform accepts (the review returns a value outside it). */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** The category that defines it (a leaf inherits its parent's). */
  from: z.string(),
});
export type CategoryAttribute = z.infer<typeof categoryAttributeSchema>;

export const categorySchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  nameEn: z.string(),
  nameZh: z.string(),
  /** Items take a leaf only. */
  leaf: z.boolean(),
  /** Its parent's attributes, then its own. */
  attributes: z.array(categoryAttributeSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const getCategoryAttributes = endpoint({
  id: 'product.categoryAttributes',
  method: 'GET',
  path: `${PRODUCT_PATH}/category/attributes`,
  summary: 'The platform category tree and the attributes each category requires',
  response: z.object({ categories: z.array(categorySchema) }),
});

// ---- applications -----------------------------------------------------------------------------

export const applyItemStatuses = ['draft', 'inReview', 'approved', 'returned', 'rejected'] as const;
export const applyItemStatusSchema = z.enum(applyItemStatuses);
export type ApplyItemStatus = z.infer<typeof applyItemStatusSchema>;

/** A batch's status, from its items: a draft until submitted; the supplier's turn while an item is returned. */
export const applyBatchStatuses = ['draft', 'inReview', 'actionNeeded', 'done'] as const;
export const applyBatchStatusSchema = z.enum(applyBatchStatuses);
export type ApplyBatchStatus = z.infer<typeof applyBatchStatusSchema>;

/** The platform's reason codes (the job's rules, in order). DUPLICATE_PRODUCT rejects for good; the others return the item. */
export const applyReasonCodes = ['DUPLICATE_PRODUCT', 'CATEGORY_WRONG', 'ATTRIBUTE_INVALID', 'TITLE_POOR'] as const;
export const applyReasonCodeSchema = z.enum(applyReasonCodes);
export type ApplyReasonCode = z.infer<typeof applyReasonCodeSchema>;

/** The platform's title rule: at least this many characters, not all in capitals. */
export const APPLY_TITLE_MIN = 20;
export const APPLY_TITLE_MAX = 200;
export const APPLY_ITEMS_MAX = 20;

export const ApplyErrorCode = {
  notReady: 'PRODUCT_APPLY_NOT_READY',
  stale: 'PRODUCT_APPLY_STALE',
  locked: 'PRODUCT_APPLY_FIELD_LOCKED',
  invalid: 'PRODUCT_APPLY_INVALID',
} as const;

/** A field of an item a review can name: 'title', 'categoryCode' or 'attributes.<code>'. */
export type ApplyFixField = string;

const supplyPrice = z.number().refine((v) => v > 0 && isPositiveNumber5(v), 'a positive number with up to 5 decimals').refine((v) => v < 1e9);

/** What the supplier writes of one item (a draft may leave any of it empty). */
export const applyItemInputSchema = z.strictObject({
  categoryCode: z.string().max(32),
  title: z.string().trim().max(APPLY_TITLE_MAX),
  brand: z.string().trim().max(64),
  /** The master sku's code (asset area), '' while none is picked. */
  skuCode: z.string().trim().max(64),
  supplyPrice: supplyPrice.nullable(),
  attributes: z.record(z.string().max(40), z.string().trim().max(100)),
});
export type ApplyItemInput = z.infer<typeof applyItemInputSchema>;

export const applyItemSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  categoryCode: z.string(),
  title: z.string(),
  brand: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  supplyPrice: z.number().nullable(),
  attributes: z.record(z.string(), z.string()),
  status: applyItemStatusSchema,
  reasonCode: applyReasonCodeSchema.nullable(),
  fixFields: z.array(z.string()),
  reviewDueAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The platform product an approval created. */
  productId: z.string().nullable(),
  version: z.number().int(),
});
export type ApplyItem = z.infer<typeof applyItemSchema>;

export const applyBatchList = defineListSpec({
  bizType: 'product.applyNewProductList',
  title: ['New product applications', '新品申请'],
  fields: {
    /** One batch by its id: the record reads its row through the list. */
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    batchCode: { type: z.string(), title: ['Batch code', '批次号'], width: 150, sortable: true, filter: 'text' },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 170 },
    cartCode: { type: z.string() },
    currency: { type: z.string() },
    status: { type: applyBatchStatusSchema, title: ['Whose turn', '当前处理方'], kind: 'status', width: 190, optionName: 'applyBatchStatus', filter: { kind: 'select', schema: applyBatchStatusSchema } },
    itemCount: { type: z.number().int(), title: ['Items', '商品数'], kind: 'number', width: 80 },
    draftCount: { type: z.number().int(), title: ['Draft', '草稿'], kind: 'number', width: 80 },
    inReviewCount: { type: z.number().int(), title: ['In review', '审核中'], kind: 'number', width: 90 },
    returnedCount: { type: z.number().int(), title: ['Returned', '已退回'], kind: 'number', width: 90 },
    approvedCount: { type: z.number().int(), title: ['Approved', '已通过'], kind: 'number', width: 90 },
    rejectedCount: { type: z.number().int(), title: ['Rejected', '已拒绝'], kind: 'number', width: 90 },
    createdAt: { type: z.string(), title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    createdBy: { type: z.string(), title: ['Created by', '创建人'], width: 130, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
  conditionOrder: ['batchCode', 'status', 'platformCode', 'createdAt'],
});
export const applyBatchRowSchema = applyBatchList.row;
export type ApplyBatchRow = z.infer<typeof applyBatchRowSchema>;

export const applyBatchSchema = applyBatchRowSchema.extend({ items: z.array(applyItemSchema) });
export type ApplyBatch = z.infer<typeof applyBatchSchema>;

const batchCode = z.string().min(1).max(40);

export const searchApplyBatches = endpoint({
  id: 'product.applySearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Batches of new-product applications (applyNewProductList)',
  body: applyBatchList.query,
  response: applyBatchList.page,
});

export const getApplyBatch = endpoint({
  id: 'product.applyInfo',
  method: 'GET',
  path: `${P}/batch/{batchCode}`,
  summary: 'One batch with its items',
  params: z.strictObject({ batchCode }),
  response: applyBatchSchema,
});

export const saveApplyBatch = endpoint({
  id: 'product.applySave',
  method: 'POST',
  path: `${P}/save`,
  summary: 'Create a draft batch, or replace the items of a draft batch',
  body: z.strictObject({
    /** null: a new batch. */
    batchCode: batchCode.nullable(),
    /** The version read (null for a new batch). */
    version: z.number().int().min(1).nullable(),
    /** The channel's (cart's) code. */
    cartCode: z.string().trim().min(1).max(64),
    items: z.array(applyItemInputSchema).min(1).max(APPLY_ITEMS_MAX),
  }),
  response: applyBatchSchema,
});

export const submitApplyBatch = endpoint({
  id: 'product.applySubmit',
  method: 'POST',
  path: `${P}/submit`,
  summary: "Submit a draft batch's items for review (a repeat of a submit that went through answers the batch)",
  body: z.strictObject({ batchCode, version: z.number().int().min(1) }),
  response: applyBatchSchema,
});

export const resubmitApplyItem = endpoint({
  id: 'product.applyResubmit',
  method: 'POST',
  path: `${P}/item/resubmit`,
  summary: 'Fix the named fields of a returned item and send it for review again',
  body: z.strictObject({
    id: z.string().min(1).max(64),
    version: z.number().int().min(1),
    title: z.string().trim().max(APPLY_TITLE_MAX).optional(),
    categoryCode: z.string().max(32).optional(),
    attributes: z.record(z.string().max(40), z.string().trim().max(100)).optional(),
  }),
  response: applyBatchSchema,
});

export const newProductEndpoints = [getCategoryAttributes, searchApplyBatches, getApplyBatch, saveApplyBatch, submitApplyBatch, resubmitApplyItem] as const;

// ---- rules shared by the form, the server and the job --------------------------------------------

/** The attributes a category requires (its parent's, then its own); [] for an unknown code. */
export const attributesOf = (categories: readonly Category[], code: string): CategoryAttribute[] => categories.find((c) => c.code === code)?.attributes ?? [];

/** A readiness gap: a fixed field ('category', 'title', 'brand', 'sku', 'supplyPrice') or a required attribute by its code. */
export type ReadinessGap = { field: 'category' | 'title' | 'brand' | 'sku' | 'supplyPrice' } | { field: 'attribute'; attribute: CategoryAttribute } | { field: 'attributeValue'; attribute: CategoryAttribute };

/** What an item misses before it can be submitted: the fixed fields, then each required attribute without a value, and values of the wrong type. */
export function readinessGaps(item: Pick<ApplyItemInput, 'categoryCode' | 'title' | 'brand' | 'skuCode' | 'supplyPrice' | 'attributes'>, categories: readonly Category[]): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  const category = categories.find((c) => c.code === item.categoryCode && c.leaf);
  if (!category) gaps.push({ field: 'category' });
  if (!item.title.trim()) gaps.push({ field: 'title' });
  if (!item.brand.trim()) gaps.push({ field: 'brand' });
  if (!item.skuCode.trim()) gaps.push({ field: 'sku' });
  if (item.supplyPrice === null) gaps.push({ field: 'supplyPrice' });
  for (const a of category?.attributes ?? []) {
    const value = (item.attributes[a.code] ?? '').trim();
    if (value === '') {
      if (a.required) gaps.push({ field: 'attribute', attribute: a });
    } else if ((a.type === 'number' && !Number.isFinite(Number(value))) || (a.type === 'select' && !a.options.some((o) => o.value === value))) {
      gaps.push({ field: 'attributeValue', attribute: a });
    }
  }
  return gaps;
}

/** A reviewed item's decision: the first rule that fails, with the fields it reopens; null: approved. */
export interface NewProductDecision {
  code: ApplyReasonCode;
  fields: ApplyFixField[];
}

/**
 * The platform's rules after DUPLICATE_PRODUCT (which needs the channel's listings, checked by the
 * job first): the master sku's category must be the category's top level (CATEGORY_WRONG, reopens
 * the category and its attributes); each number attribute within its accepted range
 * (ATTRIBUTE_INVALID, reopens those attributes); a title of at least APPLY_TITLE_MIN characters, not
 * all capitals (TITLE_POOR, reopens the title).
 */
export function newProductDecision(
  item: { categoryCode: string; title: string; attributes: Record<string, string> },
  skuCategory: string,
  categories: readonly Category[],
): NewProductDecision | null {
  const category = categories.find((c) => c.code === item.categoryCode);
  const top = categories.find((c) => c.code === (category?.parentCode ?? category?.code));
  if (!category || !top || top.nameEn !== skuCategory) return { code: 'CATEGORY_WRONG', fields: ['categoryCode'] };
  const outside = category.attributes.filter((a) => {
    if (a.type !== 'number' || (item.attributes[a.code] ?? '') === '') return false;
    const v = Number(item.attributes[a.code]);
    return (a.min !== null && v < a.min) || (a.max !== null && v > a.max);
  });
  if (outside.length) return { code: 'ATTRIBUTE_INVALID', fields: outside.map((a) => `attributes.${a.code}`) };
  const title = item.title.trim();
  if (title.length < APPLY_TITLE_MIN || (/[A-Za-z]/.test(title) && title === title.toUpperCase())) return { code: 'TITLE_POOR', fields: ['title'] };
  return null;
}

/** Whether a returned item's field is open for the fix: a named field, or any attribute while the category is named. */
export function fieldOpen(fixFields: readonly string[], field: string): boolean {
  if (fixFields.includes(field)) return true;
  return field.startsWith('attributes.') && fixFields.includes('categoryCode');
}
