// The inventory domain of spec section 7 ("Warehouse groups", "Trigger", "Inventory and cost"):
// warehouse groups and their warehouse/cart bindings, stock per sku, allotment of a group's
// available stock to its carts, the trigger (diff and push of the allotment to the channels) and
// landed cost per sku. Design and rules: docs/domain/inventory.md.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import {
  bilingual,
  dateRangeSchema,
  numberRangeSchema,
  pageSchema,
  PAGE_SIZE_MAX,
  tableColumn as col,
  tableCondition as cond,
  tableQuerySchema,
  type TitledTable,
} from '../kernel/table';

const P = '/api/scm-app/supplier';

/** Business error codes of this domain (the envelope `code`); messages come from the server. */
export const InventoryErrorCode = {
  groupNameTaken: 'INVENTORY_GROUP_NAME_TAKEN',
  groupVersionStale: 'INVENTORY_GROUP_VERSION_STALE',
  groupHasCarts: 'INVENTORY_GROUP_HAS_CARTS',
  groupHasAllotments: 'INVENTORY_GROUP_HAS_ALLOTMENTS',
  warehouseInOtherGroup: 'INVENTORY_WAREHOUSE_IN_OTHER_GROUP',
  cartNotInGroup: 'INVENTORY_CART_NOT_IN_GROUP',
  cartHasAllotments: 'INVENTORY_CART_HAS_ALLOTMENTS',
  allotRatioOver100: 'INVENTORY_ALLOT_RATIO_OVER_100',
  allotExceedsAvailable: 'INVENTORY_ALLOT_EXCEEDS_AVAILABLE',
  allotVersionStale: 'INVENTORY_ALLOT_VERSION_STALE',
  triggerDiffChanged: 'TRIGGER_DIFF_CHANGED',
} as const;
export type InventoryErrorCodeValue = (typeof InventoryErrorCode)[keyof typeof InventoryErrorCode];

// ---- shared pieces ---------------------------------------------------------------------------

const idSchema = z.string().min(1).max(64);
/** A sku code as the supplier writes it (unique per tenant). */
const skuCodeSchema = z.string().trim().min(1).max(64);
const qty = z.number().int();
const isoTime = z.string();
const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const allotModes = ['ratio', 'fixed'] as const;
export const allotModeSchema = z.enum(allotModes);
export type AllotMode = z.infer<typeof allotModeSchema>;

/** `modified`: allotment changes not pushed yet; `synced`: the channels have the allotment. */
export const groupPushStatuses = ['modified', 'synced'] as const;
export const groupPushStatusSchema = z.enum(groupPushStatuses);

export const triggerChanges = ['new', 'increase', 'decrease', 'release'] as const;
export const triggerChangeSchema = z.enum(triggerChanges);

export const stockStatuses = ['inStock', 'lowStock', 'outOfStock'] as const;
export const stockStatusSchema = z.enum(stockStatuses);

/**
 * Stock sums: available = onHand - locked - isolated, where isolated is what stock isolations
 * (docs/domain/separation.md) hold of the stock (inventory_stock_levels).
 */
const stockSums = { onHand: qty, locked: qty, isolated: qty, available: qty };

export const groupWarehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  country: z.string(),
  status: z.string(),
  ...stockSums,
});
export const groupCartSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platformCode: z.string(),
  siteCountry: z.string(),
  status: z.string(),
});

// ---- warehouse groups ------------------------------------------------------------------------

export const warehouseGroupRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  warehouseCount: qty,
  cartCount: qty,
  allotmentCount: qty,
  onHand: qty,
  isolated: qty,
  available: qty,
  pushStatus: groupPushStatusSchema,
  modifiedAt: isoTime.nullable(),
  lastPushedAt: isoTime.nullable(),
  version: qty,
  allotVersion: qty,
  createdAt: isoTime,
  updatedAt: isoTime,
  updatedByName: z.string(),
});
export type WarehouseGroupRow = z.infer<typeof warehouseGroupRowSchema>;

export const warehouseGroupDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  version: qty,
  allotVersion: qty,
  modified: z.boolean(),
  modifiedAt: isoTime.nullable(),
  lastPushedAt: isoTime.nullable(),
  createdAt: isoTime,
  createdByName: z.string(),
  updatedAt: isoTime,
  updatedByName: z.string(),
  allotmentCount: qty,
  warehouses: z.array(groupWarehouseSchema),
  carts: z.array(groupCartSchema),
});
export type WarehouseGroupDetail = z.infer<typeof warehouseGroupDetailSchema>;

export const groupNameSchema = z.string().trim().min(1).max(60);
const remarkSchema = z.string().trim().max(200);
const warehouseIdsSchema = z.array(idSchema).max(500).refine(unique, 'a warehouse is listed twice');

export const warehouseGroupConditions = z.object({
  name: z.string().max(100),
  warehouse: z.string().max(100),
  cart: z.string().max(100),
  pushStatus: groupPushStatusSchema,
  updatedAt: dateRangeSchema,
});
export const warehouseGroupSortFields = ['name', 'warehouseCount', 'cartCount', 'createdAt', 'updatedAt'] as const;

export const searchWarehouseGroups = endpoint({
  id: 'inventory.groupSearch',
  method: 'POST',
  path: `${P}/warehouse-group/search`,
  summary: 'Warehouse groups of the tenant (table query, keyset page): counts, stock sums, push status',
  body: tableQuerySchema(warehouseGroupConditions, warehouseGroupSortFields),
  response: pageSchema(warehouseGroupRowSchema),
});

export const unboundWarehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  country: z.string(),
  status: z.string(),
  /** The asked group's id when the warehouse is already bound to it; null when unbound. */
  warehouseGroupId: z.string().nullable(),
});

export const getUnboundWarehouses = endpoint({
  id: 'inventory.unboundWarehouses',
  method: 'GET',
  path: `${P}/warehouse-groups/unbound/warehouses`,
  summary: 'Warehouses a group can bind: those in no group, plus (with warehouseGroupId) the ones bound to that group',
  query: z.strictObject({ warehouseGroupId: idSchema.optional() }),
  response: z.array(unboundWarehouseSchema),
});

export const createWarehouseGroup = endpoint({
  id: 'inventory.groupCreate',
  method: 'POST',
  path: `${P}/warehouse-group`,
  summary: 'Creates a warehouse group, optionally with its first warehouses',
  body: z.strictObject({ name: groupNameSchema, remark: remarkSchema.default(''), warehouseIds: warehouseIdsSchema.default([]) }),
  response: warehouseGroupDetailSchema,
});

const groupParams = z.strictObject({ id: idSchema });

export const getWarehouseGroup = endpoint({
  id: 'inventory.groupGet',
  method: 'GET',
  path: `${P}/warehouse-group/{id}`,
  summary: 'One warehouse group with its warehouses (stock sums) and carts',
  params: groupParams,
  response: warehouseGroupDetailSchema,
});

export const updateWarehouseGroup = endpoint({
  id: 'inventory.groupUpdate',
  method: 'PUT',
  path: `${P}/warehouse-group/{id}`,
  summary: 'Renames a warehouse group or changes its remark (optimistic: the version read)',
  params: groupParams,
  body: z.strictObject({ name: groupNameSchema, remark: remarkSchema.default(''), version: z.number().int().min(1) }),
  response: warehouseGroupDetailSchema,
});

export const deleteWarehouseGroup = endpoint({
  id: 'inventory.groupDelete',
  method: 'DELETE',
  path: `${P}/warehouse-group/{id}`,
  summary: 'Deletes a warehouse group without carts or allotments (its warehouses become unbound)',
  params: groupParams,
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

export const bindingGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: qty,
  modified: z.boolean(),
  warehouses: z.array(groupWarehouseSchema.pick({ id: true, code: true, name: true, type: true, country: true, status: true })),
  carts: z.array(groupCartSchema),
});
export const bindingsSchema = z.object({
  groups: z.array(bindingGroupSchema),
  unboundWarehouses: z.array(groupWarehouseSchema.pick({ id: true, code: true, name: true, type: true, country: true, status: true })),
  unboundCarts: z.array(groupCartSchema),
});
export type Bindings = z.infer<typeof bindingsSchema>;

export const getWarehouseGroupBindings = endpoint({
  id: 'inventory.bindingsGet',
  method: 'GET',
  path: `${P}/warehouse-groups/bindings`,
  summary: 'The group ↔ warehouse ↔ cart map (all groups, or one), with the unbound warehouses and carts',
  query: z.strictObject({ warehouseGroupId: idSchema.optional() }),
  response: bindingsSchema,
});

export const saveWarehouseGroupBindings = endpoint({
  id: 'inventory.bindingsSave',
  method: 'PUT',
  path: `${P}/warehouse-groups/bindings`,
  summary: "Sets the full warehouse set of one group (optimistic: the group's version)",
  body: z.strictObject({ warehouseGroupId: idSchema, version: z.number().int().min(1), warehouseIds: warehouseIdsSchema }),
  response: warehouseGroupDetailSchema,
});

export const cartGroupSchema = z.object({
  cart: groupCartSchema,
  warehouseGroupId: z.string().nullable(),
  warehouseGroupName: z.string().nullable(),
  /** Allotments and pushed quantities of the cart in its group: while > 0 it cannot move. */
  allotmentCount: qty,
  pushedCount: qty,
  groups: z.array(z.object({ id: z.string(), name: z.string(), warehouseCount: qty, cartCount: qty })),
});

const cartParams = z.strictObject({ cartId: idSchema });

export const getCartWarehouseGroup = endpoint({
  id: 'inventory.cartGroupGet',
  method: 'GET',
  path: `${P}/warehouse-groups/cart/{cartId}`,
  summary: 'The group a cart draws its stock from, and the groups it could draw from',
  params: cartParams,
  response: cartGroupSchema,
});

export const saveCartWarehouseGroup = endpoint({
  id: 'inventory.cartGroupSave',
  method: 'PUT',
  path: `${P}/warehouse-groups/cart/{cartId}`,
  summary: 'Binds a cart to a group (null: to none); refused while the cart has allotments or pushed quantities',
  params: cartParams,
  body: z.strictObject({ warehouseGroupId: idSchema.nullable() }),
  response: cartGroupSchema,
});

// ---- trigger -----------------------------------------------------------------------------------

export const triggerLineSchema = z.object({
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  cartId: z.string(),
  cartCode: z.string(),
  cartName: z.string(),
  platformCode: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  /** The allotment behind the new quantity; null for a release. */
  mode: allotModeSchema.nullable(),
  value: z.number().nullable(),
  oldQty: qty.nullable(),
  newQty: qty.nullable(),
  change: triggerChangeSchema,
});
export type TriggerLine = z.infer<typeof triggerLineSchema>;

const changeCounts = { newCount: qty, increaseCount: qty, decreaseCount: qty, releaseCount: qty };

export const triggerDiffSchema = z.object({
  /** Pass it to trigger/apply: the apply is refused when the diff changed meanwhile. */
  token: z.string(),
  warehouseGroupId: z.string().nullable(),
  generatedAt: isoTime,
  groups: z.array(z.object({ id: z.string(), name: z.string(), modified: z.boolean(), modifiedAt: isoTime.nullable(), lineCount: qty })),
  lines: z.array(triggerLineSchema),
  ...changeCounts,
});
export type TriggerDiff = z.infer<typeof triggerDiffSchema>;

export const getTriggerDiff = endpoint({
  id: 'trigger.diff',
  method: 'GET',
  path: `${P}/trigger/diff`,
  summary: 'What trigger/apply would push: per cart and sku, the pushed quantity and the new one (all groups, or one)',
  query: z.strictObject({ warehouseGroupId: idSchema.optional() }),
  response: triggerDiffSchema,
});

export const applyTrigger = endpoint({
  id: 'trigger.apply',
  method: 'POST',
  path: `${P}/trigger/apply`,
  summary: 'Pushes the diff the user saw (its token) to the channels and records it; TRIGGER_DIFF_CHANGED when it changed',
  body: z.strictObject({ token: z.string().min(1).max(128), warehouseGroupId: idSchema.optional() }),
  response: z.object({ recordId: z.string().nullable(), lineCount: qty, warehouseGroupIds: z.array(z.string()), appliedAt: isoTime }),
});

export const triggerRecordStatuses = ['succeeded'] as const;

export const triggerRecordRowSchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  createdByName: z.string(),
  groupNames: z.string(),
  groupCount: qty,
  lineCount: qty,
  ...changeCounts,
  status: z.enum(triggerRecordStatuses),
});
export type TriggerRecordRow = z.infer<typeof triggerRecordRowSchema>;

export const triggerRecordConditions = z.object({
  createdAt: dateRangeSchema,
  operator: z.string().max(100),
  warehouseGroup: z.string().max(100),
  sku: z.string().max(64),
});
export const triggerRecordSortFields = ['createdAt', 'lineCount'] as const;

export const queryTriggerRecords = endpoint({
  id: 'trigger.recordsQuery',
  method: 'POST',
  path: `${P}/trigger/records/query`,
  summary: 'Trigger records (pushes) of the tenant (table query, keyset page)',
  body: tableQuerySchema(triggerRecordConditions, triggerRecordSortFields),
  response: pageSchema(triggerRecordRowSchema),
});

export const getTriggerRecord = endpoint({
  id: 'trigger.recordGet',
  method: 'GET',
  path: `${P}/trigger/records/{id}`,
  summary: 'One trigger record with every line it pushed',
  params: z.strictObject({ id: idSchema }),
  response: triggerRecordRowSchema.extend({ lines: z.array(triggerLineSchema) }),
});

// ---- inventory -------------------------------------------------------------------------------

export const inventoryRowSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  ...stockSums,
  warehouseCount: qty,
  groupCount: qty,
  stockStatus: stockStatusSchema,
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const inventoryConditions = z.object({
  sku: z.string().max(64),
  name: z.string().max(100),
  category: z.string().max(100),
  warehouse: z.string().max(100),
  warehouseGroup: z.string().max(100),
  stockStatus: z.array(stockStatusSchema).max(stockStatuses.length),
  available: numberRangeSchema,
});
export const inventorySortFields = ['sku', 'name', 'onHand', 'locked', 'isolated', 'available'] as const;

export const searchInventory = endpoint({
  id: 'inventory.search',
  method: 'POST',
  path: `${P}/inventory/search`,
  summary: 'Stock per sku summed over all warehouses (table query, keyset page)',
  body: tableQuerySchema(inventoryConditions, inventorySortFields),
  response: pageSchema(inventoryRowSchema),
});

export const getAllWarehouseGroups = endpoint({
  id: 'inventory.groupsAll',
  method: 'GET',
  path: `${P}/warehouse-groups/all`,
  summary: 'Every warehouse group of the tenant (for selects), by name',
  response: z.array(z.object({ id: z.string(), name: z.string(), warehouseCount: qty, cartCount: qty, modified: z.boolean() })),
});

export const allotmentSchema = z.object({
  id: z.string(),
  cartId: z.string(),
  mode: allotModeSchema,
  /** Percent (0..100, 2 decimals) for ratio, units for fixed. */
  value: z.number(),
  /** What the cart may sell now (docs/domain/inventory.md, "Allotment"). */
  sellable: qty,
  /** Last pushed by the trigger; null when never pushed. */
  pushedQty: qty.nullable(),
});
export const allotSkuRowSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  ...stockSums,
  fixedSum: qty,
  ratioSum: z.number(),
  /** What the carts without an allotment share. */
  sharedQty: qty,
  allotments: z.array(allotmentSchema),
});
export type AllotSkuRow = z.infer<typeof allotSkuRowSchema>;

export const allotGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: qty,
  allotVersion: qty,
  modified: z.boolean(),
  modifiedAt: isoTime.nullable(),
  lastPushedAt: isoTime.nullable(),
});

export const getGroupAllotment = endpoint({
  id: 'inventory.allotGet',
  method: 'GET',
  path: `${P}/warehouse-groups/{id}/allot`,
  summary: "A group's allotment per sku (skus with stock or an allotment in the group), keyset-paged by sku",
  params: groupParams,
  query: z.strictObject({
    sku: z.string().max(64).optional(),
    allotted: z.enum(['true', 'false']).optional(),
    cursor: z.string().max(1024).optional(),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  }),
  response: z.object({ group: allotGroupSchema, carts: z.array(groupCartSchema), page: pageSchema(allotSkuRowSchema) }),
});

/** Ratio: 0..100 with at most 2 decimals; fixed: a whole number of units. */
export const allotmentInputSchema = z
  .strictObject({ cartId: idSchema, mode: allotModeSchema, value: z.number().min(0).max(1_000_000_000) })
  .superRefine((a, ctx) => {
    if (a.mode === 'ratio') {
      if (a.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a ratio is at most 100 (%)' });
      if (Math.abs(Math.round(a.value * 100) - a.value * 100) > 1e-6) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a ratio has at most 2 decimals' });
    } else if (!Number.isInteger(a.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a fixed quantity is a whole number' });
  });
export type AllotmentInput = z.infer<typeof allotmentInputSchema>;

export const saveGroupAllotment = endpoint({
  id: 'inventory.allotSave',
  method: 'PUT',
  path: `${P}/warehouse-groups/{id}/allot`,
  summary: "Sets, per sku, the full allotment of that sku in the group (carts left out lose theirs); optimistic: the group's allotVersion",
  params: groupParams,
  body: z.strictObject({
    allotVersion: z.number().int().min(1),
    items: z
      .array(
        z.strictObject({
          skuId: idSchema,
          allotments: z
            .array(allotmentInputSchema)
            .max(500)
            .refine((list) => unique(list.map((a) => a.cartId)), 'a cart is listed twice'),
        }),
      )
      .max(200)
      .refine((items) => unique(items.map((i) => i.skuId)), 'a sku is listed twice'),
  }),
  response: z.object({ group: allotGroupSchema, changedCount: qty, rows: z.array(allotSkuRowSchema) }),
});

export const getModifiedWarehouseGroups = endpoint({
  id: 'inventory.groupsModified',
  method: 'GET',
  path: `${P}/warehouse-groups/modified`,
  summary: 'Groups whose allotment changed since the last push (trigger/apply)',
  response: z.array(z.object({ id: z.string(), name: z.string(), modifiedAt: isoTime.nullable(), lastPushedAt: isoTime.nullable(), allotmentCount: qty, cartCount: qty })),
});

export const allotRecordSchema = z.object({
  id: z.string(),
  allotmentId: z.string(),
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  skuId: z.string(),
  sku: z.string(),
  cartId: z.string(),
  cartCode: z.string(),
  cartName: z.string(),
  oldMode: allotModeSchema.nullable(),
  oldValue: z.number().nullable(),
  /** null when the allotment was removed. */
  newMode: allotModeSchema.nullable(),
  newValue: z.number().nullable(),
  changedAt: isoTime,
  changedByName: z.string(),
});
export type AllotRecord = z.infer<typeof allotRecordSchema>;

export const ALLOT_RECORDS_MAX = 1000;

export const getAllotRecords = endpoint({
  id: 'inventory.allotRecords',
  method: 'GET',
  path: `${P}/allot/record`,
  summary: 'Change records of allotments (repeat id: ?id=a&id=b), newest first',
  query: z.strictObject({
    // a key given once arrives as a string, given several times as an array
    id: z
      .union([idSchema, z.array(idSchema).min(1).max(100)])
      .transform((v) => (typeof v === 'string' ? [v] : v))
      .refine(unique, 'an id is listed twice'),
  }),
  response: z.object({ records: z.array(allotRecordSchema), truncated: z.boolean() }),
});

export const allotRecordConditions = z.object({
  warehouseGroup: z.string().max(100),
  sku: z.string().max(64),
  cart: z.string().max(100),
  operator: z.string().max(100),
  changedAt: dateRangeSchema,
});
export const allotRecordSortFields = ['changedAt'] as const;

const skuQuery = z.strictObject({ sku: skuCodeSchema });

export const skuStockGroupSchema = z.object({
  /** null: the warehouses in no group. */
  warehouseGroupId: z.string().nullable(),
  warehouseGroupName: z.string().nullable(),
  ...stockSums,
  sharedQty: qty,
  warehouses: z.array(groupWarehouseSchema),
  carts: z.array(
    z.object({
      cartId: z.string(),
      cartCode: z.string(),
      cartName: z.string(),
      platformCode: z.string(),
      allotmentId: z.string().nullable(),
      mode: allotModeSchema.nullable(),
      value: z.number().nullable(),
      sellable: qty,
      pushedQty: qty.nullable(),
    }),
  ),
});

export const getSkuInventory = endpoint({
  id: 'inventory.skuDetail',
  method: 'GET',
  path: `${P}/inventory/`,
  summary: "One sku's stock per warehouse group (and outside groups), with each cart's allotment and sellable quantity",
  query: skuQuery,
  response: z.object({
    skuId: z.string(),
    sku: z.string(),
    name: z.string(),
    category: z.string(),
    unit: z.string(),
    ...stockSums,
    groups: z.array(skuStockGroupSchema),
  }),
});

export const getSkuInWarehouseGroup = endpoint({
  id: 'inventory.inGroup',
  method: 'GET',
  path: `${P}/inventory/in-warehouse-group`,
  summary: 'What one cart may sell of one sku: its group, the stock there, its allotment, sellable and pushed quantities',
  query: z.strictObject({ sku: skuCodeSchema, cartId: idSchema }),
  response: z.object({
    cart: groupCartSchema,
    skuId: z.string(),
    sku: z.string(),
    name: z.string(),
    warehouseGroupId: z.string().nullable(),
    warehouseGroupName: z.string().nullable(),
    ...stockSums,
    allotment: z.object({ id: z.string(), mode: allotModeSchema, value: z.number() }).nullable(),
    sellable: qty,
    sharedQty: qty,
    pushedQty: qty.nullable(),
    warehouses: z.array(groupWarehouseSchema),
  }),
});

// ---- cost ----------------------------------------------------------------------------------------

/** Settings a cost part needs that are not filled in (the part counts as 0). */
export const costMissingParts = ['warehouseCost', 'logisticsCost', 'logisticsFormula', 'cartCost', 'exchangeRate'] as const;
export const costMissingSchema = z.enum(costMissingParts);

export const costListRowSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  purchaseCost: z.number(),
  currency: z.string(),
  weightG: qty,
  /** (cart, logistics, warehouse) combinations the sku can be sold with. */
  combinationCount: qty,
  landedCostMin: z.number().nullable(),
  landedCostMax: z.number().nullable(),
  /** The tenant's currency, in which the landed costs are given. */
  costCurrency: z.string(),
});
export type CostListRow = z.infer<typeof costListRowSchema>;

export const costListConditions = z.object({
  sku: z.string().max(64),
  name: z.string().max(100),
  category: z.string().max(100),
  purchaseCost: numberRangeSchema,
});
export const costListSortFields = ['sku', 'name', 'purchaseCost', 'weightG'] as const;

export const listCosts = endpoint({
  id: 'cost.list',
  method: 'POST',
  path: `${P}/cost/list`,
  summary: 'Landed cost per sku: lowest and highest over its cart/logistics/warehouse combinations (table query, keyset page)',
  body: tableQuerySchema(costListConditions, costListSortFields),
  response: pageSchema(costListRowSchema),
});

export const costProductInfoSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  barcode: z.string(),
  category: z.string(),
  unit: z.string(),
  status: z.string(),
  weightG: qty,
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  volumeCm3: z.number(),
  purchaseCost: z.number(),
  currency: z.string(),
  ...stockSums,
  warehouseCount: qty,
});

export const costCombinationSchema = z.object({
  cartId: z.string(),
  cartCode: z.string(),
  cartName: z.string(),
  platformCode: z.string(),
  logisticsId: z.string(),
  logisticsCode: z.string(),
  logisticsName: z.string(),
  warehouseId: z.string(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  warehouseGroupId: z.string(),
  /** The cart's (sale) currency of the amounts below. */
  currency: z.string(),
  purchaseCost: z.number(),
  warehouseCost: z.number(),
  logisticsCost: z.number(),
  platformFees: z.number(),
  landedCost: z.number(),
  /** landedCost in the tenant's currency (comparable across carts). */
  landedCostInTenantCurrency: z.number(),
  missing: z.array(costMissingSchema),
});

export const getSkuCost = endpoint({
  id: 'cost.get',
  method: 'GET',
  path: `${P}/cost/{id}`,
  summary: 'Landed cost of one sku (id) for every cart/logistics/warehouse combination it can be sold with',
  params: z.strictObject({ id: idSchema }),
  response: z.object({ sku: costProductInfoSchema, currency: z.string(), combinations: z.array(costCombinationSchema) }),
});

export const getCostProductInfo = endpoint({
  id: 'cost.productInfo',
  method: 'GET',
  path: `${P}/cost/product/info/{id}`,
  summary: 'The sku (id) attributes the cost screen shows: dimensions, weight, purchase cost, stock',
  params: z.strictObject({ id: idSchema }),
  response: costProductInfoSchema,
});

/** The `{pair}` segment of the cost detail path: `<logisticsId>-<warehouseId>` (ids contain no '-'). */
export const costPairPattern = /^([A-Za-z0-9_]{1,64})-([A-Za-z0-9_]{1,64})$/;
export const costDetailPair = (logisticsId: string, warehouseId: string) => `${logisticsId}-${warehouseId}`;

const costPart = z.object({ amount: z.number(), sourceAmount: z.number(), sourceCurrency: z.string() });

export const costDetailSchema = z.object({
  sku: z.object({ id: z.string(), sku: z.string(), name: z.string(), weightG: qty, volumeCm3: z.number() }),
  cart: z.object({ id: z.string(), code: z.string(), name: z.string(), platformCode: z.string(), currency: z.string() }),
  logistics: z.object({ id: z.string(), code: z.string(), name: z.string(), mode: z.string() }),
  warehouse: z.object({ id: z.string(), code: z.string(), name: z.string(), currency: z.string() }),
  /** The cart's currency: every `amount` is in it. */
  currency: z.string(),
  /** Reference rates used: 1 unit of `currency` = `toUsd` US dollars. */
  rates: z.array(z.object({ currency: z.string(), toUsd: z.number() })),
  /** The cart draws from the warehouse's group and ships with this channel. */
  bound: z.boolean(),
  purchase: costPart,
  warehouseCost: z.object({
    items: z.array(costPart.extend({ code: z.enum(['inbound', 'outbound', 'storage']) })),
    amount: z.number(),
  }),
  logisticsCost: z.object({
    formula: z.string().nullable(),
    variables: z.record(z.string(), z.number()),
    formulaResult: z.number().nullable(),
    minCharge: z.number().nullable(),
    base: z.number(),
    additional: z.array(z.object({ code: z.string(), name: z.string(), unit: z.string(), rate: z.number(), sourceAmount: z.number() })),
    sourceAmount: z.number(),
    sourceCurrency: z.string(),
    amount: z.number(),
  }),
  platformFees: z.object({
    fixedFee: z.number(),
    commissionPct: z.number(),
    paymentFeePct: z.number(),
    commission: z.number(),
    paymentFee: z.number(),
    amount: z.number(),
  }),
  /** Break-even sale price: purchase + warehouse + logistics + platform fees at that price. */
  landedCost: z.number(),
  missing: z.array(costMissingSchema),
});
export type CostDetail = z.infer<typeof costDetailSchema>;

export const getCostDetail = endpoint({
  id: 'cost.detail',
  method: 'GET',
  path: `${P}/cost/{cartId}/{pair}/detail`,
  summary:
    'Breakdown of the landed cost of a sku sold by a cart, shipped with a logistics channel from a warehouse. The spec path is cost/{cartId}/{logisticsId}-{warehouseId}/detail: one segment `pair` (costDetailPair())',
  params: z.strictObject({ cartId: idSchema, pair: z.string().regex(costPairPattern, 'logisticsId-warehouseId') }),
  query: z.strictObject({ skuId: idSchema }),
  response: costDetailSchema,
});

// ---- table definitions -------------------------------------------------------------------------

export const warehouseGroupTable: TitledTable = {
  bizType: 'inventory.group',
  title: bilingual('Warehouse groups', '仓库组'),
  columns: [
    col('name', 'Group name', '仓库组名称', 'text', 200, { sortable: true }),
    col('warehouseCount', 'Warehouses', '仓库数', 'number', 110, { sortable: true }),
    col('cartCount', 'Shops', '店铺数', 'number', 110, { sortable: true }),
    col('allotmentCount', 'Allotments', '分配数', 'number', 110),
    col('onHand', 'On hand', '在库数', 'number', 120),
    col('available', 'Available', '可用数', 'number', 120),
    col('pushStatus', 'Push status', '推送状态', 'status', 130, { optionName: 'warehouseGroupPushStatus' }),
    col('modifiedAt', 'Modified at', '修改时间', 'datetime', 170, { hidden: true }),
    col('lastPushedAt', 'Last pushed', '最近推送', 'datetime', 170),
    col('remark', 'Remark', '备注', 'text', 200, { hidden: true }),
    col('createdAt', 'Created at', '创建时间', 'datetime', 170, { sortable: true, hidden: true }),
    col('updatedAt', 'Updated at', '更新时间', 'datetime', 170, { sortable: true }),
    col('updatedByName', 'Updated by', '更新人', 'text', 140, { hidden: true }),
  ],
  conditions: [
    cond('name', 'Group name', '仓库组名称', 'text'),
    cond('warehouse', 'Warehouse (code or name)', '仓库（编码或名称）', 'text'),
    cond('cart', 'Shop (code or name)', '店铺（编码或名称）', 'text'),
    cond('pushStatus', 'Push status', '推送状态', 'select', { optionName: 'warehouseGroupPushStatus' }),
    cond('updatedAt', 'Updated at', '更新时间', 'dateRange', { hidden: true }),
  ],
  defaultSort: { field: 'name', order: 'asc' },
};

export const inventoryTable: TitledTable = {
  bizType: 'inventory.inventory',
  title: bilingual('Inventory', '库存'),
  columns: [
    col('sku', 'SKU', 'SKU', 'text', 170, { sortable: true }),
    col('name', 'Product name', '商品名称', 'text', 280, { sortable: true }),
    col('category', 'Category', '类目', 'text', 120),
    col('unit', 'Unit', '单位', 'text', 80, { hidden: true }),
    col('onHand', 'On hand', '在库数', 'number', 110, { sortable: true }),
    col('locked', 'Locked', '锁定数', 'number', 110, { sortable: true }),
    col('isolated', 'Isolated', '隔离数', 'number', 110, { sortable: true }),
    col('available', 'Available', '可用数', 'number', 110, { sortable: true }),
    col('warehouseCount', 'Warehouses', '仓库数', 'number', 110),
    col('groupCount', 'Warehouse groups', '仓库组数', 'number', 130),
    col('stockStatus', 'Stock status', '库存状态', 'status', 120, { optionName: 'stockStatus' }),
  ],
  conditions: [
    cond('sku', 'SKU', 'SKU', 'text'),
    cond('name', 'Product name', '商品名称', 'text'),
    cond('category', 'Category', '类目', 'text', { hidden: true }),
    cond('warehouse', 'Warehouse (code or name)', '仓库（编码或名称）', 'text'),
    cond('warehouseGroup', 'Warehouse group', '仓库组', 'text', { hidden: true }),
    cond('stockStatus', 'Stock status', '库存状态', 'multiSelect', { optionName: 'stockStatus' }),
    cond('available', 'Available', '可用数', 'numberRange', { hidden: true }),
  ],
  defaultSort: { field: 'sku', order: 'asc' },
};

export const allotRecordTable: TitledTable = {
  bizType: 'inventory.allotRecords',
  title: bilingual('Allotment records', '分配记录'),
  columns: [
    col('changedAt', 'Changed at', '变更时间', 'datetime', 170, { sortable: true }),
    col('changedByName', 'Changed by', '操作人', 'text', 140),
    col('warehouseGroupName', 'Warehouse group', '仓库组', 'text', 180),
    col('sku', 'SKU', 'SKU', 'text', 170),
    col('cartName', 'Shop', '店铺', 'text', 220),
    col('oldMode', 'Old mode', '原分配方式', 'status', 120, { optionName: 'allotMode' }),
    col('oldValue', 'Old value', '原分配值', 'number', 110),
    col('newMode', 'New mode', '新分配方式', 'status', 120, { optionName: 'allotMode' }),
    col('newValue', 'New value', '新分配值', 'number', 110),
  ],
  conditions: [
    cond('warehouseGroup', 'Warehouse group', '仓库组', 'text'),
    cond('sku', 'SKU', 'SKU', 'text'),
    cond('cart', 'Shop (code or name)', '店铺（编码或名称）', 'text'),
    cond('operator', 'Changed by', '操作人', 'text', { hidden: true }),
    cond('changedAt', 'Changed at', '变更时间', 'dateRange'),
  ],
  defaultSort: { field: 'changedAt', order: 'desc' },
};

export const triggerRecordTable: TitledTable = {
  bizType: 'asset.triggerRecords',
  title: bilingual('Trigger records', '触发记录'),
  columns: [
    col('createdAt', 'Pushed at', '推送时间', 'datetime', 170, { sortable: true }),
    col('createdByName', 'Pushed by', '操作人', 'text', 140),
    col('groupNames', 'Warehouse groups', '仓库组', 'text', 240),
    col('groupCount', 'Groups', '仓库组数', 'number', 100, { hidden: true }),
    col('lineCount', 'Lines', '明细数', 'number', 100, { sortable: true }),
    col('newCount', 'New', '新增', 'number', 90),
    col('increaseCount', 'Increased', '增加', 'number', 100),
    col('decreaseCount', 'Decreased', '减少', 'number', 100),
    col('releaseCount', 'Released', '释放', 'number', 100),
    col('status', 'Status', '状态', 'status', 110, { optionName: 'triggerRecordStatus' }),
  ],
  conditions: [
    cond('createdAt', 'Pushed at', '推送时间', 'dateRange'),
    cond('operator', 'Pushed by', '操作人', 'text'),
    cond('warehouseGroup', 'Warehouse group', '仓库组', 'text'),
    cond('sku', 'SKU', 'SKU', 'text', { hidden: true }),
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export const costListTable: TitledTable = {
  bizType: 'cost.list',
  title: bilingual('Cost list', '成本列表'),
  columns: [
    col('sku', 'SKU', 'SKU', 'text', 170, { sortable: true }),
    col('name', 'Product name', '商品名称', 'text', 280, { sortable: true }),
    col('category', 'Category', '类目', 'text', 120),
    col('purchaseCost', 'Purchase cost', '采购成本', 'money', 130, { sortable: true, currencyKey: 'currency' }),
    col('weightG', 'Weight (g)', '重量（克）', 'number', 110, { sortable: true }),
    col('combinationCount', 'Combinations', '组合数', 'number', 120),
    col('landedCostMin', 'Lowest landed cost', '最低落地成本', 'money', 150, { currencyKey: 'costCurrency' }),
    col('landedCostMax', 'Highest landed cost', '最高落地成本', 'money', 150, { currencyKey: 'costCurrency' }),
  ],
  conditions: [
    cond('sku', 'SKU', 'SKU', 'text'),
    cond('name', 'Product name', '商品名称', 'text'),
    cond('category', 'Category', '类目', 'text', { hidden: true }),
    cond('purchaseCost', 'Purchase cost', '采购成本', 'numberRange', { hidden: true }),
  ],
  defaultSort: { field: 'sku', order: 'asc' },
};

export const inventoryTables = [warehouseGroupTable, inventoryTable, allotRecordTable, triggerRecordTable, costListTable] as const;

export const inventoryEndpoints = [
  searchWarehouseGroups,
  getUnboundWarehouses,
  createWarehouseGroup,
  getWarehouseGroup,
  updateWarehouseGroup,
  deleteWarehouseGroup,
  getWarehouseGroupBindings,
  saveWarehouseGroupBindings,
  getCartWarehouseGroup,
  saveCartWarehouseGroup,
  getTriggerDiff,
  applyTrigger,
  queryTriggerRecords,
  getTriggerRecord,
  searchInventory,
  getAllWarehouseGroups,
  getGroupAllotment,
  saveGroupAllotment,
  getModifiedWarehouseGroups,
  getAllotRecords,
  getSkuInventory,
  getSkuInWarehouseGroup,
  listCosts,
  getSkuCost,
  getCostProductInfo,
  getCostDetail,
] as const;
