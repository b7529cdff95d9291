// /inventory/inventory: stock per sku (server table inventory.inventory: search, columns, saved
// views, export); a row opens the sku's figures per warehouse group.
import { inventoryResource } from '../../resources/inventory/inventory';
import type { AnyResource } from '../../resources/types';
import { ListScreen } from '../generic/ListScreen';

const resource = inventoryResource as unknown as AnyResource;

export function InventoryListScreen() {
  return <ListScreen resource={resource} />;
}
