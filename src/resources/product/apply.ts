// New product application batches (/product/applyNewProductList): the server's customisable table
// (search, columns, saved views, export, keyset pager). A batch opens its record by batch code
// (/product/applyNewProductInfo/:batchCode), where its items, their reviews and the fixes are.
import { msg } from '@lingui/core/macro';
import { searchApplyBatches, type ApplyBatchRow } from '../../contract/product/new-product';
import { defineResource, tableSearch } from '../types';

export const applyBatchResource = defineResource<ApplyBatchRow>({
  key: 'product.applyNewProductList',
  bizType: 'product.applyNewProductList',
  title: msg`New product applications`,
  endpoints: { search: searchApplyBatches },
  fetchPage: tableSearch<ApplyBatchRow>(searchApplyBatches),
  rowId: (row) => row.id,
  detailPath: (row) => `/applyNewProductInfo/${encodeURIComponent(row.batchCode)}`,
  listPath: '/applyNewProductList',
  examples: {
    row: {
      id: 'nb-harbor-3',
      batchCode: 'NP260210103',
      platformCode: 'amazon',
      cartName: 'Seabright - Amazon AU',
      cartCode: 'HA-AMZ-AU-003',
      currency: 'AUD',
      status: 'actionNeeded',
      itemCount: 3,
      draftCount: 0,
      inReviewCount: 0,
      returnedCount: 2,
      approvedCount: 1,
      rejectedCount: 0,
      createdAt: '2026-02-10T00:00:00.000Z',
      createdBy: 'Grace Lin',
      version: 7,
    },
  },
});
