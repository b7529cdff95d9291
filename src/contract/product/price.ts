// Price proposals (docs/domain/products.md, "Price change"): a supplier proposes a new supply
// price for one sku from an effective date, with a cost driver. It waits for the platform's
// decision (the job's rules); only an approved price takes effect, on its date. The supplier can
// withdraw a proposal while it is open (pending or approved), with a reason. One open proposal
// per sku (PRODUCT_PRICE_OPEN). Before sending, the preview shows which open orders the old and
// the new price would hit.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { isPositiveNumber5 } from '../kernel/rules';

const P = '/api/scm-app/supplier/product/price';

export const priceProposalStatuses = ['pending', 'approved', 'effective', 'rejected', 'withdrawn'] as const;
export const priceProposalStatusSchema = z.enum(priceProposalStatuses);
export type PriceProposalStatus = z.infer<typeof priceProposalStatusSchema>;
/** The statuses in which a proposal is still open (one per sku; withdraw allowed). */
export const openPriceStatuses: readonly PriceProposalStatus[] = ['pending', 'approved'];

export const priceDrivers = ['rawMaterial', 'freight', 'labour', 'tariff', 'exchangeRate', 'other'] as const;
export const priceDriverSchema = z.enum(priceDrivers);
export type PriceDriver = z.infer<typeof priceDriverSchema>;

/** The platform's reason codes for a rejection (the job's rules, in order). */
export const priceDecisionCodes = ['MARGIN_TOO_LOW', 'INCREASE_OVER_LIMIT', 'DRIVER_NOT_SUPPORTED'] as const;
export const priceDecisionCodeSchema = z.enum(priceDecisionCodes);
export type PriceDecisionCode = z.infer<typeof priceDecisionCodeSchema>;

/** The platform's rules (the job applies them; the form warns with the same numbers). */
export const PRICE_RULES = { minMargin: 0.08, maxIncrease: 0.3, driverNeededAbove: 0.1 } as const;
export const PRICE_NOTE_MAX = 200;
/** An effective date at most this many days ahead. */
export const PRICE_EFFECTIVE_MAX_DAYS = 90;

export const PriceErrorCode = {
  stale: 'PRODUCT_PRICE_STALE',
  decided: 'PRODUCT_PRICE_DECIDED',
  open: 'PRODUCT_PRICE_OPEN',
  invalid: 'PRODUCT_PRICE_INVALID',
} as const;

/** The rule a platform decision applies first that fails; null: approved. */
export function priceDecision(p: { oldPrice: number; newPrice: number; salePrice: number; driver: PriceDriver }): PriceDecisionCode | null {
  if (p.salePrice <= 0 || (p.salePrice - p.newPrice) / p.salePrice < PRICE_RULES.minMargin) return 'MARGIN_TOO_LOW';
  const change = (p.newPrice - p.oldPrice) / p.oldPrice;
  if (change > PRICE_RULES.maxIncrease) return 'INCREASE_OVER_LIMIT';
  if (change > PRICE_RULES.driverNeededAbove && p.driver === 'other') return 'DRIVER_NOT_SUPPORTED';
  return null;
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A supply price: spec section 5's positive number with up to 5 decimals. */
export const supplyPriceSchema = z.number().refine((v) => v > 0 && isPositiveNumber5(v), 'a positive number with up to 5 decimals').refine((v) => v < 1e9);

export const priceProposalList = defineListSpec({
  bizType: 'product.approvalList',
  title: ['Price approval', '价格审批'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    proposalNo: { type: z.string(), title: ['Proposal no.', '调价单号'], width: 140, sortable: true, filter: 'text' },
    productId: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    productCode: { type: z.string() },
    title: { type: z.string(), title: ['Title', '商品名称'], width: 200 },
    sellerSku: { type: z.string(), title: ['Sku', 'SKU'], width: 150, filter: 'text' },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    oldPrice: { type: z.number(), title: ['Old price', '原供货价'], kind: 'money', currencyKey: 'currency', width: 120 },
    newPrice: { type: z.number(), title: ['New price', '新供货价'], kind: 'money', currencyKey: 'currency', width: 120, sortable: true },
    currency: { type: z.string() },
    change: { type: z.number(), title: ['Change', '变动'], kind: 'percent', width: 100 },
    salePrice: { type: z.number(), title: ['Sale price', '售价'], kind: 'money', currencyKey: 'currency', width: 120, hidden: true },
    oldMargin: { type: z.number(), kind: 'percent' },
    newMargin: { type: z.number(), title: ['Margin after', '新毛利率'], kind: 'percent', width: 110 },
    effectiveDate: { type: z.string(), title: ['Effective from', '生效日期'], kind: 'date', width: 130, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    driver: { type: priceDriverSchema, title: ['Cost driver', '成本原因'], kind: 'status', width: 130, optionName: 'priceDriver' },
    status: { type: priceProposalStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'priceProposalStatus', filter: { kind: 'select', schema: priceProposalStatusSchema } },
    decisionCode: { type: priceDecisionCodeSchema.nullable(), title: ['Reason', '驳回原因'], kind: 'status', width: 200, optionName: 'priceDecisionCode' },
    reviewDueAt: { type: z.string(), title: ['Decision by', '审核截止'], kind: 'datetime', width: 170, hidden: true },
    proposedAt: { type: z.string(), title: ['Proposed at', '提交时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    decidedAt: { type: z.string().nullable(), kind: 'datetime' },
    proposedBy: { type: z.string() },
    note: { type: z.string(), title: ['Note', '说明'], width: 200, hidden: true },
    withdrawReason: { type: z.string(), title: ['Withdraw reason', '撤回原因'], width: 200, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'proposedAt', order: 'desc' },
  conditionOrder: ['proposalNo', 'sellerSku', 'status', 'platformCode', 'proposedAt', 'effectiveDate'],
});
export const priceProposalRowSchema = priceProposalList.row;
export type PriceProposalRow = z.infer<typeof priceProposalRowSchema>;

const orderHit = z.object({ id: z.string(), supplierOrderId: z.string(), orderTime: z.string(), qty: z.number().int() });
const hits = z.object({ count: z.number().int(), units: z.number().int(), orders: z.array(orderHit) });
export const pricePreviewSchema = z.object({
  /** Open orders placed before the effective date: they keep the old price. */
  oldPrice: hits,
  /** Open orders placed on or after the effective date: they are priced at the new one. */
  newPrice: hits,
  /** (new − old) × the units priced at the new price. */
  difference: z.number(),
  currency: z.string(),
  /** The platform rule the proposal would fail, as the job will apply it; null: none. */
  expected: priceDecisionCodeSchema.nullable(),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;

const proposalInput = {
  skuId: z.string().min(1).max(64),
  newPrice: supplyPriceSchema,
  effectiveDate: isoDate,
};

export const previewPrice = endpoint({
  id: 'product.pricePreview',
  method: 'POST',
  path: `${P}/preview`,
  summary: 'Open orders a proposed price would hit',
  body: z.strictObject({ ...proposalInput, driver: priceDriverSchema }),
  response: pricePreviewSchema,
});

export const proposePrice = endpoint({
  id: 'product.pricePropose',
  method: 'POST',
  path: `${P}/propose`,
  summary: 'Propose a supply price',
  body: z.strictObject({ ...proposalInput, driver: priceDriverSchema, note: z.string().trim().max(PRICE_NOTE_MAX) }),
  response: priceProposalRowSchema,
});

export const getPriceProposal = endpoint({
  id: 'product.priceInfo',
  method: 'GET',
  path: `${P}/approval/{id}`,
  summary: 'One price proposal',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: priceProposalRowSchema,
});

export const searchPriceProposals = endpoint({
  id: 'product.priceSearch',
  method: 'POST',
  path: `${P}/approval/search`,
  summary: 'Price proposals (approvalList)',
  body: priceProposalList.query,
  response: priceProposalList.page,
});

export const withdrawPrice = endpoint({
  id: 'product.priceWithdraw',
  method: 'POST',
  path: `${P}/withdraw`,
  summary: 'Withdraw a price proposal',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), note: z.string().trim().min(1).max(PRICE_NOTE_MAX) }),
  response: priceProposalRowSchema,
});

export const priceEndpoints = [searchPriceProposals, getPriceProposal, previewPrice, proposePrice, withdrawPrice] as const;
