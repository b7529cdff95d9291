// The /finance group (spec section 2), slice 1 of issue 21: settlements and transactions. The
// first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { SettlementInfoScreen } from './SettlementInfoScreen';
import { SettlementListScreen } from './SettlementListScreen';
import { TransactionInfoScreen } from './TransactionInfoScreen';
import { TransactionListScreen } from './TransactionListScreen';

export const routes: ScreenRoute[] = [
  { path: 'settlementList', title: msg`Settlements`, component: SettlementListScreen },
  { path: 'settlementInfo/:id?/:queryType?', title: msg`Settlement`, component: SettlementInfoScreen, hidden: true },
  { path: 'transactionList', title: msg`Transactions`, component: TransactionListScreen },
  { path: 'transactionInfo/:id', title: msg`Transaction`, component: TransactionInfoScreen, hidden: true },
];
