// The client's copy of the isolation rules of src/contract/separate/separation.ts (the server enforces them;
// the machines offer only what they allow): which lifecycle action each status permits, which
// increment action each increment status permits, when the automatic jobs block changes, and
// which error codes mean "changed by someone else". Pure functions, shared by the three machines
// of this folder and their tests.
import { ErrorCode } from '../../contract/kernel/envelope';
import {
  SeparateErrorCode,
  type Increment,
  type IncrementStatus,
  type SeparationDetail,
  type SeparationStatus,
} from '../../contract/separate/separation';

/** The lifecycle actions the detail screen offers (each one confirm dialog and one call). */
export const lifecycleActions = ['check', 'submit', 'start', 'suspend', 'suspendConfirm', 'continue', 'finish', 'terminate', 'recover', 'cancel', 'delete'] as const;
export type LifecycleAction = (typeof lifecycleActions)[number];
/** What the separation machine sends: a lifecycle action, or the end-time edit. */
export type SeparationCall = LifecycleAction | 'abortedTime';

/** The statuses each lifecycle action starts from (contract header and docs/domain/separation.md). */
export const actionFrom: Readonly<Record<LifecycleAction, readonly SeparationStatus[]>> = {
  check: ['draft'],
  submit: ['checked'],
  start: ['submitted'],
  suspend: ['inEffect'],
  suspendConfirm: ['suspending'],
  continue: ['suspending', 'suspended'],
  finish: ['inEffect', 'suspended'],
  terminate: ['inEffect', 'suspending', 'suspended'],
  // only a termination that kept the stock held (restored === false)
  recover: ['terminated'],
  cancel: ['draft', 'checked', 'submitted'],
  delete: ['draft', 'checked'],
};

/** The end (aborted) time may move while the isolation waits or runs. */
export const endTimeEditableIn: readonly SeparationStatus[] = ['submitted', 'inEffect', 'suspending', 'suspended'];
/** Header, groups and lines may change (an edit returns a checked isolation to draft). */
export const linesEditableIn: readonly SeparationStatus[] = ['draft', 'checked'];

type Flags = Pick<SeparationDetail, 'autoSeparateStatus' | 'autoIncrementalStatus'>;

/**
 * An automatic job has work pending on the isolation (starting or finishing it, or syncing an
 * increment): the isolationProcessing warning shows, and every changing action waits until the
 * job is done (the server refuses them with SEPARATE_PROCESSING).
 */
export const isProcessing = (d: Flags | null | undefined): boolean => !!d && (d.autoSeparateStatus || d.autoIncrementalStatus);

/** The status allows the action (ignoring the automatic jobs). */
export function statusAllows(d: Pick<SeparationDetail, 'status' | 'restored'>, action: LifecycleAction): boolean {
  if (!actionFrom[action].includes(d.status)) return false;
  return action !== 'recover' || d.restored === false;
}

/** The action may be offered now: the status allows it and no automatic job is at work. */
export function mayAct(d: SeparationDetail | null, action: LifecycleAction): boolean {
  return !!d && !isProcessing(d) && statusAllows(d, action);
}

export const mayEditEndTime = (d: SeparationDetail | null): boolean => !!d && !isProcessing(d) && endTimeEditableIn.includes(d.status);
export const mayEditLines = (d: Pick<SeparationDetail, 'status'> | null): boolean => !!d && linesEditableIn.includes(d.status);

// ---- increments ------------------------------------------------------------------------------

export const incrementActions = ['sync', 'cancel', 'terminate'] as const;
export type IncrementAction = (typeof incrementActions)[number];

export const incrementActionFrom: Readonly<Record<IncrementAction | 'edit', readonly IncrementStatus[]>> = {
  sync: ['created'],
  cancel: ['created'],
  terminate: ['synced'],
  edit: ['created'],
};

/** Increments exist only for an isolation in effect (creating, syncing and terminating them). */
export const incrementsOpen = (d: SeparationDetail | null): boolean => !!d && d.status === 'inEffect' && !isProcessing(d);

/** An increment action may be offered now. `syncing` increments block changes like the flags do. */
export function mayActOnIncrement(d: SeparationDetail | null, increments: readonly Increment[], inc: Increment | undefined, action: IncrementAction | 'edit'): boolean {
  if (!inc || !incrementsOpen(d) || anySyncing(increments)) return false;
  return incrementActionFrom[action].includes(inc.status);
}

export const anySyncing = (increments: readonly Increment[]): boolean => increments.some((i) => i.status === 'syncing');

// ---- errors --------------------------------------------------------------------------------------

/** The call found the isolation (or increment) changed since it was read: reload, do not retry. */
export const isStaleCode = (code: string): boolean =>
  code === SeparateErrorCode.versionStale || code === SeparateErrorCode.incrementStale || code === ErrorCode.conflict;
