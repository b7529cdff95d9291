// Listing settings and the supplier agreement (docs/domain/products.md, "Listing settings,
// agreement and subscriptions"; spec section 7 "platform product settings", "warehouse list",
// "user agreement check and save"): per platform, the supplier's listing defaults (handling days,
// the ship-from warehouse, whether new listings take the channel's price formula) and the
// platform's supplier agreement, which the supplier accepts before its first change of them.
// The spec gives no route: the settings show on the platform product record.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { PRODUCT_PATH } from './platform';

const P = `${PRODUCT_PATH}/listing`;

export const LISTING_LIMITS = { handlingDaysMin: 1, handlingDaysMax: 30, handlingDaysDefault: 3 } as const;

export const ListingErrorCode = {
  invalid: 'PRODUCT_LISTING_INVALID',
  stale: 'PRODUCT_LISTING_STALE',
  agreement: 'PRODUCT_LISTING_AGREEMENT',
  warehouse: 'PRODUCT_LISTING_WAREHOUSE',
} as const;

export type HandlingDaysProblem = 'required' | 'notWhole' | 'outOfRange';

/** The problem of handling days as typed (the server asks the same of the number it receives). */
export function handlingDaysProblem(v: string): HandlingDaysProblem | null {
  if (v.trim() === '') return 'required';
  if (!/^\d{1,3}$/.test(v.trim())) return 'notWhole';
  const n = Number(v);
  return n < LISTING_LIMITS.handlingDaysMin || n > LISTING_LIMITS.handlingDaysMax ? 'outOfRange' : null;
}

export const listingSettingsSchema = z.object({
  platformCode: z.string(),
  platformName: z.string(),
  handlingDays: z.number().int(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  autoApplyFormula: z.boolean(),
  /** 0: never saved (the defaults shown). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ListingSettings = z.infer<typeof listingSettingsSchema>;

export const agreementStateSchema = z.object({
  platformCode: z.string(),
  /** The agreement's current version. */
  version: z.number().int(),
  /** Its text in the caller's language. */
  text: z.string(),
  /** Whether the caller's tenant accepted the current version. */
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  acceptedBy: z.string().nullable(),
});
export type AgreementState = z.infer<typeof agreementStateSchema>;

export const listingWarehouseSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), country: z.string() });
export type ListingWarehouse = z.infer<typeof listingWarehouseSchema>;

const platformSchema = z.string().min(1).max(32);

export const getListingSettings = endpoint({
  id: 'product.listingSettings',
  method: 'GET',
  path: `${P}/settings`,
  summary: "The supplier's listing defaults on a platform (platform product settings)",
  query: z.strictObject({ platformCode: platformSchema }),
  response: listingSettingsSchema,
});

export const saveListingSettings = endpoint({
  id: 'product.listingSettingsSave',
  method: 'PUT',
  path: `${P}/settings`,
  summary: "Save the supplier's listing defaults on a platform; refused until its agreement is accepted",
  body: z.strictObject({
    platformCode: platformSchema,
    handlingDays: z.number().int(),
    warehouseId: z.string().min(1).max(64).nullable(),
    autoApplyFormula: z.boolean(),
    /** The version read; 0 when never saved. */
    version: z.number().int().min(0),
  }),
  response: listingSettingsSchema,
});

export const getListingWarehouses = endpoint({
  id: 'product.listingWarehouses',
  method: 'GET',
  path: `${P}/warehouses`,
  summary: "The supplier's active own warehouses a listing ships from (warehouse list)",
  response: z.object({ items: z.array(listingWarehouseSchema) }),
});

export const checkAgreement = endpoint({
  id: 'product.agreementCheck',
  method: 'GET',
  path: `${P}/agreement`,
  summary: "Whether the platform's current supplier agreement is accepted (user agreement check)",
  query: z.strictObject({ platformCode: platformSchema }),
  response: agreementStateSchema,
});

export const acceptAgreement = endpoint({
  id: 'product.agreementSave',
  method: 'POST',
  path: `${P}/agreement`,
  summary: "Accept the platform's supplier agreement, the version read (user agreement save; a repeat answers itself)",
  body: z.strictObject({ platformCode: platformSchema, version: z.number().int().min(1) }),
  response: agreementStateSchema,
});

export const listingSettingsEndpoints = [getListingSettings, saveListingSettings, getListingWarehouses, checkAgreement, acceptAgreement] as const;
