// Bulk (B2B) warehouses (docs/domain/receipts.md, "Bulk inventory"): the supplier's warehouses of
// type 'bulk' with a bulk type and options. Spec section 7 "Other areas": warehouse type, info,
// options, create, update. Create carries a request id (the same id again answers the warehouse it
// made: a double click or a retried request makes one warehouse); update carries the version read
// (BULK_WAREHOUSE_STALE). The code is unique per tenant among all its warehouses
// (BULK_WAREHOUSE_CODE_TAKEN) and cannot change once created.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/bulkInventory/warehouse';

/** A bulk warehouse's kind (its words: labels.ts, the option dictionary bulkWarehouseType). */
export const bulkTypes = ['factory', 'consolidation', 'bondedBulk'] as const;
export const bulkTypeSchema = z.enum(bulkTypes);
export type BulkType = z.infer<typeof bulkTypeSchema>;

/** What a bulk warehouse can take (labels.ts, the option dictionary bulkWarehouseOption). */
export const bulkOptions = ['palletStorage', 'coldChain', 'hazardousGoods'] as const;
export const bulkOptionSchema = z.enum(bulkOptions);
export type BulkOption = z.infer<typeof bulkOptionSchema>;

export const bulkWarehouseStatuses = ['active', 'disabled'] as const;
export const bulkWarehouseStatusSchema = z.enum(bulkWarehouseStatuses);

export const BulkInventoryErrorCode = {
  codeTaken: 'BULK_WAREHOUSE_CODE_TAKEN',
  stale: 'BULK_WAREHOUSE_STALE',
} as const;

const isoTime = z.string();
const textCond = z.string().max(100);

export const bulkWarehouseList = defineListSpec({
  bizType: 'bulkInventory.warehouse',
  title: ['Bulk warehouses', '大宗仓库'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Warehouse code', '仓库编码'], width: 130, sortable: true, filter: { kind: 'text', schema: textCond } },
    name: { type: z.string(), title: ['Warehouse name', '仓库名称'], width: 220, sortable: true, filter: { kind: 'text', schema: textCond } },
    bulkType: {
      type: bulkTypeSchema,
      title: ['Bulk type', '大宗仓类型'],
      kind: 'status',
      width: 170,
      sortable: true,
      optionName: 'bulkWarehouseType',
      filter: { kind: 'multiSelect', schema: z.array(bulkTypeSchema).max(3) },
    },
    palletStorage: { type: z.boolean(), title: ['Pallet storage', '托盘存储'], kind: 'boolean', width: 110 },
    coldChain: { type: z.boolean(), title: ['Cold chain', '冷链'], kind: 'boolean', width: 100 },
    hazardousGoods: { type: z.boolean(), title: ['Hazardous goods', '危险品'], kind: 'boolean', width: 120 },
    country: { type: z.string(), title: ['Country', '国家/地区'], kind: 'status', width: 120, optionName: 'country' },
    city: { type: z.string(), title: ['City', '城市'], width: 130 },
    skuCount: { type: z.number().int(), title: ['Skus in stock', '在库商品数'], kind: 'number', width: 120, sortable: true },
    onHand: { type: z.number().int(), title: ['On hand (units)', '在库（件）'], kind: 'number', width: 130, sortable: true },
    status: {
      type: bulkWarehouseStatusSchema,
      title: ['Status', '状态'],
      kind: 'status',
      width: 100,
      sortable: true,
      optionName: 'warehouseStatus',
      filter: { kind: 'select', schema: bulkWarehouseStatusSchema },
    },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
export type BulkWarehouseRow = z.infer<typeof bulkWarehouseList.row>;

export const bulkWarehouseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  bulkType: bulkTypeSchema,
  options: z.array(bulkOptionSchema),
  /** The options again, one flag each (the record shows them as yes or no). */
  palletStorage: z.boolean(),
  coldChain: z.boolean(),
  hazardousGoods: z.boolean(),
  country: z.string(),
  city: z.string(),
  addressLine1: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  currency: z.string(),
  status: bulkWarehouseStatusSchema,
  remark: z.string(),
  skuCount: z.number().int(),
  onHand: z.number().int(),
  version: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type BulkWarehouse = z.infer<typeof bulkWarehouseSchema>;

/** Codes: letters, digits, '-' and '_', starting with a letter or digit, at most 32 (as every warehouse's). */
export const bulkWarehouseCodeSchema = z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'letters, digits, - and _ (at most 32)');

const fields = {
  name: z.string().trim().min(1).max(100),
  bulkType: bulkTypeSchema,
  options: z.array(bulkOptionSchema).max(bulkOptions.length).refine((o) => new Set(o).size === o.length, 'an option once'),
  country: z.string().regex(/^[A-Z]{2}$/, 'an ISO country code such as US'),
  city: z.string().trim().max(100).default(''),
  addressLine1: z.string().trim().max(200).default(''),
  contactName: z.string().trim().max(60).default(''),
  contactPhone: z.string().trim().max(32).regex(/^[0-9+()\- ]*$/, 'digits, spaces, + - ( )').default(''),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO currency code such as USD'),
  status: bulkWarehouseStatusSchema.default('active'),
  remark: z.string().trim().max(500).default(''),
};
export const bulkWarehouseCreateSchema = z.strictObject({ requestId: z.string().min(8).max(64), code: bulkWarehouseCodeSchema, ...fields });
export const bulkWarehouseUpdateSchema = z.strictObject({ ...fields, version: z.number().int().min(1) });

/** One choice of a picker: the value and its words in both languages (the option call's shape). */
export const bulkChoiceSchema = z.object({ value: z.string(), label: z.string(), labelZh: z.string() });

const idParams = z.strictObject({ id: z.string().min(1).max(64) });

export const searchBulkWarehouses = endpoint({
  id: 'bulkInventory.warehouseSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'The tenant’s bulk warehouses with their stock (table query, keyset page) for /bulkInventory/warehouse',
  body: bulkWarehouseList.query,
  response: bulkWarehouseList.page,
});

export const getBulkWarehouse = endpoint({
  id: 'bulkInventory.warehouseInfo',
  method: 'GET',
  path: `${P}/info/{id}`,
  summary: 'One bulk warehouse (/bulkInventory/warehouseInfo/:id)',
  params: idParams,
  response: bulkWarehouseSchema,
});

export const createBulkWarehouse = endpoint({
  id: 'bulkInventory.warehouseCreate',
  method: 'POST',
  path: `${P}/create`,
  summary: 'Creates a bulk warehouse (code unique per tenant; the same requestId again answers the same warehouse)',
  body: bulkWarehouseCreateSchema,
  response: bulkWarehouseSchema,
});

export const updateBulkWarehouse = endpoint({
  id: 'bulkInventory.warehouseUpdate',
  method: 'PUT',
  path: `${P}/update/{id}`,
  summary: 'Updates a bulk warehouse with the version read (the code stays)',
  params: idParams,
  body: bulkWarehouseUpdateSchema,
  response: bulkWarehouseSchema,
});

export const getBulkWarehouseTypes = endpoint({
  id: 'bulkInventory.warehouseType',
  method: 'GET',
  path: `${P}/type`,
  summary: 'The bulk warehouse types (factory, consolidation, bonded bulk) with their words in both languages',
  response: z.array(bulkChoiceSchema),
});

export const getBulkWarehouseOptions = endpoint({
  id: 'bulkInventory.options',
  method: 'GET',
  path: `${P}/options`,
  summary: 'The options a bulk warehouse may have (pallet storage, cold chain, hazardous goods) with their words',
  response: z.array(bulkChoiceSchema),
});
