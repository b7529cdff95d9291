// The standard catalogue (/product/standardProduct) and the same-product relation lists
// (/product/sameProductRelationConfirm: the platform's proposals; /product/sameProductRelationSearch:
// every state): the server's customisable tables. A standard product opens its record
// (/product/standardProductInfo/:id); a relation opens /product/sameProductInfo?id= (the spec's
// route has no parameter, so the relation is named in the query).
import { msg } from '@lingui/core/macro';
import { getSameRelation, searchSameConfirm, searchSameRelations, type SameRelationRow } from '../../contract/product/same';
import { getStandardProduct, searchStandardProducts, type StandardProductRow } from '../../contract/product/standard';
import { defineResource, tableSearch } from '../types';

export const standardProductResource = defineResource<StandardProductRow>({
  key: 'product.standardProduct',
  bizType: 'product.standardProduct',
  title: msg`Standard products`,
  endpoints: { search: searchStandardProducts, get: getStandardProduct },
  fetchPage: tableSearch<StandardProductRow>(searchStandardProducts),
  rowId: (row) => row.id,
  detailPath: (row) => `/standardProductInfo/${encodeURIComponent(row.id)}`,
  listPath: '/standardProduct',
  examples: {
    row: { id: 'sp-1a2b3c4d5e', code: 'STD1A2B3C4D', title: 'Ceramic Coffee Mug 350 ml', category: 'Kitchen', brand: 'Lumen', referencePrice: 3.84, currency: 'USD', linkedCount: 2, offerCount: 5 },
  },
});

const relationExample: SameRelationRow = {
  id: 'sr-harbor-000003',
  relationNo: 'SR000003',
  productId: 'pr-harbor-000003',
  productCode: 'SPU000003',
  title: 'Ceramic Coffee Mug 350 ml - Blue',
  platformCode: 'amazon',
  standardId: 'sp-1a2b3c4d5e',
  standardCode: 'STD1A2B3C4D',
  standardTitle: 'Ceramic Coffee Mug 350 ml',
  differences: 2,
  origin: 'platform',
  status: 'proposed',
  declineReason: null,
  note: '',
  proposedAt: '2026-02-20T00:00:00.000Z',
  decidedAt: null,
  version: 1,
};

const relationPath = (row: SameRelationRow) => `/sameProductInfo?id=${encodeURIComponent(row.id)}`;

export const sameConfirmResource = defineResource<SameRelationRow>({
  key: 'product.sameProductRelationConfirm',
  bizType: 'product.sameProductRelationConfirm',
  title: msg`Same products to confirm`,
  endpoints: { search: searchSameConfirm, get: getSameRelation },
  fetchPage: tableSearch<SameRelationRow>(searchSameConfirm),
  rowId: (row) => row.id,
  detailPath: relationPath,
  listPath: '/sameProductRelationConfirm',
  examples: { row: relationExample },
});

export const sameSearchResource = defineResource<SameRelationRow>({
  key: 'product.sameProductRelationSearch',
  bizType: 'product.sameProductRelationSearch',
  title: msg`Same-product relations`,
  endpoints: { search: searchSameRelations, get: getSameRelation },
  fetchPage: tableSearch<SameRelationRow>(searchSameRelations),
  rowId: (row) => row.id,
  detailPath: relationPath,
  listPath: '/sameProductRelationSearch',
  examples: { row: { ...relationExample, status: 'confirmed', decidedAt: '2026-02-28T00:00:00.000Z', version: 2 } },
});
