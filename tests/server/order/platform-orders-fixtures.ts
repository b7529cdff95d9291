// Fixtures of the platform order endpoints for the tenant, permission and CSRF matrices
// (tests/server/fixtures.ts). A decision moves a new order on, so confirm and reject `prepare` an
// untouched new order of supplier1's tenant, from the far end of the seed (the server tests take
// theirs from the near end), and tenant B's objects are its own seeded new orders.
import type { Db } from '../../../server/db/db';
import { seedIds } from '../../../server/db/seed';
import { seededOrderId } from '../../../server/order/seed-orders';
import { seededPlatformOrderId } from '../../../server/order/seed-platform-orders';
import type { RouteInput } from '../harness';

const { tenantIds } = seedIds();

interface Picked {
  id: string;
  version: number;
  lines: { lineId: string; confirmedQty: number }[];
}

/** An untouched new platform order of the tenant (skip: the how-manyth from the far end). */
export async function pickNewPlatformOrder(db: Db, tenantId: string, skip = 0): Promise<Picked> {
  const po = await db.one<{ id: string; version: number }>(
    "SELECT id, version FROM platform_orders WHERE tenant_id = $1 AND status = 'new' AND version = 1 ORDER BY id DESC LIMIT 1 OFFSET $2",
    [tenantId, skip],
  );
  const lines = await db.query<{ id: string; ordered_qty: number }>('SELECT id, ordered_qty FROM platform_order_lines WHERE po_id = $1 ORDER BY line_no', [po.id]);
  return { ...po, lines: lines.map((l) => ({ lineId: l.id, confirmedQty: Number(l.ordered_qty) })) };
}

const confirm = (p: Picked): RouteInput => ({ body: { id: p.id, version: p.version, lines: p.lines } });
const reject = (p: Picked): RouteInput => ({ body: { id: p.id, version: p.version, reason: 'No capacity before the delivery date' } });
// seeded order 1 is new (n mod 10 < 3); refused calls never reach the handler
const static_ = (): Picked => ({ id: seededPlatformOrderId('harbor', 1), version: 1, lines: [{ lineId: `${seededPlatformOrderId('harbor', 1)}-1`, confirmedQty: 1 }] });

/** Any order of tenant B (the seed gives every supplier tenant orders). */
const anyOrderOf = async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({
  params: { id: (await db.one<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id },
});

export const platformOrderFixtures = {
  'order.stores': { input: { query: {} } },
  'order.vmsInfo': { input: { params: { id: seededOrderId('harbor', 6) } }, foreignObject: anyOrderOf },
  'order.fobtInfo': { input: { params: { id: seededOrderId('harbor', 6) } }, foreignObject: anyOrderOf },
  'order.platformOrderSearch': { input: { body: { conditions: { statuses: ['new'] }, pageSize: 20 } } },
  'order.platformOrderInfo': {
    input: { params: { id: seededPlatformOrderId('harbor', 3) } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await pickNewPlatformOrder(db, tenantId, 5)).id } }),
  },
  'order.platformOrderConfirm': {
    input: confirm(static_()),
    prepare: async ({ db }: { db: Db }) => confirm(await pickNewPlatformOrder(db, tenantIds.harbor)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => confirm(await pickNewPlatformOrder(db, tenantId)),
  },
  'order.platformOrderReject': {
    input: reject(static_()),
    prepare: async ({ db }: { db: Db }) => reject(await pickNewPlatformOrder(db, tenantIds.harbor, 1)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => reject(await pickNewPlatformOrder(db, tenantId, 1)),
  },
};
