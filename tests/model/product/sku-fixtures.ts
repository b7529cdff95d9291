// Records of the sku detail and sale price machines' model tests (the shapes of
// src/contract/product/sku.ts, checked against its schemas by the tests).
import type { SalePriceHistory, SkuDetail } from '../../../src/contract/product/sku';
import { CallError } from '../../../src/services';

export const skuDetail: SkuDetail = {
  id: 'pr-harbor-000002-1',
  productId: 'pr-harbor-000002',
  productCode: 'SPU000002',
  title: 'Insulated bottle 500 ml',
  productStatus: 'onSale',
  sellerSku: 'SPU000002-1',
  asin: 'B0HARBOR21',
  variant: 'Navy',
  skuCode: 'BT-500-NV',
  skuName: 'Bottle 500 ml navy',
  platformCode: 'amazon',
  cartName: 'Harbor US store',
  currency: 'USD',
  supplyPrice: 12.5,
  salePrice: 22.5,
  margin: 0.444444,
  stock: 40,
  status: 'active',
  version: 3,
  openProposal: { id: 'pp-harbor-000007', proposalNo: 'PC260301000007', newPrice: 13.1, effectiveDate: '2026-03-04', status: 'pending' },
  labels: [{ tag: 'fragile', status: 'applied' }],
  channelMatch: { outerSku: 'AMZ-HB-0002-1', status: 'conflicting' },
};

export const skuNotFound = new CallError('envelope', 'SYS_NOT_FOUND', 'The record does not exist.');

export const salePrice = (salePriceValue = 22.5, version = 3): SalePriceHistory => ({
  skuId: skuDetail.id,
  salePrice: salePriceValue,
  purchasePrice: 12.5,
  currency: 'USD',
  version,
  history:
    version > 3
      ? [
          { oldPrice: 22.5, price: salePriceValue, changedAt: '2026-03-02T10:00:00.000Z', changedBy: 'Vera Stone' },
          { oldPrice: 21, price: 22.5, changedAt: '2026-03-01T10:00:00.000Z', changedBy: 'Vera Stone' },
        ]
      : [{ oldPrice: 21, price: 22.5, changedAt: '2026-03-01T10:00:00.000Z', changedBy: 'Vera Stone' }],
});

export const belowPurchase = new CallError('envelope', 'PRODUCT_SALE_PRICE_BELOW_PURCHASE', 'The sale price is under the purchase price (12.50): you would sell at a loss.');
export const priceStale = new CallError('envelope', 'PRODUCT_SALE_PRICE_STALE', 'This sku’s price was changed by someone else. Reload it and try again.');
