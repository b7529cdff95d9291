// Records of the product machines' model tests.
import type { ProductSku } from '../../../src/contract/product/platform';
import type { PriceProposalRow } from '../../../src/contract/product/price';
import { CallError } from '../../../src/services';

export const sku: ProductSku = {
  id: 'pr-harbor-000001-1',
  sellerSku: 'SPU000001-1',
  skuCode: 'TS-M-RED',
  asin: 'B0A1B2C3D4',
  variant: 'Cotton T-shirt M red',
  supplyPrice: 12.5,
  salePrice: 22.5,
  currency: 'USD',
  stock: 120,
  status: 'active',
  margin: 0.4444,
  openProposalId: null, formulaNo: null,
};

export const proposal = (status: PriceProposalRow['status'], version = 1): PriceProposalRow => ({
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
  status,
  decisionCode: status === 'rejected' ? 'INCREASE_OVER_LIMIT' : null,
  reviewDueAt: '2026-03-03T00:00:00.000Z',
  proposedAt: '2026-03-01T00:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-03-02T00:00:00.000Z',
  proposedBy: 'Grace Lin',
  note: '',
  withdrawReason: status === 'withdrawn' ? 'Quote revised' : '',
  version,
});

export const failure = new CallError('envelope', 'SYS_INTERNAL_ERROR', 'database unavailable');
