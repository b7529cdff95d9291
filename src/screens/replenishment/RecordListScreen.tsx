// /replenishment/list: the tenant's replenishment records (server table replenishment.list: search, columns, saved views,
// export, keyset pager). A row opens the record.
import { replenishmentRecordResource } from '../../resources/replenishment/records';
import { ListScreen } from '../generic/ListScreen';

export function RecordListScreen() {
  return <ListScreen resource={replenishmentRecordResource} />;
}
