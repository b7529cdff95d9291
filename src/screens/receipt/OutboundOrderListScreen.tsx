// /receipt/outboundOrder: the tenant's outbound orders (server table receipt.outboundOrder: search,
// columns, saved views, export, keyset pager). A row opens the order; "New outbound order" opens
// the draft form; "Upload outbound orders" the upload (/receipt/outboundUpload).
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { outboundOrderResource } from '../../resources/receipt/outbound-orders';
import { useCanManage } from '../access';
import { ListScreen } from '../generic/ListScreen';

export function OutboundOrderListScreen() {
  const { t } = useLingui();
  const mayCreate = useCanManage();
  return (
    <ListScreen
      resource={outboundOrderResource}
      toolbarExtra={
        mayCreate ? (
          <>
            <Link href="/create/outboundOrder" className="button" data-testid="receipt-outbound-order-new">
              {t`New outbound order`}
            </Link>
            <Link href="/outboundUpload" className="button secondary" data-testid="receipt-outbound-order-upload">
              {t`Upload outbound orders`}
            </Link>
          </>
        ) : null
      }
    />
  );
}
