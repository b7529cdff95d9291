// /cost/list: landed cost per sku (server table cost.list: search, columns, saved views, export);
// a row opens the sku's combinations and their breakdown.
import { costListResource } from '../../resources/cost/costs';
import type { AnyResource } from '../../resources/types';
import { ListScreen } from '../generic/ListScreen';

const resource = costListResource as unknown as AnyResource;

export function CostListScreen() {
  return <ListScreen resource={resource} />;
}
