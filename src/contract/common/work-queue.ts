// The dashboard's work queue (docs/domain/dashboard.md): one call answers every count the caller
// may see, each the total of a list searched with the conditions its area's manifest declares
// (kernel/work-queue.ts). Any signed-in user may ask; the server counts only the lists of the
// route groups the menu shows the caller (the variant has them, the role grants them), so the
// call needs no permission key of its own: each count is as visible as the list it opens.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';

export const workQueueCountSchema = z.object({
  /** A work-queue item's id (kernel/work-queue.ts). */
  id: z.string(),
  /** The list's total for the item's conditions, capped as the list caps it. */
  count: z.number().int().nonnegative(),
  /** More than `count` (the list's "of more than 10,000"). */
  capped: z.boolean(),
});
export type WorkQueueCount = z.infer<typeof workQueueCountSchema>;

export const workQueueSchema = z.object({ counts: z.array(workQueueCountSchema) });
export type WorkQueue = z.infer<typeof workQueueSchema>;

export const getWorkQueue = endpoint({
  id: 'common.workQueue',
  method: 'GET',
  path: '/common/app/dashboard/workQueue',
  summary: "The dashboard's counts of waiting work, each the total of the list it links to (k = application key)",
  query: z.strictObject({ k: z.string().min(1).max(64) }),
  response: workQueueSchema,
});

export const workQueueEndpoints = [getWorkQueue] as const;
