// /replenishment/list: the tenant's replenishment orders (server table replenishment.list: search,
// columns, saved views, export, keyset pager). A row opens the order; "Upload orders" opens the
// upload (/replenishment/upload) for a supplier who manages the group.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { replenishmentOrderResource } from '../../resources/replenishment/orders';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';

export function OrderListScreen() {
  const { t } = useLingui();
  const mayUpload = useCanManage();
  return (
    <ListScreen
      resource={replenishmentOrderResource}
      toolbarExtra={
        mayUpload ? (
          <Link href="/upload" className="button secondary" data-testid="replenishment-order-upload">
            {t({ message: 'Upload orders', context: 'replenishment' })}
          </Link>
        ) : null
      }
    />
  );
}
