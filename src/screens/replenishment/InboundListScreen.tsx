// /replenishment/inbound: the inbounds of the tenant's replenishment orders (server table
// replenishment.inbound: search, columns, saved views, export, keyset pager). A row opens the inbound.
import { replenishmentInboundResource } from '../../resources/replenishment/inbounds';
import { ListScreen } from '../generic/ListScreen';

export function InboundListScreen() {
  return <ListScreen resource={replenishmentInboundResource} />;
}
