// Deterministic delivery appointments (docs/domain/orders.md, "Appointments") of the supplier demo
// tenants, consistent with the seeded orders (server/order/seed-orders.ts), written by set-based
// statements. The order seed gives every seventh order n (n mod 7 = 0, not pending or cancelled)
// the form number AP + (n / 7); each such form number becomes an appointment:
//  - its order shipped or later: arrived (on the day it shipped), mostly with the packages
//    announced, every ninth one short a package and every thirteenth one over;
//  - its order still open (awaiting shipment, part shipped): submitted for a day after the anchor
//    when n / 7 is even (and it also takes order n + 1 when that one is bookable), else a draft;
// plus cancelled appointments (form number AP9 + seven digits) of awaiting orders n mod 7 = 3 with
// (n / 7) mod 4 = 0, whose orders are free again. Destinations are the tenant's platform
// warehouses. A tenant with any appointment is skipped.
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';
import { ORDERS_ANCHOR } from './seed-orders';

const SLOTS = `ARRAY['08:00-10:00', '10:00-12:00', '13:00-15:00', '15:00-17:00']`;
const CARRIERS = `ARRAY['DHL', 'FEDEX', 'UPS', 'USPS', 'YUN', 'CAINIAO', 'OWN']`;

// $1 tenant id, $2 tenant key, $3 anchor, $4 creator id, $5 creator name
const APPOINTMENTS_SQL = `
WITH wh AS (
  SELECT array_agg(id ORDER BY code) AS ids FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL
), src AS (
  SELECT o.*, right(o.id, 7)::int / 7 AS k,
    CASE WHEN o.appointment_form_no LIKE 'AP9%' THEN 'cancelled'
         WHEN o.status IN ('awaitingShipment', 'partShipped') THEN CASE WHEN (right(o.id, 7)::int / 7) % 2 = 0 THEN 'submitted' ELSE 'draft' END
         ELSE 'arrived' END AS ap_status
    FROM (
      SELECT o.id, o.status, o.order_time, o.shipped_at, o.appointment_form_no FROM orders o WHERE o.tenant_id = $1 AND o.appointment_form_no <> ''
      UNION ALL
      SELECT o.id, o.status, o.order_time, o.shipped_at, 'AP9' || lpad((right(o.id, 7)::int / 7)::text, 7, '0') FROM orders o
       WHERE o.tenant_id = $1 AND o.status = 'awaitingShipment' AND right(o.id, 7)::int % 7 = 3 AND (right(o.id, 7)::int / 7) % 4 = 0
    ) o
), timed AS (
  SELECT s.*, LEAST(s.order_time + interval '1 hour', $3::timestamptz - interval '1 minute') AS made_at FROM src s
)
INSERT INTO appointments (id, tenant_id, form_no, status, warehouse_id, appointment_date, time_slot, carrier_code, package_count,
  received_package_count, arrived_at, version, created_at, created_by, created_by_name, submitted_at, submitted_by, submitted_by_name,
  cancelled_at, cancelled_by, cancelled_by_name, updated_at)
SELECT 'ap-' || $2 || '-' || t.appointment_form_no, $1, t.appointment_form_no, t.ap_status,
  CASE WHEN t.ap_status = 'draft' THEN NULL ELSE wh.ids[1 + t.k % cardinality(wh.ids)] END,
  CASE WHEN t.ap_status = 'draft' THEN NULL
       WHEN t.ap_status = 'arrived' THEN (t.shipped_at AT TIME ZONE 'UTC')::date
       ELSE ($3::timestamptz AT TIME ZONE 'UTC')::date + 1 + t.k % 5 END,
  CASE WHEN t.ap_status = 'draft' THEN NULL ELSE (${SLOTS})[1 + t.k % 4] END,
  CASE WHEN t.ap_status = 'draft' THEN NULL ELSE (${CARRIERS})[1 + t.k % 7] END,
  CASE WHEN t.ap_status = 'draft' THEN NULL ELSE 1 + t.k % 6 END,
  CASE WHEN t.ap_status = 'arrived' THEN 1 + t.k % 6 - CASE WHEN t.k % 9 = 0 THEN 1 WHEN t.k % 13 = 0 THEN -1 ELSE 0 END END,
  CASE WHEN t.ap_status = 'arrived' THEN GREATEST(t.shipped_at, t.made_at) END,
  CASE t.ap_status WHEN 'draft' THEN 1 ELSE 2 END,
  t.made_at, $4, $5,
  CASE WHEN t.ap_status IN ('submitted', 'arrived') THEN t.made_at END,
  CASE WHEN t.ap_status IN ('submitted', 'arrived') THEN $4 END,
  CASE WHEN t.ap_status IN ('submitted', 'arrived') THEN $5 ELSE '' END,
  CASE WHEN t.ap_status = 'cancelled' THEN t.made_at END,
  CASE WHEN t.ap_status = 'cancelled' THEN $4 END,
  CASE WHEN t.ap_status = 'cancelled' THEN $5 ELSE '' END,
  CASE WHEN t.ap_status = 'arrived' THEN GREATEST(t.shipped_at, t.made_at) ELSE t.made_at END
  FROM timed t, wh`;

// every appointment's own order (position 1): the seeded order whose form number it has, or the
// cancelled one's order (n mod 7 = 3)
const OWN_ORDERS_SQL = `
INSERT INTO appointment_orders (appointment_id, order_id, tenant_id, appointment_status, position)
SELECT a.id, o.id, $1, a.status, 1
  FROM appointments a JOIN orders o ON o.tenant_id = a.tenant_id
   AND o.id = 'od-' || $2 || '-' || lpad((substr(a.form_no, CASE WHEN a.status = 'cancelled' THEN 4 ELSE 3 END)::int * 7
       + CASE WHEN a.status = 'cancelled' THEN 3 ELSE 0 END)::text, 7, '0')
 WHERE a.tenant_id = $1`;

// submitted appointments also take the next order when it is bookable
const SECOND_ORDERS_SQL = `
WITH second AS (
  INSERT INTO appointment_orders (appointment_id, order_id, tenant_id, appointment_status, position)
  SELECT a.id, o.id, $1, a.status, 2
    FROM appointments a JOIN appointment_orders first ON first.appointment_id = a.id AND first.position = 1
    JOIN orders o ON o.tenant_id = a.tenant_id AND o.id = 'od-' || $2 || '-' || lpad((right(first.order_id, 7)::int + 1)::text, 7, '0')
   WHERE a.tenant_id = $1 AND a.status = 'submitted' AND o.status IN ('awaitingShipment', 'partShipped') AND o.appointment_form_no = ''
  RETURNING appointment_id, order_id
)
UPDATE orders o SET appointment_form_no = a.form_no FROM second s JOIN appointments a ON a.id = s.appointment_id
 WHERE o.id = s.order_id AND o.tenant_id = $1`;

export interface AppointmentSeedSummary {
  tenants: number;
  appointments: number;
}

/** Seeds the appointments of every supplier demo tenant (after the orders). */
export async function seedAppointments(
  db: Db,
  tenants: readonly AssetSeedTenant[],
  tenantIds: Record<string, string>,
  creators: Record<string, { id: string; name: string }>,
  anchor = ORDERS_ANCHOR,
): Promise<AppointmentSeedSummary> {
  const summary: AppointmentSeedSummary = { tenants: 0, appointments: 0 };
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM appointments WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    if (!(await db.maybe('SELECT 1 FROM orders WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    if (!(await db.maybe("SELECT 1 FROM warehouses WHERE tenant_id = $1 AND type = 'platform' AND deleted_at IS NULL LIMIT 1", [tenantId]))) continue;
    const creator = creators[tenant.key] ?? { id: null, name: '' };
    await db.transaction(async (tx) => {
      await tx.query(APPOINTMENTS_SQL, [tenantId, tenant.key, anchor, creator.id, creator.name]);
      await tx.query(OWN_ORDERS_SQL, [tenantId, tenant.key]);
      await tx.query(SECOND_ORDERS_SQL, [tenantId, tenant.key]);
    });
    const { n } = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE tenant_id = $1', [tenantId]);
    summary.tenants++;
    summary.appointments += n;
  }
  return summary;
}
