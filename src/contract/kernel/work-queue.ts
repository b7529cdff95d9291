// A work-queue count of the dashboard (docs/domain/dashboard.md): the total of one list searched
// with fixed conditions. An area declares its counts once in its shell (`workQueue`, kernel/area.ts),
// typed by the list's conditions without loading the list (a type-only import); its manifest
// names the lists (`workQueueLists`) and checks each count's conditions against its list's when
// it loads. The server counts through the list's own page() with these conditions and the
// dashboard links to the list with the same conditions in its URL, so a count and its list cannot
// disagree.
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

/** A list a count searches: its bizType and its condition schema (a list spec). */
export interface WorkQueueList<C extends z.ZodObject = z.ZodObject> {
  bizType: string;
  conditions: C;
}

/**
 * A count of a list, for an area's shell: `L` is the list's type (`typeof someList`, imported as a
 * type only, so the shell loads none of the list's schemas); the conditions are typed by it. The
 * manifest checks them against the list itself (`checkWorkQueueItem`).
 */
export function workQueueItem<L extends WorkQueueList>(item: {
  id: string;
  group: GroupId;
  entry: string;
  bizType: L['bizType'];
  conditions: Partial<z.input<L['conditions']>>;
}): WorkQueueItem {
  return { ...item, conditions: item.conditions as Record<string, unknown> };
}

/** Refuses a count whose conditions are not its list's (the manifest runs it when it loads). */
export function checkWorkQueueItem(list: WorkQueueList, item: WorkQueueItem): void {
  if (item.bizType !== list.bizType) throw new Error(`work-queue count ${item.id}: it searches ${item.bizType}, not ${list.bizType}`);
  const checked = list.conditions.partial().strict().safeParse(item.conditions);
  if (!checked.success) throw new Error(`work-queue count ${item.id}: its conditions are not ${list.bizType}'s`);
}
