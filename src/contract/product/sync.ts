// Sync jobs (docs/domain/products.md, "Channel products, matching and sync"): a job pulls one
// channel's listings or pushes our prices or stock to it. The supplier starts one for a cart (a
// real job: server/product/sync-runner.ts runs it off the request); each channel sku of the cart
// gets a result (ok, failed with a reason, skipped). A job that failed items can be retried once:
// a new job runs the failed items again (the record-with-actions kit, action "retry").
// The record route /product/syncInfo takes the job's id as a query (?id=), the spec's route
// having no params.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';

const P = '/api/scm-app/supplier/product/sync';

export const syncKinds = ['pullListings', 'pushPrices', 'pushStock'] as const;
export const syncKindSchema = z.enum(syncKinds);
export type SyncKind = z.infer<typeof syncKindSchema>;

export const syncStatuses = ['queued', 'running', 'done', 'partFailed', 'failed', 'retried'] as const;
export const syncStatusSchema = z.enum(syncStatuses);
export type SyncStatus = z.infer<typeof syncStatusSchema>;
/** A job still to run or running: one per cart and kind. */
export const openSyncStatuses: readonly SyncStatus[] = ['queued', 'running'];
/** A finished job with failed items, not yet retried. */
export const retrySyncStatuses: readonly SyncStatus[] = ['partFailed', 'failed'];

export const syncResults = ['ok', 'failed', 'skipped'] as const;
export const syncResultSchema = z.enum(syncResults);
export type SyncResult = z.infer<typeof syncResultSchema>;

/** Why an item failed or was skipped, the job's rules in order (server/product/sync-runner.ts). */
export const syncReasons = ['UNMATCHED_SKU', 'MATCH_CONFLICT', 'PRODUCT_BLOCKED', 'SKU_INACTIVE', 'OFF_SHELF'] as const;
export const syncReasonSchema = z.enum(syncReasons);
export type SyncReason = z.infer<typeof syncReasonSchema>;

export const syncActions = ['readListing', 'setPrice', 'setStock'] as const;
export const syncActionSchema = z.enum(syncActions);
export type SyncAction = z.infer<typeof syncActionSchema>;
export const syncActionOf: Record<SyncKind, SyncAction> = { pullListings: 'readListing', pushPrices: 'setPrice', pushStock: 'setStock' };

/** The longest note of a retry. */
export const SYNC_NOTE_MAX = 200;

export const SyncErrorCode = {
  busy: 'PRODUCT_SYNC_BUSY',
  cartInactive: 'PRODUCT_SYNC_CART_INACTIVE',
  stale: 'PRODUCT_SYNC_STALE',
  decided: 'PRODUCT_SYNC_DECIDED',
} as const;

export const syncJobList = defineListSpec({
  bizType: 'product.syncList',
  title: ['Sync records', '同步记录'],
  fields: {
    id: { type: z.string(), filter: { kind: 'select', schema: z.string().max(64), inSearchBar: false } },
    jobNo: { type: z.string(), title: ['Job no.', '任务编号'], width: 150, sortable: true, filter: 'text' },
    cartId: { type: z.string() },
    cartName: { type: z.string(), title: ['Channel', '渠道店铺'], width: 170 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 110, optionName: 'platform', filter: { kind: 'select', schema: z.string().max(32) } },
    kind: { type: syncKindSchema, title: ['Kind', '类型'], kind: 'status', width: 130, optionName: 'syncKind', filter: { kind: 'select', schema: syncKindSchema } },
    status: { type: syncStatusSchema, title: ['Status', '状态'], kind: 'status', width: 120, optionName: 'syncStatus', filter: { kind: 'select', schema: syncStatusSchema } },
    total: { type: z.number().int(), title: ['Items', '条目数'], kind: 'number', width: 80 },
    okCount: { type: z.number().int(), title: ['Succeeded', '成功'], kind: 'number', width: 90 },
    failedCount: { type: z.number().int(), title: ['Failed', '失败'], kind: 'number', width: 80, sortable: true },
    skippedCount: { type: z.number().int(), title: ['Skipped', '跳过'], kind: 'number', width: 80, hidden: true },
    startedAt: { type: z.string(), title: ['Started at', '开始时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    finishedAt: { type: z.string().nullable(), title: ['Finished at', '完成时间'], kind: 'datetime', width: 170 },
    startedBy: { type: z.string(), title: ['Started by', '发起人'], width: 120, hidden: true },
    retryOfNo: { type: z.string().nullable(), title: ['Retry of', '重试自'], width: 150, hidden: true },
    version: { type: z.number().int(), kind: 'number' },
  },
  defaultSort: { field: 'startedAt', order: 'desc' },
  conditionOrder: ['jobNo', 'status', 'kind', 'platformCode', 'startedAt'],
});
export const syncJobRowSchema = syncJobList.row;
export type SyncJobRow = z.infer<typeof syncJobRowSchema>;

export const syncItemSchema = z.object({
  id: z.string(),
  /** The channel sku (outer sku) the item is about. */
  outerSku: z.string(),
  outerCode: z.string(),
  /** Our sku it is matched to, if any. */
  sellerSku: z.string().nullable(),
  action: syncActionSchema,
  result: syncResultSchema,
  reason: syncReasonSchema.nullable(),
});
export type SyncItem = z.infer<typeof syncItemSchema>;

export const syncJobInfoSchema = syncJobRowSchema.extend({
  /** The job that retried this one's failed items, if any. */
  retriedById: z.string().nullable(),
  /** The items, failed first (at most 500). */
  items: z.array(syncItemSchema),
});
export type SyncJobInfo = z.infer<typeof syncJobInfoSchema>;

export const syncOverviewSchema = z.object({
  /** YYYY-MM-DD, the UTC day before today. */
  day: z.string(),
  /** Yesterday's jobs per platform (spec "yesterday count by platformId"). */
  platforms: z.array(z.object({ platformCode: z.string(), jobs: z.number().int(), okCount: z.number().int(), failedCount: z.number().int() })),
  /** The carts a sync can start for (active ones), with whether a job is open on each. */
  carts: z.array(z.object({ id: z.string(), name: z.string(), platformCode: z.string(), openKinds: z.array(syncKindSchema) })),
});
export type SyncOverview = z.infer<typeof syncOverviewSchema>;

export const searchSyncJobs = endpoint({
  id: 'product.syncSearch',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Sync jobs (syncList)',
  body: syncJobList.query,
  response: syncJobList.page,
});

export const getSyncOverview = endpoint({
  id: 'product.syncOverview',
  method: 'GET',
  path: `${P}/yesterday`,
  summary: 'Yesterday count by platform, and the carts a sync can start for',
  response: syncOverviewSchema,
});

export const getSyncJob = endpoint({
  id: 'product.syncInfo',
  method: 'GET',
  path: `${P}/info`,
  summary: 'One sync job with its per-item results (?id=)',
  query: z.strictObject({ id: z.string().min(1).max(64) }),
  response: syncJobInfoSchema,
});

export const startSync = endpoint({
  id: 'product.syncStart',
  method: 'POST',
  path: `${P}/start`,
  summary: 'Start a sync job for a cart',
  /** requestKey: the client's key of this start; a repeat with the same key answers the same job. */
  body: z.strictObject({ cartId: z.string().min(1).max(64), kind: syncKindSchema, requestKey: z.string().min(8).max(64) }),
  response: syncJobRowSchema,
});

export const retrySync = endpoint({
  id: 'product.syncRetry',
  method: 'POST',
  path: `${P}/retry`,
  summary: 'Retry the failed items of a sync job (a new job)',
  /** note: what the supplier fixed first (kept in the job's history), optional. */
  body: z.strictObject({ id: z.string().min(1).max(64), version: z.number().int().min(1), note: z.string().trim().max(SYNC_NOTE_MAX).optional() }),
  response: syncJobInfoSchema,
});

export const syncEndpoints = [searchSyncJobs, getSyncOverview, getSyncJob, startSync, retrySync] as const;
