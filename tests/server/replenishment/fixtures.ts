// Matrix fixtures of the /replenishment calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, an order of tenant B for the tenant matrix, and a fresh suggested order for confirm
// and cancel (make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { freshOrder, harborId } from './make';

type Ctx = { db: Db; tenantId: string };
type Made = Awaited<ReturnType<typeof freshOrder>>;

const onFresh = (body: (o: Made) => Record<string, unknown>) => ({
  input: { body: { id: 'rp-harbor-0001', version: 1, ...body({ id: 'rp-harbor-0001', version: 1, lineIds: ['rp-harbor-0001-1'], skus: [], warehouseId: '', suggested: [10] }) } },
  prepare: async ({ db }: { db: Db }) => {
    const o = await freshOrder(db, await harborId(db));
    return { body: { id: o.id, version: o.version, ...body(o) } };
  },
  foreignObject: async ({ db, tenantId }: Ctx) => {
    const o = await freshOrder(db, tenantId);
    return { body: { id: o.id, version: o.version, ...body(o) } };
  },
});

export const replenishmentFixtures = {
  'replenishment.orderSearch': { input: { body: { conditions: { status: 'suggested' }, pageSize: 20 } } },
  'replenishment.inventorySearch': { input: { body: { conditions: {}, pageSize: 20 } } },
  'replenishment.orderInfo': {
    input: { params: { id: 'rp-harbor-0002' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshOrder(db, tenantId)).id } }),
  },
  'replenishment.orderConfirm': onFresh((o) => ({ lines: o.lineIds.map((lineId, i) => ({ lineId, qty: o.suggested[i] })) })),
  'replenishment.orderCancel': onFresh(() => ({ note: 'Stock planned elsewhere' })),
} satisfies Record<string, Fixture>;
