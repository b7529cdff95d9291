// Demo channel listings and sync jobs for every supplier tenant (docs/domain/products.md,
// "Channel products, matching and sync"), after its platform products (seed.ts): each product's
// listing on its own cart, a channel sku per product sku matched to it, except that
//   - product g with g % 13 = 0: its second sku's listing is unmatched (the channel renamed it);
//   - product g with g % 17 = 0: its second sku's listing is matched to the first sku (a conflict);
//   - product g with g % 11 = 0: the listing has an extra variant we do not sell (unmatched).
// Blocked and off-sale products are off the shelf. Then 24 sync jobs over the six days before
// the anchor (one every 6 hours, on the carts with the most listings, kinds in turn), run by the runner's own code
// (runSyncJob) so their results are what the rules say. Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';
import { syncKinds } from '../../src/contract/product';
import { runSyncJob } from './sync-runner';

const ANCHOR = new Date('2026-03-02T00:00:00Z');
const JOBS_PER_TENANT = 24;

const LISTINGS_SQL = `
INSERT INTO channel_products (id, tenant_id, cart_id, product_id, outer_code, title, shelf_status, updated_at)
SELECT 'cp-' || substr(p.id, 4), p.tenant_id, p.cart_id, p.id, 'L' || upper(substr(md5(p.id), 1, 9)), p.title,
       CASE WHEN p.status = 'onSale' THEN 'onShelf' ELSE 'offShelf' END, p.updated_at
  FROM products p WHERE p.tenant_id = $1`;

const CHANNEL_SKUS_SQL = `
INSERT INTO channel_skus (id, tenant_id, channel_product_id, cart_id, outer_sku, product_sku_id, channel_price, channel_stock)
SELECT 'cs-' || substr(s.id, 4), s.tenant_id, 'cp-' || substr(p.id, 4), p.cart_id,
       CASE WHEN g % 13 = 0 AND s.id LIKE '%-2' THEN s.seller_sku || 'R' ELSE s.seller_sku END,
       CASE WHEN g % 13 = 0 AND s.id LIKE '%-2' THEN NULL WHEN g % 17 = 0 AND s.id LIKE '%-2' THEN p.id || '-1' ELSE s.id END,
       s.sale_price, s.stock
  FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
  CROSS JOIN LATERAL (SELECT substring(p.id from '-([0-9]{6})$')::int AS g) k
 WHERE s.tenant_id = $1
UNION ALL
SELECT 'cs-' || substr(p.id, 4) || '-x', p.tenant_id, 'cp-' || substr(p.id, 4), p.cart_id, p.product_code || '-X', NULL, NULL, NULL
  FROM products p WHERE p.tenant_id = $1 AND substring(p.id from '-([0-9]{6})$')::int % 11 = 0`;

export async function seedChannels({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? ANCHOR;
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (!(await db.maybe('SELECT 1 FROM products WHERE tenant_id = $1 LIMIT 1', [tenantId]))) continue;
    if (await db.maybe('SELECT 1 FROM channel_products WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.transaction(async (tx) => {
      await tx.query(LISTINGS_SQL, [tenantId]);
      await tx.query(CHANNEL_SKUS_SQL, [tenantId]);
      const carts = await tx.query<{ id: string; platform_code: string }>(
        `SELECT c.id, c.platform_code FROM carts c JOIN channel_products cp ON cp.cart_id = c.id AND cp.tenant_id = c.tenant_id
          WHERE c.tenant_id = $1 GROUP BY c.id ORDER BY count(*) DESC, c.code LIMIT ${JOBS_PER_TENANT}`,
        [tenantId],
      );
      if (!carts.length) return;
      for (let j = JOBS_PER_TENANT; j >= 1; j--) {
        const cart = carts[j % carts.length];
        const kind = syncKinds[j % syncKinds.length];
        const at = new Date(anchor.getTime() - j * 6 * 3_600_000);
        const id = `sj-${tenant.key}-${String(j).padStart(4, '0')}`;
        const no = `SY${at.toISOString().slice(2, 10).replace(/-/g, '')}${String(j).padStart(4, '0')}`;
        await tx.query(
          `INSERT INTO product_sync_jobs (id, tenant_id, job_no, cart_id, platform_code, kind, status, started_by_name, created_at, claimed_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'running', $7, $8, $8)`,
          [id, tenantId, no, cart.id, cart.platform_code, kind, deciders[tenant.key]?.name ?? 'Supplier', at],
        );
        await runSyncJob(tx, { id, tenant_id: tenantId, cart_id: cart.id, kind, retry_of: null }, new Date(at.getTime() + 90_000));
      }
    });
  }
}
