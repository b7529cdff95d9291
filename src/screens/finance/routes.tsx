// The /finance group (spec section 2), slice 1 of issue 21: settlements and transactions. The
// first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { InvoiceInfoScreen } from './InvoiceInfoScreen';
import { InvoiceListScreen } from './InvoiceListScreen';
import { SettlementInfoScreen } from './SettlementInfoScreen';
import { SettlementListScreen } from './SettlementListScreen';
import { TransactionInfoScreen } from './TransactionInfoScreen';
import { TransactionListScreen } from './TransactionListScreen';

export const routes: ScreenRoute[] = [
  { path: 'settlementList', title: msg`Settlements`, component: SettlementListScreen },
  { path: 'settlementInfo/:id?/:queryType?', title: msg`Settlement`, component: SettlementInfoScreen, hidden: true },
  { path: 'transactionList', title: msg`Transactions`, component: TransactionListScreen },
  { path: 'transactionInfo/:id', title: msg`Transaction`, component: TransactionInfoScreen, hidden: true },
  { path: 'invoiceList', title: msg`Invoices`, component: InvoiceListScreen },
  { path: 'invoiceInfo/:id?', title: msg`Invoice`, component: InvoiceInfoScreen, hidden: true },
];
