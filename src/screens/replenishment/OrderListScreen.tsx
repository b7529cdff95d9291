// /replenishment/list: the tenant's replenishment orders (server table replenishment.list: search,
// columns, saved views, export, keyset pager). A row opens the order.
import { replenishmentOrderResource } from '../../resources/replenishment/orders';
import { ListScreen } from '../generic/ListScreen';

export function OrderListScreen() {
  return <ListScreen resource={replenishmentOrderResource} />;
}
