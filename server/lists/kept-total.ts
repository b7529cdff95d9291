// Totals answered from counts a list keeps per tenant and status (decision 012), for the searches
// they can answer: no condition at all, or statuses only. Whether a search is one of those is
// decided on the SQL itself: the WHERE built without the statuses must render exactly as the
// WHERE of no condition (the tenant's alone), so a condition that adds SQL is never missed,
// whatever its name or value. Any other search answers undefined and is counted as usual.
import type { ListCaller } from './registry';
import { and, sql, type SqlFragment } from './sql';

type WhereParts = readonly (SqlFragment | null | undefined | false)[];

export function statusOnlyTotal<C extends object, K extends keyof C>(
  statusKey: K,
  where: (caller: ListCaller, c: Partial<C>) => WhereParts,
  /** The exact count of the tenant's rows in the statuses (all statuses when undefined). */
  kept: (tenantId: string, statuses: readonly string[] | undefined) => SqlFragment,
) {
  return (caller: ListCaller, c: Partial<C>): SqlFragment | undefined => {
    const { [statusKey]: statuses, ...others } = c;
    const rest = and(where(caller, others as Partial<C>)).render();
    const none = and(where(caller, {})).render();
    if (rest.text !== none.text || JSON.stringify(rest.params) !== JSON.stringify(none.params)) return undefined;
    const list = statuses as readonly string[] | undefined;
    return kept(caller.tenantId, list?.length ? list : undefined);
  };
}

/** `AND status = ANY(...)` of the statuses, or nothing. */
export const statusFilter = (statuses: readonly string[] | undefined) => (statuses ? sql` AND status = ANY(${[...statuses]}::text[])` : sql``);
