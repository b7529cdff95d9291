// Top-level screen: waits for the session, shows its failure with a retry, and renders the shell.
// /termsOfUse is shown without the shell, because SYS_REDIRECT sends users there before the rest
// of the portal answers them.
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { I18nProvider as AriaLocale } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useApp } from './appContext';
import { AppShell } from './AppShell';
import { RouteTable } from './routes';
import { TermsOfUse } from './TermsOfUse';
import { errorText } from './errorText';

/**
 * react-aria's widgets (date segments, number formats, their built-in texts such as a select's
 * "Select an item") follow the screen's language, the catalog Lingui activated (decision 022).
 */
export function App() {
  const { i18n } = useLingui();
  return (
    <AriaLocale locale={i18n.locale}>
      <AppContent />
    </AriaLocale>
  );
}

function AppContent() {
  const { t } = useLingui();
  const { session } = useApp().actors;
  const [location] = useLocation();
  const user = useSelector(session, (s) => s.context.user);
  const failed = useSelector(session, (s) => s.matches('failed'));
  const error = useSelector(session, (s) => s.context.error);
  if (location === '/termsOfUse' && !user) {
    return (
      <main id="main" className="content">
        <TermsOfUse />
      </main>
    );
  }
  if (user) {
    return (
      <AppShell>
        <RouteTable />
      </AppShell>
    );
  }
  if (failed) {
    return (
      <main id="main" className="state state-error" role="alert">
        <h1>{t`The portal could not start`}</h1>
        <p>{errorText(error)}</p>
        <button type="button" className="button" onClick={() => session.send({ type: 'session.retry' })}>
          {t`Try again`}
        </button>
      </main>
    );
  }
  return (
    <main id="main" className="state" role="status">
      {t`Loading…`}
    </main>
  );
}
