// The /report group (spec section 2): report (variant: scm, dms or default) and export (hidden),
// both over the export centre's job list.
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ExportScreen, ReportScreen } from './ReportScreen';
import './report.css';

export const routes: ScreenRoute[] = [
  { path: 'report', title: msg`Report downloads`, component: ReportScreen },
  { path: 'export', title: msg`Export centre`, component: ExportScreen, hidden: true },
];
