// The supplier's overview on the product screens (docs/domain/products.md, "The supplier's overview
// on the product screens"): the spec's "status counts (gfc, order)", "punish and compensation
// summaries" and "performance" in one read, every figure counted from the product and order
// tables of the caller's tenant. No money: the finance area is not built (issue 21), so the
// settlement and finance kinds are left out and no amount is shown.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { orderStatusSchema } from '../order';
import { PRODUCT_PATH, productStatusSchema } from './platform';
import { TAG_RULES } from './tag';

/** The days the penalties and the performance look back over (ending at the request's time). */
export const OVERVIEW_WINDOW_DAYS = 30;

const count = z.number().int().min(0);

export const supplierOverviewSchema = z.object({
  /** gfc: our platform products by status, every status named. */
  gfc: z.array(z.object({ status: productStatusSchema, count })),
  /** order: the orders still open by status (the order area's kept counts), every open status named. */
  order: z.array(z.object({ status: orderStatusSchema, count })),
  /** Penalties the platform counts against the shop in the window. */
  penalties: z.object({ lateShipments: count, cancelledAfterAcknowledge: count }),
  /** Receipt differences (the platform's warehouse received other than announced) created in the window. */
  differences: z.object({ open: count, accepted: count, disputed: count, unitsShort: count, unitsOver: count }),
  /** The shop's on-time ship rate and cancel rate in the window; rates are null without orders. */
  performance: z.object({
    shipped: count,
    onTime: count,
    onTimeRate: z.number().min(0).max(1).nullable(),
    placed: count,
    cancelled: count,
    cancelRate: z.number().min(0).max(1).nullable(),
  }),
  windowDays: z.number().int(),
});
export type SupplierOverview = z.infer<typeof supplierOverviewSchema>;

/** The open order statuses the overview counts (the rest are history, not work). */
export const OPEN_ORDER_STATUSES = ['pendingAcknowledge', 'awaitingShipment', 'partShipped', 'shipped', 'returning'] as const;

/** The fulfilment labels' on-time thresholds (TAG_RULES), shown beside the shop's rate. */
export const overviewThresholds = TAG_RULES.onTimeMin;

export const getSupplierOverview = endpoint({
  id: 'product.supplierOverview',
  method: 'GET',
  path: `${PRODUCT_PATH}/overview`,
  summary: 'Status counts (gfc, order), punish and compensation summaries and performance of the supplier',
  response: supplierOverviewSchema,
});

export const overviewEndpoints = [getSupplierOverview] as const;
