// The /replenishment domain's values in both languages (kernel/labels.ts): the option dictionary, the
// server's messages and exports, and the screens read this set.
import { defineLabels } from '../kernel/labels';
import type { ReplenishmentOrderStatus } from './order';

export const replenishmentOrderStatusLabels = defineLabels<ReplenishmentOrderStatus>({
  suggested: ['Suggested', '待确认'],
  confirmed: ['Confirmed', '已确认'],
  cancelled: ['Cancelled', '已取消'],
  shipping: ['Shipping', '发货中'],
  done: ['Done', '已完成'],
});
