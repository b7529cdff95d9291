// Matching (docs/domain/products.md, "Channel products, matching and sync"): each channel sku
// (outer sku) of a listing against our skus of the same cart: matched, unmatched, or conflicting
// (another channel sku of the cart has the same match). The supplier picks one of our skus of the
// cart for a channel sku (spec "modify relation (PUT)": never a typed code; a sku another channel
// sku of the cart already has is refused) or clears the match (spec "clear outer skus and codes
// (PUT)"); the version read is checked; the same change again changes nothing.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/product/match';

export const matchStatuses = ['matched', 'unmatched', 'conflicting'] as const;
export const matchStatusSchema = z.enum(matchStatuses);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export const MatchErrorCode = {
  stale: 'PRODUCT_MATCH_STALE',
  taken: 'PRODUCT_MATCH_TAKEN',
  otherCart: 'PRODUCT_MATCH_OTHER_CART',
} as const;

export const matchList = defineListSpec({
  bizType: 'product.matchList',
  title: ['Product matching', '商品匹配'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    outerSku: { type: z.string(), title: ['Channel sku', '渠道 SKU'], width: 160, sortable: true, filter: 'text' },
    outerCode: { type: z.string(), title: ['Channel code', '渠道商品编码'], width: 140, filter: 'text' },
    title: { type: z.string(), title: ['Channel title', '渠道标题'], width: 220 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 170 },
    matchStatus: { type: matchStatusSchema, title: ['Match', '匹配状态'], kind: 'status', width: 120, optionName: 'matchStatus', filter: { kind: 'select', schema: matchStatusSchema } },
    sellerSku: { type: z.string().nullable(), title: ['Our sku', '我方 SKU'], width: 160 },
    skuCode: { type: z.string().nullable(), title: ['Master sku', '主 SKU'], width: 140 },
    productSkuId: { type: z.string().nullable() },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'outerSku', order: 'asc' },
  conditionOrder: ['outerSku', 'outerCode', 'matchStatus', 'platformCode'],
});
export const matchRowSchema = matchList.row;
export type MatchRow = z.infer<typeof matchRowSchema>;

export const matchCandidateSchema = z.object({
  id: z.string(),
  sellerSku: z.string(),
  skuCode: z.string(),
  variant: z.string(),
  /** The channel skus of the cart already matched to it (outer skus). */
  matchedBy: z.array(z.string()),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const searchMatches = endpoint({
  id: 'product.matchSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Our skus against channel skus (matchList)',
  body: matchList.query,
  response: matchList.page,
});

export const getMatchCandidates = endpoint({
  id: 'product.matchCandidates',
  method: 'GET',
  path: `${P}/candidates`,
  summary: 'Our skus of a channel sku’s cart, to pick a match from (?id=)',
  query: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.array(matchCandidateSchema),
});

export const modifyMatch = endpoint({
  id: 'product.matchRelation',
  method: 'PUT',
  path: `${P}/relation`,
  summary: 'Match a channel sku to one of our skus (modify relation)',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), productSkuId: z.string().min(1).max(64) }),
  response: matchRowSchema,
});

export const clearMatch = endpoint({
  id: 'product.matchClear',
  method: 'PUT',
  path: `${P}/clear`,
  summary: 'Clear the match of a channel sku (clear outer skus and codes)',
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1) }),
  response: matchRowSchema,
});

export const matchEndpoints = [searchMatches, getMatchCandidates, modifyMatch, clearMatch] as const;
