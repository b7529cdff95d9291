// /receipt/returnRefundMaster: the tenant's weekly return-refund masters (server table
// receipt.returnRefundMaster: search, columns, saved views, export, keyset pager). A row opens the
// master.
import { returnMasterResource } from '../../resources/receipt/return-refunds';
import { ListScreen } from '../generic/ListScreen';

export function ReturnRefundMasterListScreen() {
  return <ListScreen resource={returnMasterResource} />;
}
