// Warehouse groups (/inventory/group and group/info/:id?): the server's customisable table
// `inventory.group`, and the record form (name, remark). Creating starts an empty group; its
// warehouses are set in the binding editor (/inventory/group/warehouse). Deleting is refused by
// the server while carts or allotments use the group (docs/domain/inventory.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  createWarehouseGroup,
  deleteWarehouseGroup,
  InventoryErrorCode,
  getWarehouseGroup,
  searchWarehouseGroups,
  updateWarehouseGroup,
  type WarehouseGroupDetail,
  type WarehouseGroupRow,
} from '../../contract/inventory/inventory';
import { defineResource, tableSearch } from '../types';

export interface WarehouseGroupValues extends Record<string, unknown> {
  name: string;
  remark: string;
}

export const GROUP_NAME_MAX = 60;
export const GROUP_REMARK_MAX = 200;

/** Client-side form rules (the server checks them again): messages are keys, never text. */
export const warehouseGroupFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(GROUP_NAME_MAX),
  remark: z.string().trim().max(GROUP_REMARK_MAX),
});

const groupRow: WarehouseGroupRow = {
  id: 'wg_1',
  name: 'North America',
  remark: 'US and Canada',
  warehouseCount: 5,
  cartCount: 12,
  allotmentCount: 240,
  onHand: 120000,
  isolated: 2000,
  available: 110000,
  pushStatus: 'modified',
  modifiedAt: '2024-05-02T08:00:00.000Z',
  lastPushedAt: '2024-05-01T08:00:00.000Z',
  version: 2,
  allotVersion: 3,
  createdAt: '2024-04-01T08:00:00.000Z',
  updatedAt: '2024-05-02T08:00:00.000Z',
  updatedByName: 'Grace Lin',
};

const groupDetail: WarehouseGroupDetail = {
  id: 'wg_1',
  name: 'North America',
  remark: 'US and Canada',
  version: 2,
  allotVersion: 3,
  modified: true,
  modifiedAt: '2024-05-02T08:00:00.000Z',
  lastPushedAt: '2024-05-01T08:00:00.000Z',
  createdAt: '2024-04-01T08:00:00.000Z',
  createdByName: 'Grace Lin',
  updatedAt: '2024-05-02T08:00:00.000Z',
  updatedByName: 'Grace Lin',
  allotmentCount: 240,
  warehouses: [{ id: 'wh_1', code: 'LAX-1', name: 'Los Angeles 1', type: 'own', country: 'US', status: 'active', onHand: 800, locked: 20, isolated: 30, available: 750 }],
  carts: [{ id: 'ct_1', code: 'HA-AMZ-US-001', name: 'Harbor - Amazon US', platformCode: 'amazon', siteCountry: 'US', status: 'active' }],
};

export const warehouseGroupResource = defineResource<WarehouseGroupRow, WarehouseGroupDetail, WarehouseGroupValues>({
  key: 'inventory.groups',
  bizType: 'inventory.group',
  title: msg`Warehouse groups`,
  endpoints: { search: searchWarehouseGroups, get: getWarehouseGroup, create: createWarehouseGroup, update: updateWarehouseGroup, remove: deleteWarehouseGroup },
  fetchPage: tableSearch<WarehouseGroupRow>(searchWarehouseGroups),
  rowId: (row) => row.id,
  detailPath: (row) => `/group/info/${encodeURIComponent(row.id)}`,
  createPath: '/group/info',
  listPath: '/group',
  columns: { pushStatus: { kind: 'status', optionName: 'warehouseGroupPushStatus' } },
  form: {
    schema: warehouseGroupFormSchema,
    fields: [
      { name: 'name', label: msg`Group name`, kind: 'text', required: true, maxLength: GROUP_NAME_MAX, hint: msg`Unique among your groups; at most ${GROUP_NAME_MAX} characters.` },
      { name: 'remark', label: msg`Remark`, kind: 'textarea', maxLength: GROUP_REMARK_MAX },
    ],
    fromDetail: (d) => ({ name: d?.name ?? '', remark: d?.remark ?? '' }),
    toBody: (v, d) =>
      d ? { name: v.name.trim(), remark: v.remark.trim(), version: d.version } : { name: v.name.trim(), remark: v.remark.trim(), warehouseIds: [] },
    staleCodes: [InventoryErrorCode.groupVersionStale],
  },
  examples: {
    row: groupRow,
    detail: groupDetail,
    values: { valid: { name: 'Europe', remark: '' }, invalid: { name: '  ', remark: '' } },
  },
});
