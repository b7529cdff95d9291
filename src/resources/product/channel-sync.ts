// Channel products (/product/channelList) and sync jobs (/product/syncList): the server's
// customisable tables. A listing opens its platform product's record; its row actions put it on
// or off the shelf (the server's rules refuse what is not allowed, in the user's language). A job
// opens /product/syncInfo?id=; the job list is read again every 2 s while a job is queued or running.
import { msg } from '@lingui/core/macro';
import { searchChannelProducts, shelfChannelProduct, type ChannelProductRow } from '../../contract/product/channel';
import { openSyncStatuses, searchSyncJobs, type SyncJobRow } from '../../contract/product/sync';
import { clearMatch, searchMatches, type MatchRow } from '../../contract/product/match';
import { defineResource, tableSearch } from '../types';

export const channelProductResource = defineResource<ChannelProductRow>({
  key: 'product.channelList',
  bizType: 'product.channelList',
  title: msg`Channel products`,
  endpoints: { search: searchChannelProducts },
  fetchPage: tableSearch<ChannelProductRow>(searchChannelProducts),
  rowId: (row) => row.id,
  detailPath: (row) => `/platformInfo/${encodeURIComponent(row.productId)}`,
  listPath: '/channelList',
  rowActions: [
    {
      id: 'onShelf',
      label: msg`Put on shelf`,
      endpoint: shelfChannelProduct,
      input: ([row]) => ({ body: { id: row.id, version: row.version, shelf: 'onShelf' } }),
      // asked first, so a refusal (blocked, no stock, no matched sku) is read in the dialog
      confirm: msg`Put this listing on the shelf? Shoppers can buy it on this channel.`,
    },
    {
      id: 'offShelf',
      label: msg`Take off shelf`,
      endpoint: shelfChannelProduct,
      input: ([row]) => ({ body: { id: row.id, version: row.version, shelf: 'offShelf' } }),
      confirm: msg`Take this listing off the shelf? Shoppers can no longer buy it on this channel.`,
      danger: true,
    },
  ],
  examples: {
    row: {
      id: 'cp-harbor-000001',
      outerCode: 'L3F2A9C01B',
      title: 'Cotton T-shirt',
      platformCode: 'amazon',
      cartName: 'Harbor US store',
      productId: 'pr-harbor-000001',
      productCode: 'SPU000001',
      shelfStatus: 'onShelf',
      productStatus: 'onSale',
      skuCount: 2,
      unmatchedCount: 0,
      stock: 120,
      syncedAt: '2026-03-01T06:01:30.000Z',
      version: 1,
    },
  },
});

export const syncJobResource = defineResource<SyncJobRow>({
  key: 'product.syncList',
  bizType: 'product.syncList',
  title: msg`Sync records`,
  endpoints: { search: searchSyncJobs },
  fetchPage: tableSearch<SyncJobRow>(searchSyncJobs),
  pollWhile: (rows) => rows.some((r) => openSyncStatuses.includes(r.status)),
  rowId: (row) => row.id,
  detailPath: (row) => `/syncInfo?id=${encodeURIComponent(row.id)}`,
  listPath: '/syncList',
  examples: {
    row: {
      id: 'sj-harbor-0001',
      jobNo: 'SY2603010001',
      cartId: 'c-harbor-1',
      cartName: 'Harbor US store',
      platformCode: 'amazon',
      kind: 'pushStock',
      status: 'partFailed',
      total: 640,
      okCount: 590,
      failedCount: 34,
      skippedCount: 16,
      startedAt: '2026-03-01T18:00:00.000Z',
      finishedAt: '2026-03-01T18:01:30.000Z',
      startedBy: 'Grace Lin',
      retryOfNo: null,
      version: 2,
    },
  },
});

export const matchResource = defineResource<MatchRow>({
  key: 'product.matchList',
  bizType: 'product.matchList',
  title: msg`Product matching`,
  endpoints: { search: searchMatches },
  fetchPage: tableSearch<MatchRow>(searchMatches),
  rowId: (row) => row.id,
  listPath: '/matchList',
  rowActions: [
    {
      id: 'clearMatch',
      label: msg`Clear match`,
      endpoint: clearMatch,
      input: ([row]) => ({ body: { id: row.id, version: row.version } }),
      confirm: msg`Clear this channel sku's match? Syncs fail for it until it is matched again.`,
      danger: true,
    },
  ],
  examples: {
    row: {
      id: 'cs-harbor-000017-2',
      outerSku: 'SPU000017-2',
      outerCode: 'L3F2A9C01B',
      title: 'Cotton T-shirt',
      platformCode: 'amazon',
      cartName: 'Harbor US store',
      matchStatus: 'conflicting',
      sellerSku: 'SPU000017-1',
      skuCode: 'TS-M-RED',
      productSkuId: 'pr-harbor-000017-1',
      version: 1,
    },
  },
});
