// Brand authorizations (/product/brandList) and reviews (/product/reviewList): the server's
// customisable tables (search, columns, saved views, export, keyset pager). An authorization opens
// its record with the brand's history (/product/authedBrandInfo/:id/:brandCode); a review opens
// /product/reviewInfo?id=<id> (the spec's route has no parameter).
import { msg } from '@lingui/core/macro';
import { getBrandAuth, searchBrandAuths, type BrandAuthRow } from '../../contract/product/brand';
import { searchReviews, type ReviewRow } from '../../contract/product/review';
import { defineResource, tableSearch } from '../types';

export const brandAuthResource = defineResource<BrandAuthRow>({
  key: 'product.brandList',
  bizType: 'product.brandList',
  title: msg`Brands`,
  endpoints: { search: searchBrandAuths, get: getBrandAuth },
  fetchPage: tableSearch<BrandAuthRow>(searchBrandAuths),
  rowId: (row) => row.id,
  detailPath: (row) => `/authedBrandInfo/${encodeURIComponent(row.id)}/${encodeURIComponent(row.brandCode)}`,
  listPath: '/brandList',
  examples: {
    row: {
      id: 'ba-harbor-001',
      authNo: 'BA250804001',
      brandCode: 'NORTHWIND',
      brandName: 'Northwind',
      authType: 'owner',
      trademarkNo: 'TM32962568',
      registrant: 'Northwind Brands Ltd.',
      licensor: '',
      status: 'granted',
      refusalCode: null,
      validFrom: '2025-08-14',
      validTo: '2027-07-15',
      daysLeft: 500,
      listingAllowed: true,
      productCount: 300,
      submittedAt: '2025-08-04T01:00:00.000Z',
      decidedAt: '2025-08-06T00:00:00.000Z',
      reviewDueAt: '2025-08-04T01:00:00.000Z',
      revokeReason: '',
      createdAt: '2025-08-04T00:00:00.000Z',
      createdBy: 'Grace Lin',
      version: 3,
    },
  },
});

export const reviewResource = defineResource<ReviewRow>({
  key: 'product.reviewList',
  bizType: 'product.reviewList',
  title: msg`Product reviews`,
  endpoints: { search: searchReviews },
  fetchPage: tableSearch<ReviewRow>(searchReviews),
  rowId: (row) => row.id,
  detailPath: (row) => `/reviewInfo?id=${encodeURIComponent(row.id)}`,
  listPath: '/reviewList',
  examples: {
    row: {
      id: 'rv-harbor-000003',
      reviewNo: 'RV0000003',
      productId: 'pr-harbor-000003',
      productCode: 'SPU000003',
      title: 'Cotton T-shirt',
      platformCode: 'amazon',
      rating: 4,
      body: 'Arrived quickly and works as described.',
      imageCount: 1,
      shopper: 'Chen W.',
      reviewedAt: '2026-02-28T21:00:00.000Z',
      hasReply: false,
      status: 'new',
      reportReason: null,
      decisionCode: null,
      version: 1,
    },
  },
});
