// The signed-in frame: header (sidebar toggle, titles, language, account, sign-out), sidebar menu,
// content, toasts, watermark and the signing notice. While the reload flag is off the content is
// unmounted and mounted again (spec section 4: reload).
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { Sidebar } from '../ui/Sidebar';
import { Toasts } from '../ui/Toasts';
import { Watermark } from '../ui/Watermark';
import { LoadIndicator } from '../ui/LoadIndicator';
import { useApp } from './appContext';
import type { Language } from '../contract/common/common';
import { LanguageSwitch } from './LanguageSwitch';
import { visibleMenu } from './menu';
import { noticeText } from './messages';

// Loaded only for a user whose notice can open: its modal is most of react-aria's overlay code.
const SigningNotice = lazy(() => import('./SigningNotice').then((m) => ({ default: m.SigningNotice })));

export function AppShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { actors, build } = useApp();
  const [location] = useLocation();
  const user = useSelector(actors.session, (s) => s.context.user);
  const menu = useSelector(actors.session, (s) => s.context.menu);
  const signingOut = useSelector(actors.session, (s) => s.matches('signingOut'));
  const sidebarOpen = useSelector(actors.sidebar, (s) => s.hasTag('shown'));
  // on a phone's width the menu is a drawer over the content (closed at start and after navigating)
  const drawer = useSelector(actors.sidebar, (s) => s.matches('phone'));
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    actors.sidebar.send({ type: 'sidebar.navigated' });
  }, [actors.sidebar, location]);
  const reloading = useSelector(actors.locale, (s) => s.context.reloading);
  const navigating = useSelector(actors.navigation, (s) => s.hasTag('busy'));
  const toasts = useSelector(actors.notifier, (s) => s.context.toasts);
  if (!user) return null;
  const items = visibleMenu(menu, build.groups);
  return (
    <div className="shell">
      <LoadIndicator active={navigating || reloading} label={t`Loading`} />
      <a className="skip-link" href="#main">{t`Skip to content`}</a>
      <header className="header">
        <button
          ref={toggleRef}
          type="button"
          className="header-button"
          aria-expanded={sidebarOpen}
          aria-controls="sidebar"
          data-testid="sidebar-toggle"
          onClick={() => actors.sidebar.send({ type: 'sidebar.toggled' })}
        >
          {sidebarOpen ? t`Hide menu` : t`Show menu`}
        </button>
        <h1>
          {build.title[i18n.locale as Language] ?? build.title.en}{' '}
          {/* a brand name, the same in every language (translate="no": not a label to translate) */}
          <span className="sub-product" translate="no">
            {build.subProduct}
          </span>
        </h1>
        <span className="spacer" />
        <LanguageSwitch />
        {/* the user's and the company's names are data, shown as entered */}
        <span className="who" data-testid="who" translate="no">
          {user.displayName} · {user.tenantName}
        </span>
        <button
          type="button"
          className="header-button"
          disabled={signingOut}
          onClick={() => actors.session.send({ type: 'session.signOutRequested' })}
        >
          {t`Sign out`}
        </button>
      </header>
      <div className="body">
        <Sidebar
          items={items}
          open={sidebarOpen}
          drawer={drawer}
          onDismiss={() => {
            actors.sidebar.send({ type: 'sidebar.closed' });
            toggleRef.current?.focus();
          }}
          activePath={location}
          label={t`Main menu`}
          brand={build.sidebarLogo ? { name: build.subProduct } : undefined}
          renderLink={(item, active) => (
            <Link href={item.url} aria-current={active ? 'page' : undefined}>
              <span className={`icon icon-${item.icon}`} aria-hidden="true" />
              {item.label}
            </Link>
          )}
        />
        {/* the open drawer is modal: what it covers leaves the focus order */}
        <main id="main" className="content" tabIndex={-1} inert={drawer && sidebarOpen}>
          {reloading ? null : children}
        </main>
      </div>
      <Toasts
        toasts={toasts.map((n) => ({ id: n.id, tone: n.tone, text: noticeText(n) }))}
        onDismiss={(id) => actors.notifier.send({ type: 'notify.dismiss', id })}
        onHold={(id) => actors.notifier.send({ type: 'notify.held', id })}
        onRelease={(id) => actors.notifier.send({ type: 'notify.released', id })}
        dismissLabel={t`Dismiss`}
        regionLabel={t`Notifications`}
      />
      <Watermark lines={[user.account, user.tenantName]} />
      {user.signedFlag === '1' && !user.signingNoticeSeen && (
        <Suspense fallback={null}>
          <SigningNotice userId={user.userId} signedFlag={user.signedFlag} seen={user.signingNoticeSeen} />
        </Suspense>
      )}
    </div>
  );
}
