// The dashboard's work queue (common.workQueue; docs/domain/dashboard.md): each count the caller
// may see is the total of its list's own page() for the item's conditions, so it is the figure the
// list shows when the link opens it (same WHERE, same tenant scope, same cap, same clock rules).
import { builtMenuEntries, getWorkQueue, groupMenus, workQueueItems, type WorkQueueCount, type WorkQueueItem } from '../../src/contract';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { callerOf, getList, type ListCaller } from '../lists/registry';
import { menuGroups } from './menu';
import { variantOf } from './common';

/** The items whose list the caller's menu shows: a group the variant has and the role grants, an entry built. */
export function visibleWorkQueue(groups: readonly string[]): WorkQueueItem[] {
  return workQueueItems.filter((item) => groups.includes(item.group) && (builtMenuEntries[item.group] ?? groupMenus[item.group]).includes(item.entry));
}

/** One item's count: a page of one row of its list, whose total is the list's (capped) total. */
export async function countItem(db: Db, caller: ListCaller & { now: Date }, item: WorkQueueItem): Promise<WorkQueueCount> {
  const page = await getList(item.bizType, caller.lang).page(db, caller, { conditions: { ...item.conditions }, pageSize: 1 });
  return { id: item.id, count: page.total, capped: page.totalCapped };
}

export const workQueueHandlers: HandlerEntry[] = [
  defineHandler(getWorkQueue, async ({ db, user, query, now }) => {
    const items = visibleWorkQueue(menuGroups(variantOf(query.k, user), user));
    const caller = { ...callerOf(user), now };
    const counts: WorkQueueCount[] = [];
    // one after another: PGlite has one connection, and on PostgreSQL a dashboard holds one at a time
    for (const item of items) counts.push(await countItem(db, caller, item));
    return { counts };
  }),
];
