// Fulfilment label applications (/product/fulfillmentTagApplyList) and change records
// (/product/recordsList): the server's customisable tables. An application opens its record
// (/product/fulfillmentTagApplyInfo/:id); a change record opens the record of its product.
import { msg } from '@lingui/core/macro';
import { searchChangeRecords, type ChangeRecordRow } from '../../contract/product/change-record';
import { getTagApplication, searchTagApplications, type TagApplicationRow } from '../../contract/product/tag';
import { defineResource, tableSearch } from '../types';

export const tagApplicationResource = defineResource<TagApplicationRow>({
  key: 'product.fulfillmentTagApplyList',
  bizType: 'product.fulfillmentTagApplyList',
  title: msg`Fulfilment label applications`,
  endpoints: { search: searchTagApplications, get: getTagApplication },
  fetchPage: tableSearch<TagApplicationRow>(searchTagApplications),
  rowId: (row) => row.id,
  detailPath: (row) => `/fulfillmentTagApplyInfo/${encodeURIComponent(row.id)}`,
  listPath: '/fulfillmentTagApplyList',
  examples: {
    row: {
      id: 'ta-harbor-000006',
      applicationNo: 'TA260227000006',
      tag: 'bulky',
      productId: 'pr-harbor-000006',
      productCode: 'SPU000006',
      title: 'Folding Camping Chair',
      platformCode: 'amazon',
      skuCount: 3,
      sellerSkus: 'SPU000006-1, SPU000006-2, SPU000006-3',
      status: 'applied',
      decisionCode: null,
      reviewDueAt: '2026-03-04T00:00:00.000Z',
      appliedAt: '2026-02-27T06:00:00.000Z',
      decidedAt: null,
      appliedBy: 'Grace Lin',
      note: '',
      reason: '',
      version: 1,
    },
  },
});

export const changeRecordResource = defineResource<ChangeRecordRow>({
  key: 'product.recordsList',
  bizType: 'product.recordsList',
  title: msg`Change records`,
  endpoints: { search: searchChangeRecords },
  fetchPage: tableSearch<ChangeRecordRow>(searchChangeRecords),
  rowId: (row) => row.id,
  detailPath: (row) => `/platformInfo/${encodeURIComponent(row.productId)}`,
  listPath: '/recordsList',
  examples: {
    row: {
      id: 'pcr-pp-harbor-000005-propose',
      at: '2026-03-01T00:00:00.000Z',
      productId: 'pr-harbor-000005',
      productCode: 'SPU000005',
      title: 'Cotton T-shirt',
      subject: 'price',
      subjectNo: 'PC260301000005',
      action: 'proposed',
      detail: '12.5 → 13.13 @ 2026-03-04',
      actor: 'Grace Lin',
    },
  },
});
