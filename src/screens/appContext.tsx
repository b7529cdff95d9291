// The app-wide actors, created once by the composition root (src/main.tsx) and handed to screens
// through context. Screens read them with useSelector and send events; they never fetch.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MessageKey, Notice } from '../contract/kernel/messages';
import type { Language } from '../contract/common/common';
import type { sessionMachine } from '../machines/app/session.machine';
import type { localeMachine } from '../machines/app/locale.machine';
import type { sidebarMachine } from '../machines/app/sidebar.machine';
import type { notifierMachine } from '../machines/app/notifier.machine';
import type { navigationMachine } from '../machines/app/navigation.machine';
import type { dashboardMachine } from '../machines/app/dashboard.machine';
import type { workQueueMachine } from '../machines/app/workQueue.machine';
import type { termsMachine } from '../machines/app/terms.machine';
import type { signingNoticeMachine } from '../machines/app/signingNotice.machine';

export interface AppActors {
  session: ActorRefFrom<typeof sessionMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  sidebar: ActorRefFrom<typeof sidebarMachine>;
  notifier: ActorRefFrom<typeof notifierMachine>;
  navigation: ActorRefFrom<typeof navigationMachine>;
}

/** Machines a screen runs for itself, provided by the root with their services wired. */
export interface ScreenMachines {
  dashboard: typeof dashboardMachine;
  workQueue: typeof workQueueMachine;
  terms: typeof termsMachine;
  signingNotice: typeof signingNoticeMachine;
}

/** Screen differences the spec names per variant (section 2), as the variant decides them. */
export interface ScreenVariants {
  /** /report/report: "variant: scm, dms or default". */
  report: 'scm' | 'dms' | 'default';
  /** /product/list: "vms or other variant". */
  productList: 'vms' | 'default';
  /** /order/info/:id: which order info call (order.info, vms or fobt order info). */
  orderInfo: 'default' | 'vms' | 'fobt';
  /** /order/list: the seller order filter, or its older shape (spec section 3). */
  orderFilter: 'current' | 'old';
}

/** What the root knows about the build, handed down so that screens never read the variant. */
export interface BuildInfo {
  appId: string;
  /** The variant's title in each language: the header shows the screen's. */
  title: Record<Language, string>;
  /** A brand name: the same in both languages (marked translate="no"). */
  subProduct: string;
  /** Spec section 9 "sidebar logo on" (the variant's flag): the sidebar shows the logo and subProduct. */
  sidebarLogo: boolean;
  dashboard: 'supplier' | 'ecol';
  /** Route groups whose screens this build registers. */
  groups: readonly string[];
  screens: ScreenVariants;
  /** The application id the import template calls carry (spec section 7: tof only); absent: none. */
  templateAppId?: string;
}

export interface AppContextValue {
  actors: AppActors;
  machines: ScreenMachines;
  build: BuildInfo;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext missing: render screens inside <AppContext.Provider>');
  return value;
}

/** Where a success toast is shown: what it happened to, and whether it follows the user off the page. */
export interface ToastTarget {
  /** In the screen's words: "Order PO00008640", "Isolation SI0001". */
  subject?: string;
  /** The action leaves the page (a delete that returns to the list): the toast goes along. */
  follows?: boolean;
}

export interface SuccessToast {
  saved(target?: ToastTarget): void;
  deleted(target?: ToastTarget): void;
  say(messageKey: MessageKey, target?: ToastTarget): void;
  /** A result the screen words itself, already translated ("Shipped", "3 lines applied"). */
  done(what: string, target?: ToastTarget): void;
}

/**
 * Success toasts (5 s, through the notifier) for what screens give their machines' announce*
 * actions. Each names what happened to what ("Order PO00008640: Shipped"); a bare "Done" tells
 * the user nothing once two toasts are up.
 */
export function useSuccessToast(): SuccessToast {
  const { actors } = useApp();
  const push = (notice: Omit<Notice, 'tone'>) => actors.notifier.send({ type: 'notify.push', notice: { tone: 'success', ...notice } });
  const say = (messageKey: MessageKey, target: ToastTarget = {}) => push({ messageKey, ...target });
  return {
    saved: (target) => say('common.message.saveSuccess', target),
    deleted: (target) => say('common.message.deleteSuccess', target),
    say,
    done: (what, target = {}) => push({ message: what, ...target }),
  };
}
