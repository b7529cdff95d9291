// Records of the sync machines' model tests.
import type { SyncJobInfo, SyncJobRow, SyncOverview } from '../../../src/contract/product/sync';

export const overview: SyncOverview = {
  day: '2026-03-01',
  platforms: [{ platformCode: 'amazon', jobs: 2, okCount: 900, failedCount: 40 }],
  carts: [
    { id: 'c-harbor-1', name: 'Harbor US store', platformCode: 'amazon', openKinds: [] },
    { id: 'c-harbor-2', name: 'Harbor UK store', platformCode: 'amazon', openKinds: ['pushStock'] },
  ],
};

export const jobRow = (status: SyncJobRow['status'], version = 2): SyncJobRow => ({
  id: 'sj-harbor-0001',
  jobNo: 'SY2603010001',
  cartId: 'c-harbor-1',
  cartName: 'Harbor US store',
  platformCode: 'amazon',
  kind: 'pushStock',
  status,
  total: status === 'queued' ? 0 : 3,
  okCount: status === 'queued' ? 0 : 1,
  failedCount: status === 'queued' || status === 'done' ? 0 : 2,
  skippedCount: 0,
  startedAt: '2026-03-01T18:00:00.000Z',
  finishedAt: status === 'queued' ? null : '2026-03-01T18:01:30.000Z',
  startedBy: 'Grace Lin',
  retryOfNo: null,
  version,
});

export const job = (status: SyncJobRow['status'], version = 2): SyncJobInfo => ({
  ...jobRow(status, version),
  retriedById: status === 'retried' ? 'sj_abc' : null,
  items: [
    { id: 'sj-harbor-0001-1', outerSku: 'SPU000013-2R', outerCode: 'L3F2A9C01B', sellerSku: null, action: 'setStock', result: 'failed', reason: 'UNMATCHED_SKU' },
    { id: 'sj-harbor-0001-2', outerSku: 'SPU000013-1', outerCode: 'L3F2A9C01B', sellerSku: 'SPU000013-1', action: 'setStock', result: 'ok', reason: null },
  ],
});
