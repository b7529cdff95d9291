// The /separate group (spec section 2): stock isolation. The first route is the group's landing
// list (/separate redirects to it). /separate/upload is the import screen of the `separation`
// import type (lines of draft isolations from a file).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ControlScreen } from './ControlScreen';
import { HistoryScreen } from './HistoryScreen';
import { IncrementalScreen } from './IncrementalScreen';
import { UploadScreen } from './UploadScreen';
import { SeparationScreen } from './SeparationScreen';
import { SettingScreen } from './SettingScreen';
import './separate.css';

export const routes: ScreenRoute[] = [
  { path: 'control', title: msg`Stock isolations`, component: ControlScreen },
  { path: 'setting/:id?', title: msg`Isolation setting`, component: SettingScreen },
  { path: 'separate/:id?', title: msg`Stock isolation`, component: SeparationScreen },
  { path: 'incremental/:id?', title: msg`Incremental separations`, component: IncrementalScreen },
  { path: 'upload', title: msg`Isolation upload`, component: UploadScreen },
  { path: 'seq/:id?', title: msg`Isolation history`, component: HistoryScreen },
];
