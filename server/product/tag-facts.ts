// The data the platform's tag rules read (src/contract/product/tag.ts tagDecision): per chosen sku
// its status and offered stock on the channel and its master sku's weight, size and category
// (asset area), and the channel's (the product's cart: one shop on one platform) shipped orders and
// how many shipped by their deadline (order area), the shop's on-time rate as the platform rates a
// seller. The record shows the same data.
import type { TagSkuFacts } from '../../src/contract/product';
import type { Db } from '../db/db';

export interface TagSkuRow extends TagSkuFacts {
  id: string;
  sellerSku: string;
  skuCode: string;
  variant: string;
  status: 'active' | 'inactive';
}

export async function tagSkus(db: Db, tenantId: string, skuIds: readonly string[]): Promise<TagSkuRow[]> {
  const rows = await db.query<{ id: string; seller_sku: string; sku: string; variant: string; status: 'active' | 'inactive'; stock: number; weight_g: number; length_cm: string; width_cm: string; height_cm: string; category: string }>(
    `SELECT s.id, s.seller_sku, m.sku, s.variant, s.status, s.stock, m.weight_g, m.length_cm, m.width_cm, m.height_cm, m.category
       FROM product_skus s JOIN skus m ON m.id = s.sku_id AND m.tenant_id = s.tenant_id
      WHERE s.id = ANY($1::text[]) AND s.tenant_id = $2 ORDER BY s.seller_sku`,
    [skuIds, tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    sellerSku: r.seller_sku,
    skuCode: r.sku,
    variant: r.variant,
    status: r.status,
    active: r.status === 'active',
    stock: r.stock,
    weightG: Number(r.weight_g),
    lengthCm: Number(r.length_cm),
    widthCm: Number(r.width_cm),
    heightCm: Number(r.height_cm),
    category: r.category,
  }));
}

/** The product's channel's shipped orders, and how many shipped by their deadline. */
export async function tagShipping(db: Db, tenantId: string, productId: string): Promise<{ shipped: number; onTime: number }> {
  const row = await db.one<{ shipped: number; on_time: number }>(
    `SELECT count(*)::int AS shipped, count(*) FILTER (WHERE o.shipped_at <= o.ship_deadline)::int AS on_time
       FROM orders o
      WHERE o.tenant_id = $1 AND o.shipped_at IS NOT NULL
        AND o.cart_id = (SELECT cart_id FROM products WHERE id = $2 AND tenant_id = $1)`,
    [tenantId, productId],
  );
  return { shipped: row.shipped, onTime: row.on_time };
}
