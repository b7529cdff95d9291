// Pieces the order screens share: the status badges of orders, exceptions and requests.
import { useLingui } from '@lingui/react/macro';
import type { AbnormalStatus } from '../../contract/order/abnormal';
import { isLateToShip, type OrderStatus } from '../../contract/order/orders';
import type { RequestStatus } from '../../contract/order/requests';
import { abnormalStatusLabels, orderStatusLabels, requestStatusLabels } from '../../contract/order/labels';
import { StatusBadge, type BadgeTone } from '../../ui/StatusBadge';

const tones: Record<OrderStatus, BadgeTone> = {
  pendingAcknowledge: 'warning',
  awaitingShipment: 'info',
  partShipped: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  returning: 'warning',
  cancelled: 'neutral',
};

export function OrderBadge({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={tones[status]} testId={testId}>
      {orderStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}

/** An order's status, with "Late" beside it while it is late to ship. */
export function OrderStatusCell({ order, now }: { order: { status: OrderStatus; shipDeadline: string | null }; now: Date }) {
  const { t } = useLingui();
  return (
    <span className="badges">
      <OrderBadge status={order.status} testId="row-status" />
      {isLateToShip(order, now) ? (
        <StatusBadge tone="danger" testId="row-late">
          {t`Late`}
        </StatusBadge>
      ) : null}
    </span>
  );
}

export function AbnormalBadge({ status, testId }: { status: AbnormalStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={status === 'open' ? 'warning' : 'success'} testId={testId}>
      {abnormalStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}

const requestTones: Record<RequestStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'success',
  rejected: 'danger',
  received: 'success',
  confirmed: 'success',
  cancelled: 'neutral',
};

export function RequestBadge({ status, testId }: { status: RequestStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={requestTones[status]} testId={testId}>
      {requestStatusLabels.text(status, i18n.locale)}
    </StatusBadge>
  );
}
