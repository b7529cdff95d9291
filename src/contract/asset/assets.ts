// The asset domain of spec section 7 ("Warehouse assets", "Logistics", "Cart", the asset search
// POSTs and third-party warehouses) and the /asset/setting screen: warehouses with buffer and cost
// settings, carts (shops) with platform fees, logistics channels with carriers, ports, trunk lines,
// cost formulas and the carts that use them. Design and rules: docs/domain/assets.md.
//
// Numbers a user types (quantities, ratios, amounts) travel as strings, exactly as typed, and are
// checked with the rules of spec section 5 (below, shared by the form and the server); answers
// give integers as numbers and decimals as strings without trailing zeros ("12.5").
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import { isDigitsOnly, isPositiveNumber5 } from '../kernel/rules';
import {
  bilingual as bi,
  dateRangeSchema,
  pageSchema,
  tableColumn as col,
  tableCondition as cond,
  tableQuerySchema,
  type Bilingual,
  type TableDefinition,
} from '../kernel/table';

const P = '/api/scm-app/supplier';

/** Business error codes of this domain (the envelope `code`); messages (en, zh-CN) come from the server. */
export const AssetErrorCode = {
  warehouseCodeTaken: 'ASSET_WAREHOUSE_CODE_TAKEN',
  warehouseInGroup: 'ASSET_WAREHOUSE_IN_GROUP',
  providerRequired: 'ASSET_PROVIDER_REQUIRED',
  staleVersion: 'ASSET_STALE_VERSION',
  bufferQtyInvalid: 'ASSET_BUFFER_QTY_INVALID',
  ratioInvalid: 'ASSET_RATIO_INVALID',
  amountInvalid: 'ASSET_AMOUNT_INVALID',
  percentInvalid: 'ASSET_PERCENT_INVALID',
  integerInvalid: 'ASSET_INTEGER_INVALID',
  cartClosed: 'ASSET_CART_CLOSED',
  logisticsCodeTaken: 'ASSET_LOGISTICS_CODE_TAKEN',
  logisticsInUse: 'ASSET_LOGISTICS_IN_USE',
  logisticsUnknown: 'ASSET_LOGISTICS_UNKNOWN',
  logisticsDisabled: 'ASSET_LOGISTICS_DISABLED',
  logisticsRepeated: 'ASSET_LOGISTICS_REPEATED',
  defaultLogisticsNotSelected: 'ASSET_DEFAULT_LOGISTICS_NOT_SELECTED',
  transitDaysInvalid: 'ASSET_TRANSIT_DAYS_INVALID',
  carrierCodeTaken: 'ASSET_CARRIER_CODE_TAKEN',
  carrierInUse: 'ASSET_CARRIER_IN_USE',
  carrierUnknown: 'ASSET_CARRIER_UNKNOWN',
  portCodeTaken: 'ASSET_PORT_CODE_TAKEN',
  portInUse: 'ASSET_PORT_IN_USE',
  portUnknown: 'ASSET_PORT_UNKNOWN',
  trunkLineCodeTaken: 'ASSET_TRUNK_LINE_CODE_TAKEN',
  trunkLineInUse: 'ASSET_TRUNK_LINE_IN_USE',
  trunkLineUnknown: 'ASSET_TRUNK_LINE_UNKNOWN',
  trunkLineSamePorts: 'ASSET_TRUNK_LINE_SAME_PORTS',
  formulaInvalid: 'ASSET_FORMULA_INVALID',
  formulaDivisionByZero: 'ASSET_FORMULA_DIVISION_BY_ZERO',
  additionalCostUnknown: 'ASSET_ADDITIONAL_COST_UNKNOWN',
  additionalCostRepeated: 'ASSET_ADDITIONAL_COST_REPEATED',
  warehouseBulk: 'ASSET_WAREHOUSE_BULK',
} as const;
export type AssetErrorCodeValue = (typeof AssetErrorCode)[keyof typeof AssetErrorCode];

// ---- enumerations --------------------------------------------------------------------------------

/** Values of the warehouseType option dictionary ('own' = self-operated). */
export const warehouseTypes = ['own', 'thirdParty', 'bonded', 'overseas', 'platform'] as const;
export const warehouseTypeSchema = z.enum(warehouseTypes);
/** A warehouse row's type: also 'bulk' (kept under /bulkInventory, not created or edited here). */
export const warehouseRowTypes = [...warehouseTypes, 'bulk'] as const;
export const warehouseRowTypeSchema = z.enum(warehouseRowTypes);
export const warehouseStatuses = ['active', 'disabled'] as const;
export const warehouseStatusSchema = z.enum(warehouseStatuses);
/** A closed cart stays closed (the shop was closed on the platform). */
export const cartStatuses = ['active', 'paused', 'closed'] as const;
export const cartStatusSchema = z.enum(cartStatuses);
export const logisticsModes = ['express', 'air', 'sea', 'rail', 'truck'] as const;
export const logisticsModeSchema = z.enum(logisticsModes);
export const logisticsStatuses = ['active', 'disabled'] as const;
export const logisticsStatusSchema = z.enum(logisticsStatuses);
export const portTypes = ['sea', 'air', 'rail', 'land'] as const;
export const portTypeSchema = z.enum(portTypes);
export const platformCodes = ['amazon', 'walmart', 'shopee', 'tiktok', 'temu', 'ebay', 'lazada', 'shopify'] as const;
export const platformCodeSchema = z.enum(platformCodes);
export const additionalCostUnits = ['perParcel', 'perKg', 'percentOfBase', 'percentOfDeclared'] as const;

// ---- rules (spec section 5, shared by forms and the server) ---------------------------------------

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A buffer quantity: digits only (spec section 5), not empty, at most 9 digits. */
export function isBufferQty(v: unknown): boolean {
  const s = text(v);
  return s !== '' && s.length <= 9 && isDigitsOnly(s);
}

/** A ratio in percent: 0..100 with up to 2 decimals ('0', '12.5', '100', not '100.01', '-1', '1.234'). */
export function isRatio2(v: unknown): boolean {
  const s = text(v);
  return /^(?:0|[1-9]\d{0,2})(?:\.\d{1,2})?$/.test(s) && Number(s) <= 100;
}

/** A cost amount: a positive number with up to 5 decimals (isPositiveNumber5), never negative or zero. */
export function isCostAmount(v: unknown): boolean {
  const s = text(v);
  return !s.startsWith('-') && isPositiveNumber5(s) && Number(s) > 0 && Number(s) < 1e12;
}

/** A fee in percent: a cost amount of at most 100. */
export function isFeePercent(v: unknown): boolean {
  return isCostAmount(v) && Number(text(v)) <= 100;
}

// ---- shared pieces --------------------------------------------------------------------------------

const idSchema = z.string().min(1).max(64);
const idParams = z.strictObject({ id: idSchema });
/** Codes: letters, digits, '-' and '_', starting with a letter or digit, at most 32. */
export const assetCodeSchema = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'letters, digits, - and _ (at most 32)');
const nameSchema = z.string().trim().min(1).max(100);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'an ISO country code such as US');
const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code such as USD');
/** The version the client read; 0 = the setting has never been saved. */
const versionSchema = z.number().int().min(0);
/** A number as typed (checked by the rules above, which answer the domain's error codes). */
const typed = z.string().trim().max(32);
const typedOrNull = typed.nullable();
const isoTime = z.string();
const decimalText = z.string();

export const addressSchema = z.object({
  postalCode: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  district: z.string(),
  area: z.string(),
  stateOrProvince: z.string(),
  country: z.string(),
});
const addressInput = z.strictObject({
  postalCode: optionalText(20),
  addressLine1: optionalText(200),
  city: optionalText(100),
  district: optionalText(100),
  area: optionalText(100),
  stateOrProvince: optionalText(100),
  country: countrySchema,
});

const textCond = z.string().trim().max(100);

/** Who changed a setting and when, and the old and new value of one field. */
export const costRecordRowSchema = z.object({
  id: z.string(),
  changedAt: isoTime,
  changedBy: z.string(),
  /** The setting's field (e.g. outboundPerOrder, commissionPct, formula, additional.fuelSurcharge). */
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type CostRecordRow = z.infer<typeof costRecordRowSchema>;
export const costRecordConditionsSchema = z.object({ field: textCond, changedAt: dateRangeSchema });
const costRecordSort = ['changedAt'] as const;
export const costRecordQuerySchema = tableQuerySchema(costRecordConditionsSchema, costRecordSort);
const costRecordColumns = [
  col('changedAt', 'Changed at', '修改时间', 'datetime', 170, { sortable: true }),
  col('changedBy', 'Changed by', '修改人', 'text', 140),
  col('field', 'Setting', '设置项', 'text', 180),
  col('oldValue', 'Old value', '原值', 'text', 200),
  col('newValue', 'New value', '新值', 'text', 200),
];
const costRecordConditions = [
  cond('field', 'Setting', '设置项', 'text'),
  cond('changedAt', 'Changed at', '修改时间', 'dateRange'),
];
const costRecords = (en: string, zh: string) =>
  ({ query: costRecordQuerySchema, row: costRecordRowSchema, title: bi(en, zh), columns: costRecordColumns, conditions: costRecordConditions }) as const;

/**
 * A setting of one owner (a warehouse's buffer; a warehouse's, cart's or channel's cost) with its
 * change records: GET and PUT `path` with the owner's id, POST `path/recordsPath` (a table query
 * of the records, newest first) and the records' table, whose bizType is the records call's id.
 * The ids are given whole and stay literal types (EndpointId and the test fixtures use them).
 */
function settingWithRecords<const G extends string, const S extends string, const R extends string, A extends z.ZodType, B extends z.ZodType, Q extends z.ZodType, Row extends z.ZodType>(o: {
  ids: { get: G; save: S; records: R };
  path: string;
  recordsPath: string;
  summary: { get: string; save: string; records: string };
  response: A;
  body: B;
  records: { query: Q; row: Row; title: Bilingual; columns: TableDefinition['columns']; conditions: TableDefinition['conditions'] };
}) {
  const { ids, path, summary, response, records } = o;
  return {
    get: endpoint({ id: ids.get, method: 'GET', path, summary: summary.get, params: idParams, response }),
    save: endpoint({ id: ids.save, method: 'PUT', path, summary: summary.save, params: idParams, body: o.body, response }),
    records: endpoint({ id: ids.records, method: 'POST', path: `${path}/${o.recordsPath}`, summary: summary.records, params: idParams, body: records.query, response: pageSchema(records.row) }),
    recordsTable: {
      bizType: ids.records,
      title: records.title,
      columns: records.columns,
      conditions: records.conditions,
      defaultSort: { field: 'changedAt', order: 'desc' },
    } satisfies TableDefinition as TableDefinition,
  };
}

// ---- warehouses -------------------------------------------------------------------------------------

/** The warehouse list (asset.warehouse): one list spec gives its row, conditions, sorts and table. */
export const warehouseList = defineListSpec({
  bizType: 'asset.warehouse',
  title: ['Warehouses', '仓库'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, sortable: true, filter: { kind: 'text', schema: textCond } },
    name: { type: z.string(), title: ['Warehouse name', '仓库名称'], width: 220, sortable: true, filter: { kind: 'text', schema: textCond } },
    type: {
      type: warehouseRowTypeSchema,
      title: ['Type', '类型'],
      kind: 'status',
      width: 150,
      sortable: true,
      optionName: 'warehouseType',
      filter: { kind: 'multiSelect', schema: z.array(warehouseRowTypeSchema).max(10) },
    },
    providerName: { type: z.string().nullable(), title: ['Provider', '服务商'], width: 170, filter: { kind: 'text', schema: textCond, hidden: true } },
    country: {
      type: z.string(),
      title: ['Country', '国家/地区'],
      kind: 'status',
      width: 120,
      sortable: true,
      optionName: 'country',
      filter: { kind: 'multiSelect', schema: z.array(countrySchema).max(50), hidden: true },
    },
    stateOrProvince: { type: z.string(), title: ['State / province', '州/省'], width: 130, hidden: true },
    city: { type: z.string(), title: ['City', '城市'], width: 130 },
    currency: { type: z.string(), title: ['Currency', '币种'], kind: 'status', width: 90, optionName: 'currency', hidden: true },
    bufferQty: { type: z.number().int().nullable(), title: ['Buffer qty', '缓冲数量'], kind: 'number', width: 100 },
    bufferRatio: { type: decimalText.nullable(), title: ['Buffer ratio (%)', '缓冲比例（%）'], kind: 'number', width: 110 },
    status: {
      type: warehouseStatusSchema,
      title: ['Status', '状态'],
      kind: 'status',
      width: 100,
      sortable: true,
      optionName: 'warehouseStatus',
      filter: { kind: 'select', schema: warehouseStatusSchema },
    },
    createdAt: { type: isoTime, title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'code', order: 'asc' },
  conditionOrder: ['code', 'name', 'type', 'status', 'country', 'providerName', 'updatedAt'],
});
export const warehouseRowSchema = warehouseList.row;
export type WarehouseRow = z.infer<typeof warehouseRowSchema>;
export const warehouseConditionsSchema = warehouseList.conditions;
export const warehouseSortFields = warehouseList.sortFields;
export const warehouseQuerySchema = warehouseList.query;
export const warehouseTable: TableDefinition = warehouseList.table;

export const warehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: warehouseRowTypeSchema,
  providerName: z.string().nullable(),
  providerWarehouseCode: z.string().nullable(),
  address: addressSchema,
  contactName: z.string(),
  contactPhone: z.string(),
  currency: z.string(),
  status: warehouseStatusSchema,
  remark: z.string(),
  /** The warehouse group it is bound to (then it cannot be deleted or disabled). */
  groupName: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

const warehouseFields = {
  name: nameSchema,
  type: warehouseTypeSchema,
  /** Required for thirdParty warehouses (ASSET_PROVIDER_REQUIRED), ignored otherwise. */
  providerName: z.string().trim().max(100).nullable().default(null),
  providerWarehouseCode: z.string().trim().max(64).nullable().default(null),
  address: addressInput,
  contactName: optionalText(60),
  contactPhone: z.string().trim().max(32).regex(/^[0-9+()\- ]*$/, 'digits, spaces, + - ( )').default(''),
  currency: currencySchema,
  status: warehouseStatusSchema.default('active'),
  remark: optionalText(500),
};
export const warehouseCreateSchema = z.strictObject({ code: assetCodeSchema, ...warehouseFields });
/** The code cannot change once created (integrations refer to it). */
export const warehouseUpdateSchema = z.strictObject({ ...warehouseFields, version: z.number().int().min(1) });

export const bufferSettingSchema = z.object({
  warehouseId: z.string(),
  warehouseName: z.string(),
  bufferQty: z.number().int(),
  bufferRatio: decimalText,
  version: z.number().int(),
  updatedAt: isoTime.nullable(),
  updatedBy: z.string().nullable(),
});
export const bufferSaveSchema = z.strictObject({ bufferQty: typed, bufferRatio: typed, version: versionSchema });

export const bufferRecordRowSchema = z.object({
  id: z.string(),
  changedAt: isoTime,
  changedBy: z.string(),
  oldQty: z.number().int().nullable(),
  newQty: z.number().int(),
  oldRatio: decimalText.nullable(),
  newRatio: decimalText,
});
export const bufferRecordConditionsSchema = z.object({ changedAt: dateRangeSchema });
export const bufferRecordQuerySchema = tableQuerySchema(bufferRecordConditionsSchema, costRecordSort);
export const { get: warehouseBufferGet, save: warehouseBufferSave, records: warehouseBufferRecords, recordsTable: warehouseBufferRecordsTable } = settingWithRecords({
  ids: { get: 'asset.warehouseBufferGet', save: 'asset.warehouseBufferSave', records: 'asset.warehouseBufferRecords' },
  path: `${P}/assets/warehouse/{id}/buffer`,
  recordsPath: 'records',
  summary: {
    get: "The warehouse's buffer (safety stock held back): quantity and ratio",
    save: 'Saves the buffer (qty digits only, ratio 0..100 with 2 decimals); appends a record',
    records: 'Changes of the buffer setting, newest first',
  },
  response: bufferSettingSchema,
  body: bufferSaveSchema,
  records: {
    query: bufferRecordQuerySchema,
    row: bufferRecordRowSchema,
    title: bi('Buffer setting records', '缓冲设置记录'),
    columns: [
      col('changedAt', 'Changed at', '修改时间', 'datetime', 170, { sortable: true }),
      col('changedBy', 'Changed by', '修改人', 'text', 140),
      col('oldQty', 'Old buffer qty', '原缓冲数量', 'number', 120),
      col('newQty', 'New buffer qty', '新缓冲数量', 'number', 120),
      col('oldRatio', 'Old buffer ratio (%)', '原缓冲比例（%）', 'number', 130),
      col('newRatio', 'New buffer ratio (%)', '新缓冲比例（%）', 'number', 130),
    ],
    conditions: [cond('changedAt', 'Changed at', '修改时间', 'dateRange')],
  },
});

export const warehouseCostSchema = z.object({
  warehouseId: z.string(),
  currency: z.string(),
  inboundPerUnit: decimalText.nullable(),
  outboundPerOrder: decimalText.nullable(),
  outboundPerExtraUnit: decimalText.nullable(),
  storagePerCbmDay: decimalText.nullable(),
  returnPerUnit: decimalText.nullable(),
  version: z.number().int(),
  updatedAt: isoTime.nullable(),
});
export const warehouseCostFields = ['inboundPerUnit', 'outboundPerOrder', 'outboundPerExtraUnit', 'storagePerCbmDay', 'returnPerUnit'] as const;
/** null (or '') = not charged. */
export const warehouseCostSaveSchema = z.strictObject({
  currency: currencySchema,
  inboundPerUnit: typedOrNull,
  outboundPerOrder: typedOrNull,
  outboundPerExtraUnit: typedOrNull,
  storagePerCbmDay: typedOrNull,
  returnPerUnit: typedOrNull,
  version: versionSchema,
});
export const { get: warehouseCostGet, save: warehouseCostSave, records: warehouseCostRecords, recordsTable: warehouseCostRecordsTable } = settingWithRecords({
  ids: { get: 'asset.warehouseCostGet', save: 'asset.warehouseCostSave', records: 'asset.warehouseCostRecords' },
  path: `${P}/assets/warehouse/{id}/cost`,
  recordsPath: 'records/query',
  summary: {
    get: 'What the warehouse charges: inbound, outbound, storage and return fees',
    save: 'Saves the warehouse fees (positive, up to 5 decimals); appends a record per changed field',
    records: 'Changes of the warehouse cost setting, newest first',
  },
  response: warehouseCostSchema,
  body: warehouseCostSaveSchema,
  records: costRecords('Warehouse cost records', '仓库费用设置记录'),
});

/** The third-party warehouse list (asset.thirdWarehouse): one list spec gives its row, conditions, sorts and table. */
export const thirdWarehouseList = defineListSpec({
  bizType: 'asset.thirdWarehouse',
  title: ['Third-party warehouses', '第三方仓库'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, sortable: true, filter: { kind: 'text', schema: textCond } },
    name: { type: z.string(), title: ['Warehouse name', '仓库名称'], width: 240, sortable: true, filter: { kind: 'text', schema: textCond } },
    providerName: { type: z.string(), title: ['Provider', '服务商'], width: 180, sortable: true, filter: { kind: 'text', schema: textCond } },
    providerWarehouseCode: { type: z.string().nullable(), title: ["Provider's code", '服务商仓库编码'], width: 150 },
    country: {
      type: z.string(),
      title: ['Country', '国家/地区'],
      kind: 'status',
      width: 120,
      optionName: 'country',
      filter: { kind: 'multiSelect', schema: z.array(countrySchema).max(50), hidden: true },
    },
    city: { type: z.string(), title: ['City', '城市'], width: 130 },
    currency: { type: z.string(), title: ['Currency', '币种'], kind: 'status', width: 90, optionName: 'currency', hidden: true },
    status: { type: warehouseStatusSchema, title: ['Status', '状态'], kind: 'status', width: 100, optionName: 'warehouseStatus', filter: { kind: 'select', schema: warehouseStatusSchema, hidden: true } },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
export const thirdWarehouseRowSchema = thirdWarehouseList.row;
export const thirdWarehouseConditionsSchema = thirdWarehouseList.conditions;
export const thirdWarehouseSortFields = thirdWarehouseList.sortFields;
export const thirdWarehouseQuerySchema = thirdWarehouseList.query;
export const thirdWarehouseTable: TableDefinition = thirdWarehouseList.table;

export const warehouseSearch = endpoint({
  id: 'asset.warehouseSearch',
  method: 'POST',
  path: `${P}/assets/warehouse/search`,
  summary: 'Warehouses of the tenant (table query: conditions, sort, keyset cursor)',
  body: warehouseQuerySchema,
  response: warehouseList.page,
});
export const warehouseGet = endpoint({
  id: 'asset.warehouseGet',
  method: 'GET',
  path: `${P}/assets/warehouse/{id}`,
  summary: 'One warehouse with its address and the group it is bound to',
  params: idParams,
  response: warehouseSchema,
});
export const warehouseCreate = endpoint({
  id: 'asset.warehouseCreate',
  method: 'POST',
  path: `${P}/assets/warehouse`,
  summary: 'Creates a warehouse (code unique per tenant)',
  body: warehouseCreateSchema,
  response: warehouseSchema,
});
export const warehouseUpdate = endpoint({
  id: 'asset.warehouseUpdate',
  method: 'PUT',
  path: `${P}/assets/warehouse/{id}`,
  summary: 'Updates a warehouse (with the version read; disabling is refused while it is in a group)',
  params: idParams,
  body: warehouseUpdateSchema,
  response: warehouseSchema,
});
export const warehouseDelete = endpoint({
  id: 'asset.warehouseDelete',
  method: 'DELETE',
  path: `${P}/assets/warehouse/{id}`,
  summary: 'Deletes a warehouse (soft; refused while it is in a warehouse group)',
  params: idParams,
  response: z.object({ id: z.string() }),
});
export const thirdWarehouseSearch = endpoint({
  id: 'asset.thirdWarehouseSearch',
  method: 'POST',
  path: `${P}/warehouse-group/third/search`,
  summary: 'Third-party (3PL) warehouses of the tenant',
  body: thirdWarehouseQuerySchema,
  response: thirdWarehouseList.page,
});

// ---- carts -------------------------------------------------------------------------------------------

/** The cart list (asset.cart): one list spec gives its row, conditions, sorts and table. */
export const cartList = defineListSpec({
  bizType: 'asset.cart',
  title: ['Carts (shops)', '店铺'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Cart code', '店铺编码'], width: 150, sortable: true, filter: { kind: 'text', schema: textCond } },
    name: { type: z.string(), title: ['Cart name', '店铺名称'], width: 260, sortable: true, filter: { kind: 'text', schema: textCond } },
    platformCode: {
      type: platformCodeSchema,
      title: ['Platform', '平台'],
      kind: 'status',
      width: 120,
      sortable: true,
      optionName: 'platform',
      filter: { kind: 'multiSelect', schema: z.array(platformCodeSchema).max(20) },
    },
    siteCountry: {
      type: z.string(),
      title: ['Site', '站点'],
      kind: 'status',
      width: 110,
      sortable: true,
      optionName: 'country',
      filter: { kind: 'multiSelect', schema: z.array(countrySchema).max(50) },
    },
    currency: { type: z.string(), title: ['Currency', '币种'], kind: 'status', width: 90, optionName: 'currency' },
    platformShopId: { type: z.string(), title: ['Platform shop id', '平台店铺 ID'], width: 140, hidden: true },
    logisticsCount: { type: z.number().int(), title: ['Logistics channels', '物流渠道数'], kind: 'number', width: 120 },
    status: {
      type: cartStatusSchema,
      title: ['Status', '状态'],
      kind: 'status',
      width: 100,
      sortable: true,
      optionName: 'cartStatus',
      filter: { kind: 'multiSelect', schema: z.array(cartStatusSchema).max(3), hidden: true },
    },
    createdAt: { type: isoTime, title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
export const cartRowSchema = cartList.row;
export const cartConditionsSchema = cartList.conditions;
export const cartSortFields = cartList.sortFields;
export const cartQuerySchema = cartList.query;
export const cartTable: TableDefinition = cartList.table;

export const cartSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platformCode: platformCodeSchema,
  platformName: z.string(),
  siteCountry: z.string(),
  currency: z.string(),
  platformShopId: z.string(),
  status: cartStatusSchema,
  remark: z.string(),
  logisticsCount: z.number().int(),
  version: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
/** Carts come from the platform authorisation; the portal edits the name, status and remark. */
export const cartUpdateSchema = z.strictObject({
  name: nameSchema,
  status: cartStatusSchema,
  remark: optionalText(500),
  version: z.number().int().min(1),
});

export const cartCostSchema = z.object({
  cartId: z.string(),
  platformCode: platformCodeSchema,
  currency: z.string(),
  /** Percent of the order amount. */
  commissionPct: decimalText.nullable(),
  fixedFeePerOrder: decimalText.nullable(),
  paymentFeePct: decimalText.nullable(),
  /** true until the cart has its own setting: the values are the platform's defaults. */
  platformDefault: z.boolean(),
  version: z.number().int(),
  updatedAt: isoTime.nullable(),
});
export const cartCostFields = ['commissionPct', 'fixedFeePerOrder', 'paymentFeePct'] as const;
export const cartCostSaveSchema = z.strictObject({
  currency: currencySchema,
  commissionPct: typedOrNull,
  fixedFeePerOrder: typedOrNull,
  paymentFeePct: typedOrNull,
  version: versionSchema,
});
export const { get: cartCostGet, save: cartCostSave, records: cartCostRecords, recordsTable: cartCostRecordsTable } = settingWithRecords({
  ids: { get: 'asset.cartCostGet', save: 'asset.cartCostSave', records: 'asset.cartCostRecords' },
  path: `${P}/assets/cart/{id}/cost`,
  recordsPath: 'records/query',
  summary: {
    get: "The cart's platform fees (the platform's defaults until saved)",
    save: 'Saves the platform fees: commission %, fixed fee per order, payment fee %',
    records: "Changes of the cart's platform fees, newest first",
  },
  response: cartCostSchema,
  body: cartCostSaveSchema,
  records: costRecords('Cart cost records', '店铺费用设置记录'),
});

export const platformCartSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  siteCountry: z.string(),
  currency: z.string(),
  status: cartStatusSchema,
});

export const cartSearch = endpoint({
  id: 'asset.cartSearch',
  method: 'POST',
  path: `${P}/assets/cart/search`,
  summary: 'Carts (shops) of the tenant (table query)',
  body: cartQuerySchema,
  response: cartList.page,
});
export const cartGet = endpoint({
  id: 'asset.cartGet',
  method: 'GET',
  path: `${P}/assets/cart/{id}`,
  summary: 'One cart',
  params: idParams,
  response: cartSchema,
});
export const cartUpdate = endpoint({
  id: 'asset.cartUpdate',
  method: 'PUT',
  path: `${P}/assets/cart/{id}`,
  summary: 'Updates name, status and remark of a cart (with the version read; a closed cart stays closed)',
  params: idParams,
  body: cartUpdateSchema,
  response: cartSchema,
});
export const cartsByPlatform = endpoint({
  id: 'asset.cartsByPlatform',
  method: 'GET',
  path: `${P}/assets/cart/platform/{platformCode}`,
  summary: 'The carts of one platform (for pickers), by code',
  params: z.strictObject({ platformCode: platformCodeSchema }),
  response: z.array(platformCartSchema),
});

// ---- logistics -------------------------------------------------------------------------------------

/** The logistics channel list (asset.logistics): one list spec gives its row, conditions, sorts and table. */
export const logisticsList = defineListSpec({
  bizType: 'asset.logistics',
  title: ['Logistics channels', '物流渠道'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Channel code', '渠道编码'], width: 140, sortable: true, filter: { kind: 'text', schema: textCond } },
    name: { type: z.string(), title: ['Channel name', '渠道名称'], width: 260, sortable: true, filter: { kind: 'text', schema: textCond } },
    carrierId: { type: z.string() },
    carrierName: { type: z.string(), title: ['Carrier', '承运商'], width: 150, filter: { kind: 'text', schema: textCond } },
    mode: {
      type: logisticsModeSchema,
      title: ['Mode', '运输方式'],
      kind: 'status',
      width: 110,
      sortable: true,
      optionName: 'logisticsMode',
      filter: { kind: 'multiSelect', schema: z.array(logisticsModeSchema).max(5) },
    },
    trunkLineName: { type: z.string().nullable(), title: ['Trunk line', '干线'], width: 220, hidden: true },
    transitDaysMin: { type: z.number().int(), title: ['Transit days (min)', '最短时效（天）'], kind: 'number', width: 120 },
    transitDaysMax: { type: z.number().int(), title: ['Transit days (max)', '最长时效（天）'], kind: 'number', width: 120 },
    cartCount: { type: z.number().int(), title: ['Carts using it', '使用店铺数'], kind: 'number', width: 110 },
    status: {
      type: logisticsStatusSchema,
      title: ['Status', '状态'],
      kind: 'status',
      width: 100,
      sortable: true,
      optionName: 'logisticsStatus',
      filter: { kind: 'select', schema: logisticsStatusSchema, hidden: true },
    },
    createdAt: { type: isoTime, title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
export const logisticsRowSchema = logisticsList.row;
export const logisticsConditionsSchema = logisticsList.conditions;
export const logisticsSortFields = logisticsList.sortFields;
export const logisticsQuerySchema = logisticsList.query;
export const logisticsTable: TableDefinition = logisticsList.table;

export const logisticsSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  mode: logisticsModeSchema,
  trunkLineId: z.string().nullable(),
  trunkLineName: z.string().nullable(),
  transitDaysMin: z.number().int(),
  transitDaysMax: z.number().int(),
  status: logisticsStatusSchema,
  remark: z.string(),
  cartCount: z.number().int(),
  version: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
const transitDays = z.number().int().min(0).max(365);
const logisticsFields = {
  name: nameSchema,
  carrierId: idSchema,
  mode: logisticsModeSchema,
  trunkLineId: idSchema.nullable().default(null),
  transitDaysMin: transitDays,
  transitDaysMax: transitDays,
  status: logisticsStatusSchema.default('active'),
  remark: optionalText(500),
};
export const logisticsCreateSchema = z.strictObject({ code: assetCodeSchema, ...logisticsFields });
/** The code cannot change; carrier, mode and trunk line (the binding) cannot change while carts use it. */
export const logisticsUpdateSchema = z.strictObject({ ...logisticsFields, version: z.number().int().min(1) });

export const carrierSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  trackingUrl: z.string(),
  logisticsCount: z.number().int(),
  version: z.number().int(),
});
const trackingUrl = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'an http(s) address; {no} stands for the tracking number')
  .default('');
export const carrierCreateSchema = z.strictObject({ code: assetCodeSchema, name: nameSchema, trackingUrl });
export const carrierUpdateSchema = z.strictObject({ name: nameSchema, trackingUrl, version: z.number().int().min(1) });

export const portSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  portType: portTypeSchema,
  version: z.number().int(),
});
export const portCreateSchema = z.strictObject({ code: assetCodeSchema, name: nameSchema, country: countrySchema, portType: portTypeSchema });
export const portUpdateSchema = z.strictObject({ name: nameSchema, country: countrySchema, portType: portTypeSchema, version: z.number().int().min(1) });

export const trunkLineSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  originPortId: z.string(),
  originPortCode: z.string(),
  destinationPortId: z.string(),
  destinationPortCode: z.string(),
  mode: logisticsModeSchema,
  transitDays: z.number().int(),
  version: z.number().int(),
});
const trunkLineFields = { name: nameSchema, originPortId: idSchema, destinationPortId: idSchema, mode: logisticsModeSchema, transitDays };
export const trunkLineCreateSchema = z.strictObject({ code: assetCodeSchema, ...trunkLineFields });
export const trunkLineUpdateSchema = z.strictObject({ ...trunkLineFields, version: z.number().int().min(1) });

export const logisticsCartSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  platformCode: platformCodeSchema,
  siteCountry: z.string(),
  status: cartStatusSchema,
  /** The cart uses the channel named by `logisticsId` (false when none was named). */
  bound: z.boolean(),
  isDefault: z.boolean(),
});

/** Variables a cost formula may use (weights in kg, sizes in cm, value in the setting's currency). */
export const formulaVariables = ['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeCm3', 'volumetricKg', 'chargeableKg', 'declaredValue'] as const;
export const formulaFunctions = ['min', 'max', 'ceil'] as const;

export const additionalCostSchema = z.object({ code: z.string(), amount: decimalText });
export const logisticsCostSchema = z.object({
  logisticsId: z.string(),
  currency: z.string(),
  /** null until saved. */
  formula: z.string().nullable(),
  /** cm3 per kg for the volumetric weight (usually 5000 or 6000). */
  volumetricDivisor: z.number().int(),
  minCharge: decimalText.nullable(),
  additional: z.array(additionalCostSchema),
  version: z.number().int(),
  updatedAt: isoTime.nullable(),
});
const formulaText = z.string().trim().min(1).max(500);
const additionalInput = z.array(z.strictObject({ code: z.string().min(1).max(32), amount: typed })).max(20);
export const logisticsCostSaveSchema = z.strictObject({
  currency: currencySchema,
  formula: formulaText,
  volumetricDivisor: z.number().int().min(1).max(100_000),
  minCharge: typedOrNull,
  additional: additionalInput.default([]),
  version: versionSchema,
});
export const { get: logisticsCostGet, save: logisticsCostSave, records: logisticsCostRecords, recordsTable: logisticsCostRecordsTable } = settingWithRecords({
  ids: { get: 'asset.logisticsCostGet', save: 'asset.logisticsCostSave', records: 'asset.logisticsCostRecords' },
  path: `${P}/assets/logistics/{id}/cost`,
  recordsPath: 'records/query',
  summary: {
    get: "The channel's cost: formula, minimum charge and additional charges",
    save: 'Saves the cost (the formula is checked); appends a record per changed field',
    records: "Changes of the channel's cost setting, newest first",
  },
  response: logisticsCostSchema,
  body: logisticsCostSaveSchema,
  records: costRecords('Logistics cost records', '物流费用设置记录'),
});

export const additionalCostDefinitionSchema = z.object({
  code: z.string(),
  label: z.string(),
  labelZh: z.string(),
  unit: z.enum(additionalCostUnits),
});

const sampleNumber = z.number().min(0).max(1_000_000);
export const costTestSchema = z.strictObject({
  formula: formulaText,
  weightKg: sampleNumber,
  lengthCm: sampleNumber.default(0),
  widthCm: sampleNumber.default(0),
  heightCm: sampleNumber.default(0),
  declaredValue: sampleNumber.default(0),
  volumetricDivisor: z.number().int().min(1).max(100_000).default(6000),
  minCharge: typedOrNull.default(null),
  additional: additionalInput.default([]),
});
export const costTestResultSchema = z.object({
  variables: z.record(z.string(), z.number()),
  /** The formula's value. */
  base: z.number(),
  /** max(base, minCharge). */
  charged: z.number(),
  additional: z.array(z.object({ code: z.string(), amount: z.number() })),
  /** charged + additional, rounded to 2 decimals. */
  total: z.number(),
});

export const cartLogisticsSchema = z.object({
  cartId: z.string(),
  cartName: z.string(),
  siteCountry: z.string(),
  logistics: z.array(
    z.object({ logisticsId: z.string(), code: z.string(), name: z.string(), mode: logisticsModeSchema, status: logisticsStatusSchema, isDefault: z.boolean() }),
  ),
  version: z.number().int(),
});
export const cartLogisticsSaveSchema = z.strictObject({
  logisticsIds: z.array(idSchema).max(50),
  defaultLogisticsId: idSchema.nullable(),
  version: z.number().int().min(1),
});

export const logisticsSearch = endpoint({
  id: 'asset.logisticsSearch',
  method: 'POST',
  path: `${P}/assets/logistics/search`,
  summary: 'Logistics channels of the tenant (table query)',
  body: logisticsQuerySchema,
  response: logisticsList.page,
});
export const logisticsCreate = endpoint({
  id: 'asset.logisticsCreate',
  method: 'POST',
  path: `${P}/assets/logistics`,
  summary: 'Creates a logistics channel (code unique per tenant)',
  body: logisticsCreateSchema,
  response: logisticsSchema,
});
export const logisticsGet = endpoint({
  id: 'asset.logisticsGet',
  method: 'GET',
  path: `${P}/assets/logistics/{id}`,
  summary: 'One logistics channel',
  params: idParams,
  response: logisticsSchema,
});
export const logisticsUpdate = endpoint({
  id: 'asset.logisticsUpdate',
  method: 'PUT',
  path: `${P}/assets/logistics/{id}`,
  summary: 'Updates a logistics channel (with the version read)',
  params: idParams,
  body: logisticsUpdateSchema,
  response: logisticsSchema,
});
export const logisticsDelete = endpoint({
  id: 'asset.logisticsDelete',
  method: 'DELETE',
  path: `${P}/assets/logistics/{id}`,
  summary: 'Deletes a logistics channel (soft; refused while carts use it)',
  params: idParams,
  response: z.object({ id: z.string() }),
});
export const logisticsBindChangeable = endpoint({
  id: 'asset.logisticsBindChangeable',
  method: 'GET',
  path: `${P}/assets/logistics/{id}/bind-changeable`,
  summary: 'Whether carrier, mode and trunk line may change: false while any cart uses the channel',
  params: idParams,
  response: z.object({ changeable: z.boolean(), cartCount: z.number().int() }),
});
export const logisticsCarriers = endpoint({
  id: 'asset.carriers',
  method: 'GET',
  path: `${P}/assets/logistics/carriers`,
  summary: 'Carriers of the tenant',
  response: z.array(carrierSchema),
});
export const logisticsPorts = endpoint({
  id: 'asset.ports',
  method: 'GET',
  path: `${P}/assets/logistics/ports`,
  summary: 'Ports of the tenant',
  response: z.array(portSchema),
});
export const logisticsTrunkLines = endpoint({
  id: 'asset.trunkLines',
  method: 'GET',
  path: `${P}/assets/logistics/trunk-lines`,
  summary: 'Trunk lines (port to port) of the tenant',
  response: z.array(trunkLineSchema),
});
export const logisticsCarts = endpoint({
  id: 'asset.logisticsCarts',
  method: 'GET',
  path: `${P}/assets/logistics/carts`,
  summary: 'The carts of the tenant, marked where they use the channel `logisticsId`',
  query: z.strictObject({ logisticsId: idSchema.optional() }),
  response: z.array(logisticsCartSchema),
});
export const trunkLineCreate = endpoint({
  id: 'asset.trunkLineCreate',
  method: 'POST',
  path: `${P}/assets/logistics/trunk-line`,
  summary: 'Creates a trunk line',
  body: trunkLineCreateSchema,
  response: trunkLineSchema,
});
export const trunkLineUpdate = endpoint({
  id: 'asset.trunkLineUpdate',
  method: 'PUT',
  path: `${P}/assets/logistics/trunk-line/{id}`,
  summary: 'Updates a trunk line (with the version read)',
  params: idParams,
  body: trunkLineUpdateSchema,
  response: trunkLineSchema,
});
export const trunkLineDelete = endpoint({
  id: 'asset.trunkLineDelete',
  method: 'DELETE',
  path: `${P}/assets/logistics/trunk-line/{id}`,
  summary: 'Deletes a trunk line (soft; refused while a channel uses it)',
  params: idParams,
  response: z.object({ id: z.string() }),
});
export const portCreate = endpoint({
  id: 'asset.portCreate',
  method: 'POST',
  path: `${P}/assets/logistics/port`,
  summary: 'Creates a port',
  body: portCreateSchema,
  response: portSchema,
});
export const portUpdate = endpoint({
  id: 'asset.portUpdate',
  method: 'PUT',
  path: `${P}/assets/logistics/port/{id}`,
  summary: 'Updates a port (with the version read)',
  params: idParams,
  body: portUpdateSchema,
  response: portSchema,
});
export const portDelete = endpoint({
  id: 'asset.portDelete',
  method: 'DELETE',
  path: `${P}/assets/logistics/port/{id}`,
  summary: 'Deletes a port (soft; refused while a trunk line uses it)',
  params: idParams,
  response: z.object({ id: z.string() }),
});
export const carrierCreate = endpoint({
  id: 'asset.carrierCreate',
  method: 'POST',
  path: `${P}/assets/logistics/carrier`,
  summary: 'Creates a carrier',
  body: carrierCreateSchema,
  response: carrierSchema,
});
export const carrierUpdate = endpoint({
  id: 'asset.carrierUpdate',
  method: 'PUT',
  path: `${P}/assets/logistics/carrier/{id}`,
  summary: 'Updates a carrier (with the version read)',
  params: idParams,
  body: carrierUpdateSchema,
  response: carrierSchema,
});
export const carrierDelete = endpoint({
  id: 'asset.carrierDelete',
  method: 'DELETE',
  path: `${P}/assets/logistics/carrier/{id}`,
  summary: 'Deletes a carrier (soft; refused while a channel uses it)',
  params: idParams,
  response: z.object({ id: z.string() }),
});
export const logisticsAdditionalCostDefinitions = endpoint({
  id: 'asset.additionalCostDefinitions',
  method: 'GET',
  path: `${P}/assets/logistics/cost/additional/definitions`,
  summary: 'The additional charges a channel can have (fuel, remote area, customs, insurance ...)',
  response: z.array(additionalCostDefinitionSchema),
});
export const logisticsCostTest = endpoint({
  id: 'asset.logisticsCostTest',
  method: 'POST',
  path: `${P}/assets/logistics/cost/test`,
  summary: 'Evaluates a cost formula for a sample parcel (weight, size, declared value)',
  body: costTestSchema,
  response: costTestResultSchema,
});
export const cartLogisticsGet = endpoint({
  id: 'asset.cartLogisticsGet',
  method: 'GET',
  path: `${P}/assets/logistics/cart/{cartId}`,
  summary: 'The logistics channels a cart ships with',
  params: z.strictObject({ cartId: idSchema }),
  response: cartLogisticsSchema,
});
export const cartLogisticsSave = endpoint({
  id: 'asset.cartLogisticsSave',
  method: 'PUT',
  path: `${P}/assets/logistics/cart/{cartId}`,
  summary: 'Saves the channels of a cart and its default (with the version read)',
  params: z.strictObject({ cartId: idSchema }),
  body: cartLogisticsSaveSchema,
  response: cartLogisticsSchema,
});

// ---- asset settings ----------------------------------------------------------------------------------

export const assetSettingSchema = z.object({
  defaultCurrency: z.string(),
  /** The buffer ratio a warehouse starts with (percent, 2 decimals). */
  defaultBufferRatio: decimalText,
  /** Available stock at or below this is "low stock". */
  lowStockThreshold: z.number().int(),
  version: z.number().int(),
  updatedAt: isoTime.nullable(),
});
export const assetSettingSaveSchema = z.strictObject({
  defaultCurrency: currencySchema,
  defaultBufferRatio: typed,
  lowStockThreshold: typed,
  version: versionSchema,
});
export const assetSettingGet = endpoint({
  id: 'asset.settingGet',
  method: 'GET',
  path: `${P}/assets/setting`,
  summary: "The tenant's asset defaults: currency, buffer ratio, low-stock threshold",
  response: assetSettingSchema,
});
export const assetSettingSave = endpoint({
  id: 'asset.settingSave',
  method: 'PUT',
  path: `${P}/assets/setting`,
  summary: "Saves the tenant's asset defaults (with the version read)",
  body: assetSettingSaveSchema,
  response: assetSettingSchema,
});

/** Every list of this domain, for the registry and the table/theme calls. */
export const assetTables = [
  warehouseTable, thirdWarehouseTable, warehouseBufferRecordsTable, warehouseCostRecordsTable, cartTable, cartCostRecordsTable, logisticsTable,
  logisticsCostRecordsTable,
] as const;

export const assetEndpoints = [
  warehouseSearch, warehouseGet, warehouseCreate, warehouseUpdate, warehouseDelete, warehouseBufferGet, warehouseBufferSave, warehouseBufferRecords,
  warehouseCostRecords, warehouseCostGet, warehouseCostSave, thirdWarehouseSearch,
  cartSearch, cartGet, cartUpdate, cartCostRecords, cartCostGet, cartCostSave, cartsByPlatform,
  logisticsSearch, logisticsCreate, logisticsGet, logisticsUpdate, logisticsDelete, logisticsBindChangeable, logisticsCarriers, logisticsPorts,
  logisticsTrunkLines, logisticsCarts, trunkLineCreate, trunkLineUpdate, trunkLineDelete, portCreate, portUpdate, portDelete, carrierCreate,
  carrierUpdate, carrierDelete, logisticsCostRecords, logisticsCostGet, logisticsCostSave, logisticsAdditionalCostDefinitions, logisticsCostTest,
  cartLogisticsGet, cartLogisticsSave, assetSettingGet, assetSettingSave,
] as const;
