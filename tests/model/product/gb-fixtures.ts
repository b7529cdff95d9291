// Records of the goods-base machines' model tests: a small category tree (one leaf requiring one
// optional number attribute: the form's model counts gaps, and a required one would trade the
// category's gap for its own), a general taxpayer's codes (a special one among them), an uploaded image and
// the product as the server answers it.
import type { StoredImage, TaxRate } from '../../../src/contract/common';
import type { GbDetail } from '../../../src/contract/product/goods-base';
import type { Category } from '../../../src/contract/product/new-product';

const weight = { code: 'weight', nameEn: 'Net weight', nameZh: '净重', type: 'number' as const, options: [], unit: 'g', required: false, min: 50, max: 10000, from: 'OD-CAMP' };
export const gbCategories: Category[] = [
  { code: 'OD', parentCode: null, nameEn: 'Outdoor', nameZh: '户外', leaf: false, attributes: [] },
  { code: 'OD-CAMP', parentCode: 'OD', nameEn: 'Camping', nameZh: '露营', leaf: true, attributes: [weight] },
];

export const gbTaxRates: TaxRate[] = [
  { taxCode: 'VAT13', rate: 0.13, name: 'VAT 13% (goods)', isDefault: true },
  { taxCode: 'VAT6', rate: 0.06, name: 'VAT 6% (services)', isDefault: false },
];

export const storedImage: StoredImage = {
  id: 'img_0001',
  url: '/back/api/scm-app/supplier/image/img_0001',
  imgType: 'product',
  contentType: 'image/png',
  size: 2048,
  width: 640,
  height: 640,
  fileName: 'front.png',
  createdAt: '2026-03-01T00:00:00.000Z',
};

export const gbDetail = (over: Partial<GbDetail> = {}): GbDetail => ({
  id: 'gb-harbor-3',
  imageUrl: storedImage.url,
  gbCode: 'GB26021600003',
  title: 'Outdoor: Premium range with a two-year warranty',
  brand: 'Kestrel',
  categoryCode: 'OD-CAMP',
  skuCode: 'HA-OD-0003',
  supplyPrice: 20.5,
  taxCode: 'VAT13',
  imageCount: 2,
  channelCount: 0,
  status: 'unpublished',
  createdAt: '2026-02-16T00:00:00.000Z',
  createdBy: 'Grace Lin',
  version: 1,
  skuName: 'Camping lantern',
  attributes: { waterproof: 'ipx4', weight: '450' },
  images: [{ id: storedImage.id, url: storedImage.url, width: 640, height: 640, fileName: 'front.png' }],
  channels: [],
  ...over,
});
