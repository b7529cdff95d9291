// Code lookups for the pickers (docs/decisions/027-pickers.md): fields that take a code (sku,
// warehouse, shop, carrier) search the tenant's codes as the user types and check a pasted list
// of codes in one call. Both are reads sent as POST (a list of up to 500 codes does not fit a
// query string). They belong to no route group: a kind is answered to a role that grants one of
// the groups whose screens take that code (lookupKindGroups), and only the caller's tenant's live
// codes are searched.
import { z } from 'zod';
import { CODE_LIST_MAX, CODE_MAX_LENGTH, lookupKindSchema, type LookupKind } from '../kernel/code-list';
import { endpoint } from '../kernel/endpoint';
import type { GroupId } from '../kernel/groups';


/** The groups whose screens or imports take each kind of code: a role needs one of them. */
export const lookupKindGroups: Readonly<Record<LookupKind, readonly GroupId[]>> = {
  sku: ['inventory', 'separate', 'order', 'cost', 'product', 'inventoryCenter', 'bulkInventory'],
  warehouse: ['asset', 'inventory', 'order', 'inventoryCenter'],
  shop: ['asset', 'inventory', 'order', 'separate', 'product'],
  carrier: ['asset', 'order'],
  product: ['product'],
  standardProduct: ['product'],
  productSku: ['product'],
  priceInquiry: ['receipt'],
  receipt: ['receipt'],
};

/** One code found: the code as stored and its name. */
export const codeOptionSchema = z.object({ code: z.string(), name: z.string() });
export type CodeOption = z.infer<typeof codeOptionSchema>;

export const LOOKUP_LIMIT_MAX = 50;

export const searchCodes = endpoint({
  id: 'common.lookupSearch',
  changes: 'nothing',
  method: 'POST',
  path: '/api/scm-app/supplier/lookup/{kind}/search',
  summary: "The tenant's codes of a kind whose code starts with the text or whose name contains it, codes starting with it first",
  params: z.strictObject({ kind: lookupKindSchema }),
  body: z.strictObject({
    text: z.string().trim().max(100),
    limit: z.number().int().min(1).max(LOOKUP_LIMIT_MAX).default(20),
  }),
  response: z.object({ items: z.array(codeOptionSchema), more: z.boolean() }),
});

export const resolveCodes = endpoint({
  id: 'common.lookupResolve',
  changes: 'nothing',
  method: 'POST',
  path: '/api/scm-app/supplier/lookup/{kind}/resolve',
  summary: 'Which of a list of codes the tenant has (compared without case): found ones as stored, the others named',
  params: z.strictObject({ kind: lookupKindSchema }),
  body: z.strictObject({ codes: z.array(z.string().trim().min(1).max(CODE_MAX_LENGTH)).min(1).max(CODE_LIST_MAX) }),
  response: z.object({ found: z.array(codeOptionSchema), unknown: z.array(z.string()) }),
});

export const lookupEndpoints = [searchCodes, resolveCodes] as const;
