// The goods-base products (product.gbProductList): each product's main image, its codes, price and
// tax code, how many images and channels it has, and its status from them (unpublished until it is
// on a channel). Registered at import.
import { gbList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

export const GB_IMAGE_PATH = '/back/api/scm-app/supplier/image';

export const gbListDefinition = registerList(
  defineSpecList(gbList, {
    from: sql`product_gb g JOIN skus s ON s.id = g.sku_id AND s.tenant_id = g.tenant_id
              CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM product_gb_channels ch WHERE ch.gb_id = g.id AND ch.tenant_id = g.tenant_id) k`,
    id: sql`g.id`,
    fields: {
      id: sql`g.id`,
      imageUrl: sql`${GB_IMAGE_PATH} || '/' || g.image_ids[1]`,
      gbCode: sql`g.gb_code`,
      title: sql`g.title`,
      brand: sql`g.brand`,
      categoryCode: sql`g.category_code`,
      skuCode: sql`s.sku`,
      supplyPrice: sql`g.supply_price::float8`,
      taxCode: sql`g.tax_code`,
      imageCount: sql`cardinality(g.image_ids)`,
      channelCount: sql`k.n`,
      status: sql`CASE WHEN k.n > 0 THEN 'published' ELSE 'unpublished' END`,
      createdAt: sql`g.created_at`,
      createdBy: sql`g.created_by_name`,
      version: sql`g.version`,
    },
    scope: (caller) => [sql`g.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`g.id`, id.trim() || undefined),
    },
  }),
);
