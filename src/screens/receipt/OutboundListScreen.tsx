// /receipt/outbound: the platform's outbound notices to the tenant (server table receipt.outbound:
// search, columns, saved views, export, keyset pager). A row opens the outbound, a reversed one its
// reverse record.
import { outboundResource } from '../../resources/receipt/outbounds';
import { ListScreen } from '../generic/ListScreen';

export function OutboundListScreen() {
  return <ListScreen resource={outboundResource} />;
}
