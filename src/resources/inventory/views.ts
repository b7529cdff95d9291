// Read-only views of the inventory group: what a screen shows of one thing (a sku's stock per
// group, what one cart may sell of it, the group ↔ warehouse ↔ cart map, allotment records). A
// view only loads; the screens run it through the generic detail machine (loading, failed with
// retry, viewing, reload), so no screen fetches. `load` receives the services' call.
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getAllotRecords, getSkuInventory, getSkuInWarehouseGroup, getWarehouseGroupBindings } from '../../contract/inventory/inventory';
import type { ResourceIo } from '../types';

export interface ResourceView<T> {
  key: string;
  /** Loads the thing named by `id` (a sku code, a cart id, ...). */
  load(id: string, io: ResourceIo): Promise<T>;
}

export type SkuInventory = EndpointData<typeof getSkuInventory>;
export type SkuInGroup = EndpointData<typeof getSkuInWarehouseGroup>;
export type BindingsOverview = EndpointData<typeof getWarehouseGroupBindings>;
export type AllotRecords = EndpointData<typeof getAllotRecords>;

/** One sku's stock per warehouse group; id = the sku code. */
export const skuInventoryView: ResourceView<SkuInventory> = {
  key: 'inventory.skuDetail',
  load: (sku, { signal, call }) => call(getSkuInventory, { query: { sku } }, { signal, quiet: true }),
};

/** What one cart may sell of `sku`; id = the cart id. */
export const skuInGroupView = (sku: string): ResourceView<SkuInGroup> => ({
  key: 'inventory.inGroup',
  load: (cartId, { signal, call }) => call(getSkuInWarehouseGroup, { query: { sku, cartId } }, { signal, quiet: true }),
});

/** The group ↔ warehouse ↔ cart map of the tenant (id is not used). */
export const bindingsOverviewView: ResourceView<BindingsOverview> = {
  key: 'inventory.bindings',
  load: (_id, { signal, call }) => call(getWarehouseGroupBindings, { query: {} }, { signal, quiet: true }),
};

/** Change records of allotments; id = allotment ids joined with ','. */
export const allotRecordsView: ResourceView<AllotRecords> = {
  key: 'inventory.allotRecords',
  load: (ids, { signal, call }) => call(getAllotRecords, { query: { id: ids.split(',').filter(Boolean) } }, { signal, quiet: true }),
};
