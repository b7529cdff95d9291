// An open price proposal (pending or approved, not in effect yet) keeps the sku's sale price it
// was made against, for its margin and the platform's decision. When the sale price changes under
// it (a price formula activated, the seller's own price), the proposal follows: a margin shown or
// decided on the old sale price would be about a price the sku no longer sells at.
import type { Db } from '../db/db';

/** Sets the open proposals of these skus to the skus' current sale price (inside the caller's transaction). */
export async function followSalePrice(tx: Db, tenantId: string, productSkuIds: readonly string[]): Promise<void> {
  if (!productSkuIds.length) return;
  await tx.query(
    `UPDATE product_price_proposals x SET sale_price = s.sale_price
       FROM product_skus s
      WHERE s.id = x.product_sku_id AND s.tenant_id = x.tenant_id
        AND x.tenant_id = $1 AND x.product_sku_id = ANY($2::text[])
        AND x.status IN ('pending', 'approved') AND x.sale_price <> s.sale_price`,
    [tenantId, productSkuIds],
  );
}
