// Distribution settings (docs/domain/products.md, "Listing settings, agreement and subscriptions";
// spec section 7 "distribution settings"): per tenant, whether its products are offered to
// distributors (the dms build) and the discount off the supply price they buy at. The discount is
// a percent typed with up to 5 decimals and judged as typed (spec section 5, decision 030), shown
// with 2 decimals and the sign after the number. The spec gives no route: it shows on the platform
// product record beside the listing settings.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { isPositiveNumber5 } from '../kernel/rules';
import { PRODUCT_PATH } from './platform';

export const DistributionErrorCode = {
  invalid: 'PRODUCT_DISTRIBUTION_INVALID',
  stale: 'PRODUCT_DISTRIBUTION_STALE',
} as const;

/** The discount is at least 0 and below this (a 100 % discount would give the goods away). */
export const DISCOUNT_PERCENT_BELOW = 100;

export type DiscountProblem = 'required' | 'notNumber' | 'outOfRange';

/**
 * The problem of a discount as typed, never trimmed (decision 030): empty is allowed only when the
 * products are not offered; '0' or a positive number with up to 5 decimals (isPositiveNumber5),
 * from 0 to below 100. The server asks the same of the text it receives.
 */
export function discountPercentProblem(v: string | null, offered: boolean): DiscountProblem | null {
  if (v === null || v === '') return offered ? 'required' : null;
  if (v !== '0' && !isPositiveNumber5(v)) return 'notNumber';
  const n = Number(v);
  return n < 0 || n >= DISCOUNT_PERCENT_BELOW ? 'outOfRange' : null;
}

export const distributionSettingsSchema = z.object({
  /** Whether the tenant's products are offered to distributors. */
  offered: z.boolean(),
  /** Percent off the supply price (12.5 is 12.50 %); null when never set. */
  discountPercent: z.number().nullable(),
  /** 0: never saved (the defaults shown: not offered, no discount). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type DistributionSettings = z.infer<typeof distributionSettingsSchema>;

export const getDistributionSettings = endpoint({
  id: 'product.distributionSettings',
  method: 'GET',
  path: `${PRODUCT_PATH}/distribution/settings`,
  summary: "Whether the supplier's products are offered to distributors, and at what discount (distribution settings)",
  response: distributionSettingsSchema,
});

export const saveDistributionSettings = endpoint({
  id: 'product.distributionSettingsSave',
  method: 'PUT',
  path: `${PRODUCT_PATH}/distribution/settings`,
  summary: 'Save the distribution settings, the version read (the same save sent again is one save)',
  body: z.strictObject({
    offered: z.boolean(),
    /** As typed; null or '' for none (only while not offered). */
    discountPercent: z.string().max(16).nullable(),
    /** The version read; 0 when never saved. */
    version: z.number().int().min(0),
  }),
  response: distributionSettingsSchema,
});

export const distributionEndpoints = [getDistributionSettings, saveDistributionSettings] as const;
