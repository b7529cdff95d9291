// The /template group (spec section 2: "/template and /uploadError, hidden upload helper
// screens"): the import screen and the review of an existing import. Hidden: other screens link
// here with the import type (/template?type=warehouseBuffer from the warehouse list).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ImportScreen, UploadErrorScreen } from './ImportScreen';

export const routes: ScreenRoute[] = [
  { path: '', title: msg`Import from a file`, component: ImportScreen, hidden: true },
  { path: 'uploadError', title: msg`Review an import`, component: UploadErrorScreen, hidden: true },
];
