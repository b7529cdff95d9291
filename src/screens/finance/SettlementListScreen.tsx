// /finance/settlementList: the tenant's monthly settlements per channel (server table
// finance.settlementList). A row opens the settlement's summary.
import { settlementResource } from '../../resources/finance/settlements';
import { ListScreen } from '../generic/ListScreen';

export function SettlementListScreen() {
  return <ListScreen resource={settlementResource} />;
}
