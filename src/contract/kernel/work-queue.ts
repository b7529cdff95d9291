// A work-queue count of the dashboard (docs/domain/dashboard.md): the total of one list searched
// with fixed conditions. An area declares its counts once in its contract manifest (`workQueue`);
// the server counts through the list's own page() with these conditions and the dashboard links
// to the list with the same conditions in its URL, so a count and its list cannot disagree.
import type { z } from 'zod';
import type { GroupId } from './groups';

export interface WorkQueueItem {
  /** Stable id (the dashboard's label and test rows are keyed by it). */
  id: string;
  /** The route group of the list; its menu entry (the list's screen) is `/<group>/<entry>`. */
  group: GroupId;
  entry: string;
  /** The list searched (its registered bizType). */
  bizType: string;
  /** The list's conditions, as its search body and URL (`?q=`) carry them. */
  conditions: Readonly<Record<string, unknown>>;
}

/** A count of a list (a list spec): its conditions are typed by, and checked against, the list's. */
export function workQueueCount<C extends z.ZodObject>(
  list: { bizType: string; conditions: C },
  item: { id: string; group: GroupId; entry: string; conditions: Partial<z.input<C>> },
): WorkQueueItem {
  const checked = list.conditions.partial().strict().safeParse(item.conditions);
  if (!checked.success) throw new Error(`work-queue count ${item.id}: its conditions are not ${list.bizType}'s`);
  return { ...item, bizType: list.bizType, conditions: item.conditions as Record<string, unknown> };
}
