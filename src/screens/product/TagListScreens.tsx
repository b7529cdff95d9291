// /product/fulfillmentTagApplyList and /product/recordsList: the generic list screen over the tag
// application and change record resources (search, columns, saved views, export, keyset pager).
// The application list links to the label upload (TagUploadScreen) for a role that may apply.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { changeRecordResource, tagApplicationResource } from '../../resources/product/tag';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';
import { TAG_UPLOAD_PATH } from './TagUploadScreen';

export function TagApplicationListScreen() {
  const { t } = useLingui();
  const canManage = useCanManage();
  return (
    <ListScreen
      resource={tagApplicationResource}
      toolbarExtra={
        canManage ? (
          <Link href={TAG_UPLOAD_PATH} className="button secondary" data-testid="tag-apply-upload">
            {t`Apply by upload`}
          </Link>
        ) : null
      }
    />
  );
}

export function ChangeRecordListScreen() {
  return <ListScreen resource={changeRecordResource} />;
}
