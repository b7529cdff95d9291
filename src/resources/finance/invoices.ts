// Invoices (/finance/invoiceList): the server's customisable table `finance.invoiceList`. A row
// opens the invoice; "Create" opens the new invoice's form (invoiceInfo without an id).
import { msg } from '@lingui/core/macro';
import { createInvoice, getInvoice, searchInvoices, type InvoiceRow } from '../../contract/finance';
import { defineResource, tableSearch } from '../types';

export const invoiceResource = defineResource<InvoiceRow>({
  key: 'finance.invoiceList',
  bizType: 'finance.invoiceList',
  title: msg`Invoices`,
  endpoints: { search: searchInvoices, get: getInvoice, create: createInvoice },
  fetchPage: tableSearch<InvoiceRow>(searchInvoices),
  rowId: (row) => row.number,
  detailPath: (row) => `/invoiceInfo/${encodeURIComponent(row.number)}`,
  listPath: '/invoiceList',
  createPath: '/invoiceInfo',
  examples: {
    row: { number: 'IV2602100001', invoiceNo: 'FP2026010001', settlementNo: 'ST202601-CART001', status: 'approved', amount: 1234.5, currency: 'USD', invoiceDate: '2026-02-10', createdAt: '2026-02-10T00:00:00.000Z' },
  },
});
