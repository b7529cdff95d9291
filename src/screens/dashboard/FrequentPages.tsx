// The dashboard's frequent pages (common.visitStatistics; docs/domain/common.md, "Visit
// statistics"): the user's most visited menu pages of the last 30 days, each a link with how many
// times it was opened, only pages whose screens this build holds. Read once with the dashboard.
import { useActorRef, useSelector } from '@xstate/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { VisitStatistics } from '../../contract/common/visits';
import { queryMachine } from '../../machines/asset';
import { visitStatisticsQuery } from '../../resources/visits';
import { useApp } from '../appContext';
import { errorText } from '../errorText';

export function FrequentPages() {
  const { t } = useLingui();
  const { build } = useApp();
  const query = useActorRef(queryMachine, { input: { run: visitStatisticsQuery.run, auto: true } });
  const stats = useSelector(query, (s) => (s.context.result as VisitStatistics | null) ?? null);
  const error = useSelector(query, (s) => (s.matches('failed') ? s.context.error : null));
  const pages = (stats?.pages ?? []).filter((p) => build.groups.includes(p.group));
  return (
    <section aria-labelledby="frequent-title" data-testid="frequent-pages">
      <h3 id="frequent-title">{t`Your frequent pages`}</h3>
      {error ? (
        <div className="state state-error" role="alert">
          <p>{errorText(error, t`Your frequent pages could not be loaded.`)}</p>
          <button type="button" className="button" onClick={() => query.send({ type: 'query.run' })}>{t`Try again`}</button>
        </div>
      ) : stats === null ? (
        <p className="state" role="status">{t`Loading…`}</p>
      ) : pages.length === 0 ? (
        <p className="state">{t`Pages you open often will be listed here.`}</p>
      ) : (
        <ul className="area-list" aria-label={t`Most visited in the last ${stats.days} days`}>
          {pages.map((p) => (
            <li key={p.path}>
              <Link href={p.path}>
                {p.groupTitle} · {p.title}
              </Link>{' '}
              <span className="field-description">{t`(${plural(p.visits, { one: '# visit', other: '# visits' })})`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
