// The lifecycle of one isolation (/separate/separate/:id; contract src/contract/separate/separation.ts).
// The screen offers exactly the actions `snapshot.can({ type: 'separation.actionRequested',
// action })` allows: the status allows it (rules.ts actionFrom) and no automatic job is at work.
//   loading         loadDetail (invoke 'loadDetail': GET separate/detail/{id}); tag 'busy'.
//                   Done -> viewing; failure -> loadFailed.
//   loadFailed      context.error; separation.retry -> loading.
//   viewing         context.detail. separation.actionRequested {action} -> confirming when
//                   allowed; separation.endTimeEditRequested -> editingEndTime when the status
//                   allows it; separation.reloadRequested -> loading.
//                   routing (transient): watching while an automatic job is at work
//                   (detail.autoSeparateStatus or autoIncrementalStatus), else idle.
//                   watching: after pollDelay -> polling (invoke 'getAutoStatus':
//                   separate.autoStatus); still at work -> watching, done -> refreshing
//                   (invoke 'loadDetail') -> viewing with the new detail. A failed poll or
//                   refresh waits pollDelay and tries again.
//   confirming      context.pending: the action asked about (one dialog per action).
//                   separation.restoreChosen {restore} (terminate only: return the held stock
//                   now, or keep it held until recovered); separation.confirmed -> submitting;
//                   separation.dismissed -> viewing.
//   editingEndTime  context.endTime (a date-time input's value), context.endTimeProblem (after a
//                   refused save). separation.endTimeChanged; separation.endTimeSaved ->
//                   submitting when the time is valid (after the start and after now), else stays
//                   with the problem; separation.dismissed -> viewing.
//   submitting      runAction (invoke 'runAction': the action's endpoint with id and the version
//                   read; a save call); tag 'busy'. Only reachable from a dialog, so a double
//                   click sends one call. Done -> viewing with the answer (announceDone), or
//                   deleted; failure -> stale (SEPARATE_VERSION_STALE, SYS_CONFLICT) or failed.
//   stale           someone else changed the isolation: separation.reloadRequested -> loading.
//   failed          context.error (the server's code and message) and context.pending (what
//                   failed); separation.dismissed -> viewing; separation.reloadRequested -> loading.
//   deleted         final; the screen goes back to the list.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import {
  cancelSeparation,
  checkSeparation,
  confirmSuspendSeparation,
  continueSeparation,
  deleteSeparation,
  editSeparationAbortedTime,
  finishSeparation,
  getAutoSeparateStatus,
  getSeparation,
  recoverSeparation,
  startSeparation,
  submitSeparation,
  suspendSeparation,
  terminateSeparation,
  type SeparationDetail,
} from '../../contract/separate/separation';
import { toMachineError, type MachineError } from '../support/errors';
import { isProcessing, isStaleCode, mayAct, mayEditEndTime, type LifecycleAction, type SeparationCall } from './rules';
import { endTimeProblem, isoToLocalInput, localInputToIso, type TimeProblem } from './time';

export type AutoStatus = EndpointData<typeof getAutoSeparateStatus>;

/** How often the automatic jobs' status is read while one is at work. */
export const POLL_MS = 2000;

export interface SeparationInput {
  id: string;
}

export interface SeparationContext {
  id: string;
  detail: SeparationDetail | null;
  /** The action of the open dialog or of the call running. */
  pending: SeparationCall | null;
  /** terminate: return the held stock now (true) or keep it held until recovered (false). */
  restore: boolean;
  /** The end time being edited (a date-time input's value, local time). */
  endTime: string;
  endTimeProblem: TimeProblem | null;
  error: MachineError | null;
}

export type SeparationEvent =
  | { type: 'separation.retry' }
  | { type: 'separation.reloadRequested' }
  | { type: 'separation.actionRequested'; action: LifecycleAction }
  | { type: 'separation.restoreChosen'; restore: boolean }
  | { type: 'separation.confirmed' }
  | { type: 'separation.dismissed' }
  | { type: 'separation.endTimeEditRequested' }
  | { type: 'separation.endTimeChanged'; value: string }
  | { type: 'separation.endTimeSaved' };

export interface RunInput {
  action: SeparationCall;
  id: string;
  version: number;
  restore: boolean;
  /** abortedTime: the new end time (ISO). */
  abortedAt: string | null;
}

/** What a call answers: the isolation after it, or null once deleted. */
export type RunOutput = SeparationDetail | null;

const transitionEndpoints = {
  check: checkSeparation,
  submit: submitSeparation,
  start: startSeparation,
  suspend: suspendSeparation,
  suspendConfirm: confirmSuspendSeparation,
  continue: continueSeparation,
  finish: finishSeparation,
  recover: recoverSeparation,
  cancel: cancelSeparation,
} as const;

/** The contract call of an action (a save call: a refusal is toasted with the server's message). */
export async function runSeparationCall(input: RunInput, signal: AbortSignal): Promise<RunOutput> {
  const opts = { signal, save: true };
  const ref = { id: input.id, version: input.version };
  switch (input.action) {
    case 'delete':
      await call(deleteSeparation, { params: { id: input.id }, query: { version: input.version } }, opts);
      return null;
    case 'terminate':
      return call(terminateSeparation, { body: { ...ref, restore: input.restore } }, opts);
    case 'abortedTime':
      return call(editSeparationAbortedTime, { body: { ...ref, abortedAt: input.abortedAt ?? '' } }, opts);
    default:
      return call(transitionEndpoints[input.action], { body: ref }, opts);
  }
}

const now = () => Date.now();

export const separationMachine = setup({
  types: {
    context: {} as SeparationContext,
    events: {} as SeparationEvent,
    input: {} as SeparationInput,
    children: {} as { loadDetail: 'loadDetail'; runAction: 'runAction'; getAutoStatus: 'getAutoStatus' },
  },
  actors: {
    loadDetail: fromPromise<SeparationDetail, { id: string }>(({ input, signal }) => call(getSeparation, { params: { id: input.id } }, { signal, quiet: true })),
    runAction: fromPromise<RunOutput, RunInput>(({ input, signal }) => runSeparationCall(input, signal)),
    getAutoStatus: fromPromise<AutoStatus, { id: string }>(({ input, signal }) => call(getAutoSeparateStatus, { query: { id: input.id } }, { signal, quiet: true })),
  },
  delays: { pollDelay: POLL_MS },
  actions: {
    /** An action succeeded (provided by the screen: a toast). */
    announceDone: (_, _params: { action: SeparationCall; detail: SeparationDetail }) => {},
    /** The isolation was deleted (provided by the screen: a toast). */
    announceDeleted: (_, _params: { id: string }) => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeDetail: assign({ detail: ({ event }) => (event as unknown as { output: SeparationDetail }).output, error: null }),
    clearPending: assign({ pending: null, endTimeProblem: null }),
  },
  guards: {
    mayAct: ({ context, event }) => event.type === 'separation.actionRequested' && mayAct(context.detail, event.action),
    mayEditEndTime: ({ context }) => mayEditEndTime(context.detail),
    terminating: ({ context }) => context.pending === 'terminate',
    endTimeValid: ({ context }) => endTimeProblem(context.endTime, context.detail?.startAt ?? null, now()) === null,
    processing: ({ context }) => isProcessing(context.detail),
    stillProcessing: ({ event }) => isProcessing((event as unknown as { output: AutoStatus }).output),
    deleted: ({ event }) => (event as unknown as { output: RunOutput }).output === null,
    staleError: ({ event }) => isStaleCode(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'separation',
  context: ({ input }) => ({ id: input.id, detail: null, pending: null, restore: true, endTime: '', endTimeProblem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearPending',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'viewing', actions: 'takeDetail' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: {
      on: { 'separation.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    viewing: {
      initial: 'routing',
      on: {
        'separation.actionRequested': {
          guard: 'mayAct',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => event.action, restore: true, error: null }),
        },
        'separation.endTimeEditRequested': {
          guard: 'mayEditEndTime',
          target: 'editingEndTime',
          actions: assign({ endTime: ({ context }) => isoToLocalInput(context.detail?.abortedAt), endTimeProblem: null, error: null }),
        },
        'separation.reloadRequested': { target: 'loading' },
      },
      states: {
        routing: { always: [{ guard: 'processing', target: 'watching' }, { target: 'idle' }] },
        idle: {},
        watching: { after: { pollDelay: 'polling' } },
        polling: {
          invoke: {
            id: 'getAutoStatus',
            src: 'getAutoStatus',
            input: ({ context }) => ({ id: context.id }),
            onDone: [
              {
                guard: 'stillProcessing',
                target: 'watching',
                actions: assign({ detail: ({ context, event }) => (context.detail ? { ...context.detail, ...event.output } : null) }),
              },
              { target: 'refreshing' },
            ],
            onError: { target: 'watching' },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: '#separation.viewing', actions: 'takeDetail' },
            onError: { target: 'watching' },
          },
        },
      },
    },
    confirming: {
      on: {
        'separation.restoreChosen': { guard: 'terminating', actions: assign({ restore: ({ event }) => event.restore }) },
        'separation.confirmed': { target: 'submitting' },
        'separation.dismissed': { target: 'viewing', actions: 'clearPending' },
      },
    },
    editingEndTime: {
      on: {
        'separation.endTimeChanged': { actions: assign({ endTime: ({ event }) => event.value, endTimeProblem: null }) },
        'separation.endTimeSaved': [
          { guard: 'endTimeValid', target: 'submitting', actions: assign({ pending: 'abortedTime' }) },
          { actions: assign({ endTimeProblem: ({ context }) => endTimeProblem(context.endTime, context.detail?.startAt ?? null, now()) }) },
        ],
        'separation.dismissed': { target: 'viewing', actions: 'clearPending' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({
          action: context.pending as SeparationCall,
          id: context.id,
          version: context.detail?.version ?? 1,
          restore: context.restore,
          abortedAt: context.pending === 'abortedTime' ? localInputToIso(context.endTime) : null,
        }),
        onDone: [
          { guard: 'deleted', target: 'deleted', actions: { type: 'announceDeleted', params: ({ context }) => ({ id: context.id }) } },
          {
            target: 'viewing',
            actions: [
              { type: 'announceDone', params: ({ context, event }) => ({ action: context.pending as SeparationCall, detail: event.output as SeparationDetail }) },
              'takeDetail',
              'clearPending',
            ],
          },
        ],
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: {
      on: { 'separation.reloadRequested': { target: 'loading' } },
    },
    failed: {
      on: {
        'separation.dismissed': { target: 'viewing', actions: ['clearPending', assign({ error: null })] },
        'separation.reloadRequested': { target: 'loading' },
      },
    },
    deleted: { type: 'final' },
  },
});
