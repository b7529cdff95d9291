// The inventory domain of spec section 7 ("Warehouse groups", "Trigger", "Inventory and cost"):
// warehouse groups and their warehouse/cart bindings, stock per sku, allotment of a group's
// available stock to its carts, the trigger (diff and push of the allotment to the channels) and
// landed cost per sku. Design and rules: docs/domain/inventory.md.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { pageSchema, PAGE_SIZE_MAX, type TitledTable } from '../kernel/table';

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

/** The warehouse group list (inventory.group): one list spec gives its row, conditions, sorts and table. */
export const warehouseGroupList = defineListSpec({
  bizType: 'inventory.group',
  title: ['Warehouse groups', '仓库组'],
  fields: {
    id: { type: z.string() },
    name: { type: z.string(), title: ['Group name', '仓库组名称'], width: 200, sortable: true, filter: { kind: 'text', schema: z.string().max(100) } },
    warehouseCount: { type: qty, title: ['Warehouses', '仓库数'], kind: 'number', width: 110, sortable: true },
    cartCount: { type: qty, title: ['Shops', '店铺数'], kind: 'number', width: 110, sortable: true },
    allotmentCount: { type: qty, title: ['Allotments', '分配数'], kind: 'number', width: 110 },
    onHand: { type: qty, title: ['On hand', '在库数'], kind: 'number', width: 120 },
    available: { type: qty, title: ['Available', '可用数'], kind: 'number', width: 120 },
    pushStatus: {
      type: groupPushStatusSchema,
      title: ['Push status', '推送状态'],
      kind: 'status',
      width: 130,
      optionName: 'warehouseGroupPushStatus',
      filter: { kind: 'select', schema: groupPushStatusSchema },
    },
    modifiedAt: { type: isoTime.nullable(), title: ['Modified at', '修改时间'], kind: 'datetime', width: 170, hidden: true },
    lastPushedAt: { type: isoTime.nullable(), title: ['Last pushed', '最近推送'], kind: 'datetime', width: 170 },
    remark: { type: z.string(), title: ['Remark', '备注'], width: 200, hidden: true },
    createdAt: { type: isoTime, title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    updatedByName: { type: z.string(), title: ['Updated by', '更新人'], width: 140, hidden: true },
    isolated: { type: qty, kind: 'number' },
    version: { type: qty, kind: 'number' },
    allotVersion: { type: qty, kind: 'number' },
  },
  conditions: {
    warehouse: { kind: 'text', schema: z.string().max(100), label: ['Warehouse (code or name)', '仓库（编码或名称）'] },
    cart: { kind: 'text', schema: z.string().max(100), label: ['Shop (code or name)', '店铺（编码或名称）'] },
  },
  defaultSort: { field: 'name', order: 'asc' },
  conditionOrder: ['name', 'warehouse', 'cart', 'pushStatus', 'updatedAt'],
});
export const warehouseGroupRowSchema = warehouseGroupList.row;
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

export const warehouseGroupConditions = warehouseGroupList.conditions;

export const searchWarehouseGroups = endpoint({
  id: 'inventory.groupSearch',
  method: 'POST',
  path: `${P}/warehouse-group/search`,
  summary: 'Warehouse groups of the tenant (table query, keyset page): counts, stock sums, push status',
  body: warehouseGroupList.query,
  response: warehouseGroupList.page,
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

/** The trigger record list (asset.triggerRecords): one list spec gives its row, conditions, sorts and table. */
export const triggerRecordList = defineListSpec({
  bizType: 'asset.triggerRecords',
  title: ['Trigger records', '触发记录'],
  fields: {
    id: { type: z.string() },
    createdAt: { type: isoTime, title: ['Pushed at', '推送时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
    createdByName: { type: z.string(), title: ['Pushed by', '操作人'], width: 140 },
    groupNames: { type: z.string(), title: ['Warehouse groups', '仓库组'], width: 240 },
    groupCount: { type: qty, title: ['Groups', '仓库组数'], kind: 'number', width: 100, hidden: true },
    lineCount: { type: qty, title: ['Lines', '明细数'], kind: 'number', width: 100, sortable: true },
    newCount: { type: changeCounts.newCount, title: ['New', '新增'], kind: 'number', width: 90 },
    increaseCount: { type: changeCounts.increaseCount, title: ['Increased', '增加'], kind: 'number', width: 100 },
    decreaseCount: { type: changeCounts.decreaseCount, title: ['Decreased', '减少'], kind: 'number', width: 100 },
    releaseCount: { type: changeCounts.releaseCount, title: ['Released', '释放'], kind: 'number', width: 100 },
    status: { type: z.enum(triggerRecordStatuses), title: ['Status', '状态'], kind: 'status', width: 110, optionName: 'triggerRecordStatus' },
  },
  conditions: {
    operator: { kind: 'text', schema: z.string().max(100), label: ['Pushed by', '操作人'] },
    warehouseGroup: { kind: 'text', schema: z.string().max(100), label: ['Warehouse group', '仓库组'] },
    sku: { kind: 'text', schema: z.string().max(64), label: ['SKU', 'SKU'], hidden: true },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
});
export const triggerRecordRowSchema = triggerRecordList.row;
export type TriggerRecordRow = z.infer<typeof triggerRecordRowSchema>;
export const triggerRecordConditions = triggerRecordList.conditions;

export const queryTriggerRecords = endpoint({
  id: 'trigger.recordsQuery',
  method: 'POST',
  path: `${P}/trigger/records/query`,
  summary: 'Trigger records (pushes) of the tenant (table query, keyset page)',
  body: triggerRecordList.query,
  response: triggerRecordList.page,
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

/** The inventory list (inventory.inventory): one list spec gives its row, conditions, sorts and table. */
export const inventoryList = defineListSpec({
  bizType: 'inventory.inventory',
  title: ['Inventory', '库存'],
  fields: {
    skuId: { type: z.string() },
    sku: { type: z.string(), title: ['SKU', 'SKU'], width: 170, sortable: true, filter: { kind: 'codes', lookup: 'sku' } },
    name: { type: z.string(), title: ['Product name', '商品名称'], width: 280, sortable: true, filter: { kind: 'text', schema: z.string().max(100) } },
    category: { type: z.string(), title: ['Category', '类目'], filter: { kind: 'text', schema: z.string().max(100), hidden: true } },
    unit: { type: z.string(), title: ['Unit', '单位'], width: 80, hidden: true },
    onHand: { type: stockSums.onHand, title: ['On hand', '在库数'], kind: 'number', width: 110, sortable: true },
    locked: { type: stockSums.locked, title: ['Locked', '锁定数'], kind: 'number', width: 110, sortable: true },
    isolated: { type: stockSums.isolated, title: ['Isolated', '隔离数'], kind: 'number', width: 110, sortable: true },
    available: { type: stockSums.available, title: ['Available', '可用数'], kind: 'number', width: 110, sortable: true, filter: { kind: 'numberRange', hidden: true } },
    warehouseCount: { type: qty, title: ['Warehouses', '仓库数'], kind: 'number', width: 110 },
    groupCount: { type: qty, title: ['Warehouse groups', '仓库组数'], kind: 'number', width: 130 },
    stockStatus: {
      type: stockStatusSchema,
      title: ['Stock status', '库存状态'],
      kind: 'status',
      optionName: 'stockStatus',
      filter: { kind: 'multiSelect', schema: z.array(stockStatusSchema).max(stockStatuses.length) },
    },
  },
  conditions: {
    warehouse: { kind: 'text', schema: z.string().max(100), label: ['Warehouse (code or name)', '仓库（编码或名称）'] },
    warehouseGroup: { kind: 'text', schema: z.string().max(100), label: ['Warehouse group', '仓库组'], hidden: true },
  },
  defaultSort: { field: 'sku', order: 'asc' },
  conditionOrder: ['sku', 'name', 'category', 'warehouse', 'warehouseGroup', 'stockStatus', 'available'],
});
export const inventoryRowSchema = inventoryList.row;
export type InventoryRow = z.infer<typeof inventoryRowSchema>;
export const inventoryConditions = inventoryList.conditions;

export const searchInventory = endpoint({
  id: 'inventory.search',
  method: 'POST',
  path: `${P}/inventory/search`,
  summary: 'Stock per sku summed over all warehouses (table query, keyset page)',
  body: inventoryList.query,
  response: inventoryList.page,
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

/** The allotment record list (inventory.allotRecords): one list spec gives its row, conditions, sorts and table. */
export const allotRecordList = defineListSpec({
  bizType: 'inventory.allotRecords',
  title: ['Allotment records', '分配记录'],
  fields: {
    id: { type: z.string() },
    allotmentId: { type: z.string() },
    warehouseGroupId: { type: z.string() },
    skuId: { type: z.string() },
    cartId: { type: z.string() },
    cartCode: { type: z.string() },
    changedAt: { type: isoTime, title: ['Changed at', '变更时间'], kind: 'datetime', width: 170, sortable: true, filter: 'dateRange' },
    changedByName: { type: z.string(), title: ['Changed by', '操作人'], width: 140 },
    warehouseGroupName: { type: z.string(), title: ['Warehouse group', '仓库组'], width: 180 },
    sku: { type: z.string(), title: ['SKU', 'SKU'], width: 170, filter: { kind: 'text', schema: z.string().max(64) } },
    cartName: { type: z.string(), title: ['Shop', '店铺'], width: 220 },
    oldMode: { type: allotModeSchema.nullable(), title: ['Old mode', '原分配方式'], kind: 'status', width: 120, optionName: 'allotMode' },
    oldValue: { type: z.number().nullable(), title: ['Old value', '原分配值'], kind: 'number', width: 110 },
    /** null when the allotment was removed. */
    newMode: { type: allotModeSchema.nullable(), title: ['New mode', '新分配方式'], kind: 'status', width: 120, optionName: 'allotMode' },
    newValue: { type: z.number().nullable(), title: ['New value', '新分配值'], kind: 'number', width: 110 },
  },
  conditions: {
    warehouseGroup: { kind: 'text', schema: z.string().max(100), label: ['Warehouse group', '仓库组'] },
    cart: { kind: 'text', schema: z.string().max(100), label: ['Shop (code or name)', '店铺（编码或名称）'] },
    operator: { kind: 'text', schema: z.string().max(100), label: ['Changed by', '操作人'], hidden: true },
  },
  defaultSort: { field: 'changedAt', order: 'desc' },
  conditionOrder: ['warehouseGroup', 'sku', 'cart', 'operator', 'changedAt'],
});
export const allotRecordSchema = allotRecordList.row;
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

export const allotRecordConditions = allotRecordList.conditions;

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

/**
 * The cost list (cost.list): one list spec gives its row, conditions, sorts and table. The
 * combinations and landed costs are computed for the rows of a page, after the page is read.
 */
export const costList = defineListSpec({
  bizType: 'cost.list',
  title: ['Cost list', '成本列表'],
  fields: {
    skuId: { type: z.string() },
    sku: { type: z.string(), title: ['SKU', 'SKU'], width: 170, sortable: true, filter: { kind: 'text', schema: z.string().max(64) } },
    name: { type: z.string(), title: ['Product name', '商品名称'], width: 280, sortable: true, filter: { kind: 'text', schema: z.string().max(100) } },
    category: { type: z.string(), title: ['Category', '类目'], filter: { kind: 'text', schema: z.string().max(100), hidden: true } },
    purchaseCost: { type: z.number(), title: ['Purchase cost', '采购成本'], kind: 'money', width: 130, sortable: true, currencyKey: 'currency', filter: { kind: 'numberRange', hidden: true } },
    weightG: { type: qty, title: ['Weight (g)', '重量（克）'], kind: 'number', width: 110, sortable: true },
    /** (cart, logistics, warehouse) combinations the sku can be sold with. */
    combinationCount: { type: qty, title: ['Combinations', '组合数'], kind: 'number', width: 120 },
    landedCostMin: { type: z.number().nullable(), title: ['Lowest landed cost', '最低落地成本'], kind: 'money', width: 150, currencyKey: 'costCurrency' },
    landedCostMax: { type: z.number().nullable(), title: ['Highest landed cost', '最高落地成本'], kind: 'money', width: 150, currencyKey: 'costCurrency' },
    currency: { type: z.string() },
    /** The tenant's currency, in which the landed costs are given. */
    costCurrency: { type: z.string() },
  },
  defaultSort: { field: 'sku', order: 'asc' },
});
export const costListRowSchema = costList.row;
export type CostListRow = z.infer<typeof costListRowSchema>;
export const costListConditions = costList.conditions;

export const listCosts = endpoint({
  id: 'cost.list',
  method: 'POST',
  path: `${P}/cost/list`,
  summary: 'Landed cost per sku: lowest and highest over its cart/logistics/warehouse combinations (table query, keyset page)',
  body: costList.query,
  response: costList.page,
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

export const warehouseGroupTable: TitledTable = warehouseGroupList.table;

export const inventoryTable: TitledTable = inventoryList.table;

export const allotRecordTable: TitledTable = allotRecordList.table;

export const triggerRecordTable: TitledTable = triggerRecordList.table;

export const costListTable: TitledTable = costList.table;

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
