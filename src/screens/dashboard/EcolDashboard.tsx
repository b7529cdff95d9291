// The service-provider dashboard of the ecol variant: the provider's company, its service areas
// (collection, provider finance, purchased services) and who is working in the portal.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { GroupId } from '../../contract/kernel/groups';
import { groupNames } from '../groupNames';
import { useApp } from '../appContext';
import { DashboardFrame } from './DashboardFrame';
import type { DashboardSummary } from '../../machines/app/dashboard.machine';
import { kindName, formatDateTime } from './labels';

const SERVICE_AREAS: GroupId[] = ['collect', 'serviceProvider', 'service'];

export function EcolDashboard() {
  return <DashboardFrame>{(summary, refresh) => <EcolDashboardView summary={summary} refresh={refresh} />}</DashboardFrame>;
}

function EcolDashboardView({ summary, refresh }: { summary: DashboardSummary; refresh(): void }) {
  const { t, i18n } = useLingui();
  const { build } = useApp();
  return (
    <section aria-labelledby="dash-title" data-testid="dashboard-ecol">
      <h2 id="dash-title">{t`Service provider workspace`}</h2>
      <p>
        {t`Signed in as ${summary.displayName} (${summary.account}) for ${summary.tenantName}.`} {i18n._(kindName[summary.tenantKind])}
      </p>
      <div className="cards">
        {SERVICE_AREAS.map((g) => {
          const granted = summary.groups.includes(g);
          return (
            <div className="card" key={g}>
              {/* the area's name is the link to it when the user can open it here */}
              <h3>{granted && build.groups.includes(g) ? <Link href={`/${g}`}>{i18n._(groupNames[g])}</Link> : i18n._(groupNames[g])}</h3>
              <p>{granted ? t`Granted to your role` : t`Not granted to your role`}</p>
            </div>
          );
        })}
        <div className="card">
          <h3>{t`Team`}</h3>
          <p className="figure">{summary.userCount}</p>
          <p>{t`${summary.activeSessions} signed in now`}</p>
        </div>
      </div>
      <p>{summary.lastLoginAt ? t`Last sign-in: ${formatDateTime(summary.lastLoginAt, i18n.locale)}` : t`First sign-in`}</p>
      <button type="button" className="button secondary" onClick={refresh}>
        {t`Refresh`}
      </button>
    </section>
  );
}
