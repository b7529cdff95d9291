// The route table (spec section 2): / and /dashboard, /404 and /termsOfUse (hidden), then every
// route group this build registers (virtual:variant-routes), each loaded on first visit. Unknown
// paths go to /404. The table tells the navigation machine when the path changes (load indicator
// on) and each route when it is shown, with its title (the title is set, the page scrolls to the
// top, and the indicator goes off once the screen's first calls have answered).
import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { groupRoutes } from 'virtual:variant-routes';
import { useApp } from './appContext';
import type { Language } from '../contract/common/common';
import { GroupAccessProvider } from './access';
import { SupplierDashboard } from './dashboard/SupplierDashboard';
import { EcolDashboard } from './dashboard/EcolDashboard';
import { NotFound } from './NotFound';
import { TermsOfUse } from './TermsOfUse';
import type { GroupRouteModule, ScreenRoute } from './groupRoutes';

const titles = {
  dashboard: msg`Dashboard`,
  notFound: msg`Page not found`,
  terms: msg`Terms of use`,
  loading: msg`Loading…`,
  /** Spec section 2: a route may carry a guide option { show, url }. */
  guide: msg`Guide for this page`,
};

/** Tells the navigation machine a route is shown (title, scroll to top, the indicator settles), and the notifier. */
function Titled({ title, guide, children }: { title: MessageDescriptor; guide?: ScreenRoute['guide']; children: ReactNode }) {
  const { i18n } = useLingui();
  const { actors, build } = useApp();
  const [location] = useLocation();
  const text = i18n._(title);
  // the screen is shown (its group's chunk has loaded): its title; the indicator waits for its first calls
  useEffect(() => {
    actors.navigation.send({ type: 'nav.shown', title: `${text} - ${build.title[i18n.locale as Language] ?? build.title.en}` });
  }, [location, text, i18n.locale]);
  // the previous page's toasts go with it
  useEffect(() => actors.notifier.send({ type: 'notify.navigated', path: location }), [location]);
  return (
    <>
      {guide?.show ? (
        <p className="guide">
          <a href={guide.url} target="_blank" rel="noopener noreferrer">
            {i18n._(titles.guide)}
          </a>
        </p>
      ) : null}
      {children}
    </>
  );
}

const groupComponents = Object.fromEntries(
  Object.entries(groupRoutes).map(([group, load]) => [
    group,
    lazy(async () => {
      const mod: GroupRouteModule = await load();
      return {
        default: () => (
          <Switch>
            {mod.routes.map((r) => (
              <Route key={r.path} path={`/${r.path}`}>
                {(params) => (
                  <Titled title={r.title} guide={r.guide}>
                    {/* keyed by its parameters: another record (or none: a new one) is a fresh screen, not the last one's machines */}
                    <r.component key={JSON.stringify(params)} params={params as Record<string, string | undefined>} />
                  </Titled>
                )}
              </Route>
            ))}
            <Route path="/">{() => (mod.routes[0] ? <Redirect to={`/${mod.routes[0].path.split('/:')[0]}`} replace /> : <Redirect to="~/404" replace />)}</Route>
            <Route>{() => <Redirect to="~/404" replace />}</Route>
          </Switch>
        ),
      };
    }),
  ]),
);

export function RouteTable() {
  const { build, actors } = useApp();
  const { i18n } = useLingui();
  const [location] = useLocation();
  // A layout effect: it runs before the shown screen's (passive) effects of the same commit, so the
  // navigation starts before an already loaded screen says it is shown. A lazy group's screen says
  // so only once its chunk has loaded: the indicator is on meanwhile.
  useLayoutEffect(() => {
    actors.navigation.send({ type: 'nav.started', path: location });
  }, [actors.navigation, location]);
  const Dashboard = build.dashboard === 'ecol' ? EcolDashboard : SupplierDashboard;
  return (
    <Switch>
      <Route path="/">{() => <Titled title={titles.dashboard}><Dashboard /></Titled>}</Route>
      <Route path="/dashboard">{() => <Titled title={titles.dashboard}><Dashboard /></Titled>}</Route>
      <Route path="/404">{() => <Titled title={titles.notFound}><NotFound /></Titled>}</Route>
      <Route path="/termsOfUse">{() => <Titled title={titles.terms}><TermsOfUse /></Titled>}</Route>
      {Object.entries(groupComponents).map(([group, Group]) => (
        <Route key={group} path={`/${group}`} nest>
          <GroupAccessProvider group={group}>
            <Suspense fallback={<p className="state" role="status">{i18n._(titles.loading)}</p>}>
              <Group />
            </Suspense>
          </GroupAccessProvider>
        </Route>
      ))}
      <Route>{() => <Redirect to="/404" replace />}</Route>
    </Switch>
  );
}
