// The product master list (/product/list) and the seller's product list (the vms build's
// /product/list): one SQL expression per field of the contract's list specs. A product without
// extended attributes misses every required attribute of its top category (product_top_required,
// migration 044). The vms list is one row per sku: the seller's purchase price is the vendor's
// supply price. Registered at import. Their totals without conditions (and the master list's with
// its status only) are the counts kept per tenant (migration 051, decision 040).
import type { z } from 'zod';
import { productMasterList, vmsProductList } from '../../src/contract/product';
import { equals } from '../lists/conditions';
import { statusFilter, statusOnlyTotal, unfilteredTotal } from '../lists/kept-total';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const missing = sql`COALESCE(pa.missing, tr.required, 0)`;

type MasterConditions = z.output<typeof productMasterList.conditions>;
type VmsConditions = z.output<typeof vmsProductList.conditions>;

export const productMasterListDefinition = registerList(
  defineSpecList(productMasterList, {
    from: sql`products p JOIN carts c ON c.id = p.cart_id AND c.tenant_id = p.tenant_id
      LEFT JOIN product_attributes pa ON pa.product_id = p.id AND pa.tenant_id = p.tenant_id
      LEFT JOIN product_top_required tr ON tr.name_en = p.category`,
    id: sql`p.id`,
    fields: {
      id: sql`p.id`,
      productCode: sql`p.product_code`,
      title: sql`p.title`,
      brand: sql`p.brand`,
      category: sql`p.category`,
      platformCode: sql`p.platform_code`,
      cartName: sql`c.name`,
      status: sql`p.status`,
      skuCount: sql`p.sku_count`,
      stock: sql`p.stock`,
      attributesMissing: missing,
      updatedAt: sql`p.updated_at`,
      version: sql`p.version`,
    },
    scope: (caller) => [sql`p.tenant_id = ${caller.tenantId}`],
    filters: {
      id: (id) => equals(sql`p.id`, id.trim() || undefined),
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
      attributesIncomplete: (on: boolean) => (on ? sql`${missing} > 0` : undefined),
    },
    // every product has its shop (a foreign key) and at most one attributes row, so the rows the
    // list counts are the tenant's products
    total: (caller, conditions, where) =>
      statusOnlyTotal<MasterConditions, 'status'>('status', where, (tenantId, statuses) =>
        sql`SELECT COALESCE(sum(n), 0)::int AS n FROM product_list_counts WHERE tenant_id = ${tenantId} AND kind = 'product'${statusFilter(statuses)}`,
      )(caller, conditions),
  }),
);

export const vmsProductListDefinition = registerList(
  defineSpecList(vmsProductList, {
    from: sql`product_skus s JOIN products p ON p.id = s.product_id AND p.tenant_id = s.tenant_id
      JOIN carts c ON c.id = p.cart_id AND c.tenant_id = p.tenant_id
      JOIN tenants t ON t.id = s.tenant_id`,
    id: sql`s.id`,
    fields: {
      id: sql`s.id`,
      productId: sql`p.id`,
      sellerSku: sql`s.seller_sku`,
      title: sql`p.title`,
      variant: sql`s.variant`,
      vendorName: sql`t.name`,
      cartName: sql`c.name`,
      platformCode: sql`p.platform_code`,
      purchasePrice: sql`s.supply_price`,
      salePrice: sql`s.sale_price`,
      margin: sql`round((s.sale_price - s.supply_price) / s.sale_price, 4)`,
      currency: sql`p.currency`,
      stock: sql`s.stock`,
      status: sql`p.status`,
    },
    // a seller sees only the active skus its vendors offer
    scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`, sql`s.status = 'active'`],
    filters: {
      platformCode: (code) => equals(sql`p.platform_code`, code.trim() || undefined),
      inStock: (on: boolean) => (on ? sql`s.stock > 0` : undefined),
    },
    // every sku has its product, shop and tenant (foreign keys): the rows are the tenant's active skus
    total: (caller, conditions, where) =>
      unfilteredTotal<VmsConditions>(where, (tenantId) =>
        sql`SELECT COALESCE(sum(n), 0)::int AS n FROM product_list_counts WHERE tenant_id = ${tenantId} AND kind = 'activeSku'`,
      )(caller, conditions),
  }),
);
