// The read-only lists of the asset group:
//   thirdWarehouseResource  POST warehouse-group/third/search (/asset/thirdWarehouse); a row opens
//                           the warehouse's record
//   triggerRecordsResource  POST trigger/records/query (/asset/trigger); a row's lines open in a
//                           dialog (GET trigger/records/{id})
//   record lists            the change records of a setting, one owner at a time (the owner's id
//                           is in the path): buffer records of a warehouse, cost records of a
//                           warehouse, a cart or a channel. recordsResource(kind, ownerId).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import {
  cartCostRecords,
  logisticsCostRecords,
  thirdWarehouseSearch,
  warehouseBufferRecords,
  warehouseCostRecords,
  type bufferRecordRowSchema,
  type CostRecordRow,
  type thirdWarehouseRowSchema,
} from '../../contract/asset/assets';
import { queryTriggerRecords, type TriggerRecordRow } from '../../contract/inventory';
import type { AnyEndpoint } from '../../contract/kernel/endpoint';
import { defineResource, tableSearch, type AnyResource } from '../types';

export type ThirdWarehouseRow = z.infer<typeof thirdWarehouseRowSchema>;
export type BufferRecordRow = z.infer<typeof bufferRecordRowSchema>;

export const thirdWarehouseResource = defineResource<ThirdWarehouseRow>({
  key: 'asset.thirdWarehouses',
  bizType: 'asset.thirdWarehouse',
  title: msg`Third-party warehouses`,
  endpoints: { search: thirdWarehouseSearch },
  fetchPage: tableSearch<ThirdWarehouseRow>(thirdWarehouseSearch),
  rowId: (row) => row.id,
  detailPath: (row) => `/warehouse/info/${encodeURIComponent(row.id)}`,
  listPath: '/thirdWarehouse',
  examples: {
    row: {
      id: 'wh-9',
      code: 'LA-3PL-1',
      name: 'Los Angeles Fulfilment',
      providerName: 'ShipBob',
      providerWarehouseCode: 'SB-LAX-04',
      country: 'US',
      city: 'Ontario',
      currency: 'USD',
      status: 'active',
      updatedAt: '2024-05-02T08:00:00.000Z',
    },
  },
});

export const triggerRecordsResource = defineResource<TriggerRecordRow>({
  key: 'asset.triggerRecords',
  bizType: 'asset.triggerRecords',
  title: msg`Trigger records`,
  endpoints: { search: queryTriggerRecords },
  fetchPage: tableSearch<TriggerRecordRow>(queryTriggerRecords),
  rowId: (row) => row.id,
  listPath: '/trigger',
  examples: {
    row: {
      id: 'tr-1',
      createdAt: '2024-05-02T08:00:00.000Z',
      createdByName: 'Grace Lin',
      groupNames: 'South China, US West',
      groupCount: 2,
      lineCount: 14,
      newCount: 2,
      increaseCount: 7,
      decreaseCount: 4,
      releaseCount: 1,
      status: 'succeeded',
    },
  },
});

// ---- change records of a setting -----------------------------------------------------------------

export type RecordKind = 'warehouseBuffer' | 'warehouseCost' | 'cartCost' | 'logisticsCost';

const recordLists: Record<RecordKind, { bizType: string; endpoint: AnyEndpoint; title: MessageDescriptor }> = {
  warehouseBuffer: { bizType: 'asset.warehouseBufferRecords', endpoint: warehouseBufferRecords, title: msg`Buffer setting records` },
  warehouseCost: { bizType: 'asset.warehouseCostRecords', endpoint: warehouseCostRecords, title: msg`Warehouse cost records` },
  cartCost: { bizType: 'asset.cartCostRecords', endpoint: cartCostRecords, title: msg`Cart cost records` },
  logisticsCost: { bizType: 'asset.logisticsCostRecords', endpoint: logisticsCostRecords, title: msg`Logistics cost records` },
};

const exampleCostRecord: CostRecordRow = {
  id: 'rec-1',
  changedAt: '2024-05-02T08:00:00.000Z',
  changedBy: 'Grace Lin',
  field: 'outboundPerOrder',
  oldValue: '1.2',
  newValue: '1.35',
};
const exampleBufferRecord: BufferRecordRow = {
  id: 'rec-1',
  changedAt: '2024-05-02T08:00:00.000Z',
  changedBy: 'Grace Lin',
  oldQty: 5,
  newQty: 8,
  oldRatio: '10',
  newRatio: '12.5',
};

/** The change records of one owner (warehouse, cart or channel id). */
export function recordsResource(kind: RecordKind, ownerId: string): AnyResource {
  const list = recordLists[kind];
  return defineResource<Record<string, unknown>>({
    key: `asset.${kind}Records`,
    bizType: list.bizType,
    ownerId,
    title: list.title,
    endpoints: { search: list.endpoint },
    fetchPage: (query, { signal, call }) => call(list.endpoint, { params: { id: ownerId }, body: query } as never, { signal, quiet: true }) as never,
    rowId: (row) => String(row.id),
    examples: { row: kind === 'warehouseBuffer' ? exampleBufferRecord : exampleCostRecord },
  });
}

/** One descriptor per record list (an example owner), for the generic machines' model tests. */
export const recordResources: readonly AnyResource[] = (['warehouseBuffer', 'warehouseCost', 'cartCost', 'logisticsCost'] as const).map((k) => recordsResource(k, 'owner-1'));
