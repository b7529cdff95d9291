// Records of the new-product machines' model tests: a small category tree (a top category with one
// leaf that requires one attribute), a draft batch ready to submit, and a returned item.
import type { ApplyBatch, ApplyItem, Category } from '../../../src/contract/product/new-product';

const capacity = { code: 'capacity', nameEn: 'Capacity', nameZh: '容量', type: 'number' as const, options: [], unit: 'ml', required: true, min: 100, max: 3000, from: 'KT-DRINK' };
export const categories: Category[] = [
  { code: 'KT', parentCode: null, nameEn: 'Kitchen', nameZh: '厨房用品', leaf: false, attributes: [] },
  { code: 'KT-DRINK', parentCode: 'KT', nameEn: 'Drinkware', nameZh: '水具', leaf: true, attributes: [capacity] },
];

export const readyItem: ApplyItem = {
  id: 'ni-harbor-1-1',
  lineNo: 1,
  categoryCode: 'KT-DRINK',
  title: 'Lumen Stainless Steel Water Bottle 750 ml',
  brand: 'Lumen',
  skuCode: 'HA-KT10001-BLA',
  skuName: 'Stainless Steel Water Bottle 500 ml - Black',
  supplyPrice: 9.5,
  attributes: { capacity: '750' },
  status: 'draft',
  reasonCode: null,
  fixFields: [],
  reviewDueAt: null,
  submittedAt: null,
  decidedAt: null,
  productId: null,
  version: 1,
};

export const draftBatch: ApplyBatch = {
  id: 'nb-harbor-1',
  batchCode: 'NP260131101',
  platformCode: 'amazon',
  cartName: 'Coastal Craft - Amazon AU',
  cartCode: 'HA-AMZ-AU-001',
  currency: 'AUD',
  status: 'draft',
  itemCount: 1,
  draftCount: 1,
  inReviewCount: 0,
  returnedCount: 0,
  approvedCount: 0,
  rejectedCount: 0,
  createdAt: '2026-01-31T00:00:00.000Z',
  createdBy: 'Grace Lin',
  version: 1,
  items: [readyItem],
};

export const submittedBatch: ApplyBatch = { ...draftBatch, status: 'inReview', draftCount: 0, inReviewCount: 1, version: 2, items: [{ ...readyItem, status: 'inReview', version: 2 }] };

export const returnedItem: ApplyItem = { ...readyItem, title: 'STEEL BOTTLE', status: 'returned', reasonCode: 'TITLE_POOR', fixFields: ['title'], version: 3 };

export const outOfRangeItem: ApplyItem = { ...readyItem, id: 'ni-harbor-4-1', attributes: { capacity: '5000' }, status: 'returned', reasonCode: 'ATTRIBUTE_INVALID', fixFields: ['attributes.capacity'], version: 3 };
