// Inventory isolation (separation), spec section 7 "Isolation (separation)": a supplier reserves
// part of its stock of some skus, in chosen warehouse groups, for one sales channel (a cart) for a
// period. The lifecycle, the incremental separations and the stock rules are designed in
// docs/domain/separation.md; the server enforces them, the client offers what `snapshot.can()`
// allows. Every call that changes an isolation carries the version read (optimistic concurrency):
// of two users acting at once one wins, the other gets `SEPARATE_VERSION_STALE`.
import { z } from 'zod';
import { endpoint } from '../kernel/endpoint';
import { defineListSpec } from '../kernel/list-spec';
import type { TitledTable } from '../kernel/table';

const P = '/api/scm-app/supplier/separate';

/** The permission key of every changing isolation call (spec section 6). */
export const SEPARATE_PERMISSION = 'stockSeparate.control' as const;

/** Business error codes of this domain (the envelope `code`); messages come from the server. */
export const SeparateErrorCode = {
  versionStale: 'SEPARATE_VERSION_STALE',
  transitionRefused: 'SEPARATE_TRANSITION_REFUSED',
  processing: 'SEPARATE_PROCESSING',
  insufficientStock: 'SEPARATE_INSUFFICIENT_STOCK',
  checkFailed: 'SEPARATE_CHECK_FAILED',
  noLines: 'SEPARATE_NO_LINES',
  periodInvalid: 'SEPARATE_PERIOD_INVALID',
  cartNotFound: 'SEPARATE_CART_NOT_FOUND',
  groupNotUsable: 'SEPARATE_GROUP_NOT_USABLE',
  skuNotFound: 'SEPARATE_SKU_NOT_FOUND',
  incrementStale: 'SEPARATE_INCREMENT_VERSION_STALE',
  incrementTransitionRefused: 'SEPARATE_INCREMENT_TRANSITION_REFUSED',
} as const;
export type SeparateErrorCodeValue = (typeof SeparateErrorCode)[keyof typeof SeparateErrorCode];

// ---- states ------------------------------------------------------------------------------------

/**
 * draft: being prepared, editable, holds nothing. checked: every line passed the stock check (an
 * edit returns it to draft). submitted: waiting for its start time (or a manual start). inEffect:
 * the quantities are isolated. suspending: a suspension was asked and waits for its confirm (still
 * isolated). suspended: confirmed; the stock is back in the shared pool until continued.
 * finished: ended at (or before) its end time, what was held returned. terminated: ended early,
 * either restoring the stock (`restored`) or keeping it held for the channel until recovered.
 * recovered: the held stock of a terminated-without-restore isolation returned. cancelled: given
 * up before taking effect.
 */
export const separationStatuses = [
  'draft',
  'checked',
  'submitted',
  'inEffect',
  'suspending',
  'suspended',
  'finished',
  'terminated',
  'recovered',
  'cancelled',
] as const;
export const separationStatusSchema = z.enum(separationStatuses);
export type SeparationStatus = z.infer<typeof separationStatusSchema>;

/** created: being prepared. syncing: queued for the auto-incremental job. synced: its quantity is isolated. */
export const incrementStatuses = ['created', 'syncing', 'synced', 'cancelled', 'terminated'] as const;
export const incrementStatusSchema = z.enum(incrementStatuses);
export type IncrementStatus = z.infer<typeof incrementStatusSchema>;

/** Every action recorded in the history (actor null = the automatic job). */
export const separationActions = [
  'create',
  'update',
  'groupSubmit',
  'updateQty',
  'check',
  'submit',
  'start',
  'suspend',
  'suspendConfirm',
  'continue',
  'abortedTime',
  'finish',
  'terminate',
  'terminateRestore',
  'recover',
  'cancel',
  'delete',
  'incrementCreate',
  'incrementQty',
  'incrementSync',
  'incrementSynced',
  'incrementSyncFailed',
  'incrementCancel',
  'incrementTerminate',
] as const;
export const separationActionSchema = z.enum(separationActions);
export type SeparationAction = z.infer<typeof separationActionSchema>;

// ---- shared pieces -----------------------------------------------------------------------------

const idSchema = z.string().min(1).max(64);
const qty = z.number().int();
const positiveQty = z.number().int().min(1).max(10_000_000);
const isoTime = z.string();
const version = z.number().int().min(1);
const nameSchema = z.string().trim().min(1).max(60);
const remarkSchema = z.string().trim().max(200);
/** Start and end times arrive as ISO date-times; the server checks start < end. */
const dateTimeSchema = z.iso.datetime({ offset: true });

/** One isolated quantity: a sku in a warehouse group. */
export const separationLineSchema = z.object({
  /** The detail id (spec "sku by detail id"). */
  id: z.string(),
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  /** The quantity asked for (incremental separations synced add to it). */
  qty,
  /** What the line holds now (0 unless in effect, suspending or terminated without restore). */
  isolated: qty,
  /** The group's available stock of the sku now (shared pool, after locks and other isolations). */
  available: qty,
});
export type SeparationLine = z.infer<typeof separationLineSchema>;

/** The isolation list (separate.control): one list spec gives its row (the header), conditions, sorts and table. */
export const separationList = defineListSpec({
  bizType: 'separate.control',
  title: ['Stock isolations', '库存隔离'],
  fields: {
    id: { type: z.string() },
    code: { type: z.string(), title: ['Isolation no.', '隔离单号'], width: 150, sortable: true, filter: { kind: 'text', schema: z.string().max(64) } },
    name: { type: z.string(), title: ['Name', '名称'], width: 200, sortable: true, filter: { kind: 'text', schema: z.string().max(60) } },
    cartId: { type: z.string() },
    cartName: { type: z.string(), title: ['Shop', '店铺'], width: 200 },
    platformCode: { type: z.string(), title: ['Platform', '平台'], kind: 'status', width: 120, optionName: 'platform' },
    status: {
      type: separationStatusSchema,
      title: ['Status', '状态'],
      kind: 'status',
      width: 130,
      optionName: 'separationStatus',
      filter: { kind: 'multiSelect', schema: z.array(separationStatusSchema).max(separationStatuses.length) },
    },
    /** Set for terminated: true when the stock was returned at termination. */
    restored: { type: z.boolean().nullable(), kind: 'boolean' },
    lineCount: { type: qty, title: ['Lines', '明细数'], kind: 'number', width: 90 },
    totalQty: { type: qty, title: ['Quantity', '隔离数量'], kind: 'number', width: 110 },
    totalIsolated: { type: qty, title: ['Held', '已隔离'], kind: 'number', width: 110 },
    startAt: { type: isoTime, title: ['Start', '开始时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    /** The end (aborted) time; editable while in effect. */
    abortedAt: { type: isoTime, title: ['End', '结束时间'], kind: 'datetime', width: 170, sortable: true, filter: { kind: 'dateRange', hidden: true } },
    /** Start automatically at startAt once submitted (the auto-separate job). */
    autoStart: { type: z.boolean(), kind: 'boolean' },
    remark: { type: z.string(), title: ['Remark', '备注'], width: 200, hidden: true },
    createdAt: { type: isoTime, title: ['Created at', '创建时间'], kind: 'datetime', width: 170, sortable: true, hidden: true },
    createdByName: { type: z.string() },
    updatedAt: { type: isoTime, title: ['Updated at', '更新时间'], kind: 'datetime', width: 170, sortable: true },
    updatedByName: { type: z.string(), title: ['Updated by', '更新人'], width: 140, hidden: true },
    version: { type: qty, kind: 'number' },
  },
  conditions: {
    cart: { kind: 'text', schema: z.string().max(64), label: ['Shop (code or name)', '店铺（编码或名称）'] },
    sku: { kind: 'text', schema: z.string().max(64), label: ['SKU', 'SKU'], hidden: true },
    /** Submitted for automatic start: the isolation job starts it at its start time (the dashboard's count). */
    waitingForJob: { kind: 'flag', schema: z.boolean(), label: ['Waiting for automatic start', '等待自动开始'], hidden: true },
  },
  defaultSort: { field: 'code', order: 'desc' },
  conditionOrder: ['code', 'name', 'cart', 'status', 'sku', 'startAt', 'abortedAt', 'waitingForJob'],
});
export const separationHeaderSchema = separationList.row;
export type SeparationHeader = z.infer<typeof separationHeaderSchema>;

/** Spec section 3: id, detail sku, incremental records, warehouse groups, allocation groups, aborted time, flags. */
export const separationDetailSchema = separationHeaderSchema.extend({
  warehouseGroups: z.array(z.object({ id: z.string(), name: z.string(), warehouseCount: qty })),
  lines: z.array(separationLineSchema),
  increments: z.array(z.lazy(() => incrementSchema)),
  /** True while the auto-separate job has this isolation to start or finish. */
  autoSeparateStatus: z.boolean(),
  /** True while an incremental separation of it is syncing. */
  autoIncrementalStatus: z.boolean(),
  /** Problems found by the last check (empty when it passed or was not run). */
  checkProblems: z.array(z.lazy(() => lineProblemSchema)),
});
export type SeparationDetail = z.infer<typeof separationDetailSchema>;

export const lineProblemSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  qty,
  available: qty,
  message: z.string(),
});
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const incrementLineSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  qty,
  available: qty,
});
export const incrementSchema = z.object({
  id: z.string(),
  code: z.string(),
  separationId: z.string(),
  status: incrementStatusSchema,
  lines: z.array(incrementLineSchema),
  totalQty: qty,
  /** Why the last sync did not take (stock short); cleared on the next sync. */
  failureReason: z.string().nullable(),
  version: qty,
  createdAt: isoTime,
  createdByName: z.string(),
  syncedAt: isoTime.nullable(),
});
export type Increment = z.infer<typeof incrementSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  action: separationActionSchema,
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  incrementCode: z.string().nullable(),
  /** null = the automatic job. */
  actorName: z.string().nullable(),
  at: isoTime,
  /** A short description in the caller's language (quantities moved, times changed). */
  note: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

const byId = z.strictObject({ id: idSchema });
const transition = z.strictObject({ id: idSchema, version });
const lineInput = z.strictObject({ skuId: idSchema, warehouseGroupId: idSchema, qty: positiveQty });
const linesInput = z
  .array(lineInput)
  .min(1)
  .max(2000)
  .refine((lines) => new Set(lines.map((l) => `${l.skuId} ${l.warehouseGroupId}`)).size === lines.length, 'ERROR_REPEAT');

/** A move of the isolation from one state to another: the version read in, the new detail out. */
function transitionEndpoint<const I extends string>(id: I, path: string, summary: string) {
  return endpoint({ id, method: 'POST', path: `${P}${path}`, permission: SEPARATE_PERMISSION, summary, body: transition, response: separationDetailSchema });
}

// ---- list ----------------------------------------------------------------------------------------

export const separationConditions = separationList.conditions;

export const searchSeparations = endpoint({
  id: 'separate.search',
  method: 'POST',
  path: `${P}/search`,
  summary: 'Isolations of the tenant (table query, keyset page) for /separate/control',
  body: separationList.query,
  response: separationList.page,
});

// ---- the isolation -------------------------------------------------------------------------------

export const getSeparation = endpoint({
  id: 'separate.detail',
  method: 'GET',
  path: `${P}/detail/{id}`,
  summary: 'One isolation: header, warehouse groups, lines with held and available stock, increments, flags',
  params: byId,
  response: separationDetailSchema,
});

export const separationFormSchema = z.strictObject({
  name: nameSchema,
  cartId: idSchema,
  startAt: dateTimeSchema,
  abortedAt: dateTimeSchema,
  autoStart: z.boolean().default(false),
  remark: remarkSchema.default(''),
});

export const createSeparation = endpoint({
  id: 'separate.create',
  method: 'POST',
  path: `${P}/create`,
  permission: SEPARATE_PERMISSION,
  summary: 'Creates a draft isolation for a cart (lines come with group submit, update qty or upload)',
  body: separationFormSchema,
  response: separationDetailSchema,
});

export const updateSeparation = endpoint({
  id: 'separate.update',
  method: 'POST',
  path: `${P}/update`,
  permission: SEPARATE_PERMISSION,
  summary: 'Edits the header of a draft or checked isolation (a checked one returns to draft)',
  body: separationFormSchema.extend({ id: idSchema, version }),
  response: separationDetailSchema,
});

export const deleteSeparation = endpoint({
  id: 'separate.delete',
  method: 'DELETE',
  path: `${P}/{id}`,
  permission: SEPARATE_PERMISSION,
  summary: 'Deletes a draft or checked isolation (the version read is a query parameter)',
  params: byId,
  query: z.strictObject({ version: z.coerce.number().int().min(1) }),
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
});

/** The groups the isolation's cart could draw from, with their available stock of the isolation's skus. */
export const usableGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  warehouseCount: qty,
  available: qty,
  selected: z.boolean(),
});

export const getSeparationWarehouseGroups = endpoint({
  id: 'separate.warehouseGroup',
  method: 'POST',
  path: `${P}/warehouse-group`,
  summary: 'Warehouse groups usable by an isolation (groups with at least one warehouse), marked when chosen',
  body: byId,
  response: z.array(usableGroupSchema),
});

/** Available stock of skus per group: the allocation grid of the create and incremental screens. */
export const allocationCellSchema = z.object({
  skuId: z.string(),
  sku: z.string(),
  skuName: z.string(),
  warehouseGroupId: z.string(),
  warehouseGroupName: z.string(),
  available: qty,
  /** Already asked for by this isolation (0 when not a line yet). */
  qty,
});
const allocationQuery = z.strictObject({
  id: idSchema,
  skus: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
});

export const getAllocationWarehouseGroups = endpoint({
  id: 'separate.allocationWarehouseGroup',
  method: 'POST',
  path: `${P}/allocation-warehouse-group`,
  summary: "Available stock per sku and usable group (one with a warehouse) for an isolation's lines' skus, plus the sku codes asked",
  body: allocationQuery,
  response: z.array(allocationCellSchema),
});

export const getAllocationIncrementalGroups = endpoint({
  id: 'separate.allocationIncrementalGroup',
  method: 'POST',
  path: `${P}/allocation-incremental-group`,
  summary: 'Available stock per sku and group for an incremental separation of an isolation in effect',
  body: allocationQuery,
  response: z.array(allocationCellSchema),
});

export const checkSeparationGroups = endpoint({
  id: 'separate.groupCheck',
  method: 'POST',
  path: `${P}/group/check`,
  summary: 'Checks proposed lines against the available stock now, without saving (problems per line)',
  body: z.strictObject({ id: idSchema, lines: linesInput }),
  response: z.object({ ok: z.boolean(), problems: z.array(lineProblemSchema) }),
});

export const submitSeparationGroups = endpoint({
  id: 'separate.groupSubmit',
  method: 'POST',
  path: `${P}/group/submit`,
  permission: SEPARATE_PERMISSION,
  summary: 'Sets the warehouse groups and all lines of a draft or checked isolation (returns it to draft)',
  body: z.strictObject({ id: idSchema, version, warehouseGroupIds: z.array(idSchema).min(1).max(50), lines: linesInput }),
  response: separationDetailSchema,
});

export const updateSeparationQty = endpoint({
  id: 'separate.updateQty',
  method: 'POST',
  path: `${P}/update/qty`,
  permission: SEPARATE_PERMISSION,
  summary: 'Changes the quantities of existing lines of a draft or checked isolation (returns it to draft)',
  body: z.strictObject({
    id: idSchema,
    version,
    lines: z.array(z.strictObject({ lineId: idSchema, qty: positiveQty })).min(1).max(2000),
  }),
  response: separationDetailSchema,
});

export const skuLineSchema = separationLineSchema.extend({
  separationId: z.string(),
  separationVersion: qty,
  /** Where the held quantity sits now. */
  warehouses: z.array(z.object({ warehouseId: z.string(), code: z.string(), name: z.string(), isolated: qty, available: qty })),
});

export const getSeparationSku = endpoint({
  id: 'separate.skuGet',
  method: 'GET',
  path: `${P}/sku/{detailId}`,
  summary: 'One line (detail id) with the warehouses its held quantity sits in',
  params: z.strictObject({ detailId: idSchema }),
  response: skuLineSchema,
});

export const updateSeparationSku = endpoint({
  id: 'separate.skuPut',
  method: 'PUT',
  path: `${P}/sku/{detailId}`,
  permission: SEPARATE_PERMISSION,
  summary: "Changes one line's quantity (draft or checked; the isolation's version read)",
  params: z.strictObject({ detailId: idSchema }),
  body: z.strictObject({ version, qty: positiveQty }),
  response: separationDetailSchema,
});

export const checkSeparation = transitionEndpoint('separate.check', '/check', 'draft -> checked when every line fits the available stock now; else stays draft with its problems');

export const submitSeparation = transitionEndpoint('separate.submit', '/submit', 'checked -> submitted (waits for its start time, or a manual start)');

export const startSeparation = transitionEndpoint('separate.start', '/start', 'submitted -> inEffect: isolates every line now (refused, changing nothing, when any line is short)');

export const cancelSeparation = transitionEndpoint('separate.cancel', '/cancel', 'draft, checked or submitted -> cancelled');

export const suspendSeparation = transitionEndpoint('separate.suspend', '/suspend', 'inEffect -> suspending (asks for a suspension; the stock stays isolated until confirmed)');

export const confirmSuspendSeparation = transitionEndpoint('separate.suspendConfirm', '/suspend/confirm', 'suspending -> suspended: the held stock returns to the shared pool');

export const continueSeparation = transitionEndpoint('separate.continue', '/continue', 'suspending -> inEffect (withdraws the request); suspended -> inEffect (isolates again, refused when short)');

export const editSeparationAbortedTime = endpoint({
  id: 'separate.abortedTime',
  method: 'PUT',
  path: `${P}/aborted-time`,
  permission: SEPARATE_PERMISSION,
  summary: 'Moves the end time of a submitted, in-effect, suspending or suspended isolation (after now and after start)',
  body: z.strictObject({ id: idSchema, version, abortedAt: dateTimeSchema }),
  response: separationDetailSchema,
});

export const finishSeparation = transitionEndpoint('separate.finish', '/finish', 'inEffect or suspended -> finished: what is held returns');

export const terminateSeparation = endpoint({
  id: 'separate.terminate',
  method: 'POST',
  path: `${P}/terminate`,
  permission: SEPARATE_PERMISSION,
  summary: 'inEffect, suspending or suspended -> terminated; restore returns the held stock now, otherwise it stays held until recovered',
  body: transition.extend({ restore: z.boolean() }),
  response: separationDetailSchema,
});

export const recoverSeparation = transitionEndpoint('separate.recover', '/recover', 'terminated without restore -> recovered: the held stock returns');

export const getSeparationRecord = endpoint({
  id: 'separate.record',
  method: 'GET',
  path: `${P}/record`,
  summary: 'The history of an isolation: every transition with actor and time, oldest first',
  query: byId,
  response: z.array(historyEntrySchema),
});

// ---- incremental separations ---------------------------------------------------------------------

export const getIncrements = endpoint({
  id: 'separate.incrementalGet',
  method: 'GET',
  path: `${P}/incremental/{id}`,
  summary: 'The incremental separations of an isolation, newest first',
  params: byId,
  response: z.array(incrementSchema),
});

export const createIncrement = endpoint({
  id: 'separate.incrementalCreate',
  method: 'POST',
  path: `${P}/incremental/create`,
  permission: SEPARATE_PERMISSION,
  summary: 'Adds an incremental separation (created) to an isolation in effect; its groups must be chosen groups',
  body: z.strictObject({ separationId: idSchema, lines: linesInput }),
  response: incrementSchema,
});

export const updateIncrementQty = endpoint({
  id: 'separate.incrementalQty',
  method: 'POST',
  path: `${P}/incremental/qty`,
  permission: SEPARATE_PERMISSION,
  summary: 'Replaces the lines of a created incremental separation',
  body: z.strictObject({ id: idSchema, version, lines: linesInput }),
  response: incrementSchema,
});

const incrementTransition = z.strictObject({ id: idSchema, version });

/** A move of an incremental separation: its version read in, the increment out. */
function incrementTransitionEndpoint<const I extends string>(id: I, path: string, summary: string) {
  return endpoint({ id, method: 'PUT', path: `${P}${path}`, permission: SEPARATE_PERMISSION, summary, body: incrementTransition, response: incrementSchema });
}

export const cancelIncrement = incrementTransitionEndpoint('separate.incrementalCancel', '/incremental/cancel', 'created -> cancelled');

export const syncIncrement = incrementTransitionEndpoint('separate.incrementalSync', '/incremental/sync', 'created -> syncing: the auto-incremental job isolates it (synced) or returns it to created with the reason');

export const terminateIncrement = incrementTransitionEndpoint('separate.incrementalTerminate', '/incremental/terminate', 'synced -> terminated: its quantity leaves the isolation and returns to the shared pool (in effect only)');

// ---- options and automatic processing ------------------------------------------------------------

export const getCartOptions = endpoint({
  id: 'separate.cartOption',
  method: 'GET',
  path: `${P}/cart/option`,
  summary: 'Active carts of a platform (all platforms when none is given) an isolation can be made for',
  query: z.strictObject({ platformCode: z.string().max(32).optional() }),
  response: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), platformCode: z.string(), warehouseGroupId: z.string().nullable() })),
});

export const autoStatusSchema = z.object({
  autoSeparateStatus: z.boolean(),
  autoIncrementalStatus: z.boolean(),
});

export const getAutoSeparateStatus = endpoint({
  id: 'separate.autoStatus',
  method: 'GET',
  path: `${P}/auto/status`,
  summary: "Whether the automatic jobs have work pending on an isolation (the isolationProcessing warning)",
  query: byId,
  response: autoStatusSchema,
});

export const autoRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['start', 'finish', 'incrementSync']),
  outcome: z.enum(['done', 'failed']),
  note: z.string(),
  at: isoTime,
});

export const getAutoSeparateHistory = endpoint({
  id: 'separate.autoHistory',
  method: 'GET',
  path: `${P}/auto/history`,
  summary: 'What the automatic jobs did to an isolation, newest first',
  query: byId,
  response: z.array(autoRunSchema),
});

// ---- table definition ----------------------------------------------------------------------------

export const separationTable: TitledTable = separationList.table;

export const separationTables = [separationTable] as const;

export const separationEndpoints = [
  searchSeparations,
  getSeparation,
  createSeparation,
  updateSeparation,
  deleteSeparation,
  getSeparationWarehouseGroups,
  getAllocationWarehouseGroups,
  getAllocationIncrementalGroups,
  checkSeparationGroups,
  submitSeparationGroups,
  updateSeparationQty,
  getSeparationSku,
  updateSeparationSku,
  checkSeparation,
  submitSeparation,
  startSeparation,
  cancelSeparation,
  suspendSeparation,
  confirmSuspendSeparation,
  continueSeparation,
  editSeparationAbortedTime,
  finishSeparation,
  terminateSeparation,
  recoverSeparation,
  getSeparationRecord,
  getIncrements,
  createIncrement,
  updateIncrementQty,
  cancelIncrement,
  syncIncrement,
  terminateIncrement,
  getCartOptions,
  getAutoSeparateStatus,
  getAutoSeparateHistory,
] as const;
