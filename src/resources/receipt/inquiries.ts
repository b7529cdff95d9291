// Price inquiries (/receipt/priceInquiry): the server's customisable table `receipt.priceInquiry`
// (search, columns, saved views, export, keyset pager; filtered by state). A row opens the inquiry
// by its number (/receipt/priceInquiryInfo/:no: the spec's header and table calls take the number).
import { msg } from '@lingui/core/macro';
import { searchInquiries, type InquiryRow } from '../../contract/receipt/inquiry';
import { defineResource, tableSearch } from '../types';

export const inquiryResource = defineResource<InquiryRow>({
  key: 'receipt.priceInquiry',
  bizType: 'receipt.priceInquiry',
  title: msg`Price inquiries`,
  endpoints: { search: searchInquiries },
  fetchPage: tableSearch<InquiryRow>(searchInquiries),
  rowId: (row) => row.id,
  detailPath: (row) => `/priceInquiryInfo/${encodeURIComponent(row.inquiryNo)}`,
  listPath: '/priceInquiry',
  examples: {
    row: {
      id: 'pi-harbor-0001',
      inquiryNo: 'PI260224001',
      status: 'open',
      warehouse: 'Amazon FBA ONT8',
      currency: 'USD',
      incoterm: 'FOB',
      lines: 2,
      repliedLines: 0,
      hoursLeft: 130,
      replyClosesAt: '2026-03-07T00:00:00.000Z',
      createdAt: '2026-02-24T00:00:00.000Z',
      version: 1,
    },
  },
});
