// Visit statistics (src/contract/common/visits.ts; docs/domain/common.md, "Visit statistics"):
// a visit counts when its path is a menu page (groupMenus) of a group the caller's role grants;
// one row per user, page and UTC day, added to in one statement (concurrent visits both count).
// The statistics sum the caller's own rows of the period, keep the groups the role still grants
// and name each page as the menu does, in the caller's language.
import { getVisitStatistics, groupEntryUrl, groupMenus, recordVisit, VISIT_PAGES_MAX, type GroupId, type VisitPage } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { menuCatalog } from './menu-catalog';

/** The menu pages the user's role reaches, by path. */
function menuPages(user: SessionUser): Map<string, { group: GroupId; entry: string }> {
  const pages = new Map<string, { group: GroupId; entry: string }>();
  for (const group of user.role.groups) for (const entry of groupMenus[group]) pages.set(groupEntryUrl(group, entry), { group, entry });
  return pages;
}

const DAY_MS = 86_400_000;

export const visitHandlers: HandlerEntry[] = [
  defineHandler(recordVisit, async ({ db, user, body, now }) => {
    if (!menuPages(user).has(body.path)) return { recorded: false };
    await db.query(
      `INSERT INTO visit_counts (tenant_id, user_id, path, day, visits, last_at) VALUES ($1, $2, $3, ($4::timestamptz AT TIME ZONE 'UTC')::date, 1, $4)
       ON CONFLICT (user_id, path, day) DO UPDATE SET visits = visit_counts.visits + 1, last_at = GREATEST(visit_counts.last_at, EXCLUDED.last_at)`,
      [user.tenant.id, user.id, body.path, now],
    );
    return { recorded: true };
  }),

  defineHandler(getVisitStatistics, async ({ db, user, query, now }) => {
    // the period: today (UTC) and the days - 1 days before it
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (query.days - 1) * DAY_MS);
    const rows = await db.query<{ path: string; visits: number; last_at: Date }>(
      `SELECT path, sum(visits)::int AS visits, max(last_at) AS last_at FROM visit_counts
        WHERE tenant_id = $1 AND user_id = $2 AND day >= $3::date GROUP BY path ORDER BY visits DESC, last_at DESC, path`,
      [user.tenant.id, user.id, since.toISOString().slice(0, 10)],
    );
    const pages = menuPages(user);
    const kept = rows.filter((r) => pages.has(r.path));
    const lang = user.lang;
    return {
      days: query.days,
      total: kept.reduce((n, r) => n + r.visits, 0),
      pages: kept.slice(0, VISIT_PAGES_MAX).map((r): VisitPage => {
        const { group, entry } = pages.get(r.path)!;
        return { path: r.path, group, title: menuCatalog[group].entries[entry]?.[lang] ?? entry, groupTitle: menuCatalog[group].name[lang], visits: r.visits, lastVisitedAt: r.last_at.toISOString() };
      }),
    };
  }),
];
