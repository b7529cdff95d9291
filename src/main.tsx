// Composition root: the only place (with the route table) that reads the variant. It configures
// the services with the variant's flavour and account type and wires their effects (toasts,
// navigation, gateway) to the app actors, starts those actors, activates the language and
// renders the app. With localStorage 'wharf.inspect' = '1' the Stately inspector is attached.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type InspectionEvent, type Observer } from 'xstate';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import variant from 'virtual:variant';
import { groupRoutes } from 'virtual:variant-routes';
import { callsInFlight, configureServices, isPhone, setServiceLanguage, subscribeActivity, subscribeViewport, viewportNow } from './services';
import { sessionMachine, SESSION_SYSTEM_ID } from './machines/app/session.machine';
import { localeMachine } from './machines/app/locale.machine';
import { adoptStoredLanguageOnce } from './machines/app/adoptLanguage';
import { sidebarMachine, sidebarOpenFromCookie } from './machines/app/sidebar.machine';
import { notifierMachine, NOTIFIER_SYSTEM_ID } from './machines/app/notifier.machine';
import { navigationMachine } from './machines/app/navigation.machine';
import { visitsMachine } from './machines/app/visits.machine';
import { dashboardMachine } from './machines/app/dashboard.machine';
import { workQueueMachine } from './machines/app/workQueue.machine';
import { termsMachine } from './machines/app/terms.machine';
import { signingNoticeMachine } from './machines/app/signingNotice.machine';
import { installBackGuard } from './machines/support/browser';
import type { Language } from './contract/common/common';
import { SIGN_IN_GATEWAY } from './contract/kernel/envelope';
import { AppContext, type AppContextValue } from './screens/appContext';
import { App } from './screens/App';
import { activateLanguage, initialLanguage } from './screens/i18n';
import './ui/theme.css';

type Inspect = Observer<InspectionEvent> | undefined;

async function inspector(): Promise<Inspect> {
  if (localStorage.getItem('wharf.inspect') !== '1') return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

function applyTheme() {
  const root = document.documentElement.style;
  const t = variant.theme;
  root.setProperty('--primary', t.primary);
  root.setProperty('--on-primary', t.primaryContrast);
  root.setProperty('--accent', t.accent);
  root.setProperty('--sidebar-bg', t.sidebarBackground);
  root.setProperty('--text', t.sidebarText);
  root.setProperty('--sidebar-width', `${t.sidebarWidth}px`);
}

/** Same-origin paths navigate inside the SPA (remembering where from); anything else loads. */
function go(url: string) {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url, { state: { from: location.pathname + location.search } });
  else location.assign(url);
}

async function start() {
  applyTheme();
  const inspect = await inspector();
  const lang: Language = initialLanguage();
  // the catalog downloads while the session's first call is under way; the render waits for both
  const catalog = activateLanguage(lang);

  const notifier = createActor(notifierMachine, { systemId: NOTIFIER_SYSTEM_ID, inspect }).start();
  configureServices({
    flavour: variant.flavour,
    accountType: variant.accountType,
    appId: variant.appId,
    language: lang,
    gateway: SIGN_IN_GATEWAY,
    effects: {
      notify: (notice) => notifier.send({ type: 'notify.push', notice }),
      navigate: go,
      toGateway: (gateway) => location.assign(gateway),
    },
  });
  const session = createActor(sessionMachine, { systemId: SESSION_SYSTEM_ID, input: { appId: variant.appId, gateway: SIGN_IN_GATEWAY }, inspect }).start();
  const locale = createActor(
    localeMachine.provide({
      actions: {
        // The session lives in its own actor system here, so the root relays the new language.
        announceLang: (_, params: { lang: Language }) => {
          // before the session loads its menu again: that call must name the new language
          setServiceLanguage(params.lang);
          session.send({ type: 'session.langChanged', lang: params.lang });
          session.send({ type: 'session.refresh' });
        },
      },
    }),
    { input: { lang }, inspect },
  ).start();
  const sidebar = createActor(sidebarMachine, { input: { open: sidebarOpenFromCookie(document.cookie), phone: isPhone(viewportNow()) }, inspect }).start();
  // the one throttled resize source drives the phone drawer switch (spec section 9)
  subscribeViewport((v) => sidebar.send({ type: 'viewport.changed', phone: isPhone(v) }));
  const navigation = createActor(navigationMachine, { inspect }).start();
  // the load indicator waits for a shown screen's first calls (spec section 2)
  subscribeActivity((busy) => navigation.send({ type: 'calls.changed', busy }));
  if (callsInFlight() > 0) navigation.send({ type: 'calls.changed', busy: true });
  // each arrival on a menu page is counted for the dashboard's frequent pages
  const visits = createActor(visitsMachine, { inspect }).start();
  navigation.subscribe((s) => visits.send({ type: 'visit.pageShown', path: s.context.path }));

  // The catalog and the calls' language header follow the language the locale machine settles on.
  locale.subscribe((s) => {
    setServiceLanguage(s.context.lang);
    void activateLanguage(s.context.lang);
  });
  // the account's stored language, once per page load (decision 022)
  adoptStoredLanguageOnce(session, locale);

  const value: AppContextValue = {
    actors: { session, locale, sidebar, notifier, navigation },
    machines: {
      dashboard: dashboardMachine,
      workQueue: workQueueMachine,
      terms: termsMachine,
      signingNotice: signingNoticeMachine,
    },
    build: {
      appId: variant.appId,
      title: variant.title,
      subProduct: variant.subProduct,
      sidebarLogo: variant.flags.sidebarLogo,
      dashboard: variant.dashboard,
      groups: Object.keys(groupRoutes),
      screens: variant.screens,
      ...(variant.templateAppId ? { templateAppId: variant.appId } : {}),
    },
  };
  document.title = variant.title[lang];
  // before the router subscribes: unsaved-changes guards must see Back before it does
  installBackGuard();
  await catalog;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppContext.Provider value={value}>
          <Router>
            <App />
          </Router>
        </AppContext.Provider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
