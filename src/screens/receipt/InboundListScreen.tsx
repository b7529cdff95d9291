// /receipt/inbound: the tenant's inbounds (server table receipt.inbound: search, columns, saved
// views, export, keyset pager). A row opens the inbound; "Upload inbounds" opens the upload
// (/receipt/upload).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { inboundResource } from '../../resources/receipt/inbounds';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';

export function InboundListScreen() {
  const { t } = useLingui();
  const mayUpload = useCanManage();
  return (
    <ListScreen
      resource={inboundResource}
      toolbarExtra={
        mayUpload ? (
          <Link href="/upload" className="button secondary" data-testid="receipt-inbound-upload">
            {t`Upload inbounds`}
          </Link>
        ) : null
      }
    />
  );
}
