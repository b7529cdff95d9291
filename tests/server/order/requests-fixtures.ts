// Fixtures of the order request endpoints (src/contract/order/requests.ts) for the tenant,
// permission and CSRF matrices (tests/server/fixtures.ts). Static inputs address seeded requests of
// supplier1's tenant (computed from the seed rule: n = 3 a requested cancel, n = 10 a requested
// return, n = 7 a requested refund). A decision cannot be repeated on one request, so the changing
// calls `prepare` the next still-requested request of the kind from the database. Tenant B's
// objects are tenant B's own seeded requests.
import type { Db } from '../../../server/db/db';
import { seededRequestId } from '../../../server/order/seed-requests';
import { seededOrderId } from '../../../server/order/seed-orders';
import { seedIds } from '../../../server/db/seed';
import type { RequestKind } from '../../../src/contract';
import type { RouteInput } from '../harness';

const { tenantIds } = seedIds();
const cancelId = seededRequestId('harbor', 'cancel', 3);
const returnId = seededRequestId('harbor', 'return', 10);
const refundId = seededRequestId('harbor', 'refund', 7);

/** The first still-requested request of a kind of a tenant (supplier1's by default). */
export async function openRequest(db: Db, kind: RequestKind, tenantId = tenantIds.harbor): Promise<{ id: string; version: number; orderId: string }> {
  const row = await db.one<{ id: string; version: number; order_id: string }>(
    `SELECT id, version, order_id FROM order_requests WHERE tenant_id = $1 AND kind = $2 AND status = 'requested' ORDER BY id LIMIT 1`,
    [tenantId, kind],
  );
  return { id: row.id, version: row.version, orderId: row.order_id };
}

const foreign = (kind: RequestKind, shape: (r: { id: string; version: number }) => RouteInput) => async ({ db, tenantId }: { db: Db; tenantId: string }) =>
  shape(await openRequest(db, kind, tenantId));

const search = { input: { body: { conditions: { statuses: ['requested'] }, pageSize: 20 } } };

export const orderRequestFixtures = {
  'order.cancelSearch': search,
  'order.returnSearch': search,
  'order.refundSearch': search,
  'order.cancelInfo': { input: { params: { id: cancelId } }, foreignObject: foreign('cancel', (r) => ({ params: { id: r.id } })) },
  'order.returnInfo': { input: { params: { returnId } }, foreignObject: foreign('return', (r) => ({ params: { returnId: r.id } })) },
  'order.refundInfo': { input: { params: { refundId } }, foreignObject: foreign('refund', (r) => ({ params: { refundId: r.id } })) },
  'order.cancelAudit': {
    input: { params: { flag: 'approve' }, body: { id: cancelId, version: 1 } },
    foreignObject: foreign('cancel', (r) => ({ params: { flag: 'approve' }, body: { id: r.id, version: r.version } })),
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const r = await openRequest(db, 'cancel');
      return { params: { flag: 'approve' }, body: { id: r.id, version: r.version } };
    },
  },
  'order.returnAudit': {
    input: { params: { flag: 'approve' }, body: { id: returnId, version: 1 } },
    foreignObject: foreign('return', (r) => ({ params: { flag: 'approve' }, body: { id: r.id, version: r.version } })),
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const r = await openRequest(db, 'return');
      return { params: { flag: 'approve' }, body: { id: r.id, version: r.version } };
    },
  },
  'order.refundAudit': {
    input: { params: { flag: 'reject' }, query: { reason: 'No damage on the photos' }, body: { id: refundId, version: 1 } },
    foreignObject: foreign('refund', (r) => ({ params: { flag: 'reject' }, query: { reason: 'No damage on the photos' }, body: { id: r.id, version: r.version } })),
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const r = await openRequest(db, 'refund');
      return { params: { flag: 'reject' }, query: { reason: 'No damage on the photos' }, body: { id: r.id, version: r.version } };
    },
  },
  'order.returnAddSku': {
    input: { body: { id: returnId, version: 1, skuId: 'sk_any', qty: 1, restockable: true } },
    foreignObject: foreign('return', (r) => ({ body: { id: r.id, version: r.version, skuId: 'sk_any', qty: 1, restockable: true } })),
    // a requested return without one of its shipped skus
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const r = await openRequest(db, 'return');
      const line = await db.one<{ id: string; sku_id: string }>('SELECT id, sku_id FROM order_return_lines WHERE request_id = $1 ORDER BY id LIMIT 1', [r.id]);
      await db.query('DELETE FROM order_return_lines WHERE id = $1', [line.id]);
      return { body: { id: r.id, version: r.version, skuId: line.sku_id, qty: 1, restockable: true } };
    },
  },
  'order.returnSave': {
    input: { body: { id: returnId, version: 1, lines: [{ skuId: 'sk_any', qty: 1, restockable: true }] } },
    foreignObject: foreign('return', (r) => ({ body: { id: r.id, version: r.version, lines: [{ skuId: 'sk_any', qty: 1, restockable: true }] } })),
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const r = await openRequest(db, 'return');
      const lines = await db.query<{ sku_id: string }>('SELECT sku_id FROM order_return_lines WHERE request_id = $1 ORDER BY id', [r.id]);
      return { body: { id: r.id, version: r.version, lines: lines.map((l) => ({ skuId: l.sku_id, qty: 1, restockable: false })) } };
    },
  },
  // n = 4: an awaiting order (n mod 20 = 4) without a cancel request; answers per order, so no foreign object
  'order.batchCancel': { input: { body: { ids: [seededOrderId('harbor', 4)], reason: 'Out of stock' } } },
};
