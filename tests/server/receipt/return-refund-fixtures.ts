// Matrix fixtures of the return-refund calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1 on a seeded master or order, an object of tenant B for the tenant matrix, and a fresh
// pending master for the calls that change one (return-refund-make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { harborId } from './make';
import { freshReturnMaster } from './return-refund-make';

type Ctx = { db: Db; tenantId: string };
type Body = Record<string, unknown>;

const onFresh = (body: (m: { items: string[] }) => Body) => ({
  input: { body: { id: 'rm-harbor-0002', version: 2, ...body({ items: [1, 2, 3, 4].map((k) => `rm-harbor-0002-${k}`) }) } },
  prepare: async ({ db }: { db: Db }) => {
    const m = await freshReturnMaster(db, await harborId(db));
    return { body: { id: m.id, version: m.version, ...body(m) } };
  },
  foreignObject: async ({ db, tenantId }: Ctx) => {
    const m = await freshReturnMaster(db, tenantId);
    return { body: { id: m.id, version: m.version, ...body(m) } };
  },
});
const read = (path: Record<string, unknown> = {}) => ({
  input: { params: { id: 'rm-harbor-0005' }, ...path },
  foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshReturnMaster(db, tenantId)).id }, ...path }),
});

export const returnRefundFixtures = {
  'receipt.returnRefundOrderSearch': { input: { body: { conditions: { inspection: 'defective' }, pageSize: 20 } } },
  'receipt.returnRefundOrderInfo': {
    input: { params: { id: 'rm-harbor-0002-1' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshReturnMaster(db, tenantId)).items[0] } }),
  },
  'receipt.returnRefundMasterSearch': { input: { body: { conditions: { status: 'pendingConfirm' }, pageSize: 20 } } },
  'receipt.returnRefundMasterInfo': read(),
  'receipt.returnRefundCompensation': read(),
  'receipt.returnRefundOutbound': read(),
  'receipt.returnRefundOutboundSkus': read({ query: { page: '1', pageSize: '20' } }),
  'receipt.returnRefundConfirm': onFresh(() => ({})),
  'receipt.returnRefundDispute': onFresh((m) => ({ items: [{ itemId: m.items[3], reason: 'Tested before shipping' }] })),
} satisfies Record<string, Fixture>;
