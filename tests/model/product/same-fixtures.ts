// Records of the same-product machines' model tests.
import type { SameRelationInfo } from '../../../src/contract/product/same';

export const relation = (status: SameRelationInfo['status'], version = 1): SameRelationInfo => ({
  id: 'sr-harbor-000003',
  relationNo: 'SR000003',
  productId: 'pr-harbor-000003',
  productCode: 'SPU000003',
  title: 'Ceramic Coffee Mug 350 ml - Blue',
  platformCode: 'amazon',
  standardId: 'sp-1a2b3c4d5e',
  standardCode: 'STD1A2B3C4D',
  standardTitle: 'Ceramic Coffee Mug 350 ml',
  differences: 1,
  origin: 'platform',
  status,
  declineReason: status === 'declined' ? 'differentPack' : null,
  note: '',
  proposedAt: '2026-02-20T00:00:00.000Z',
  decidedAt: status === 'proposed' ? null : '2026-02-28T00:00:00.000Z',
  version,
  compare: [{ attribute: 'brand', ours: 'Lumen', standard: 'Lumen', same: true }],
  history: [],
});
