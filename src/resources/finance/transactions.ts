// Transactions (/finance/transactionList): the server's customisable table
// `finance.transactionList`. A row opens the transaction with its cause.
import { msg } from '@lingui/core/macro';
import { getTransaction, searchTransactions, type TransactionRow } from '../../contract/finance';
import { defineResource, tableSearch } from '../types';

export const transactionResource = defineResource<TransactionRow>({
  key: 'finance.transactionList',
  bizType: 'finance.transactionList',
  title: msg`Transactions`,
  endpoints: { search: searchTransactions, get: getTransaction },
  fetchPage: tableSearch<TransactionRow>(searchTransactions),
  rowId: (row) => row.number,
  detailPath: (row) => `/transactionInfo/${encodeURIComponent(row.number)}`,
  listPath: '/transactionList',
  examples: {
    row: {
      number: 'S-SO0000001-1-1',
      kind: 'sale',
      occurredAt: '2026-02-10T08:00:00.000Z',
      settlementNo: 'ST202602-CART001',
      orderNo: 'SO0000001',
      orderId: 'od-harbor-0000001',
      sku: 'SKU-1',
      qty: 2,
      amountNoTax: 88.5,
      tax: 11.5,
      amount: 100,
      currency: 'USD',
      cart: 'Harbor US main',
    },
  },
});
