// Pieces the order screens share: the status badge.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../contract/orders';
import { orderStatusLabels } from '../../resources/order/labels';
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
