// Matrix fixtures of the outbound calls (the platform's notices; tests/server/fixtures.ts gathers
// them): a valid call for supplier1, an object of tenant B for the tenant matrix, and a fresh
// outbound in the state a call needs (outbound-notice-make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { harborId } from './make';
import { freshOutbound } from './outbound-notice-make';

type Ctx = { db: Db; tenantId: string };
type Body = Record<string, unknown>;

const onFresh = (status: 'notified' | 'reversed', body: (o: { skuId: string }) => Body) => ({
  input: { body: { id: 'ob-harbor-0001', version: 1, ...body({ skuId: 'x' }) } },
  prepare: async ({ db }: { db: Db }) => {
    const o = await freshOutbound(db, await harborId(db), { status });
    return { body: { id: o.id, version: o.version, ...body(o) } };
  },
  foreignObject: async ({ db, tenantId }: Ctx) => {
    const o = await freshOutbound(db, tenantId, { status });
    return { body: { id: o.id, version: o.version, ...body(o) } };
  },
});

export const outboundFixtures = {
  'receipt.outboundSearch': { input: { body: { conditions: { status: 'notified' }, pageSize: 20 } } },
  'receipt.outboundInfo': {
    input: { params: { id: 'ob-harbor-0003' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshOutbound(db, tenantId)).id } }),
  },
  'receipt.outboundClose': onFresh('notified', () => ({ note: 'Keeping them there' })),
  'receipt.outboundUpdateSkus': onFresh('notified', (o) => ({ skuList: [{ skuId: o.skuId, qty: 2 }] })),
  'receipt.outboundConfirm': onFresh('notified', () => ({})),
  'receipt.outboundConfirmReverse': onFresh('reversed', () => ({})),
} satisfies Record<string, Fixture>;
