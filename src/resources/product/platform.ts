// Platform products (/product/platformList) and price proposals (/product/approvalList): the
// server's customisable tables (search, columns, saved views, export, keyset pager). A product
// opens its record (/product/platformInfo/:id); a proposal opens the record of its product, where
// its sku, its history and its withdrawal are.
import { msg } from '@lingui/core/macro';
import { getPlatformProduct, searchPlatformProducts, type PlatformProductRow } from '../../contract/product/platform';
import { getPriceProposal, searchPriceProposals, type PriceProposalRow } from '../../contract/product/price';
import { defineResource, tableSearch } from '../types';

export const platformProductResource = defineResource<PlatformProductRow>({
  key: 'product.platformList',
  bizType: 'product.platformList',
  title: msg`Platform products`,
  endpoints: { search: searchPlatformProducts, get: getPlatformProduct },
  fetchPage: tableSearch<PlatformProductRow>(searchPlatformProducts),
  rowId: (row) => row.id,
  detailPath: (row) => `/platformInfo/${encodeURIComponent(row.id)}`,
  listPath: '/platformList',
  examples: {
    row: {
      id: 'pr-harbor-000001',
      productCode: 'SPU000001',
      title: 'Cotton T-shirt',
      platformCode: 'amazon',
      cartName: 'Harbor US store',
      brand: 'Northwind',
      category: 'Apparel',
      status: 'onSale',
      skuCount: 2,
      supplyPriceMin: 12.5,
      supplyPriceMax: 14,
      currency: 'USD',
      stock: 120,
      openProposals: 0,
      updatedAt: '2026-02-28T00:00:00.000Z',
      version: 1,
    },
  },
});

export const priceProposalResource = defineResource<PriceProposalRow>({
  key: 'product.approvalList',
  bizType: 'product.approvalList',
  title: msg`Price approval`,
  endpoints: { search: searchPriceProposals, get: getPriceProposal },
  fetchPage: tableSearch<PriceProposalRow>(searchPriceProposals),
  rowId: (row) => row.id,
  detailPath: (row) => `/platformInfo/${encodeURIComponent(row.productId)}`,
  listPath: '/approvalList',
  examples: {
    row: {
      id: 'pp-harbor-000005',
      proposalNo: 'PC260301000005',
      productId: 'pr-harbor-000005',
      productCode: 'SPU000005',
      title: 'Cotton T-shirt',
      sellerSku: 'SPU000005-1',
      platformCode: 'amazon',
      oldPrice: 12.5,
      newPrice: 13.13,
      currency: 'USD',
      change: 0.0504,
      salePrice: 22.5,
      oldMargin: 0.4444,
      newMargin: 0.4164,
      effectiveDate: '2026-03-04',
      driver: 'freight',
      status: 'pending',
      decisionCode: null,
      reviewDueAt: '2026-03-03T00:00:00.000Z',
      proposedAt: '2026-03-01T00:00:00.000Z',
      decidedAt: null,
      proposedBy: 'Grace Lin',
      note: '',
      withdrawReason: '',
      version: 1,
    },
  },
});
