// /receipt/inbound: the tenant's inbounds (server table receipt.inbound: search, columns, saved
// views, export, keyset pager). A row opens the inbound.
import { inboundResource } from '../../resources/receipt/inbounds';
import { ListScreen } from '../generic/ListScreen';

export function InboundListScreen() {
  return <ListScreen resource={inboundResource} />;
}
