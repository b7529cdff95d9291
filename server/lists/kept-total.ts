// Totals answered from counts a list keeps per tenant and status (decisions 012, 040), for the
// searches they can answer: no condition at all, or statuses only (a multi-select's list or a
// select's one status). Whether a search is one of those is decided on the SQL itself: the WHERE
// built without the statuses must render exactly as the WHERE of no condition (the tenant's
// alone), so a condition that adds SQL is never missed, whatever its name or value. Any other
// search answers undefined and is counted as usual.
import type { ListCaller } from './registry';
import { and, sql, type SqlFragment } from './sql';

type WhereParts = readonly (SqlFragment | null | undefined | false)[];

const sameSql = (a: WhereParts, b: WhereParts) => {
  const x = and(a).render();
  const y = and(b).render();
  return x.text === y.text && JSON.stringify(x.params) === JSON.stringify(y.params);
};

export function statusOnlyTotal<C extends object, K extends keyof C>(
  statusKey: K,
  where: (caller: ListCaller, c: Partial<C>) => WhereParts,
  /** The exact count of the tenant's rows in the statuses (all statuses when undefined). */
  kept: (tenantId: string, statuses: readonly string[] | undefined) => SqlFragment,
) {
  return (caller: ListCaller, c: Partial<C>): SqlFragment | undefined => {
    const { [statusKey]: statuses, ...others } = c;
    if (!sameSql(where(caller, others as Partial<C>), where(caller, {}))) return undefined;
    // a multi-select condition gives a list; a select one value ('' or absent: every status)
    const list = typeof statuses === 'string' ? (statuses ? [statuses] : []) : (statuses as readonly string[] | undefined);
    return kept(caller.tenantId, list?.length ? list : undefined);
  };
}

/** The total of a list that keeps one count per tenant: for the search without conditions only. */
export function unfilteredTotal<C extends object>(
  where: (caller: ListCaller, c: Partial<C>) => WhereParts,
  /** The exact count of the tenant's rows. */
  kept: (tenantId: string) => SqlFragment,
) {
  return (caller: ListCaller, c: Partial<C>): SqlFragment | undefined => (sameSql(where(caller, c), where(caller, {})) ? kept(caller.tenantId) : undefined);
}

/** `AND status = ANY(...)` of the statuses, or nothing. */
export const statusFilter = (statuses: readonly string[] | undefined) => (statuses ? sql` AND status = ANY(${[...statuses]}::text[])` : sql``);
