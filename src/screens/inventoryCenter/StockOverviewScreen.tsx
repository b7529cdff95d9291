// /inventoryCenter/list: the tenant's stock per sku and warehouse over every warehouse type, with goods
// in transit and the sku's totals (server table inventoryCenter.list: search, columns, saved views,
// export, keyset pager).
import { stockOverviewResource } from '../../resources/inventoryCenter/stock-overview';
import { ListScreen } from '../generic/ListScreen';

export function StockOverviewScreen() {
  return <ListScreen resource={stockOverviewResource} />;
}
