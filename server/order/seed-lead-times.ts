// Fulfilment lead times of every supplier demo tenant (docs/domain/orders.md, "Fulfilment lead
// time (built)"): each active shop gets an approved lead time (2..7 days); the first 40 active
// shops by id get a request each, in turn draft, submitted, approved, rejected (the platform's
// decisions are seeded: an approved request's days are the shop's lead time, a rejected one
// carries the reason). The other shops have no open request, so a new one can be started there.
// Ids are lt-<tenant>-<nnnn>; re-running inserts nothing twice.
import type { Db } from '../db/db';
import type { AssetSeedTenant } from '../asset';
import { ORDERS_ANCHOR } from './seed-orders';

export const LEAD_TIME_SEEDED_REQUESTS = 40;
export const seededLeadTimeId = (tenantKey: string, n: number) => `lt-${tenantKey}-${String(n).padStart(4, '0')}`;

const CURRENT_SQL = `
INSERT INTO cart_lead_times (cart_id, tenant_id, days, approved_at)
SELECT c.id, c.tenant_id, 2 + (row_number() OVER (ORDER BY c.id))::int % 6, $2::timestamptz - interval '60 days'
  FROM carts c WHERE c.tenant_id = $1 AND c.status = 'active'`;

const REQUESTS_SQL = `
WITH shop AS (
  SELECT c.id, lt.days, row_number() OVER (ORDER BY c.id)::int AS n
    FROM carts c JOIN cart_lead_times lt ON lt.cart_id = c.id
   WHERE c.tenant_id = $1 AND c.status = 'active'
), picked AS (
  SELECT s.*, (ARRAY['draft', 'submitted', 'approved', 'rejected'])[1 + s.n % 4] AS status,
         $3::timestamptz - make_interval(hours => s.n * 7) AS at
    FROM shop s WHERE s.n <= $4
)
INSERT INTO lead_time_requests (id, tenant_id, cart_id, days, remark, status, reject_reason, created_at, updated_at, updated_by_name, submitted_at, decided_at)
SELECT 'lt-' || $2 || '-' || lpad(p.n::text, 4, '0'), $1, p.id, least(30, p.days + 1 + p.n % 3),
       CASE WHEN p.n % 3 = 0 THEN 'Peak season: more time to pack' ELSE '' END,
       p.status,
       CASE WHEN p.status = 'rejected' THEN 'Longer than the site allows for this category' ELSE '' END,
       p.at, p.at + interval '2 hours', 'Demo',
       CASE WHEN p.status = 'draft' THEN NULL ELSE p.at + interval '1 hour' END,
       CASE WHEN p.status IN ('approved', 'rejected') THEN p.at + interval '2 hours' END
  FROM picked p`;

const APPROVED_SQL = `
UPDATE cart_lead_times lt SET days = r.days, approved_at = r.decided_at
  FROM lead_time_requests r WHERE r.cart_id = lt.cart_id AND r.tenant_id = $1 AND r.status = 'approved'`;

/** Seeds the lead times and requests of every supplier tenant (after the carts). */
export async function seedLeadTimes(db: Db, tenants: readonly AssetSeedTenant[], tenantIds: Record<string, string>, anchor = ORDERS_ANCHOR): Promise<void> {
  for (const tenant of tenants) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM cart_lead_times WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.transaction(async (tx) => {
      await tx.query(CURRENT_SQL, [tenantId, anchor]);
      await tx.query(REQUESTS_SQL, [tenantId, tenant.key, anchor, LEAD_TIME_SEEDED_REQUESTS]);
      await tx.query(APPROVED_SQL, [tenantId]);
    });
  }
}
