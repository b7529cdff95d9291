// /product/fulfillmentTagApplyList and /product/recordsList: the generic list screen over the tag
// application and change record resources (search, columns, saved views, export, keyset pager).
import { changeRecordResource, tagApplicationResource } from '../../resources/product/tag';
import { ListScreen } from '../generic/ListScreen';

export function TagApplicationListScreen() {
  return <ListScreen resource={tagApplicationResource} />;
}

export function ChangeRecordListScreen() {
  return <ListScreen resource={changeRecordResource} />;
}
