// /order/list: the tenant's orders (server table order.list: the seller order search filter,
// columns, saved views, export, keyset pager). A row opens the order; the toolbar offers batch
// cancel (BatchCancelDialog) and a new delivery appointment.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCanManage } from '../access';
import { orderStatusSchema } from '../../contract/orders';
import { orderResource } from '../../resources/order/orders';
import type { AnyResource } from '../../resources/types';
import { ListScreen as GenericListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { BatchCancel } from './BatchCancelDialog';
import { OrderBadge } from './parts';

const resource = orderResource as unknown as AnyResource;

export function ListScreen() {
  const { t } = useLingui();
  const canManage = useCanManage();
  return (
    <GenericListScreen
      resource={resource}
      intro={t`Orders the platform pushed to you, per shop. Search by order number, status, time, SKU or receiver; open an order to see its lines.`}
      cells={{ status: badgeCell(orderStatusSchema, OrderBadge) }}
      toolbarExtra={
        <>
          <BatchCancel />
          {canManage ? (
            <Link href="/appointmentCreate" className="button" data-testid="order-new-appointment">
              {t`New appointment`}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
