// Supplier subscriptions (docs/domain/products.md, "Listing settings, agreement and
// subscriptions"; spec section 7 "supplier subscription create and cancel"): the supplier asks a
// platform to notify it about a category of the category tree, of one kind of notice (new standard
// products, bidding changes). One active subscription per platform, category and kind; a
// cancelled one stays as history and a new one may follow. A create carries the client's request
// id: sent twice (a double click, a retry) it answers the subscription the first made.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { PRODUCT_PATH } from './platform';

const P = `${PRODUCT_PATH}/subscriptions`;

export const subscriptionNoticeKinds = ['newStandard', 'biddingChange'] as const;
export const subscriptionNoticeKindSchema = z.enum(subscriptionNoticeKinds);
export type SubscriptionNoticeKind = z.infer<typeof subscriptionNoticeKindSchema>;

export const SubscriptionErrorCode = {
  duplicate: 'PRODUCT_SUBSCRIPTION_DUPLICATE',
  invalid: 'PRODUCT_SUBSCRIPTION_INVALID',
} as const;

export const subscriptionSchema = z.object({
  id: z.string(),
  platformCode: z.string(),
  categoryCode: z.string(),
  /** "Kitchen › Drinkware" in the caller's language. */
  categoryPath: z.string(),
  noticeKind: subscriptionNoticeKindSchema,
  status: z.enum(['active', 'cancelled']),
  createdAt: z.string(),
  createdBy: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

const platformSchema = z.string().min(1).max(32);

export const searchSubscriptions = endpoint({
  id: 'product.subscriptions',
  method: 'GET',
  path: P,
  summary: "The supplier's active subscriptions to a platform's notices, newest first",
  query: z.strictObject({ platformCode: platformSchema }),
  response: z.object({ items: z.array(subscriptionSchema) }),
});

export const createSubscription = endpoint({
  id: 'product.subscriptionCreate',
  method: 'POST',
  path: P,
  summary: "Subscribe to a platform's notices about a category (supplier subscription create; the same requestId again answers the same subscription)",
  body: z.strictObject({
    platformCode: platformSchema,
    categoryCode: z.string().min(1).max(64),
    noticeKind: subscriptionNoticeKindSchema,
    requestId: z.string().min(8).max(64),
  }),
  response: subscriptionSchema,
});

export const cancelSubscription = endpoint({
  id: 'product.subscriptionCancel',
  method: 'POST',
  path: `${P}/{id}/cancel`,
  summary: 'Cancel a subscription (supplier subscription cancel; cancelling again answers the same)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  body: z.strictObject({}),
  response: subscriptionSchema,
});

export const subscriptionEndpoints = [searchSubscriptions, createSubscription, cancelSubscription] as const;
