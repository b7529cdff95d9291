// Deterministic difference orders (docs/domain/orders.md, "Difference orders") for the seeded
// arrivals (server/order/seed-appointments.ts): an appointment that arrived a package short is taken
// to have lost its last order's parcel, so each shipped line of that order was received 0 against
// its shipped quantity. Appointments that arrived with a package over received every unit (the
// extra package is the carrier's split) and have none. All start open, for the supplier to answer.
// A tenant with any difference order is skipped.
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';

// $1 tenant id
const DIFFERENCES_SQL = `
WITH short AS (
  SELECT a.id, a.arrived_at FROM appointments a
   WHERE a.tenant_id = $1 AND a.status = 'arrived' AND a.received_package_count < a.package_count
), last_order AS (
  SELECT DISTINCT ON (ao.appointment_id) ao.appointment_id, ao.order_id
    FROM appointment_orders ao JOIN short s ON s.id = ao.appointment_id
   ORDER BY ao.appointment_id, ao.position DESC
), d AS (
  INSERT INTO arrival_differences (id, tenant_id, appointment_id, status, created_at)
  SELECT 'df-' || s.id, $1, s.id, 'open', s.arrived_at FROM short s
  RETURNING id, appointment_id
)
INSERT INTO arrival_difference_lines (difference_id, tenant_id, line_id, announced_qty, received_qty)
SELECT d.id, $1, l.id, l.shipped_qty, 0
  FROM d JOIN last_order lo ON lo.appointment_id = d.appointment_id JOIN order_lines l ON l.order_id = lo.order_id AND l.tenant_id = $1
 WHERE l.shipped_qty > 0`;

export async function seedArrivalDifferences(db: Db, tenants: readonly AssetSeedTenant[], tenantIds: Record<string, string>): Promise<void> {
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM arrival_differences WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.query(DIFFERENCES_SQL, [tenantId]);
  }
}
