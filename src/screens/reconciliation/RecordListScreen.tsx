// /reconciliation/list: the tenant's reconciliation records (server table reconciliation.list: search, columns, saved views,
// export, keyset pager). A row opens the record.
import { reconciliationRecordResource } from '../../resources/reconciliation/records';
import { ListScreen } from '../generic/ListScreen';

export function RecordListScreen() {
  return <ListScreen resource={reconciliationRecordResource} />;
}
