// Matrix fixtures of the dock decision and the request calls (src/contract/receipt/dock.ts): a valid
// call for supplier1, an object of tenant B for the tenant matrix, and a fresh object in the state a
// lifecycle call needs (a shipped inbound, accepted at the dock for the warehouse receipt; an
// acknowledged request for ship all; an open one for the delivery type).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { freshRequest, freshShippedInbound, harborId } from './make';

type Ctx = { db: Db; tenantId: string };

const requestNo = async (db: Db, id: string) => (await db.one<{ request_no: string }>('SELECT request_no FROM receipt_requests WHERE id = $1', [id])).request_no;

export const dockFixtures = {
  'receipt.inboundConfirmOrder': {
    input: { body: { id: 'ib-harbor-0005', version: 4 } },
    prepare: async ({ db }: { db: Db }) => {
      const ib = await freshShippedInbound(db, await harborId(db));
      return { body: { id: ib.id, version: ib.version } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const ib = await freshShippedInbound(db, tenantId);
      return { body: { id: ib.id, version: ib.version } };
    },
  },
  'receipt.inboundRejectOrder': {
    input: { body: { id: 'ib-harbor-0005', version: 4, reason: 'RECEIPT_DOCK_NO_TRACKING_EVENT' } },
    prepare: async ({ db }: { db: Db }) => {
      const ib = await freshShippedInbound(db, await harborId(db));
      return { body: { id: ib.id, version: ib.version, reason: 'RECEIPT_DOCK_NO_TRACKING_EVENT' } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const ib = await freshShippedInbound(db, tenantId);
      return { body: { id: ib.id, version: ib.version, reason: 'RECEIPT_DOCK_NO_TRACKING_EVENT' } };
    },
  },
  'receipt.requestWarehouseReceipt': {
    input: { body: { inboundId: 'ib-harbor-0005', version: 4 } },
    prepare: async ({ db }: { db: Db }) => {
      const ib = await freshShippedInbound(db, await harborId(db), { accepted: true });
      return { body: { inboundId: ib.id, version: ib.version } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const ib = await freshShippedInbound(db, tenantId, { accepted: true });
      return { body: { inboundId: ib.id, version: ib.version } };
    },
  },
  'receipt.requestOutboundAll': {
    input: { params: { requestNo: 'RQ-UNKNOWN' }, body: { version: 1 } },
    prepare: async ({ db }: { db: Db }) => {
      const r = await freshRequest(db, await harborId(db), { status: 'acknowledged' });
      return { params: { requestNo: await requestNo(db, r.id) }, body: { version: 1 } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const r = await freshRequest(db, tenantId, { status: 'acknowledged' });
      return { params: { requestNo: await requestNo(db, r.id) }, body: { version: 1 } };
    },
  },
  'receipt.requestDeliveryTypes': { input: {} },
  'receipt.requestDeliveryType': {
    input: { body: { id: 'rq-harbor-0001', version: 1, deliveryType: 'fullTruckload' } },
    prepare: async ({ db }: { db: Db }) => ({ body: { id: (await freshRequest(db, await harborId(db))).id, version: 1, deliveryType: 'fullTruckload' } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { id: (await freshRequest(db, tenantId)).id, version: 1, deliveryType: 'fullTruckload' } }),
  },
} satisfies Record<string, Fixture>;
