// What each work-queue count is called (docs/domain/dashboard.md), as ICU plurals of its count:
// the figure is shown beside the words, so the messages hold no number themselves.
import { plural } from '@lingui/core/macro';

export const workQueueLabels: Readonly<Record<string, (count: number) => string>> = {
  lateToShip: (n) => plural(n, { one: 'order late to ship', other: 'orders late to ship' }),
  dueToShip: (n) => plural(n, { one: 'order due to ship within 24 h', other: 'orders due to ship within 24 h' }),
  cancelDueSoon: (n) => plural(n, { one: 'cancel request due within 12 h', other: 'cancel requests due within 12 h' }),
  returnDueSoon: (n) => plural(n, { one: 'return request due within 12 h', other: 'return requests due within 12 h' }),
  refundDueSoon: (n) => plural(n, { one: 'refund request due within 12 h', other: 'refund requests due within 12 h' }),
  lowStock: (n) => plural(n, { one: 'SKU low or out of stock', other: 'SKUs low or out of stock' }),
  isolationsWaiting: (n) => plural(n, { one: 'isolation waiting for automatic start', other: 'isolations waiting for automatic start' }),
  requestsToAck: (n) => plural(n, { one: 'receipt request to acknowledge within 48 h', other: 'receipt requests to acknowledge within 48 h' }),
  deliveriesDue: (n) => plural(n, { one: 'receipt request to deliver within 48 h', other: 'receipt requests to deliver within 48 h' }),
  differencesDue: (n) => plural(n, { one: 'receipt difference to answer within 48 h', other: 'receipt differences to answer within 48 h' }),
  inquiriesDue: (n) => plural(n, { one: 'price inquiry to reply to within 48 h', other: 'price inquiries to reply to within 48 h' }),
};
