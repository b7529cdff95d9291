// Fixtures of reschedule, feedback, batch info and difference orders for the tenant, permission
// and CSRF matrices (tests/server/fixtures.ts). Reschedule and the difference answer move their
// object on, so they `prepare` one of supplier1's untouched ones (pickOrder keeps reschedule away
// from orders other fixtures address); tenant B's objects are its own seeded ones.
import type { Db } from '../../../server/db/db';
import { seedIds } from '../../../server/db/seed';
import { seededOrderId } from '../../../server/order/seed-orders';
import type { RouteInput } from '../harness';
import { pickOrder } from './fixtures';

const { tenantIds } = seedIds();
const DAY = 86_400_000;

/** A reschedule of an untouched awaiting order of the tenant to the latest day allowed (7 days on). */
async function reschedule(db: Db, tenantId: string): Promise<RouteInput> {
  const o = await pickOrder(db, tenantId, 'awaitingShipment', 1);
  const { ship_deadline } = await db.one<{ ship_deadline: Date }>('SELECT ship_deadline FROM orders WHERE id = $1', [o.id]);
  return { body: { id: o.id, version: o.version, shipDeadline: new Date(ship_deadline.getTime() + 7 * DAY).toISOString(), reason: 'Waiting for a restock' } };
}

/** The form number of an appointment of the tenant with an untouched open difference order. */
async function openDifference(db: Db, tenantId: string): Promise<{ formNo: string; version: number }> {
  return db.one(
    `SELECT a.form_no AS "formNo", d.version FROM arrival_differences d JOIN appointments a ON a.id = d.appointment_id
      WHERE d.tenant_id = $1 AND d.status = 'open' AND d.version = 1 ORDER BY d.id DESC LIMIT 1`,
    [tenantId],
  );
}
let renamed = 0;
/**
 * Tenant B's open difference order under a form number of its own (AP7 + eight digits): seeded
 * form numbers repeat across tenants, so B's seeded one would name one of supplier1's.
 */
export async function foreignDifference(db: Db, tenantId: string): Promise<{ formNo: string; version: number }> {
  const d = await openDifference(db, tenantId);
  const formNo = `AP7${String(++renamed).padStart(8, '0')}`;
  await db.query('UPDATE appointments SET form_no = $3 WHERE tenant_id = $1 AND form_no = $2', [tenantId, d.formNo, formNo]);
  await db.query('UPDATE orders SET appointment_form_no = $3 WHERE tenant_id = $1 AND appointment_form_no = $2', [tenantId, d.formNo, formNo]);
  return { formNo, version: d.version };
}
const accept = (d: { formNo: string; version: number }): RouteInput => ({ body: { formNo: d.formNo, version: d.version, answer: 'accept', note: '' } });

const anyOrder = async (db: Db, tenantId: string) => (await db.one<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId])).id;

export const orderExtrasFixtures = {
  'order.reschedule': {
    input: { body: { id: seededOrderId('harbor', 2), version: 1, shipDeadline: '2026-03-06T08:00:00.000Z', reason: 'Waiting for a restock' } },
    prepare: ({ db }: { db: Db }) => reschedule(db, tenantIds.harbor),
    foreignObject: ({ db, tenantId }: { db: Db; tenantId: string }) => reschedule(db, tenantId),
  },
  'order.feedbackList': {
    input: { body: { orderId: seededOrderId('harbor', 1) } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ body: { orderId: await anyOrder(db, tenantId) } }),
  },
  'order.feedbackInfo': {
    input: { body: { orderId: seededOrderId('harbor', 1), kind: 'addressProblem', text: 'The street number is missing', requestKey: 'matrix-feedback-a' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({
      body: { orderId: await anyOrder(db, tenantId), kind: 'addressProblem', text: 'Not mine', requestKey: 'matrix-feedback-b' },
    }),
  },
  // another tenant's id is answered in notFound like an unknown one (order-extras.test.ts checks it)
  'order.batchInfo': { input: { body: { ids: [seededOrderId('harbor', 1), seededOrderId('harbor', 2)] } } },
  'order.differenceOrder': {
    input: { body: { formNo: 'AP0000009' } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: { formNo: (await openDifference(db, tenantIds.harbor)).formNo } }),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ body: { formNo: (await foreignDifference(db, tenantId)).formNo } }),
  },
  'order.differenceAnswer': {
    input: accept({ formNo: 'AP0000009', version: 1 }),
    prepare: async ({ db }: { db: Db }) => accept(await openDifference(db, tenantIds.harbor)),
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => accept(await foreignDifference(db, tenantId)),
  },
};
