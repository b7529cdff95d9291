// Demo new-product applications for every supplier tenant (docs/domain/products.md, "Slice:
// new-product applications"): six batches on the tenant's channels with items in every state,
// decided by the platform's own rules (decideItem), so every returned or rejected item carries the
// reason the job would give and every approved one a platform product. Master skus are taken in
// code order among those not yet listed on the batch's channel; nothing random. Re-running adds
// nothing (a tenant with a batch is skipped).
import type { SeedContext } from '../db/seed-context';
import type { Db } from '../db/db';
import { decideItem, DUE_ITEM_SQL } from './new-product-decisions';

const ANCHOR = new Date('2026-03-02T00:00:00Z');
const DAY = 86_400_000;

/** Per top category (the master skus' category): a leaf, valid attributes, and an attribute value outside the accepted range. */
export const byCategory: Record<string, { leaf: string; attributes: Record<string, string>; outside?: Record<string, string> }> = {
  Kitchen: { leaf: 'KT-DRINK', attributes: { material: 'stainless', foodContact: 'fda', capacity: '750', insulated: 'yes' }, outside: { capacity: '5000' } },
  Home: { leaf: 'HM-DECOR', attributes: { material: 'Cotton', color: 'Beige', dimensions: '130 x 170 cm' } },
  Outdoor: { leaf: 'OD-CAMP', attributes: { waterproof: 'ipx4', weight: '450' }, outside: { weight: '25000' } },
  Electronics: { leaf: 'EL-CHG', attributes: { certification: 'ce', outputPower: '15', connector: 'usbC' }, outside: { outputPower: '500' } },
  Pet: { leaf: 'PT-TOY', attributes: { petType: 'dog', petSize: 'm' } },
  Apparel: { leaf: 'AP-TOP', attributes: { material: 'Cotton', gender: 'unisex', size: 'm' } },
  Beauty: { leaf: 'BT-TOOL', attributes: { material: 'Synthetic fibre', pieces: '12' }, outside: { pieces: '80' } },
  Baby: { leaf: 'BB-FEED', attributes: { ageRange: '0-6m', bpaFree: 'yes', capacity: '260' }, outside: { capacity: '900' } },
  Toys: { leaf: 'TY-BLOCK', attributes: { ageFrom: '3', pieces: '100' }, outside: { pieces: '5' } },
  Office: { leaf: 'OF-DESK', attributes: { material: 'Bamboo', maxLoad: '10' }, outside: { maxLoad: '80' } },
  Garden: { leaf: 'GD-PLANT', attributes: { outdoorRated: 'yes', diameter: '16' }, outside: { diameter: '90' } },
};
const brands = ['Northwind', 'Lumen', 'Harbor & Co', 'Kestrel', 'Bamboo Lane', 'Oakridge'];

/** What an item is seeded as: a draft (complete or missing things), in review, or decided by the job with the data that gives the named outcome. */
type Plan = 'draft' | 'draftMissing' | 'inReview' | 'approved' | 'titlePoor' | 'categoryWrong' | 'attributeInvalid' | 'duplicate';

// batch n: its items' plans (statuses: draft, in review, action needed x2, done, in review)
const batches: Plan[][] = [
  ['draft', 'draftMissing'],
  ['inReview', 'inReview', 'inReview'],
  ['titlePoor', 'categoryWrong', 'approved'],
  ['attributeInvalid', 'approved'],
  ['approved', 'approved', 'duplicate'],
  ['inReview', 'approved'],
];

interface SkuRow {
  id: string;
  sku: string;
  name: string;
  category: string;
  purchase_cost: string;
}

async function seedTenant(db: Db, tenantId: string, key: string, tenantNo: number, anchor: Date, by: string): Promise<void> {
  const carts = await db.query<{ id: string }>("SELECT id FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY code", [tenantId]);
  if (!carts.length) return;
  for (const [n, plans] of batches.entries()) {
    const cartId = carts[n % carts.length].id;
    // skus not on the channel yet, in code order; the duplicate takes one that is
    const free = await db.query<SkuRow>(
      `SELECT m.id, m.sku, m.name, m.category, m.purchase_cost FROM skus m WHERE m.tenant_id = $1 AND m.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id WHERE s.tenant_id = $1 AND s.sku_id = m.id AND p.cart_id = $2)
          AND NOT EXISTS (SELECT 1 FROM product_apply_items i JOIN product_apply_batches b ON b.id = i.batch_id WHERE i.tenant_id = $1 AND i.sku_id = m.id AND b.cart_id = $2)
        ORDER BY m.sku`,
      [tenantId, cartId],
    );
    const listed = await db.maybe<SkuRow>(
      `SELECT m.id, m.sku, m.name, m.category, m.purchase_cost FROM skus m JOIN product_skus s ON s.sku_id = m.id AND s.tenant_id = m.tenant_id
         JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id WHERE m.tenant_id = $1 AND p.cart_id = $2 ORDER BY m.sku LIMIT 1`,
      [tenantId, cartId],
    );
    const pick = (plan: Plan, i: number): SkuRow | undefined => {
      if (plan === 'duplicate') return listed ?? undefined;
      const pool = plan === 'attributeInvalid' ? free.filter((s) => byCategory[s.category]?.outside) : free;
      return pool[(n * 17 + i * 5) % Math.max(pool.length, 1)];
    };
    const created = new Date(anchor.getTime() - (30 - n * 5) * DAY);
    const batchId = `nb-${key}-${n + 1}`;
    // NP, the day, the tenant's place in the demo list, the batch's number: unique across tenants
    const batchCode = `NP${created.toISOString().slice(2, 10).replace(/-/g, '')}${tenantNo}${String(n + 1).padStart(2, '0')}`;
    await db.query(`INSERT INTO product_apply_batches (id, tenant_id, batch_code, cart_id, created_at, created_by_name, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $5)`, [
      batchId,
      tenantId,
      batchCode,
      cartId,
      created,
      by,
    ]);
    const used = new Set<string>();
    for (const [i, plan] of plans.entries()) {
      let sku = pick(plan, i);
      for (let k = 1; sku && used.has(sku.id) && plan !== 'duplicate' && k < free.length; k++) sku = free[(free.indexOf(sku) + 1) % free.length];
      if (!sku) continue;
      used.add(sku.id);
      const cat = byCategory[sku.category] ?? byCategory.Home;
      // the wrong category: another top category's leaf, with its valid attributes
      const wrong = Object.entries(byCategory).find(([name]) => name !== sku.category)![1];
      const categoryCode = plan === 'categoryWrong' ? wrong.leaf : cat.leaf;
      const attributes =
        plan === 'categoryWrong' ? wrong.attributes : plan === 'attributeInvalid' ? { ...cat.attributes, ...cat.outside } : plan === 'draftMissing' ? Object.fromEntries(Object.entries(cat.attributes).slice(1)) : cat.attributes;
      const baseName = sku.name.replace(/ - .*$/, '');
      const title = plan === 'titlePoor' ? baseName.split(' ').slice(-2).join(' ').toUpperCase() : `${brands[(n + i) % brands.length]} ${sku.name}`;
      const price = Math.round(Number(sku.purchase_cost) * 130) / 100;
      const draft = plan === 'draft' || plan === 'draftMissing';
      const submitted = new Date(created.getTime() + DAY);
      const itemId = `ni-${key}-${n + 1}-${i + 1}`;
      await db.query(
        `INSERT INTO product_apply_items (id, tenant_id, batch_id, line_no, category_code, title, brand, sku_id, supply_price, attributes, status, submitted_at, review_due_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          itemId,
          tenantId,
          batchId,
          i + 1,
          categoryCode,
          title,
          brands[(n + i) % brands.length],
          sku.id,
          plan === 'draftMissing' ? null : price,
          JSON.stringify(attributes),
          draft ? 'draft' : 'inReview',
          draft ? null : submitted,
          // in review: due days after the anchor (the demo's job leaves them to the user)
          draft ? null : plan === 'inReview' ? new Date(anchor.getTime() + (2 + i) * DAY) : submitted,
          draft ? 1 : 2,
        ],
      );
      if (!draft && plan !== 'inReview') {
        const item = await db.one<Parameters<typeof decideItem>[1]>(`${DUE_ITEM_SQL} WHERE i.id = $1`, [itemId]);
        await decideItem(db, item, new Date(submitted.getTime() + DAY), `pr-${key}-n${n + 1}${i + 1}`);
      }
    }
    await db.query('UPDATE product_apply_batches SET version = 1 + (SELECT COALESCE(sum(version - 1), 0)::int FROM product_apply_items WHERE batch_id = $1) WHERE id = $1', [batchId]);
  }
}

export async function seedNewProductApplications({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? ANCHOR;
  for (const [no, tenant] of tenants.entries()) {
    if (tenant.kind !== 'supplier') continue;
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM product_apply_batches WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.transaction((tx) => seedTenant(tx, tenantId, tenant.key, no + 1, anchor, deciders[tenant.key]?.name ?? 'Supplier'));
  }
}
