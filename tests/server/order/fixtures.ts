// Fixtures of the order endpoints for the tenant, permission and CSRF matrices (tests/server/fixtures.ts).
// Fulfilment calls move an order on (status, version), so they `prepare` a seeded order of
// supplier1's tenant still in the state the call needs and untouched (version 1); the seed gives
// every supplier tenant orders in every state, so tenant B's objects are its own seeded orders.
import type { OrderStatus } from '../../../src/contract';
import type { Db } from '../../../server/db/db';
import { seedIds } from '../../../server/db/seed';
import { seededOrderId } from '../../../server/order/seed-orders';
import type { RouteInput } from '../harness';

const { tenantIds } = seedIds();

interface Picked {
  id: string;
  version: number;
  lineId: string;
}

/**
 * An untouched order of the tenant in `status` (with an unshipped line when it has one); `apart`:
 * one no other fixture addresses (no request, appointment or exception).
 */
export async function pickOrder(db: Db, tenantId: string, status: OrderStatus, skip = 0, apart = true): Promise<Picked> {
  return db.one<Picked>(
    `SELECT o.id, o.version, (SELECT l.id FROM order_lines l WHERE l.order_id = o.id ORDER BY (l.qty - l.shipped_qty - l.cancelled_qty) DESC, l.line_no LIMIT 1) AS "lineId"
       FROM orders o WHERE o.tenant_id = $1 AND o.status = $2 AND o.version = 1
        -- away from the orders other fixtures address: no request, no appointment, no exception, from the far end
        AND ($4 = false OR (NOT EXISTS (SELECT 1 FROM order_requests r WHERE r.order_id = o.id) AND o.appointment_form_no = '' AND NOT o.abnormal))
      ORDER BY o.id DESC LIMIT 1 OFFSET $3`,
    [tenantId, status, skip, apart],
  );
}


/** Tenant B's input for a call on one of its orders in `status`. */
const foreign =
  (status: OrderStatus, input: (o: Picked) => RouteInput) =>
  async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> =>
    input(await pickOrder(db, tenantId, status));

/** supplier1's input for a call on one of its untouched orders in `status`. */
const prepared =
  (status: OrderStatus, input: (o: Picked) => RouteInput) =>
  async ({ db }: { db: Db }): Promise<RouteInput> =>
    input(await pickOrder(db, tenantIds.harbor, status));

const acknowledge = (o: Picked): RouteInput => ({ body: { orders: [{ id: o.id, version: o.version }] } });
const ship = (o: Picked): RouteInput => ({ body: { id: o.id, version: o.version, carrierCode: 'DHL', trackingNo: 'JD0146000012345', lines: [{ lineId: o.lineId, qty: 1 }] } });
const partCancel = (o: Picked): RouteInput => ({ body: { id: o.id, version: o.version, reason: 'Out of stock', lines: [{ lineId: o.lineId, qty: 1 }] } });
const editLogistics = (o: Picked): RouteInput => ({ params: { id: o.id }, body: { version: o.version, carrierCode: 'FEDEX', trackingNo: '771234567890' } });
// static inputs (valid for the schemas; refused calls never reach the handler): seeded order numbers by state (n mod 20)
const static_ = (n: number, lineNo = 1): Picked => ({ id: seededOrderId('harbor', n), version: 1, lineId: `${seededOrderId('harbor', n)}-${lineNo}` });

/** An open, untouched exception of the tenant (the seed opens one on every order flagged abnormal). */
async function openAbnormal(db: Db, tenantId: string): Promise<{ id: string; version: number }> {
  return db.one("SELECT id, version FROM order_abnormal_records WHERE tenant_id = $1 AND status = 'open' AND version = 1 ORDER BY id LIMIT 1", [tenantId]);
}
const resolve = (x: { id: string; version: number }): RouteInput => ({ body: { id: x.id, version: x.version, resolution: 'Address confirmed with the customer' } });

/** An untouched seeded lead-time request of the tenant in `status` (the seed gives every supplier tenant some in each). */
async function leadTimeRequest(db: Db, tenantId: string, status: string): Promise<{ id: string; version: number }> {
  return db.one('SELECT id, version FROM lead_time_requests WHERE tenant_id = $1 AND status = $2 AND version = 1 ORDER BY id LIMIT 1', [tenantId, status]);
}
/** An active shop of the tenant without an open lead-time request, and days unlike its lead time. */
async function freeShop(db: Db, tenantId: string): Promise<{ cartId: string; days: number }> {
  return db.one(
    `SELECT c.id AS "cartId", CASE WHEN lt.days = 30 THEN 29 ELSE coalesce(lt.days, 0) + 1 END AS days FROM carts c LEFT JOIN cart_lead_times lt ON lt.cart_id = c.id
      WHERE c.tenant_id = $1 AND c.status = 'active' AND NOT EXISTS (SELECT 1 FROM lead_time_requests r WHERE r.cart_id = c.id AND r.status IN ('draft', 'submitted'))
      ORDER BY c.id DESC LIMIT 1`,
    [tenantId],
  );
}
const leadTransition = (status: string) => ({
  input: { body: { id: 'lt-harbor-0004', version: 1 } },
  prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: await leadTimeRequest(db, tenantIds.harbor, status) }),
  foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ body: await leadTimeRequest(db, tenantId, status) }),
});

export const orderFixtures = {
  'order.search': { input: { body: { conditions: { sellerOrderStatuses: ['awaitingShipment'], delayShip: true }, pageSize: 20 } } },
  'order.fulfillmentSearch': { input: { body: { conditions: { status: 'awaiting' }, pageSize: 20 } } },
  'order.searchOld': { input: { body: { conditions: { sellerOrderStatuses: ['awaitingShipment'], warehouse: 'LAX-01' }, pageSize: 20 } } },
  'order.info': {
    input: { params: { id: seededOrderId('harbor', 1) } },
    // any order of tenant B (the seed gives every supplier tenant orders)
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const row = await db.one<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
      return { params: { id: row.id } };
    },
  },
  'order.statusLogs': { input: { body: { id: seededOrderId('harbor', 6) } }, foreignObject: foreign('shipped', (o) => ({ body: { id: o.id } })) },
  'order.carrierCodes': { input: {} },
  'order.acknowledge': {
    input: acknowledge(static_(1)),
    prepare: prepared('pendingAcknowledge', acknowledge),
    foreignObject: foreign('pendingAcknowledge', acknowledge),
  },
  'order.partShip': { input: ship(static_(2)), prepare: prepared('awaitingShipment', ship), foreignObject: foreign('awaitingShipment', ship) },
  'order.partCancel': { input: partCancel(static_(3)), prepare: prepared('awaitingShipment', partCancel), foreignObject: foreign('awaitingShipment', partCancel) },
  'order.editLogistics': { input: editLogistics(static_(6)), prepare: prepared('shipped', editLogistics), foreignObject: foreign('shipped', editLogistics) },
  'order.abnormalSearch': { input: { body: { conditions: { status: 'open' }, pageSize: 20 } } },
  'order.abnormalInfo': {
    input: { params: { id: `${seededOrderId('harbor', 485)}-x1` } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await openAbnormal(db, tenantId)).id } }),
  },
  'order.abnormalResolve': {
    input: resolve({ id: `${seededOrderId('harbor', 485)}-x1`, version: 1 }),
    prepare: async ({ db }: { db: Db }) => resolve(await openAbnormal(db, tenantIds.harbor)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => resolve(await openAbnormal(db, tenantId)),
  },
  // the same type as `input`: the matrix takes every foreign param that differs as a tenant-B marker
  'order.downloadDetail': {
    input: { params: { type: 'packingList', id: seededOrderId('harbor', 2) }, body: {} },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { type: 'packingList', id: (await pickOrder(db, tenantId, 'shipped')).id }, body: {} }),
  },
  'order.printAndApply': {
    input: { body: { ids: [seededOrderId('harbor', 2)] } },
    prepare: prepared('awaitingShipment', (o) => ({ body: { ids: [o.id] } })),
    foreignObject: foreign('awaitingShipment', (o) => ({ body: { ids: [o.id] } })),
  },
  'order.leadTimeSearch': { input: { body: { conditions: { statuses: ['submitted'] }, pageSize: 20 } } },
  'order.leadTimeInfo': {
    input: { params: { id: 'lt-harbor-0001' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await leadTimeRequest(db, tenantId, 'approved')).id } }),
  },
  'order.leadTimeShops': { input: { query: {} } },
  'order.leadTimeSave': {
    input: { body: { cartId: 'none', days: 5, remark: '' } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: { ...(await freeShop(db, tenantIds.harbor)), remark: 'Faster packing' } }),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ body: { ...(await freeShop(db, tenantId)), remark: 'Not mine' } }),
  },
  'order.leadTimeSubmit': leadTransition('draft'),
  'order.leadTimeRevert': leadTransition('submitted'),
};
