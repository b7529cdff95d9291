// The product list (/product/list) in its two variants (spec section 2: "list (vms or other
// variant)"): the supplier's product master list, and the vms build's seller list (one row per sku
// a vendor offers, with the purchase price, sale price, margin and stock). Both open the product's
// extended attributes (/product/info/:id).
import { msg } from '@lingui/core/macro';
import { searchProductMaster, searchVmsProducts, type ProductMasterRow, type VmsProductRow } from '../../contract/product/master';
import { defineResource, tableSearch } from '../types';

export const productMasterResource = defineResource<ProductMasterRow>({
  key: 'product.masterList',
  bizType: 'product.masterList',
  title: msg`Products`,
  endpoints: { search: searchProductMaster },
  fetchPage: tableSearch<ProductMasterRow>(searchProductMaster),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.id)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'pr-harbor-000003',
      productCode: 'SPU000003',
      title: 'Insulated bottle - Navy',
      brand: 'Kestrel',
      category: 'Kitchen',
      platformCode: 'amazon',
      cartName: 'Harbor US store',
      status: 'onSale',
      skuCount: 4,
      stock: 320,
      attributesMissing: 0,
      updatedAt: '2026-02-28T00:00:00.000Z',
      version: 1,
    },
  },
});

export const vmsProductResource = defineResource<VmsProductRow>({
  key: 'product.vmsList',
  bizType: 'product.vmsList',
  title: msg`My products`,
  endpoints: { search: searchVmsProducts },
  fetchPage: tableSearch<VmsProductRow>(searchVmsProducts),
  rowId: (row) => row.id,
  detailPath: (row) => `/info/${encodeURIComponent(row.productId)}`,
  listPath: '/list',
  examples: {
    row: {
      id: 'pr-harbor-000003-1',
      productId: 'pr-harbor-000003',
      sellerSku: 'SPU000003-1',
      title: 'Insulated bottle - Navy',
      variant: 'Insulated bottle - Navy',
      vendorName: 'Harbor Supplies',
      cartName: 'Harbor US store',
      platformCode: 'amazon',
      purchasePrice: 12.5,
      salePrice: 22.5,
      margin: 0.4444,
      currency: 'USD',
      stock: 40,
      status: 'onSale',
    },
  },
});

/** The list of /product/list for the build's screens.productList (spec section 2: "vms or other variant"). */
export const productListResourceOf = (kind: 'vms' | 'default') => (kind === 'vms' ? vmsProductResource : productMasterResource);
