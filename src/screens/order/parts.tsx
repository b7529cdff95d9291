// Pieces the order screens share: the status badges of orders and of exceptions.
import { useLingui } from '@lingui/react/macro';
import type { AbnormalStatus } from '../../contract/order-abnormal';
import type { OrderStatus } from '../../contract/orders';
import { abnormalStatusLabels, orderStatusLabels } from '../../resources/order/labels';
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
      {i18n._(orderStatusLabels[status])}
    </StatusBadge>
  );
}

export function AbnormalBadge({ status, testId }: { status: AbnormalStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <StatusBadge tone={status === 'open' ? 'warning' : 'success'} testId={testId}>
      {i18n._(abnormalStatusLabels[status])}
    </StatusBadge>
  );
}
