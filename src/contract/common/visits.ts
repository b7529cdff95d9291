// Visit statistics (spec section 7 "Common" and "Other areas": "visit statistics", shapes not
// shown; design in docs/domain/common.md, "Visit statistics"): the portal records each time a
// user opens a page of the menu, and the dashboard shows the user's most visited pages of the
// last days as shortcuts. Only menu pages of groups the user's role grants are counted (a detail
// page, a hidden helper or a mistyped address is not a visit of a menu page); the counts are the
// user's own, per day (UTC).
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { groupIdSchema } from '../kernel/groups';

export const VISIT_DAYS_DEFAULT = 30;
export const VISIT_DAYS_MAX = 90;
/** How many pages the statistics answer, most visited first. */
export const VISIT_PAGES_MAX = 8;

export const visitPathSchema = z.string().regex(/^\/[A-Za-z0-9/_-]{1,199}$/);

export const recordVisit = endpoint({
  id: 'common.visitRecord',
  changes: 'own',
  method: 'POST',
  path: '/common/app/visit/statistics',
  summary: 'Counts one visit of the caller to a menu page (recorded false: the path is no menu page of a group the role grants)',
  body: z.strictObject({ path: visitPathSchema }),
  response: z.object({ recorded: z.boolean() }),
});

export const visitPageSchema = z.object({
  path: z.string(),
  group: groupIdSchema,
  /** The page's and its group's menu names, in the caller's language. */
  title: z.string(),
  groupTitle: z.string(),
  visits: z.number().int().positive(),
  lastVisitedAt: z.string(),
});
export type VisitPage = z.infer<typeof visitPageSchema>;

export const visitStatisticsSchema = z.object({
  days: z.number().int(),
  /** Visits of every page counted in the period (not only the pages listed). */
  total: z.number().int().nonnegative(),
  pages: z.array(visitPageSchema),
});
export type VisitStatistics = z.infer<typeof visitStatisticsSchema>;

export const getVisitStatistics = endpoint({
  id: 'common.visitStatistics',
  method: 'GET',
  path: '/common/app/visit/statistics',
  summary: "The caller's most visited menu pages of the last `days` days (groups the role still grants), with the total",
  query: z.strictObject({ days: z.coerce.number().int().min(1).max(VISIT_DAYS_MAX).default(VISIT_DAYS_DEFAULT) }),
  response: visitStatisticsSchema,
});

export const visitEndpoints = [recordVisit, getVisitStatistics] as const;
