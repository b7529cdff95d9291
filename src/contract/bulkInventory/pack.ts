// Pack quantities of a bulk warehouse (docs/domain/receipts.md, "Bulk inventory" and "Slice (built):
// bulk packs and the centre's speed"): per sku, how many units a carton holds and how many cartons go
// on a pallet in that warehouse. The warehouse's record lists them and the supplier adds a sku
// (picked, not typed), changes its figures with the version read, or removes it. The bulk stock list
// (stock.ts) shows on hand in these packs. Our design: the spec names no pack call.
//   - add: the same sku with the same figures again answers the pack as it is (a double click or a
//     retried request adds nothing); other figures for a sku the warehouse already packs are refused
//     (BULK_PACK_EXISTS: change it instead). A sku the tenant does not have: BULK_PACK_SKU_UNKNOWN.
//     A warehouse packs at most BULK_PACKS_MAX skus (BULK_PACK_LIMIT), so its list is one answer.
//   - change: the version read (BULK_PACK_STALE); a save that changes nothing answers the pack as it is.
//   - remove: the version read (BULK_PACK_STALE); a pack already gone answers removed: false.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';

const P = '/api/scm-app/supplier/bulkInventory/warehouse/pack';

/** Bounds of the figures (the table's CHECKs say them again). */
export const UNITS_PER_CARTON_MAX = 100_000;
export const CARTONS_PER_PALLET_MAX = 10_000;
/** The most skus one bulk warehouse packs. */
export const BULK_PACKS_MAX = 500;

export const BulkPackErrorCode = {
  exists: 'BULK_PACK_EXISTS',
  stale: 'BULK_PACK_STALE',
  skuUnknown: 'BULK_PACK_SKU_UNKNOWN',
  limit: 'BULK_PACK_LIMIT',
} as const;

export const unitsPerCartonSchema = z.number().int().min(1).max(UNITS_PER_CARTON_MAX);
export const cartonsPerPalletSchema = z.number().int().min(1).max(CARTONS_PER_PALLET_MAX);

export const bulkPackSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  unitsPerCarton: z.number().int(),
  cartonsPerPallet: z.number().int(),
  /** The warehouse's units on hand of the sku (0 when it holds none yet). */
  onHand: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BulkPack = z.infer<typeof bulkPackSchema>;

const warehouseId = z.string().min(1).max(64);
const skuId = z.string().min(1).max(64);

export const bulkPackCreateSchema = z.strictObject({
  warehouseId,
  /** The sku's code, as the sku picker gives it. */
  sku: z.string().trim().min(1).max(64),
  unitsPerCarton: unitsPerCartonSchema,
  cartonsPerPallet: cartonsPerPalletSchema,
});
export const bulkPackUpdateSchema = z.strictObject({ warehouseId, skuId, unitsPerCarton: unitsPerCartonSchema, cartonsPerPallet: cartonsPerPalletSchema, version: z.number().int().min(1) });
export const bulkPackDeleteSchema = z.strictObject({ warehouseId, skuId, version: z.number().int().min(1) });

export const getBulkPacks = endpoint({
  id: 'bulkInventory.packList',
  method: 'GET',
  path: `${P}/list/{id}`,
  summary: 'The pack quantities of one bulk warehouse, per sku (at most BULK_PACKS_MAX, by sku code)',
  params: z.strictObject({ id: warehouseId }),
  response: z.array(bulkPackSchema),
});

export const createBulkPack = endpoint({
  id: 'bulkInventory.packCreate',
  method: 'POST',
  path: `${P}/create`,
  summary: 'Adds a sku’s pack quantities to a bulk warehouse (the same figures again answer the same pack)',
  body: bulkPackCreateSchema,
  response: bulkPackSchema,
});

export const updateBulkPack = endpoint({
  id: 'bulkInventory.packUpdate',
  method: 'PUT',
  path: `${P}/update`,
  summary: 'Changes a sku’s pack quantities in a bulk warehouse with the version read',
  body: bulkPackUpdateSchema,
  response: bulkPackSchema,
});

export const deleteBulkPack = endpoint({
  id: 'bulkInventory.packDelete',
  method: 'POST',
  path: `${P}/delete`,
  summary: 'Removes a sku’s pack quantities from a bulk warehouse with the version read (one already gone: removed false)',
  body: bulkPackDeleteSchema,
  response: z.object({ skuId: z.string(), removed: z.boolean() }),
});
