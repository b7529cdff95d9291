// The channel product list (product.channelList): one SQL expression per field of the contract's
// list spec. The code condition finds a listing by its outer code, one of its outer skus or our
// product code (spec "channel product and sku list by code"). Registered at import.
import { channelProductList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const channelProductListDefinition = registerList(
  defineSpecList(channelProductList, {
    from: sql`channel_products cp JOIN products p ON p.id = cp.product_id AND p.tenant_id = cp.tenant_id JOIN carts c ON c.id = cp.cart_id AND c.tenant_id = cp.tenant_id`,
    id: sql`cp.id`,
    fields: {
      id: sql`cp.id`,
      outerCode: sql`cp.outer_code`,
      title: sql`cp.title`,
      platformCode: sql`p.platform_code`,
      cartName: sql`c.name`,
      productId: sql`p.id`,
      productCode: sql`p.product_code`,
      shelfStatus: sql`cp.shelf_status`,
      productStatus: sql`p.status`,
      skuCount: sql`(SELECT count(*)::int FROM channel_skus s WHERE s.channel_product_id = cp.id)`,
      unmatchedCount: sql`(SELECT count(*)::int FROM channel_skus s WHERE s.channel_product_id = cp.id AND s.product_sku_id IS NULL)`,
      stock: sql`p.stock`,
      syncedAt: sql`cp.synced_at`,
      version: sql`cp.version`,
    },
    scope: (caller) => [sql`cp.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`cp.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
      productStatus: (status) => equals(sql`p.status`, status),
      code: (value) => {
        const code = value.trim();
        return code
          ? sql`cp.id IN (SELECT x.id FROM channel_products x WHERE x.tenant_id = cp.tenant_id AND x.outer_code = ${code}
                 UNION ALL SELECT x.id FROM channel_products x JOIN products y ON y.id = x.product_id AND y.tenant_id = x.tenant_id WHERE y.tenant_id = cp.tenant_id AND y.product_code = ${code}
                 UNION ALL SELECT s.channel_product_id FROM channel_skus s WHERE s.tenant_id = cp.tenant_id AND s.outer_sku = ${code})`
          : undefined;
      },
    },
  }),
);
