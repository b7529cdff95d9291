// Records of the fulfilment tag machines' model tests.
import type { TagApplicationInfo } from '../../../src/contract/product/tag';

export const tagApplication = (status: TagApplicationInfo['status'], version = 1): TagApplicationInfo => ({
  id: 'ta-harbor-000006',
  applicationNo: 'TA260227000006',
  tag: 'bulky',
  productId: 'pr-harbor-000006',
  productCode: 'SPU000006',
  title: 'Folding Camping Chair',
  platformCode: 'amazon',
  skuCount: 1,
  sellerSkus: 'SPU000006-1',
  status,
  decisionCode: status === 'rejected' ? 'SKU_NOT_ELIGIBLE' : null,
  reviewDueAt: '2026-03-04T00:00:00.000Z',
  appliedAt: '2026-02-27T06:00:00.000Z',
  decidedAt: status === 'applied' ? null : '2026-02-28T06:00:00.000Z',
  appliedBy: 'Grace Lin',
  note: '',
  reason: status === 'withdrawn' || status === 'revoked' ? 'Carrier changed' : '',
  version,
  skus: [{ id: 'pr-harbor-000006-1', sellerSku: 'SPU000006-1', skuCode: 'HB-OD10021-BLA', variant: 'Folding Camping Chair', status: 'active', stock: 12, weightG: 2400, lengthCm: 90, widthCm: 20, heightCm: 15, category: 'Outdoor' }],
  shipping: { shipped: 40, onTime: 38 },
  history: [{ action: 'apply', from: '', to: 'applied', note: '', by: 'Grace Lin', at: '2026-02-27T06:00:00.000Z' }],
});
