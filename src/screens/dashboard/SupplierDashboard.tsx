// The dashboard of the supplier-side variants: first the work waiting for the user (WorkQueue),
// then the pages the user opens most (FrequentPages), then who is signed in, for which company, the previous sign-in, and the areas the user's menu
// grants that this build holds, each a link to its area.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { groupIds, type GroupId } from '../../contract/kernel/groups';
import { groupNames } from '../groupNames';
import { useApp } from '../appContext';
import { DashboardFrame } from './DashboardFrame';
import type { DashboardSummary } from '../../machines/app/dashboard.machine';
import { kindName, formatDateTime } from './labels';
import { WorkQueue } from './WorkQueue';
import { FrequentPages } from './FrequentPages';

export function SupplierDashboard() {
  return <DashboardFrame>{(summary, refresh) => <SupplierDashboardView summary={summary} refresh={refresh} />}</DashboardFrame>;
}

function SupplierDashboardView({ summary, refresh }: { summary: DashboardSummary; refresh(): void }) {
  const { t, i18n } = useLingui();
  const { build } = useApp();
  // an area granted but not in this build has no screens to open: it is not the user's here
  const granted = summary.groups.filter((g): g is GroupId => (groupIds as readonly string[]).includes(g) && build.groups.includes(g));
  return (
    <section aria-labelledby="dash-title" data-testid="dashboard">
      <h2 id="dash-title">
        {/* the name is data (translate="no"): the language crawl reads only the greeting */}
        <Trans>
          Welcome, <span translate="no">{summary.displayName}</span>
        </Trans>
      </h2>
      <WorkQueue />
      <FrequentPages />
      <dl className="facts">
        <dt>{t`Account`}</dt>
        <dd data-testid="dash-account" translate="no">
          {summary.account}
        </dd>
        <dt>{t`Company`}</dt>
        <dd data-testid="dash-company" translate="no">
          {summary.tenantName}
        </dd>
        <dt>{t`Company type`}</dt>
        <dd>{i18n._(kindName[summary.tenantKind])}</dd>
        <dt>{t`Last sign-in`}</dt>
        <dd>{summary.lastLoginAt ? formatDateTime(summary.lastLoginAt, i18n.locale) : t`First sign-in`}</dd>
      </dl>
      <div className="cards">
        <div className="card">
          <h3>{t`Users in your company`}</h3>
          <p className="figure">{summary.userCount}</p>
        </div>
        <div className="card">
          <h3>{t`Active sessions`}</h3>
          <p className="figure">{summary.activeSessions}</p>
        </div>
        <div className="card">
          <h3>{t`Areas you can use`}</h3>
          <p className="figure">{granted.length}</p>
        </div>
      </div>
      <h3>{t`Your areas`}</h3>
      {granted.length === 0 ? (
        <p className="state">{t`Your role grants no business areas in this portal yet. Ask your company administrator.`}</p>
      ) : (
        <ul className="area-list" data-testid="dash-areas">
          {granted.map((g) => (
            <li key={g}>
              <Link href={`/${g}`}>{i18n._(groupNames[g])}</Link>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button secondary" onClick={refresh}>
        {t`Refresh`}
      </button>
    </section>
  );
}
