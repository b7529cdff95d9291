// Warehouses (/asset/warehouse and warehouse/info/:id?): the customisable list of
// POST assets/warehouse/search and the record (GET, POST, PUT, DELETE assets/warehouse[/{id}]).
// The form is flat (the address parts are fields of their own) and checked with the contract's
// rules before the server checks them again: a code of letters, digits, - and _, a provider for a
// third-party warehouse, ISO country and currency codes. The code cannot change once created.
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  warehouseCreate,
  warehouseDelete,
  warehouseGet,
  warehouseSearch,
  warehouseStatuses,
  warehouseTypes,
  warehouseUpdate,
  type Warehouse,
  type WarehouseRow,
} from '../../contract/asset/assets';
import { defineResource, tableSearch } from '../types';
import { assetStaleCodes, type AssetField } from './fields';

export interface WarehouseValues extends Record<string, unknown> {
  code: string;
  name: string;
  type: string | null;
  providerName: string;
  providerWarehouseCode: string;
  country: string | null;
  stateOrProvince: string;
  city: string;
  district: string;
  addressLine1: string;
  postalCode: string;
  contactName: string;
  contactPhone: string;
  currency: string | null;
  status: string | null;
  remark: string;
}

const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const optional = (max: number) => z.string().trim().max(max);

/** Client-side rules (messages are keys the generic screens translate). */
export const warehouseFormSchema = z
  .object({
    code: z.string().trim().min(1, 'required').regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/),
    name: required(100),
    type: z.enum(warehouseTypes, { error: 'required' }),
    providerName: optional(100),
    providerWarehouseCode: optional(64),
    country: z.string().regex(/^[A-Z]{2}$/, 'required'),
    stateOrProvince: optional(100),
    city: optional(100),
    district: optional(100),
    addressLine1: optional(200),
    postalCode: optional(20),
    contactName: optional(60),
    contactPhone: z.string().trim().max(32).regex(/^[0-9+()\- ]*$/),
    currency: z.string().regex(/^[A-Z]{3}$/, 'required'),
    status: z.enum(warehouseStatuses, { error: 'required' }),
    remark: optional(500),
  })
  .superRefine((v, ctx) => {
    // a third-party warehouse names its provider (ASSET_PROVIDER_REQUIRED on the server)
    if (v.type === 'thirdParty' && v.providerName.trim() === '') ctx.addIssue({ code: 'custom', path: ['providerName'], message: 'required' });
  });

export const warehouseFields: AssetField[] = [
  { name: 'code', label: msg`Warehouse code`, kind: 'text', required: true, readOnlyOnEdit: true },
  { name: 'name', label: msg`Warehouse name`, kind: 'text', required: true },
  // the dictionary also holds 'bulk' (the list shows bulk warehouses): those are made and edited in /bulkInventory
  { name: 'type', label: msg`Type`, kind: 'select', optionName: 'warehouseType', optionValues: warehouseTypes, required: true },
  { name: 'providerName', label: msg`Provider (third-party warehouses)`, kind: 'text' },
  { name: 'providerWarehouseCode', label: msg`Provider's warehouse code`, kind: 'text' },
  { name: 'country', label: msg`Country`, kind: 'select', optionName: 'country', required: true },
  { name: 'stateOrProvince', label: msg`State / province`, kind: 'text' },
  { name: 'city', label: msg`City`, kind: 'text' },
  { name: 'district', label: msg`District`, kind: 'text' },
  { name: 'addressLine1', label: msg`Street address`, kind: 'text' },
  { name: 'postalCode', label: msg`Postal code`, kind: 'text' },
  { name: 'contactName', label: msg`Contact`, kind: 'text' },
  { name: 'contactPhone', label: msg`Contact phone`, kind: 'text' },
  { name: 'currency', label: msg`Currency`, kind: 'select', optionName: 'currency', required: true },
  { name: 'status', label: msg`Status`, kind: 'select', optionName: 'warehouseStatus', required: true },
  { name: 'remark', label: msg`Remark`, kind: 'textarea' },
];

export function warehouseValues(d: Warehouse | null): WarehouseValues {
  return {
    code: d?.code ?? '',
    name: d?.name ?? '',
    type: d?.type ?? null,
    providerName: d?.providerName ?? '',
    providerWarehouseCode: d?.providerWarehouseCode ?? '',
    country: d?.address.country || null,
    stateOrProvince: d?.address.stateOrProvince ?? '',
    city: d?.address.city ?? '',
    district: d?.address.district ?? '',
    addressLine1: d?.address.addressLine1 ?? '',
    postalCode: d?.address.postalCode ?? '',
    contactName: d?.contactName ?? '',
    contactPhone: d?.contactPhone ?? '',
    currency: d?.currency ?? null,
    status: d?.status ?? 'active',
    remark: d?.remark ?? '',
  };
}

export function warehouseBody(v: WarehouseValues, d: Warehouse | null) {
  const thirdParty = v.type === 'thirdParty';
  const fields = {
    name: v.name.trim(),
    type: v.type,
    providerName: thirdParty ? v.providerName.trim() || null : null,
    providerWarehouseCode: thirdParty ? v.providerWarehouseCode.trim() || null : null,
    address: {
      postalCode: v.postalCode.trim(),
      addressLine1: v.addressLine1.trim(),
      city: v.city.trim(),
      district: v.district.trim(),
      area: d?.address.area ?? '',
      stateOrProvince: v.stateOrProvince.trim(),
      country: v.country,
    },
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    currency: v.currency,
    status: v.status,
    remark: v.remark.trim(),
  };
  return d ? { ...fields, version: d.version } : { code: v.code.trim(), ...fields };
}

const exampleRow: WarehouseRow = {
  id: 'wh-1',
  code: 'SZ-01',
  name: 'Shenzhen Longhua DC',
  type: 'own',
  providerName: null,
  country: 'CN',
  stateOrProvince: 'Guangdong',
  city: 'Shenzhen',
  currency: 'CNY',
  status: 'active',
  bufferQty: 5,
  bufferRatio: '12.5',
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T08:00:00.000Z',
  version: 3,
};

const exampleDetail: Warehouse = {
  id: 'wh-1',
  code: 'SZ-01',
  name: 'Shenzhen Longhua DC',
  type: 'own',
  providerName: null,
  providerWarehouseCode: null,
  address: { postalCode: '518000', addressLine1: '88 Minzhi Road', city: 'Shenzhen', district: 'Longhua', area: '', stateOrProvince: 'Guangdong', country: 'CN' },
  contactName: 'Li Ming',
  contactPhone: '+86 755 1234 5678',
  currency: 'CNY',
  status: 'active',
  remark: '',
  groupName: 'South China',
  version: 3,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T08:00:00.000Z',
};

export const warehouseResource = defineResource<WarehouseRow, Warehouse, WarehouseValues>({
  key: 'asset.warehouses',
  bizType: 'asset.warehouse',
  title: msg`Warehouses`,
  endpoints: { search: warehouseSearch, get: warehouseGet, create: warehouseCreate, update: warehouseUpdate, remove: warehouseDelete },
  fetchPage: tableSearch<WarehouseRow>(warehouseSearch),
  rowId: (row) => row.id,
  detailPath: (row) => `/warehouse/info/${encodeURIComponent(row.id)}`,
  createPath: '/warehouse/info',
  listPath: '/warehouse',
  form: {
    schema: warehouseFormSchema,
    fields: warehouseFields,
    fromDetail: warehouseValues,
    toBody: warehouseBody,
    staleCodes: assetStaleCodes,
  },
  examples: {
    row: exampleRow,
    detail: exampleDetail,
    values: {
      valid: { ...warehouseValues(exampleDetail), code: 'LA-02', name: 'Los Angeles 3PL', type: 'thirdParty', providerName: 'ShipBob', country: 'US', currency: 'USD' },
      invalid: { ...warehouseValues(exampleDetail), code: 'LA 02', name: '', type: 'thirdParty', providerName: '' },
    },
  },
});
