// /replenishment/inventory: per sku and platform warehouse, on hand, in transit, the last 30 days'
// sales, days of cover and the suggested quantity (server table replenishment.inventory: search,
// columns, saved views, export, keyset pager).
import { replenishmentInventoryResource } from '../../resources/replenishment/inventory';
import { ListScreen } from '../generic/ListScreen';

export function InventoryScreen() {
  return <ListScreen resource={replenishmentInventoryResource} />;
}
