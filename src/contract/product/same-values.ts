// The values of same-product relations (docs/domain/products.md, "Same-product relation"), apart
// from the endpoints so the standard catalogue's contract and the labels can name them.
import { z } from 'zod';

export const sameRelationStatuses = ['proposed', 'confirmed', 'declined', 'unlinked'] as const;
export const sameRelationStatusSchema = z.enum(sameRelationStatuses);
export type SameRelationStatus = z.infer<typeof sameRelationStatusSchema>;
/** The statuses of a live relation: one per product of ours. */
export const liveSameStatuses: readonly SameRelationStatus[] = ['proposed', 'confirmed'];

export const sameDeclineReasons = ['notSame', 'differentPack', 'differentModel'] as const;
export const sameDeclineReasonSchema = z.enum(sameDeclineReasons);
export type SameDeclineReason = z.infer<typeof sameDeclineReasonSchema>;

export const sameOrigins = ['platform', 'supplier'] as const;
export const sameOriginSchema = z.enum(sameOrigins);
export type SameOrigin = z.infer<typeof sameOriginSchema>;

/** The attributes the product compare sets side by side. */
export const compareAttributes = ['title', 'brand', 'category', 'unit', 'weightG', 'barcode'] as const;
export const compareAttributeSchema = z.enum(compareAttributes);
export type CompareAttribute = z.infer<typeof compareAttributeSchema>;

export const compareRowSchema = z.object({
  attribute: compareAttributeSchema,
  ours: z.string(),
  standard: z.string(),
  same: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const SAME_NOTE_MAX = 200;

export const SameErrorCode = {
  stale: 'PRODUCT_SAME_STALE',
  decided: 'PRODUCT_SAME_DECIDED',
  live: 'PRODUCT_SAME_LIVE',
  category: 'PRODUCT_SAME_CATEGORY',
} as const;
