// /receipt/returnRefundOrder: the customer returns that reached the tenant's platform warehouses
// (server table receipt.returnRefundOrder: search, columns, saved views, export, keyset pager). A
// row opens the return-refund order.
import { returnOrderResource } from '../../resources/receipt/return-refunds';
import { ListScreen } from '../generic/ListScreen';

export function ReturnRefundOrderListScreen() {
  return <ListScreen resource={returnOrderResource} />;
}
