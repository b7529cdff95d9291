// The platform product list (product.platformList): one SQL expression per field of the contract's
// list spec; the kept columns (sku count, price range, stock, open proposals) are the skus'. The
// sku condition finds a product by any of its seller skus or master sku codes. Registered at import.
import { platformProductList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const platformProductListDefinition = registerList(
  defineSpecList(platformProductList, {
    from: sql`products p JOIN carts c ON c.id = p.cart_id AND c.tenant_id = p.tenant_id`,
    id: sql`p.id`,
    fields: {
      id: sql`p.id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      platformCode: sql`p.platform_code`,
      cartName: sql`c.name`,
      brand: sql`p.brand`,
      category: sql`p.category`,
      status: sql`p.status`,
      skuCount: sql`p.sku_count`,
      supplyPriceMin: sql`p.supply_price_min`,
      supplyPriceMax: sql`p.supply_price_max`,
      currency: sql`p.currency`,
      stock: sql`p.stock`,
      openProposals: sql`p.open_proposals`,
      updatedAt: sql`p.updated_at`,
      version: sql`p.version`,
    },
    scope: (caller) => [sql`p.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`p.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
      sku: (value) => {
        const sku = value.trim();
        return sku
          ? sql`EXISTS (SELECT 1 FROM product_skus ps JOIN skus m ON m.id = ps.sku_id AND m.tenant_id = ps.tenant_id
                 WHERE ps.product_id = p.id AND ps.tenant_id = p.tenant_id AND (ps.seller_sku = ${sku} OR m.sku = ${sku}))`
          : undefined;
      },
    },
  }),
);
