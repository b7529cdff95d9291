// The /reconciliation group (spec section 2; docs/domain/finance.md "Reconciliation"): the bill list,
// a new bill, one bill with its result (the spec's info takes its bill in the query: ?id=) and the
// upload of a provider's cost bill. The first route is the group's landing list; the bill and the
// upload load when first opened (decision 041).
import { msg } from '@lingui/core/macro';
import { lazyScreen, type ScreenRoute } from '../groupRoutes';
import { BillListScreen } from './BillListScreen';
import { NewBillScreen } from './NewBillScreen';

export const routes: ScreenRoute[] = [
  { path: 'list', title: msg`Reconciliation bills`, component: BillListScreen },
  { path: 'newBill', title: msg`New reconciliation bill`, component: NewBillScreen },
  { path: 'info', title: msg`Reconciliation bill`, component: lazyScreen(() => import('./BillInfoScreen'), (m) => m.BillInfoScreen), hidden: true },
  { path: 'upload', title: msg`Upload a cost bill`, component: lazyScreen(() => import('./UploadScreen'), (m) => m.UploadScreen), hidden: true },
];
