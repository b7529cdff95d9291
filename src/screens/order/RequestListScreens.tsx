// /order/cancelList, returnList, refundList: the tenant's requests of one kind (server tables
// order.cancelList / returnList / refundList: search, columns, saved views, export, keyset pager).
// A row opens the request's audit screen.
import { useLingui } from '@lingui/react/macro';
import { orderStatusSchema } from '../../contract/order/orders';
import { requestStatusSchema, type RequestKind } from '../../contract/order/requests';
import { requestResources } from '../../resources/order/requests';
import { ListScreen as GenericListScreen } from '../generic/ListScreen';
import { badgeCell } from '../generic/cells';
import { OrderBadge, RequestBadge } from './parts';

const orderStatusCell = badgeCell(orderStatusSchema, OrderBadge);
const cells = { status: badgeCell(requestStatusSchema, RequestBadge), orderStatus: (row: Record<string, unknown>) => orderStatusCell({ ...row, status: row.orderStatus }) };

function RequestList({ kind }: { kind: RequestKind }) {
  const { t } = useLingui();
  const intro = {
    cancel: t`Customers asking to cancel an order before it ships. Decide each one before its deadline (48 hours); the platform approves what is left undecided.`,
    return: t`Customers asking to return delivered goods. Check the lines, correct them if needed, then approve or reject before the deadline (48 hours).`,
    refund: t`Customers asking for money back. Confirm, reject with a reason, or withdraw each refund before its deadline (48 hours).`,
  }[kind];
  return <GenericListScreen resource={requestResources[kind]} intro={intro} cells={cells} />;
}

export const CancelListScreen = () => <RequestList kind="cancel" />;
export const ReturnListScreen = () => <RequestList kind="return" />;
export const RefundListScreen = () => <RequestList kind="refund" />;
