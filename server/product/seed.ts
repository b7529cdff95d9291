// Demo platform products for every supplier tenant (docs/domain/products.md, "Slice 1"), in a few
// bulk statements: SEED_PRODUCTS_PER_TENANT products (default 2,400) on the tenant's channels
// (carts of several platforms), 1-4 skus each bound to master skus, a price history per sku, and
// price proposals in every state. Product g takes the channel and first sku of seeded order g
// (when there is one), so the price preview finds real open orders. Pending proposals are due
// days after the anchor (the demo's job leaves them to the user). Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';
import { seedSpuTransfer } from './translation';
import { seedStrategies } from './seed-strategies';
import { seedTagsAndRecords } from './seed-tags';
import { seedTagPerformanceDue } from './seed-tag-performance';
import { seedBrandsAndReviews } from './seed-brand-review';

const ANCHOR = new Date('2026-03-02T00:00:00Z');

export function productsPerTenant(): number {
  const raw = process.env.SEED_PRODUCTS_PER_TENANT;
  if (raw === undefined || raw === '') return 2400;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`SEED_PRODUCTS_PER_TENANT must be an integer 0..1000000, got ${raw}`);
  return n;
}

// per product g: its channel and first master sku ($1 tenant, $2 tenant key, $3 count)
const PLAN = `
plan AS (
  SELECT g, c.id AS cart_id, c.platform_code, c.currency, COALESCE(l.sku_id, sku.ids[1 + (g * 3) % cardinality(sku.ids)]) AS first_sku
    FROM generate_series(1, $3::int) g
    CROSS JOIN (SELECT array_agg(id ORDER BY code) AS ids FROM carts WHERE tenant_id = $1) cart
    CROSS JOIN (SELECT array_agg(id ORDER BY sku) AS ids FROM skus WHERE tenant_id = $1) sku
    LEFT JOIN orders o ON o.id = 'od-' || $2 || '-' || lpad(g::text, 7, '0') AND o.tenant_id = $1
    LEFT JOIN order_lines l ON l.id = o.id || '-1'
    JOIN carts c ON c.id = COALESCE(o.cart_id, cart.ids[1 + (g * 7) % cardinality(cart.ids)]) AND c.tenant_id = $1
)`;

const PRODUCTS_SQL = `
WITH ${PLAN}
INSERT INTO products (id, tenant_id, cart_id, platform_code, product_code, title, brand, category, status, currency, created_at, updated_at)
SELECT 'pr-' || $2 || '-' || lpad(p.g::text, 6, '0'), $1, p.cart_id, p.platform_code, 'SPU' || lpad(p.g::text, 6, '0'), m.name,
  (ARRAY['Northwind', 'Lumen', 'Harbor & Co', 'Kestrel', 'Bamboo Lane', 'Oakridge', 'Solace', 'Tidewell'])[1 + p.g % 8],
  m.category,
  CASE WHEN p.g % 37 = 0 THEN 'blocked' WHEN p.g % 9 = 0 THEN 'offShelf' ELSE 'onSale' END,
  p.currency,
  $4::timestamptz - make_interval(days => 60 + p.g % 300),
  $4::timestamptz - make_interval(mins => (p.g::bigint * 7919 % 86400)::int)
  FROM plan p JOIN skus m ON m.id = p.first_sku AND m.tenant_id = $1`;

const SKUS_SQL = `
WITH ${PLAN}, sku AS (SELECT array_agg(id ORDER BY sku) AS ids FROM skus WHERE tenant_id = $1)
INSERT INTO product_skus (id, tenant_id, product_id, sku_id, seller_sku, asin, variant, supply_price, sale_price, stock, status)
SELECT pid || '-' || j, $1, pid, m.id, 'SPU' || lpad(p.g::text, 6, '0') || '-' || j, 'B0' || upper(substr(md5(pid || j), 1, 8)), m.name,
  round(m.purchase_cost * (1.25 + (p.g % 5) * 0.05), 2),
  round(round(m.purchase_cost * (1.25 + (p.g % 5) * 0.05), 2) * (1.6 + (p.g % 7) * 0.1), 2),
  (p.g * 37 + j * 11) % 400,
  CASE WHEN (p.g + j) % 29 = 0 THEN 'inactive' ELSE 'active' END
  FROM plan p CROSS JOIN sku CROSS JOIN LATERAL generate_series(1, 1 + p.g % 4) AS j
  CROSS JOIN LATERAL (SELECT 'pr-' || $2 || '-' || lpad(p.g::text, 6, '0') AS pid) k
  JOIN skus m ON m.tenant_id = $1 AND m.id = CASE WHEN j = 1 THEN p.first_sku ELSE sku.ids[1 + (p.g * 3 + j * 101) % cardinality(sku.ids)] END`;

// every fifth product's first sku has a proposal; kind k = (g / 5) % 7:
// 0 pending, 1 approved (effective later), 2 effective, 3 rejected INCREASE_OVER_LIMIT,
// 4 rejected DRIVER_NOT_SUPPORTED, 5 withdrawn, 6 rejected MARGIN_TOO_LOW ($3 anchor, $4 who proposed)
const PROPOSALS_SQL = `
WITH src AS (
  SELECT s.id AS sku_id, s.product_id, s.supply_price, s.sale_price, right(s.product_id, 6)::int AS g, (right(s.product_id, 6)::int / 5) % 7 AS k
    FROM product_skus s WHERE s.tenant_id = $1 AND s.id LIKE '%-1' AND right(s.product_id, 6)::int % 5 = 0 AND s.status = 'active'
), timed AS (
  SELECT src.*, $3::timestamptz - make_interval(days => CASE WHEN k = 2 THEN 3 + g % 40 ELSE 1 + g % 30 END, hours => g % 24) AS proposed_at FROM src
)
INSERT INTO product_price_proposals (id, tenant_id, proposal_no, product_id, product_sku_id, old_price, new_price, sale_price, effective_date, driver, note, status,
  decision_code, withdraw_reason, review_due_at, proposed_at, proposed_by_name, decided_at, applied_at, version)
SELECT 'pp-' || $2 || '-' || lpad(g::text, 6, '0'), $1, 'PC' || to_char(proposed_at, 'YYMMDD') || lpad(g::text, 6, '0'), product_id, sku_id,
  CASE WHEN k = 2 THEN round(supply_price / 1.06, 2) ELSE supply_price END,
  CASE k WHEN 0 THEN round(supply_price * 1.05, 2) WHEN 1 THEN round(supply_price * 0.97, 2) WHEN 2 THEN supply_price
         WHEN 3 THEN round(supply_price * 1.4, 2) WHEN 4 THEN round(supply_price * 1.15, 2) WHEN 5 THEN round(supply_price * 1.08, 2)
         ELSE round(sale_price * 0.95, 2) END,
  sale_price,
  CASE WHEN k = 1 THEN ($3::timestamptz + make_interval(days => 3 + g % 8))::date
       WHEN k = 2 THEN (proposed_at + interval '3 days')::date ELSE (proposed_at + interval '2 days')::date END,
  CASE WHEN k = 4 THEN 'other' ELSE (ARRAY['rawMaterial', 'freight', 'labour', 'tariff', 'exchangeRate'])[1 + g % 5] END,
  (ARRAY['New supplier quote for the fabric', 'Sea freight rates changed', '', 'Tariff code 6109.10 rate changed'])[1 + g % 4],
  (ARRAY['pending', 'approved', 'effective', 'rejected', 'rejected', 'withdrawn', 'rejected'])[1 + k],
  CASE k WHEN 3 THEN 'INCREASE_OVER_LIMIT' WHEN 4 THEN 'DRIVER_NOT_SUPPORTED' WHEN 6 THEN 'MARGIN_TOO_LOW' END,
  CASE WHEN k = 5 THEN 'Quote withdrawn by the factory' ELSE '' END,
  CASE WHEN k = 0 THEN $3::timestamptz + make_interval(days => 2 + (g / 5) % 5) ELSE proposed_at + interval '1 day' END,
  proposed_at, $4,
  CASE WHEN k <> 0 THEN proposed_at + interval '1 day' END,
  CASE WHEN k = 2 THEN (proposed_at + interval '3 days')::date::timestamptz END,
  CASE k WHEN 0 THEN 1 WHEN 2 THEN 3 ELSE 2 END
  FROM timed`;

const HISTORY_SQL = `
INSERT INTO product_price_history (id, tenant_id, product_sku_id, price, effective_from, proposal_id)
SELECT s.id || '-h0', $1, s.id, COALESCE(x.old_price, s.supply_price), p.created_at::date, NULL
  FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
  LEFT JOIN product_price_proposals x ON x.product_sku_id = s.id AND x.status = 'effective'
 WHERE s.tenant_id = $1
UNION ALL
SELECT x.product_sku_id || '-h1', $1, x.product_sku_id, x.new_price, x.effective_date, x.id
  FROM product_price_proposals x WHERE x.tenant_id = $1 AND x.status = 'effective'`;

const KEPT_SQL = `
UPDATE products p SET sku_count = k.n, supply_price_min = k.lo, supply_price_max = k.hi, stock = k.stock, open_proposals = k.open
  FROM (SELECT s.product_id, count(*)::int AS n, min(s.supply_price) AS lo, max(s.supply_price) AS hi, sum(s.stock)::int AS stock,
               count(x.id)::int AS open
          FROM product_skus s LEFT JOIN product_price_proposals x ON x.product_sku_id = s.id AND x.status IN ('pending', 'approved')
         WHERE s.tenant_id = $1 GROUP BY s.product_id) k
 WHERE p.id = k.product_id AND p.tenant_id = $1`;

export async function seedProducts(context: SeedContext): Promise<void> {
  const { db, tenants, tenantIds, ordersAnchor, deciders } = context;
  const perTenant = productsPerTenant();
  if (perTenant === 0) return;
  const anchor = ordersAnchor ?? ANCHOR;
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (tenant.key === 'harbor') await seedSpuTransfer(db, tenantId, anchor);
    if (await db.maybe('SELECT 1 FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    if (!(await db.maybe('SELECT 1 FROM carts WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    await db.transaction(async (tx) => {
      const args = [tenantId, tenant.key, perTenant, anchor];
      await tx.query(PRODUCTS_SQL, args);
      await tx.query(SKUS_SQL, args.slice(0, 3));
      await tx.query(PROPOSALS_SQL, [tenantId, tenant.key, anchor, deciders[tenant.key]?.name ?? 'Supplier']);
      await tx.query(HISTORY_SQL, [tenantId]);
      await tx.query(KEPT_SQL, [tenantId]);
    });
  }
  // tag applications, change records and strategies (seed-tags.ts, seed-strategies.ts), each tenant once
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (!(await db.maybe('SELECT 1 FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    await seedTagsAndRecords(db, tenantId, tenant.key, anchor, deciders[tenant.key]?.name ?? 'Supplier');
    await seedStrategies(db, tenantId, tenant.key, anchor, deciders[tenant.key]?.name ?? 'Supplier');
    await seedTagPerformanceDue(db, tenantId, anchor);
  }
  await seedBrandsAndReviews(context, anchor);
}
