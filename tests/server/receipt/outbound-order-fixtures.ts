// Matrix fixtures of the outbound order calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, an object of tenant B for the tenant matrix, and a fresh order in the state a
// lifecycle call needs (outbound-make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { harborId } from './make';
import { freshOutboundOrder, ownWarehouse, platformStock } from './outbound-make';

type Ctx = { db: Db; tenantId: string };
type Body = Record<string, unknown>;

/** A call on a fresh order of tenant A (prepare) or B (foreignObject) in the state it needs. */
const onFresh = (status: 'draft' | 'submitted', body: (o: { id: string; skuId: string; warehouseId: string }) => Body) => ({
  input: { body: { id: 'oo-harbor-0001', version: 1, ...body({ id: 'oo-harbor-0001', skuId: 'x', warehouseId: 'x' }) } },
  prepare: async ({ db }: { db: Db }) => {
    const o = await freshOutboundOrder(db, await harborId(db), { status });
    return { body: { id: o.id, version: 1, ...body(o) } };
  },
  foreignObject: async ({ db, tenantId }: Ctx) => {
    const o = await freshOutboundOrder(db, tenantId, { status });
    return { body: { id: o.id, version: 1, ...body(o) } };
  },
});

export const outboundOrderFixtures = {
  'receipt.outboundOrderOptions': { input: {} },
  'receipt.outboundOrderSearch': { input: { body: { conditions: { status: 'draft' }, pageSize: 20 } } },
  'receipt.outboundOrderInfo': {
    input: { params: { id: 'oo-harbor-0004' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshOutboundOrder(db, tenantId)).id } }),
  },
  'receipt.outboundOrderSkus': {
    input: { params: { id: 'oo-harbor-0001' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshOutboundOrder(db, tenantId)).id } }),
  },
  'receipt.outboundOrderCreate': {
    input: { body: { warehouseId: 'x', purpose: 'scrap', shipToId: null } },
    prepare: async ({ db }: { db: Db }) => ({ body: { warehouseId: (await platformStock(db, await harborId(db), 1)).warehouse_id, purpose: 'scrap', shipToId: null } }),
  },
  'receipt.outboundOrderUpdate': {
    input: { body: { id: 'oo-harbor-0001', version: 1, warehouseId: 'x', purpose: 'scrap', shipToId: null } },
    prepare: async ({ db }: { db: Db }) => {
      const o = await freshOutboundOrder(db, await harborId(db));
      return { body: { id: o.id, version: 1, warehouseId: o.warehouseId, purpose: 'return', shipToId: await ownWarehouse(db, await harborId(db)) } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const o = await freshOutboundOrder(db, tenantId);
      return { body: { id: o.id, version: 1, warehouseId: o.warehouseId, purpose: 'scrap', shipToId: null } };
    },
  },
  'receipt.outboundOrderUpdateSkus': onFresh('draft', (o) => ({ lines: [{ skuId: o.skuId, qty: 2 }] })),
  'receipt.outboundOrderRemoveSkus': onFresh('draft', (o) => ({ skuIds: [o.skuId] })),
  'receipt.outboundOrderClearSkus': onFresh('draft', () => ({})),
  'receipt.outboundOrderSubmit': onFresh('draft', () => ({})),
  'receipt.outboundOrderCancel': onFresh('submitted', () => ({ note: 'Sold after all' })),
  'receipt.outboundOrderToScrap': onFresh('draft', () => ({})),
  'receipt.outboundOrderConfirm': onFresh('submitted', () => ({})),
  'receipt.outboundOrderReject': onFresh('submitted', () => ({ reason: 'STOCK_IN_PROMOTION' })),
} satisfies Record<string, Fixture>;
