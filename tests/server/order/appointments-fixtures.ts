// Matrix fixtures of the delivery appointment endpoints (src/contract/order/appointments.ts), spread into
// fixtures.ts. Seeded form numbers repeat across tenants (AP + n / 7), so tenant B's appointment
// is a fresh one with a form number of its own. Transitions cannot be repeated on one appointment,
// so they `prepare` a fresh draft of supplier1's tenant holding one bookable order.
import type { Db } from '../../../server/db/db';
import { seededOrderId } from '../../../server/order/seed-orders';
import { START_TIME, type RouteInput } from '../harness';

let made = 0;

/** A bookable order of a tenant (awaiting shipment or part shipped, in no open appointment). */
export async function freeOrder(db: Db, tenantId: string): Promise<string> {
  const row = await db.one<{ id: string }>(
    `SELECT o.id FROM orders o WHERE o.tenant_id = $1 AND o.status IN ('awaitingShipment', 'partShipped')
        AND NOT EXISTS (SELECT 1 FROM appointment_orders ao WHERE ao.order_id = o.id AND ao.appointment_status IN ('draft', 'submitted'))
      ORDER BY o.id LIMIT 1`,
    [tenantId],
  );
  return row.id;
}

/** A draft appointment written directly in the database (form number AP8 + eight digits), holding one bookable order. */
export async function insertDraft(db: Db, tenantId: string): Promise<{ formNo: string; orderId: string }> {
  const n = ++made;
  const formNo = `AP8${String(n).padStart(8, '0')}`;
  const id = `ap-fx-${tenantId}-${n}`;
  const orderId = await freeOrder(db, tenantId);
  await db.query(`INSERT INTO appointments (id, tenant_id, form_no, status, created_at, updated_at) VALUES ($1, $2, $3, 'draft', now(), now())`, [id, tenantId, formNo]);
  await db.query(`INSERT INTO appointment_orders (appointment_id, order_id, tenant_id, appointment_status, position) VALUES ($1, $2, $3, 'draft', 1)`, [
    id,
    orderId,
    tenantId,
  ]);
  await db.query('UPDATE orders SET appointment_form_no = $1 WHERE id = $2', [formNo, orderId]);
  return { formNo, orderId };
}

async function harbor(db: Db): Promise<string> {
  return (await db.one<{ id: string }>("SELECT tenant_id AS id FROM users WHERE account = 'supplier1'")).id;
}

async function platformWarehouse(db: Db, tenantId: string): Promise<string> {
  return (await db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND status = 'active' ORDER BY code LIMIT 1", [tenantId])).id;
}

async function seededWith(db: Db, status: string): Promise<string> {
  return (await db.one<{ form_no: string }>('SELECT form_no FROM appointments WHERE tenant_id = $1 AND status = $2 ORDER BY form_no LIMIT 1', [await harbor(db), status]))
    .form_no;
}

/** Two days after the harness clock, the first slot. */
export const FIXTURE_DATE = new Date(START_TIME.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);

const foreignAppointment =
  (shape: (formNo: string) => RouteInput) =>
  async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> =>
    shape((await insertDraft(db, tenantId)).formNo);

const submitBody = (formNo: string, warehouseId = 'wh_fixture') => ({ formNo, version: 1, warehouseId, date: FIXTURE_DATE, slot: '08:00-10:00', carrier: 'DHL', packages: 2 });

export const appointmentFixtures = {
  'order.appointmentCreate': {
    input: { body: { orderIds: [seededOrderId('harbor', 3)] } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: { orderIds: [await freeOrder(db, await harbor(db))] } }),
  },
  'order.appointmentInfo': {
    input: { params: { appointmentFormNo: 'AP0000001' } },
    foreignObject: foreignAppointment((formNo) => ({ params: { appointmentFormNo: formNo } })),
  },
  'order.appointmentSubmit': {
    input: { body: submitBody('AP0000001') },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => {
      const tenantId = await harbor(db);
      return { body: submitBody((await insertDraft(db, tenantId)).formNo, await platformWarehouse(db, tenantId)) };
    },
    foreignObject: foreignAppointment((formNo) => ({ body: submitBody(formNo) })),
  },
  'order.appointmentOrders': {
    input: { body: { filter: { sellerOrderStatuses: ['awaitingShipment'] }, limit: 5 } },
    foreignObject: foreignAppointment((formNo) => ({ body: { formNo } })),
  },
  'order.appointmentCancel': {
    input: { body: { formNo: 'AP0000001', version: 1 } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: { formNo: (await insertDraft(db, await harbor(db))).formNo, version: 1 } }),
    foreignObject: foreignAppointment((formNo) => ({ body: { formNo, version: 1 } })),
  },
  'order.appointmentPrint': {
    input: { body: { formNo: 'AP0000002' } },
    prepare: async ({ db }: { db: Db }): Promise<RouteInput> => ({ body: { formNo: await seededWith(db, 'submitted') } }),
    foreignObject: foreignAppointment((formNo) => ({ body: { formNo } })),
  },
  'order.appointmentCountOld': { input: { body: { warehouse: 'US-LAX01', orderTimeFrom: '2026-02-20' } } },
  'order.appointmentCount': { input: { body: { sellerOrderStatuses: ['awaitingShipment'], delayShip: true } } },
  'order.arrivalSearch': { input: { body: { conditions: { difference: [null, -1] }, pageSize: 20 } } },
};
