// /receipt/request: the tenant's receipt requests (server table receipt.request: search, columns,
// saved views, export, keyset pager). A row opens the request.
import { requestResource } from '../../resources/receipt/requests';
import { ListScreen } from '../generic/ListScreen';

export function RequestListScreen() {
  return <ListScreen resource={requestResource} />;
}
