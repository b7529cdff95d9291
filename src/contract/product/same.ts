// Same-product relations (docs/domain/products.md, "Same-product relation"): the platform proposes
// "our product = a standard product" with the attribute differences; the supplier confirms, or
// declines with a reason (not the same, different pack, different model); a confirmed one can be
// unlinked by appeal with a reason. The supplier can also request a relation itself: the platform
// accepts it at once when the categories agree (else PRODUCT_SAME_CATEGORY). One live relation
// (proposed or confirmed) per product (PRODUCT_SAME_LIVE). Relations and offers are the tenant's.
// Lists: the proposals to confirm (sameProductRelationConfirm) and every relation
// (sameProductRelationSearch); one relation with its history (sameProductInfo?id=); the competing
// offers on one standard product (sameBiddingList?standard=).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { PRODUCT_PATH } from './platform';
import { SAME_NOTE_MAX, compareRowSchema, sameDeclineReasonSchema, sameOriginSchema, sameRelationStatusSchema } from './same-values';

export * from './same-values';

const P = `${PRODUCT_PATH}/same`;

const relationFields = {
  id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
  relationNo: { type: z.string(), title: ['Relation no.', '关联单号'], width: 120, sortable: true, filter: 'text' },
  productId: { type: z.string() },
  productCode: { type: z.string(), title: ['Our product', '我方商品'], width: 130, filter: 'text' },
  title: { type: z.string(), title: ['Title', '商品名称'], width: 220 },
  platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform' },
  standardId: { type: z.string() },
  standardCode: { type: z.string(), title: ['Standard code', '标准编码'], width: 130, filter: 'text' },
  standardTitle: { type: z.string(), title: ['Standard product', '标准商品'], width: 220 },
  differences: { type: z.number().int(), title: ['Differences', '差异项'], kind: 'number', width: 100, sortable: true },
  origin: { type: sameOriginSchema, title: ['Asked by', '发起方'], kind: 'status', width: 110, optionName: 'sameOrigin' },
  status: { type: sameRelationStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'sameRelationStatus', filter: { kind: 'select', schema: sameRelationStatusSchema } },
  declineReason: { type: sameDeclineReasonSchema.nullable(), title: ['Decline reason', '拒绝原因'], kind: 'status', width: 140, optionName: 'sameDeclineReason', hidden: true },
  note: { type: z.string(), title: ['Note', '说明'], width: 200, hidden: true },
  proposedAt: { type: z.string(), title: ['Proposed at', '提出时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
  decidedAt: { type: z.string().nullable(), title: ['Decided at', '处理时间'], kind: 'datetime', width: 170, hidden: true },
  version: { type: z.number().int(), kind: 'number' },
} as const;

/** The platform's proposals waiting for the supplier (status proposed only). */
export const sameConfirmList = defineListSpec({
  bizType: 'product.sameProductRelationConfirm',
  title: ['Same products to confirm', '待确认同款'],
  fields: { ...relationFields, status: { type: sameRelationStatusSchema, title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'sameRelationStatus' } },
  defaultSort: { field: 'proposedAt', order: 'desc' },
  conditionOrder: ['relationNo', 'productCode', 'standardCode', 'proposedAt'],
});

/** Every relation of ours, in every state. */
export const sameSearchList = defineListSpec({
  bizType: 'product.sameProductRelationSearch',
  title: ['Same-product relations', '同款关联'],
  fields: relationFields,
  defaultSort: { field: 'proposedAt', order: 'desc' },
  conditionOrder: ['relationNo', 'productCode', 'standardCode', 'status', 'proposedAt'],
});
export const sameRelationRowSchema = sameSearchList.row;
export type SameRelationRow = z.infer<typeof sameRelationRowSchema>;

export const sameHistoryEntrySchema = z.object({
  action: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  note: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type SameHistoryEntry = z.infer<typeof sameHistoryEntrySchema>;

export const sameRelationInfoSchema = sameRelationRowSchema.extend({
  compare: z.array(compareRowSchema),
  /** Oldest first. */
  history: z.array(sameHistoryEntrySchema),
});
export type SameRelationInfo = z.infer<typeof sameRelationInfoSchema>;

export const biddingOfferSchema = z.object({
  /** Our product's code, or the other seller's anonymised code. */
  seller: z.string(),
  ours: z.boolean(),
  productId: z.string().nullable(),
  salePrice: z.number(),
  supplyPrice: z.number(),
  stock: z.number().int(),
  /** 1 = the lowest sale price (ties share a rank). */
  rank: z.number().int(),
  lowest: z.boolean(),
});
export type BiddingOffer = z.infer<typeof biddingOfferSchema>;

export const sameBiddingSchema = z.object({
  /** null: no standard product asked and none of ours is linked. */
  standard: z.object({ id: z.string(), code: z.string(), title: z.string(), referencePrice: z.number(), currency: z.string() }).nullable(),
  /** The currency of the offers (our product's). */
  currency: z.string(),
  /** By sale price, lowest first. */
  offers: z.array(biddingOfferSchema),
  /** Our linked product's attributes against the standard product's (empty without one). */
  compare: z.array(compareRowSchema),
});
export type SameBidding = z.infer<typeof sameBiddingSchema>;

const id = z.string().min(1).max(64);
const decision = { id, version: z.number().int().min(1) };

export const searchSameConfirm = endpoint({
  id: 'product.sameConfirmSearch',
  method: 'POST',
  path: `${P}/confirm/search`,
  summary: 'Same-product relations the platform proposed (sameProductRelationConfirm)',
  body: sameConfirmList.query,
  response: sameConfirmList.page,
});

export const searchSameRelations = endpoint({
  id: 'product.sameSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Same-product relations in every state (sameProductRelationSearch)',
  body: sameSearchList.query,
  response: sameSearchList.page,
});

export const getSameRelation = endpoint({
  id: 'product.sameInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One same-product relation with the product compare and its history (same-product request detail)',
  params: z.strictObject({ id }),
  response: sameRelationInfoSchema,
});

export const confirmSameRelation = endpoint({
  id: 'product.sameConfirm',
  method: 'POST',
  path: `${P}/confirm`,
  summary: 'Confirm a proposed same-product relation',
  body: z.strictObject(decision),
  response: sameRelationInfoSchema,
});

export const declineSameRelation = endpoint({
  id: 'product.sameDecline',
  method: 'POST',
  path: `${P}/decline`,
  summary: 'Decline a proposed same-product relation with a reason',
  body: z.strictObject({ ...decision, reason: sameDeclineReasonSchema, note: z.string().trim().max(SAME_NOTE_MAX) }),
  response: sameRelationInfoSchema,
});

export const unlinkSameRelation = endpoint({
  id: 'product.sameUnlink',
  method: 'POST',
  path: `${P}/unlink`,
  summary: 'Unlink a confirmed same-product relation by appeal (reason required)',
  body: z.strictObject({ ...decision, note: z.string().trim().min(1).max(SAME_NOTE_MAX) }),
  response: sameRelationInfoSchema,
});

export const requestSameRelation = endpoint({
  id: 'product.sameRequest',
  method: 'POST',
  path: `${P}/request`,
  summary: 'Request a same-product relation (same-product request create)',
  body: z.strictObject({ productCode: z.string().trim().min(1).max(64), standardCode: z.string().trim().min(1).max(64), note: z.string().trim().max(SAME_NOTE_MAX) }),
  response: sameRelationInfoSchema,
});

export const getSameBidding = endpoint({
  id: 'product.sameBidding',
  method: 'GET',
  path: `${P}/bidding`,
  summary: 'Competing offers on one standard product (sameBiddingList; without one: the first of ours that is linked)',
  query: z.strictObject({ standard: z.string().min(1).max(64).optional() }),
  response: sameBiddingSchema,
});

export const sameEndpoints = [searchSameConfirm, searchSameRelations, getSameRelation, confirmSameRelation, declineSameRelation, unlinkSameRelation, requestSameRelation, getSameBidding] as const;
