// Fixtures of the order endpoints for the tenant, permission and CSRF matrices (tests/server/fixtures.ts).
import type { Db } from '../../server/db/db';
import { seededOrderId } from '../../server/db/seed-orders';
import type { RouteInput } from './harness';

export const orderFixtures = {
  'order.search': { input: { body: { conditions: { sellerOrderStatuses: ['awaitingShipment'], delayShip: true }, pageSize: 20 } } },
  'order.info': {
    input: { params: { id: seededOrderId('harbor', 1) } },
    // any order of tenant B (the seed gives every supplier tenant orders)
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => {
      const row = await db.one<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
      return { params: { id: row.id } };
    },
  },
};
