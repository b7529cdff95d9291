// Logistics channels (/asset/logistics and logistics/info/:id?): the customisable list of
// POST assets/logistics/search and the record (GET, POST, PUT, DELETE assets/logistics[/{id}]).
// A channel names its carrier, mode and optional trunk line (its binding), which cannot change
// while carts use it (GET {id}/bind-changeable; ASSET_LOGISTICS_IN_USE), and its transit days
// (min <= max). Carrier and trunk line are picked from the tenant's lists (see references.ts).
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  logisticsCreate,
  logisticsDelete,
  logisticsGet,
  logisticsModes,
  logisticsSearch,
  logisticsStatuses,
  logisticsUpdate,
  type logisticsRowSchema,
  type logisticsSchema,
} from '../../contract/asset/assets';
import { defineResource, tableSearch } from '../types';
import { assetStaleCodes, type AssetField } from './fields';

export type LogisticsRow = z.infer<typeof logisticsRowSchema>;
export type Logistics = z.infer<typeof logisticsSchema>;

export interface LogisticsValues extends Record<string, unknown> {
  code: string;
  name: string;
  carrierId: string | null;
  mode: string | null;
  trunkLineId: string | null;
  transitDaysMin: number | null;
  transitDaysMax: number | null;
  status: string | null;
  remark: string;
}

const days = z.number({ error: 'required' }).int().min(0).max(365);

export const logisticsFormSchema = z
  .object({
    code: z.string().trim().min(1, 'required').regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/),
    name: z.string().trim().min(1, 'required').max(100),
    carrierId: z.string({ error: 'required' }).min(1, 'required'),
    mode: z.enum(logisticsModes, { error: 'required' }),
    trunkLineId: z.string().nullable(),
    transitDaysMin: days,
    transitDaysMax: days,
    status: z.enum(logisticsStatuses, { error: 'required' }),
    remark: z.string().trim().max(500),
  })
  .superRefine((v, ctx) => {
    if (v.transitDaysMin > v.transitDaysMax) ctx.addIssue({ code: 'custom', path: ['transitDaysMax'], message: 'asset.transitDays' });
  });

export const logisticsFields: AssetField[] = [
  { name: 'code', label: msg`Channel code`, kind: 'text', required: true, readOnlyOnEdit: true },
  { name: 'name', label: msg`Channel name`, kind: 'text', required: true },
  { name: 'carrierId', label: msg`Carrier`, kind: 'select', source: 'carriers', required: true, binding: true },
  { name: 'mode', label: msg`Mode`, kind: 'select', optionName: 'logisticsMode', required: true, binding: true },
  { name: 'trunkLineId', label: msg`Trunk line`, kind: 'select', source: 'trunkLines', binding: true },
  { name: 'transitDaysMin', label: msg`Transit days (min)`, kind: 'number', required: true },
  { name: 'transitDaysMax', label: msg`Transit days (max)`, kind: 'number', required: true },
  { name: 'status', label: msg`Status`, kind: 'select', optionName: 'logisticsStatus', required: true },
  { name: 'remark', label: msg`Remark`, kind: 'textarea' },
];

export function logisticsValues(d: Logistics | null): LogisticsValues {
  return {
    code: d?.code ?? '',
    name: d?.name ?? '',
    carrierId: d?.carrierId ?? null,
    mode: d?.mode ?? null,
    trunkLineId: d?.trunkLineId ?? null,
    transitDaysMin: d?.transitDaysMin ?? null,
    transitDaysMax: d?.transitDaysMax ?? null,
    status: d?.status ?? 'active',
    remark: d?.remark ?? '',
  };
}

export function logisticsBody(v: LogisticsValues, d: Logistics | null) {
  const fields = {
    name: v.name.trim(),
    carrierId: v.carrierId,
    mode: v.mode,
    trunkLineId: v.trunkLineId || null,
    transitDaysMin: v.transitDaysMin,
    transitDaysMax: v.transitDaysMax,
    status: v.status,
    remark: v.remark.trim(),
  };
  return d ? { ...fields, version: d.version } : { code: v.code.trim(), ...fields };
}

const exampleRow: LogisticsRow = {
  id: 'lg-1',
  code: 'EXP-US',
  name: 'DHL Express to US',
  carrierId: 'car-1',
  carrierName: 'DHL',
  mode: 'express',
  trunkLineName: null,
  transitDaysMin: 3,
  transitDaysMax: 6,
  status: 'active',
  cartCount: 12,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T08:00:00.000Z',
  version: 4,
};

export const exampleLogistics: Logistics = {
  ...exampleRow,
  trunkLineId: null,
  remark: '',
  createdAt: '2024-05-01T08:00:00.000Z',
};

export const logisticsResource = defineResource<LogisticsRow, Logistics, LogisticsValues>({
  key: 'asset.logistics',
  bizType: 'asset.logistics',
  title: msg`Logistics channels`,
  endpoints: { search: logisticsSearch, get: logisticsGet, create: logisticsCreate, update: logisticsUpdate, remove: logisticsDelete },
  fetchPage: tableSearch<LogisticsRow>(logisticsSearch),
  rowId: (row) => row.id,
  detailPath: (row) => `/logistics/info/${encodeURIComponent(row.id)}`,
  createPath: '/logistics/info',
  listPath: '/logistics',
  form: { schema: logisticsFormSchema, fields: logisticsFields, fromDetail: logisticsValues, toBody: logisticsBody, staleCodes: assetStaleCodes },
  examples: {
    row: exampleRow,
    detail: exampleLogistics,
    values: {
      valid: { ...logisticsValues(exampleLogistics), code: 'SEA-LAX', name: 'Sea freight to Los Angeles', mode: 'sea', transitDaysMin: 18, transitDaysMax: 30 },
      invalid: { ...logisticsValues(exampleLogistics), code: 'SEA LAX', name: 'Sea freight to Los Angeles', mode: 'sea', transitDaysMin: 30, transitDaysMax: 18 },
    },
  },
});
