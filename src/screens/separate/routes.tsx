// The /separate group (spec section 2): stock isolation. The first route is the group's landing
// list (/separate redirects to it). /separate/upload is not registered yet (it comes with its
// import type).
import { msg } from '@lingui/core/macro';
import type { ScreenRoute } from '../groupRoutes';
import { ControlScreen } from './ControlScreen';
import { HistoryScreen } from './HistoryScreen';
import { IncrementalScreen } from './IncrementalScreen';
import { SeparationScreen } from './SeparationScreen';
import { SettingScreen } from './SettingScreen';
import './separate.css';

export const routes: ScreenRoute[] = [
  { path: 'control', title: msg`Stock isolations`, component: ControlScreen },
  { path: 'setting/:id?', title: msg`Isolation setting`, component: SettingScreen },
  { path: 'separate/:id?', title: msg`Stock isolation`, component: SeparationScreen },
  { path: 'incremental/:id?', title: msg`Incremental separations`, component: IncrementalScreen },
  { path: 'seq/:id?', title: msg`Isolation history`, component: HistoryScreen },
];
