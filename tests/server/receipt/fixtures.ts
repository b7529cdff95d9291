// Matrix fixtures of the /receipt calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1, an object of tenant B for the tenant matrix, and a fresh object in the state a
// lifecycle call needs (make.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { freshInbound, freshRequest, harborId } from './make';

type Ctx = { db: Db; tenantId: string };

export const receiptFixtures = {
  'receipt.requestSearch': { input: { body: { conditions: { status: 'open' }, pageSize: 20 } } },
  'receipt.requestInfo': {
    input: { params: { id: 'rq-harbor-0002' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshRequest(db, tenantId)).id } }),
  },
  'receipt.requestReserve': {
    input: { body: { id: 'rq-harbor-0001', version: 1, lines: [{ lineId: 'rq-harbor-0001-1', reserved: 1, backordered: 0, refuseReason: 'OUT_OF_STOCK' }] } },
    prepare: async ({ db }: { db: Db }) => {
      const r = await freshRequest(db, await harborId(db));
      return { body: { id: r.id, version: 1, lines: [{ lineId: r.lineId, reserved: 5, backordered: 0, refuseReason: null }] } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const r = await freshRequest(db, tenantId);
      return { body: { id: r.id, version: 1, lines: [{ lineId: r.lineId, reserved: 5, backordered: 0, refuseReason: null }] } };
    },
  },
  'receipt.requestAct': {
    input: { body: { id: 'rq-harbor-0001', version: 1, action: 'cancel', note: 'Season over' } },
    prepare: async ({ db }: { db: Db }) => ({ body: { id: (await freshRequest(db, await harborId(db))).id, version: 1, action: 'cancel', note: 'Season over' } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { id: (await freshRequest(db, tenantId)).id, version: 1, action: 'cancel', note: 'Season over' } }),
  },
  'receipt.inboundSearch': { input: { body: { conditions: { status: 'received' }, pageSize: 20 } } },
  'receipt.inboundInfo': {
    input: { params: { id: 'ib-harbor-0006' } },
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { id: (await freshInbound(db, tenantId)).id } }),
  },
  'receipt.inboundTracking': {
    input: { body: { id: 'ib-harbor-0003', version: 1, carrierCode: 'UPS', trackingNo: '1Z999AA10123456784', shipDate: '2026-03-02' } },
    prepare: async ({ db }: { db: Db }) => ({ body: { id: (await freshInbound(db, await harborId(db))).id, version: 1, carrierCode: 'UPS', trackingNo: '1Z999AA10123456784', shipDate: '2026-03-02' } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { id: (await freshInbound(db, tenantId)).id, version: 1, carrierCode: 'UPS', trackingNo: '1Z999AA10123456784', shipDate: '2026-03-02' } }),
  },
  'receipt.inboundAct': {
    input: { body: { id: 'ib-harbor-0003', version: 1, action: 'confirm', note: '' } },
    prepare: async ({ db }: { db: Db }) => ({ body: { id: (await freshInbound(db, await harborId(db))).id, version: 1, action: 'confirm', note: '' } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { id: (await freshInbound(db, tenantId)).id, version: 1, action: 'confirm', note: '' } }),
  },
} satisfies Record<string, Fixture>;
