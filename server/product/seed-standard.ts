// The demo standard catalogue and same-product relations (docs/domain/products.md, "Slice 3"), in
// a few bulk statements after the platform products (seed.ts). The catalogue is the platform's,
// shared by every tenant: one standard product per kind of item the seeded master skus sell (the
// sku's name before " - colour"), its code, brand, model and barcode derived from that name by
// md5, so every run writes the same rows (ON CONFLICT DO NOTHING). Per supplier tenant, every
// third product gets a relation to the standard product of its first sku, in every state by
// k = (g / 3) % 6: 0-1 proposed, 2 confirmed, 3 confirmed at the supplier's request, 4 declined
// (reason by g), 5 unlinked; each with its history rows. Every standard product the tenant has a
// relation to gets 2-4 other sellers' offers (anonymised codes) in the product's currency, priced
// around its sale price. Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';

const ANCHOR = new Date('2026-03-02T00:00:00Z');
export const SAME_KIND = 'product.same';

// $1 the anchor: every base name of the supplier tenants' master skus
const CATALOGUE_SQL = `
WITH base AS (
  SELECT split_part(name, ' - ', 1) AS title, min(category) AS category, min(unit) AS unit, min(weight_g) AS weight_g, avg(purchase_cost) AS cost
    FROM skus GROUP BY split_part(name, ' - ', 1)
), h AS (SELECT b.*, md5(b.title) AS m FROM base b)
INSERT INTO standard_products (id, code, title, category, brand, model, unit, weight_g, barcode, reference_price, currency, created_at)
SELECT 'sp-' || substr(m, 1, 10), 'STD' || upper(substr(m, 1, 8)), title, category,
  (ARRAY['Northwind', 'Lumen', 'Harbor & Co', 'Kestrel', 'Bamboo Lane', 'Oakridge', 'Solace', 'Tidewell'])[1 + ('x' || substr(m, 9, 4))::bit(16)::int % 8],
  'M' || upper(substr(m, 13, 5)), unit, weight_g,
  '69' || lpad((('x' || substr(m, 18, 8))::bit(32)::bigint % 100000000000)::text, 11, '0'),
  round(cost * 2.4, 2), 'USD', $1::timestamptz - interval '400 days'
  FROM h ORDER BY title
ON CONFLICT (code) DO NOTHING`;

// $1 tenant, $2 tenant key, $3 anchor
const RELATIONS_SQL = `
WITH src AS (
  SELECT p.id AS product_id, substring(p.id from '-([0-9]{6})$')::int AS g, (substring(p.id from '-([0-9]{6})$')::int / 3) % 6 AS k, sp.id AS standard_id
    FROM products p
    JOIN product_skus s ON s.id = p.id || '-1' AND s.tenant_id = p.tenant_id
    JOIN skus m ON m.id = s.sku_id AND m.tenant_id = s.tenant_id
    JOIN standard_products sp ON sp.code = 'STD' || upper(substr(md5(split_part(m.name, ' - ', 1)), 1, 8))
   WHERE p.tenant_id = $1 AND substring(p.id from '-([0-9]{6})$')::int % 3 = 0
)
INSERT INTO same_product_relations (id, tenant_id, relation_no, product_id, standard_product_id, origin, status, decline_reason, note, proposed_at, decided_at, version)
SELECT 'sr-' || $2 || '-' || lpad(g::text, 6, '0'), $1, 'SR' || lpad(g::text, 6, '0'), product_id, standard_id,
  CASE WHEN k = 3 THEN 'supplier' ELSE 'platform' END,
  (ARRAY['proposed', 'proposed', 'confirmed', 'confirmed', 'declined', 'unlinked'])[1 + k],
  CASE WHEN k = 4 THEN (ARRAY['notSame', 'differentPack', 'differentModel'])[1 + (g / 18) % 3] END,
  CASE k WHEN 4 THEN 'Our item is a different size' WHEN 5 THEN 'The platform merged two colours' ELSE '' END,
  $3::timestamptz - make_interval(days => 2 + g % 40, hours => g % 24),
  CASE WHEN k >= 2 THEN $3::timestamptz - make_interval(days => 1 + g % 2, hours => g % 24) END,
  CASE WHEN k IN (0, 1) THEN 1 WHEN k = 5 THEN 3 ELSE 2 END
  FROM src`;

// $1 tenant, $2 who decided: the platform's proposal, then the supplier's decision, then the appeal
const HISTORY_SQL = `
INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
SELECT r.id || '-h0', $1, '${SAME_KIND}', r.id, CASE WHEN r.origin = 'supplier' THEN 'request' ELSE 'propose' END, '',
  CASE WHEN r.origin = 'supplier' THEN 'confirmed' ELSE 'proposed' END, '', NULL,
  CASE WHEN r.origin = 'supplier' THEN $2 ELSE 'Platform' END, r.proposed_at
  FROM same_product_relations r WHERE r.tenant_id = $1
UNION ALL
SELECT r.id || '-h1', $1, '${SAME_KIND}', r.id, CASE WHEN r.status = 'declined' THEN 'decline' ELSE 'confirm' END, 'proposed',
  CASE WHEN r.status = 'declined' THEN 'declined' ELSE 'confirmed' END, CASE WHEN r.status = 'declined' THEN r.note ELSE '' END, NULL, $2,
  CASE WHEN r.status = 'unlinked' THEN r.decided_at - interval '1 day' ELSE r.decided_at END
  FROM same_product_relations r WHERE r.tenant_id = $1 AND r.origin = 'platform' AND r.status IN ('confirmed', 'declined', 'unlinked')
UNION ALL
SELECT r.id || '-h2', $1, '${SAME_KIND}', r.id, 'unlink', 'confirmed', 'unlinked', r.note, NULL, $2, r.decided_at
  FROM same_product_relations r WHERE r.tenant_id = $1 AND r.status = 'unlinked'`;

// $1 tenant, $2 tenant key: per standard product the tenant relates to, 2-4 other sellers around its sale price
const OFFERS_SQL = `
WITH ours AS (
  SELECT DISTINCT ON (r.standard_product_id) r.standard_product_id AS sid, s.sale_price, s.supply_price
    FROM same_product_relations r JOIN product_skus s ON s.id = r.product_id || '-1' AND s.tenant_id = r.tenant_id
   WHERE r.tenant_id = $1 ORDER BY r.standard_product_id, r.product_id
)
INSERT INTO same_bidding_offers (id, tenant_id, standard_product_id, seller, sale_price, supply_price, stock)
SELECT 'so-' || $2 || '-' || substr(md5(o.sid || i), 1, 12), $1, o.sid, 'SL-' || upper(substr(md5(o.sid || i), 1, 4)),
  round(o.sale_price * (0.88 + ((('x' || substr(md5(o.sid || i), 5, 4))::bit(16)::int % 25) / 100.0)), 2),
  round(o.supply_price * (0.9 + ((('x' || substr(md5(o.sid || i), 9, 4))::bit(16)::int % 20) / 100.0)), 2),
  (('x' || substr(md5(o.sid || i), 13, 4))::bit(16)::int % 500)
  FROM ours o CROSS JOIN LATERAL generate_series(1, 2 + (('x' || substr(md5(o.sid), 1, 2))::bit(8)::int % 3)) AS i
ON CONFLICT DO NOTHING`;

export async function seedStandardSame({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? ANCHOR;
  await db.query(CATALOGUE_SQL, [anchor]);
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM same_product_relations WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    if (!(await db.maybe('SELECT 1 FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    await db.transaction(async (tx) => {
      await tx.query(RELATIONS_SQL, [tenantId, tenant.key, anchor]);
      await tx.query(HISTORY_SQL, [tenantId, deciders[tenant.key]?.name ?? 'Supplier']);
      await tx.query(OFFERS_SQL, [tenantId, tenant.key]);
    });
  }
}
