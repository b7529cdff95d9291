// Matrix fixtures of the /replenishment calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, an order of tenant B for the tenant matrix, and a fresh suggested order for confirm
// and cancel, a fresh confirmed order for create inbound and one with its inbound to read (make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { freshInbound, freshOrder, harborId } from './make';

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
  'replenishment.inboundSearch': { input: { body: { conditions: { status: 'draft' }, pageSize: 20 } } },
  'replenishment.inboundInfo': {
    input: { params: { id: 'ib_none' } },
    prepare: async ({ db }: { db: Db }) => ({ params: { id: await freshInbound(db, await harborId(db)) } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: await freshInbound(db, tenantId) } }),
  },
  'replenishment.orderCreateInbound': {
    input: { body: { id: 'rp-harbor-0002', version: 2 } },
    prepare: async ({ db }: { db: Db }) => {
      const o = await freshOrder(db, await harborId(db), { status: 'confirmed' });
      return { body: { id: o.id, version: o.version } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const o = await freshOrder(db, tenantId, { status: 'confirmed' });
      return { body: { id: o.id, version: o.version } };
    },
  },
} satisfies Record<string, Fixture>;
