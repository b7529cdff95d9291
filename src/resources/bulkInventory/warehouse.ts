// Bulk warehouses (/bulkInventory/warehouse and warehouseInfo/:id?): the customisable list of
// bulkInventory.warehouse and the record (info, create, update) in the generic record screen. The
// bulk type is picked from its option dictionary; the options are one checkbox each. Each create
// request carries a request id drawn when its body is made (the form's values stay pure: the
// generic machines replay them), so a call the services repeat answers the warehouse the first one
// made; the machine itself sends a submit once. The code cannot change once created.
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  BulkInventoryErrorCode,
  bulkOptions,
  bulkTypes,
  bulkWarehouseStatuses,
  createBulkWarehouse,
  getBulkWarehouse,
  searchBulkWarehouses,
  updateBulkWarehouse,
  type BulkOption,
  type BulkWarehouse,
  type BulkWarehouseRow,
} from '../../contract/bulkInventory/warehouse';
import { defineResource, tableSearch, type FormFieldSpec } from '../types';

export interface BulkWarehouseValues extends Record<string, unknown> {
  code: string;
  name: string;
  bulkType: string | null;
  palletStorage: boolean;
  coldChain: boolean;
  hazardousGoods: boolean;
  country: string | null;
  city: string;
  addressLine1: string;
  contactName: string;
  contactPhone: string;
  currency: string | null;
  status: string | null;
  remark: string;
}

const optional = (max: number) => z.string().trim().max(max);

/** Client-side rules (messages are keys the generic screens translate). */
export const bulkWarehouseFormSchema = z.object({
  code: z.string().trim().min(1, 'required').regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/),
  name: z.string().trim().min(1, 'required').max(100),
  bulkType: z.enum(bulkTypes, { error: 'required' }),
  palletStorage: z.boolean(),
  coldChain: z.boolean(),
  hazardousGoods: z.boolean(),
  country: z.string().regex(/^[A-Z]{2}$/, 'required'),
  city: optional(100),
  addressLine1: optional(200),
  contactName: optional(60),
  contactPhone: z.string().trim().max(32).regex(/^[0-9+()\- ]*$/),
  currency: z.string().regex(/^[A-Z]{3}$/, 'required'),
  status: z.enum(bulkWarehouseStatuses, { error: 'required' }),
  remark: optional(500),
});

export const bulkWarehouseFields: FormFieldSpec[] = [
  { name: 'code', label: msg`Warehouse code`, kind: 'text', required: true, readOnlyOnEdit: true, maxLength: 32 },
  { name: 'name', label: msg`Warehouse name`, kind: 'text', required: true, maxLength: 100 },
  { name: 'bulkType', label: msg`Bulk type`, kind: 'select', optionName: 'bulkWarehouseType', required: true },
  { name: 'palletStorage', label: msg`Stores goods on pallets`, kind: 'checkbox' },
  { name: 'coldChain', label: msg`Keeps goods chilled or frozen`, kind: 'checkbox' },
  { name: 'hazardousGoods', label: msg`Takes hazardous goods`, kind: 'checkbox' },
  { name: 'country', label: msg`Country`, kind: 'select', optionName: 'country', required: true },
  { name: 'city', label: msg`City`, kind: 'text', maxLength: 100 },
  { name: 'addressLine1', label: msg`Street address`, kind: 'text', maxLength: 200 },
  { name: 'contactName', label: msg`Contact`, kind: 'text', maxLength: 60 },
  { name: 'contactPhone', label: msg`Contact phone`, kind: 'text', maxLength: 32 },
  { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', required: true },
  { name: 'status', label: msg`Status`, kind: 'select', optionName: 'warehouseStatus', required: true },
  { name: 'remark', label: msg`Remark`, kind: 'textarea', maxLength: 500 },
];

/** A request id for one create request (crypto.getRandomValues works outside secure contexts too). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `bw-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function bulkWarehouseValues(d: BulkWarehouse | null): BulkWarehouseValues {
  const has = (o: BulkOption) => d?.options.includes(o) ?? false;
  return {
    code: d?.code ?? '',
    name: d?.name ?? '',
    bulkType: d?.bulkType ?? null,
    palletStorage: has('palletStorage'),
    coldChain: has('coldChain'),
    hazardousGoods: has('hazardousGoods'),
    country: d?.country || null,
    city: d?.city ?? '',
    addressLine1: d?.addressLine1 ?? '',
    contactName: d?.contactName ?? '',
    contactPhone: d?.contactPhone ?? '',
    currency: d?.currency ?? null,
    status: d?.status ?? 'active',
    remark: d?.remark ?? '',
  };
}

export function bulkWarehouseBody(v: BulkWarehouseValues, d: BulkWarehouse | null) {
  const fields = {
    name: v.name.trim(),
    bulkType: v.bulkType,
    options: bulkOptions.filter((o) => v[o] === true),
    country: v.country,
    city: v.city.trim(),
    addressLine1: v.addressLine1.trim(),
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    currency: v.currency,
    status: v.status,
    remark: v.remark.trim(),
  };
  return d ? { ...fields, version: d.version } : { requestId: newRequestId(), code: v.code.trim(), ...fields };
}

const exampleRow: BulkWarehouseRow = {
  id: 'WH-BULK-HARBOR-1',
  code: 'BULK-DG1',
  name: 'Dongguan factory bulk warehouse',
  bulkType: 'factory',
  palletStorage: true,
  coldChain: false,
  hazardousGoods: false,
  country: 'CN',
  city: 'Dongguan',
  skuCount: 24,
  onHand: 71_250,
  status: 'active',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 1,
};

const exampleDetail: BulkWarehouse = {
  id: 'WH-BULK-HARBOR-1',
  code: 'BULK-DG1',
  name: 'Dongguan factory bulk warehouse',
  bulkType: 'factory',
  options: ['palletStorage'],
  palletStorage: true,
  coldChain: false,
  hazardousGoods: false,
  country: 'CN',
  city: 'Dongguan',
  addressLine1: '18 Songshan Lake Road',
  contactName: 'Zhou Min',
  contactPhone: '+86 769 2288 1000',
  currency: 'CNY',
  status: 'active',
  remark: '',
  skuCount: 24,
  onHand: 71_250,
  version: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

export const bulkWarehouseResource = defineResource<BulkWarehouseRow, BulkWarehouse, BulkWarehouseValues>({
  key: 'bulkInventory.warehouse',
  bizType: 'bulkInventory.warehouse',
  title: msg`Bulk warehouses`,
  endpoints: { search: searchBulkWarehouses, get: getBulkWarehouse, create: createBulkWarehouse, update: updateBulkWarehouse },
  fetchPage: tableSearch<BulkWarehouseRow>(searchBulkWarehouses),
  rowId: (row) => row.id,
  detailPath: (row) => `/warehouseInfo/${encodeURIComponent(row.id)}`,
  createPath: '/warehouseInfo',
  listPath: '/warehouse',
  form: {
    schema: bulkWarehouseFormSchema,
    fields: bulkWarehouseFields,
    fromDetail: bulkWarehouseValues,
    toBody: bulkWarehouseBody,
    staleCodes: [BulkInventoryErrorCode.stale],
  },
  examples: {
    row: exampleRow,
    detail: exampleDetail,
    values: {
      valid: { ...bulkWarehouseValues(null), code: 'BULK-SZ3', name: 'Shenzhen bonded bulk', bulkType: 'bondedBulk', hazardousGoods: true, country: 'CN', currency: 'CNY' },
      invalid: { ...bulkWarehouseValues(null), code: 'BULK SZ3', name: '', bulkType: null },
    },
  },
});
