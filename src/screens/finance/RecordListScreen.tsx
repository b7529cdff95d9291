// /finance/settlementList: the tenant's finance records (server table finance.settlementList: search, columns, saved views,
// export, keyset pager). A row opens the record.
import { financeRecordResource } from '../../resources/finance/records';
import { ListScreen } from '../generic/ListScreen';

export function RecordListScreen() {
  return <ListScreen resource={financeRecordResource} />;
}
