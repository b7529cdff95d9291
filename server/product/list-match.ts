// The match list (product.matchList): every channel sku with its match to one of our skus; the
// match status is computed (conflicting: another channel sku of the cart has the same match).
// Registered at import.
import { matchList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const STATUS = sql`CASE WHEN cs.product_sku_id IS NULL THEN 'unmatched'
  WHEN EXISTS (SELECT 1 FROM channel_skus o WHERE o.tenant_id = cs.tenant_id AND o.cart_id = cs.cart_id AND o.product_sku_id = cs.product_sku_id AND o.id <> cs.id) THEN 'conflicting'
  ELSE 'matched' END`;

export const matchListDefinition = registerList(
  defineSpecList(matchList, {
    from: sql`channel_skus cs JOIN channel_products cp ON cp.id = cs.channel_product_id AND cp.tenant_id = cs.tenant_id
      JOIN carts c ON c.id = cs.cart_id AND c.tenant_id = cs.tenant_id
      LEFT JOIN product_skus ps ON ps.id = cs.product_sku_id AND ps.tenant_id = cs.tenant_id
      LEFT JOIN skus m ON m.id = ps.sku_id AND m.tenant_id = cs.tenant_id`,
    id: sql`cs.id`,
    fields: {
      id: sql`cs.id`,
      outerSku: sql`cs.outer_sku`,
      outerCode: sql`cp.outer_code`,
      title: sql`cp.title`,
      platformCode: sql`c.platform_code`,
      cartName: sql`c.name`,
      matchStatus: STATUS,
      sellerSku: sql`ps.seller_sku`,
      skuCode: sql`m.sku`,
      productSkuId: sql`cs.product_sku_id`,
      version: sql`cs.version`,
    },
    scope: (caller) => [sql`cs.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`cs.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`c.platform_code`, code.trim() || undefined),
      matchStatus: (status) => equals(STATUS, status),
    },
  }),
);
