// Demo goods-base products for every supplier tenant (docs/domain/products.md, "Slice (built):
// goods-base"): five products over master skus in code order, each in its category's leaf with
// valid attributes (the new-product seed's values), with images stored as the image upload stores
// them (images + file_parts): two published (on one and on two channels, through the same publish
// as the call), one ready to publish, one with a single small image (the platform's IMAGE_QUALITY
// refuses its publish until a larger image is added), one whose master sku is already on the first
// channel (DUPLICATE_PRODUCT there). Nothing random; re-running adds nothing (a tenant with a
// goods-base product is skipped).
import type { SeedContext } from '../db/seed-context';
import type { Db } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import { insertGb, PUBLISH_ROW_SQL, publishTo } from './goods-base';
import { byCategory } from './new-product-seed';
import { solidPng } from './seed-brand-review';

const ANCHOR = new Date('2026-03-02T00:00:00Z');
const DAY = 86_400_000;

const COLOURS: readonly (readonly [number, number, number])[] = [
  [214, 98, 62],
  [58, 120, 176],
  [92, 150, 84],
  [190, 160, 60],
];

async function seedImage(db: Db, tenantId: string, id: string, size: number, rgb: readonly [number, number, number], userId: string, at: Date): Promise<string> {
  const png = solidPng(size, rgb);
  const inserted = await db.query(
    `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at)
     VALUES ($1, $2, 'product', 'image/png', $3, $4, $5, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, tenantId, `${id}.png`, png.length, size, userId, at],
  );
  if (inserted.length) await storeFileParts(db, id, png);
  return id;
}

/** What each seeded product becomes: its images (pixel sizes) and the channels (by index) it is published on. */
const plans: { images: number[]; publishOn: number[]; onListedChannel?: boolean }[] = [
  { images: [640, 640], publishOn: [0] },
  { images: [640, 640, 640], publishOn: [0, 1] },
  { images: [640, 640], publishOn: [] },
  { images: [160], publishOn: [] },
  { images: [640, 640], publishOn: [], onListedChannel: true },
];
const titles = ['Everyday essential, reliable build for daily use', 'Compact travel edition with a protective case', 'Premium range with a two-year warranty', 'Starter set for first-time buyers', 'Value pack for households'];
const brands = ['Northwind', 'Lumen', 'Kestrel', 'Oakridge', 'Bamboo Lane'];

export async function seedGoodsBase({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? ANCHOR;
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const by = deciders[tenant.key];
    if (!tenantId || !by) continue;
    if (await db.maybe('SELECT 1 FROM product_gb WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    const carts = await db.query<{ id: string; code: string }>("SELECT id, code FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code LIMIT 2", [tenantId]);
    if (carts.length < 2) continue;
    const tax = await db.maybe<{ tax_code: string }>('SELECT tax_code FROM tax_rates WHERE tenant_id = $1 AND is_default', [tenantId]);
    if (!tax) continue;
    // master skus in code order of a category the tree knows: unlisted on both channels, and one listed on the first
    const unlisted = await db.query<{ id: string; sku: string; category: string }>(
      `SELECT s.id, s.sku, s.category FROM skus s WHERE s.tenant_id = $1 AND s.category = ANY($3::text[])
         AND NOT EXISTS (SELECT 1 FROM product_skus ps JOIN products p ON p.id = ps.product_id AND p.tenant_id = ps.tenant_id
                          WHERE ps.tenant_id = s.tenant_id AND ps.sku_id = s.id AND p.cart_id = ANY($2::text[]))
       ORDER BY s.sku LIMIT 4`,
      [tenantId, carts.map((c) => c.id), Object.keys(byCategory)],
    );
    const listed = await db.maybe<{ id: string; sku: string; category: string }>(
      `SELECT s.id, s.sku, s.category FROM skus s JOIN product_skus ps ON ps.sku_id = s.id AND ps.tenant_id = s.tenant_id
         JOIN products p ON p.id = ps.product_id AND p.tenant_id = ps.tenant_id
        WHERE s.tenant_id = $1 AND p.cart_id = $2 AND s.category = ANY($3::text[]) ORDER BY s.sku LIMIT 1`,
      [tenantId, carts[0]!.id, Object.keys(byCategory)],
    );
    if (unlisted.length < 4 || !listed) continue;
    await db.transaction(async (tx) => {
      for (const [n, plan] of plans.entries()) {
        const sku = plan.onListedChannel ? listed : unlisted[n]!;
        const at = new Date(anchor.getTime() - (20 - n * 3) * DAY);
        const imageIds: string[] = [];
        for (const [k, size] of plan.images.entries()) imageIds.push(await seedImage(tx, tenantId, `img-${tenant.key}-gb-${n + 1}-${k + 1}`, size, COLOURS[(n + k) % COLOURS.length]!, by.id, at));
        const cat = byCategory[sku.category]!;
        const id = await insertGb(tx, {
          id: `gb-${tenant.key}-${n + 1}`,
          requestId: `seed-${tenant.key}-gb-${n + 1}`,
          gbCode: `GB${at.toISOString().slice(2, 10).replace(/-/g, '')}${String(n + 1).padStart(5, '0')}`,
          tenantId,
          input: { categoryCode: cat.leaf, title: `${sku.category}: ${titles[n]}`, brand: brands[n]!, skuCode: sku.sku, supplyPrice: 12.5 + n * 4, taxCode: tax.tax_code, attributes: cat.attributes, imageIds },
          skuId: sku.id,
          by: by.name,
          at,
        });
        if (plan.publishOn.length) {
          const row = await tx.one<Parameters<typeof publishTo>[2]>(PUBLISH_ROW_SQL, [id, tenantId]);
          const problems = await publishTo(tx, tenantId, row, plan.publishOn.map((i) => carts[i]!), by.name, new Date(at.getTime() + DAY));
          if (problems.length) throw new Error(`goods-base seed: ${id} was refused ${JSON.stringify(problems)}`);
        }
      }
    });
  }
}
