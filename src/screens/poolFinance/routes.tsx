// The /poolFinance group (spec section 2): the applications with the limit, and the form. The
// first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ApplyFormScreen } from './ApplyFormScreen';
import { ApplyListScreen } from './ApplyListScreen';

export const routes: ScreenRoute[] = [
  { path: 'apply', title: msg`Funding applications`, component: ApplyListScreen },
  { path: 'applyForm', title: msg`Apply for early payment`, component: ApplyFormScreen, hidden: true },
];
