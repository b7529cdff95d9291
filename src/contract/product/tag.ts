// Fulfilment label applications (docs/domain/products.md, "Fulfilment tag"): a supplier asks the
// platform for a tag (fast delivery, bulky, fragile) on a set of skus of one platform product. The
// application waits for the platform's decision (the job applies tagDecision() to the skus' real
// data: the master sku's weight and size, the offered stock, the shop's on-time shipping);
// the supplier can withdraw it while applied and revoke it once approved, each with a reason.
// One open application (applied or approved) per product and tag (PRODUCT_TAG_OPEN).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const T = '/api/scm-app/supplier/product/fulfillmentTag';

export const fulfilmentTags = ['fastDelivery', 'bulky', 'fragile'] as const;
export const fulfilmentTagSchema = z.enum(fulfilmentTags);
export type FulfilmentTag = z.infer<typeof fulfilmentTagSchema>;

export const tagApplicationStatuses = ['applied', 'approved', 'rejected', 'withdrawn', 'revoked'] as const;
export const tagApplicationStatusSchema = z.enum(tagApplicationStatuses);
export type TagApplicationStatus = z.infer<typeof tagApplicationStatusSchema>;

/** The platform's reason codes, in the order its rules run. */
export const tagDecisionCodes = ['DIMENSIONS_MISSING', 'SKU_NOT_ELIGIBLE', 'PERFORMANCE_BELOW'] as const;
export const tagDecisionCodeSchema = z.enum(tagDecisionCodes);
export type TagDecisionCode = z.infer<typeof tagDecisionCodeSchema>;

export const TAG_NOTE_MAX = 200;
export const TAG_SKUS_MAX = 20;

/**
 * The platform's rules per tag (the job applies them; the record shows the same numbers):
 * - bulky: every sku weighs at least `bulkyMinWeightG` or has a side of at least `bulkyMinSideCm`;
 * - fragile: every sku's category is one the carriers handle as breakable;
 * - fastDelivery: every sku has stock offered and weighs at most `fastMaxWeightG`;
 * - every tag: every sku is active on its channel; the channel's (shop's) on-time shipping rate
 *   is at least the tag's threshold once `minShippedOrders` have shipped.
 */
export const TAG_RULES = {
  bulkyMinWeightG: 2000,
  bulkyMinSideCm: 60,
  fragileCategories: ['Kitchen', 'Home', 'Garden'] as readonly string[],
  fastMaxWeightG: 5000,
  onTimeMin: { fastDelivery: 0.95, bulky: 0.8, fragile: 0.85 } as Readonly<Record<FulfilmentTag, number>>,
  minShippedOrders: 5,
} as const;

export interface TagSkuFacts {
  active: boolean;
  stock: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  category: string;
}

/** The first rule an application fails; null: approved. */
export function tagDecision(tag: FulfilmentTag, skus: readonly TagSkuFacts[], shipping: { shipped: number; onTime: number }): TagDecisionCode | null {
  if (skus.some((s) => !(s.lengthCm > 0 && s.widthCm > 0 && s.heightCm > 0 && s.weightG > 0))) return 'DIMENSIONS_MISSING';
  const eligible = (s: TagSkuFacts) => {
    if (!s.active) return false;
    if (tag === 'bulky') return s.weightG >= TAG_RULES.bulkyMinWeightG || Math.max(s.lengthCm, s.widthCm, s.heightCm) >= TAG_RULES.bulkyMinSideCm;
    if (tag === 'fragile') return TAG_RULES.fragileCategories.includes(s.category);
    return s.stock > 0 && s.weightG <= TAG_RULES.fastMaxWeightG;
  };
  if (!skus.every(eligible)) return 'SKU_NOT_ELIGIBLE';
  if (shipping.shipped >= TAG_RULES.minShippedOrders && shipping.onTime / shipping.shipped < TAG_RULES.onTimeMin[tag]) return 'PERFORMANCE_BELOW';
  return null;
}

export const TagErrorCode = {
  stale: 'PRODUCT_TAG_STALE',
  decided: 'PRODUCT_TAG_DECIDED',
  open: 'PRODUCT_TAG_OPEN',
  invalid: 'PRODUCT_TAG_INVALID',
} as const;

export const tagApplicationList = defineListSpec({
  bizType: 'product.fulfillmentTagApplyList',
  title: ['Fulfilment label applications', '履约标签申请'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    applicationNo: { type: z.string(), title: ['Application no.', '申请单号'], width: 150, sortable: true, filter: 'text' },
    tag: { type: fulfilmentTagSchema, title: ['Label', '标签'], kind: 'status', width: 120, optionName: 'fulfilmentTag', filter: { kind: 'select', schema: fulfilmentTagSchema } },
    productId: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    productCode: { type: z.string(), title: ['Product code', '商品编码'], width: 130, filter: 'text' },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 200 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    skuCount: { type: z.number().int(), title: ['Skus', 'SKU 数'], kind: 'number', width: 90 },
    sellerSkus: { type: z.string(), title: ['Seller skus', '店铺 SKU'], width: 200 },
    status: { type: tagApplicationStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'tagApplicationStatus', filter: { kind: 'select', schema: tagApplicationStatusSchema } },
    decisionCode: { type: tagDecisionCodeSchema.nullable(), title: ['Platform’s reason', '平台原因'], kind: 'status', width: 200, optionName: 'tagDecisionCode' },
    reviewDueAt: { type: z.string(), title: ['Decision by', '审核截止'], kind: 'datetime', width: 170, hidden: true },
    appliedAt: { type: z.string(), title: ['Applied at', '申请时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    decidedAt: { type: z.string().nullable(), title: ['Decided at', '审核时间'], kind: 'datetime', width: 170, hidden: true },
    appliedBy: { type: z.string(), title: ['Applied by', '申请人'], width: 130, hidden: true },
    note: { type: z.string(), title: ['Note', '说明'], width: 200, hidden: true },
    reason: { type: z.string(), title: ['Withdraw or revoke reason', '撤回或撤销原因'], width: 200, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'appliedAt', order: 'desc' },
  conditionOrder: ['applicationNo', 'productCode', 'tag', 'status', 'platformCode', 'appliedAt'],
});
export const tagApplicationRowSchema = tagApplicationList.row;
export type TagApplicationRow = z.infer<typeof tagApplicationRowSchema>;

const tagSkuSchema = z.object({
  id: z.string(),
  sellerSku: z.string(),
  skuCode: z.string(),
  variant: z.string(),
  status: z.enum(['active', 'inactive']),
  stock: z.number().int(),
  weightG: z.number(),
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  category: z.string(),
});
const historyEntrySchema = z.object({ action: z.string(), from: z.string(), to: z.string(), note: z.string(), by: z.string(), at: z.string() });

export const tagApplicationInfoSchema = tagApplicationRowSchema.extend({
  skus: z.array(tagSkuSchema),
  /** The product's channel's shipped orders and how many shipped on time (the performance rule's data). */
  shipping: z.object({ shipped: z.number().int(), onTime: z.number().int() }),
  history: z.array(historyEntrySchema),
});
export type TagApplicationInfo = z.infer<typeof tagApplicationInfoSchema>;

const idSchema = z.string().min(1).max(64);

export const searchTagApplications = endpoint({
  id: 'product.tagSearch',
  method: 'POST',
  path: `${T}/apply/search`,
  summary: 'Fulfilment label applications (fulfillmentTagApplyList)',
  body: tagApplicationList.query,
  response: tagApplicationList.page,
});

export const getTagApplication = endpoint({
  id: 'product.tagInfo',
  method: 'GET',
  path: `${T}/apply/{id}`,
  summary: 'One fulfilment tag application (detail)',
  params: z.strictObject({ id: idSchema }),
  response: tagApplicationInfoSchema,
});

export const applyTag = endpoint({
  id: 'product.tagApply',
  method: 'POST',
  path: `${T}/apply/create`,
  summary: 'Apply for a fulfilment label on skus of one product',
  body: z.strictObject({
    productId: idSchema,
    tag: fulfilmentTagSchema,
    skuIds: z.array(idSchema).min(1).max(TAG_SKUS_MAX),
    note: z.string().trim().max(TAG_NOTE_MAX),
  }),
  response: tagApplicationInfoSchema,
});

const actionBody = z.strictObject({ id: idSchema, version: z.number().int().min(1), note: z.string().trim().min(1).max(TAG_NOTE_MAX) });

export const withdrawTag = endpoint({
  id: 'product.tagWithdraw',
  method: 'POST',
  path: `${T}/apply/withdraw`,
  summary: 'Withdraw a tag application while the platform has not decided',
  body: actionBody,
  response: tagApplicationInfoSchema,
});

export const revokeTag = endpoint({
  id: 'product.tagRevoke',
  method: 'POST',
  path: `${T}/apply/revoke`,
  summary: 'Revoke an approved tag',
  body: actionBody,
  response: tagApplicationInfoSchema,
});

export const tagEndpoints = [searchTagApplications, getTagApplication, applyTag, withdrawTag, revokeTag] as const;
