// Matrix fixtures of the price inquiry calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, an inquiry of tenant B for the tenant matrix, and a fresh inquiry in the state a
// changing call needs (make-inquiry.ts).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import { harborId } from './make';
import { freshInquiry } from './make-inquiry';

type Ctx = { db: Db; tenantId: string };

const quote = (lineId: string) => ({ lineId, declineReason: null, unitPrice: 11.5, leadDays: 20, minQty: 5, validUntil: '2099-01-01' });

export const inquiryFixtures = {
  'receipt.inquirySearch': { input: { body: { conditions: { status: 'open' }, pageSize: 20 } } },
  'receipt.inquiryHeader': {
    input: { params: { no: 'PI-UNKNOWN' } },
    prepare: async ({ db }: { db: Db }) => ({ params: { no: (await freshInquiry(db, await harborId(db))).no } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { no: (await freshInquiry(db, tenantId)).no } }),
  },
  'receipt.inquiryTable': {
    input: { params: { no: 'PI-UNKNOWN' } },
    prepare: async ({ db }: { db: Db }) => ({ params: { no: (await freshInquiry(db, await harborId(db))).no } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ params: { no: (await freshInquiry(db, tenantId)).no } }),
  },
  'receipt.inquiryReply': {
    input: { body: { no: 'PI-UNKNOWN', version: 1, lines: [quote('pi-unknown-1')] } },
    prepare: async ({ db }: { db: Db }) => {
      const q = await freshInquiry(db, await harborId(db), { closesInHours: 24 * 3650 });
      return { body: { no: q.no, version: 1, lines: [quote(q.lineIds[0])] } };
    },
    foreignObject: async ({ db, tenantId }: Ctx) => {
      const q = await freshInquiry(db, tenantId, { closesInHours: 24 * 3650 });
      return { body: { no: q.no, version: 1, lines: [quote(q.lineIds[0])] } };
    },
  },
  'receipt.inquiryClearReply': {
    input: { body: { no: 'PI-UNKNOWN', version: 1 } },
    prepare: async ({ db }: { db: Db }) => ({ body: { no: (await freshInquiry(db, await harborId(db), { closesInHours: 24 * 3650, lines: [{ wanted: 10, target: null, other: null, quote: 9 }] })).no, version: 1 } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { no: (await freshInquiry(db, tenantId, { closesInHours: 24 * 3650, lines: [{ wanted: 10, target: null, other: null, quote: 9 }] })).no, version: 1 } }),
  },
  'receipt.inquiryPurchases': {
    input: { body: { no: 'PI-UNKNOWN', pageNo: 1, pageSize: 20 } },
    prepare: async ({ db }: { db: Db }) => ({ body: { no: (await freshInquiry(db, await harborId(db))).no, pageNo: 1, pageSize: 20 } }),
    foreignObject: async ({ db, tenantId }: Ctx) => ({ body: { no: (await freshInquiry(db, tenantId)).no, pageNo: 1, pageSize: 20 } }),
  },
} satisfies Record<string, Fixture>;
