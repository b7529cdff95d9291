// The audit of one cancel, return or refund request (/order/cancelInfo/:id, returnInfo/:id,
// refundInfo/:id; contract src/contract/order/requests.ts). One machine for the three kinds: the
// input names the kind, the rules (rules.ts) say which decisions it offers. The screen offers
// exactly what `snapshot.can(...)` allows.
//   loading         loadDetail (invoke 'loadDetail': the kind's info call); tag 'busy'.
//                   Done -> reviewing; failure -> loadFailed.
//   loadFailed      context.error; audit.retry -> loading.
//   reviewing       context.detail. audit.decisionRequested {flag} -> confirming when the rules
//                   allow the flag (still requested; cancel approve: nothing shipped; return:
//                   delivered order, lines, no unsaved edit). Returns only, while requested:
//                   return.lineChanged / return.lineRemoved edit context.draft; return.saveRequested
//                   -> saving when the draft changed and is valid; return.skuAdded -> addingSku.
//                   audit.reloadRequested -> loading.
//   confirming      context.flag: the decision asked about (one dialog). Refund reject:
//                   audit.reasonChanged keeps context.reason; audit.confirmed with a blank reason
//                   stays with context.reasonProblem 'required'. audit.confirmed -> submitting;
//                   audit.dismissed -> reviewing.
//   submitting      decide (invoke 'decide': the kind's audit call with the flag, the id and the
//                   version read, and the reason); tag 'busy'. Only reachable from the dialog, so a
//                   double click sends one call (and the server applies a repeated decision once).
//                   Done -> done; ORDER_REQUEST_DECIDED / ORDER_REQUEST_VERSION_STALE ->
//                   alreadyDecided; any other failure -> failed.
//   saving          saveReturn (invoke 'saveReturn': the draft lines); tag 'busy'. Done -> reviewing
//                   with the saved return; failures as for submitting.
//   addingSku       addSku (invoke 'addSku': one shipped sku); tag 'busy'. The same.
//   done            the decision is made (context.detail is the request after it); nothing more
//                   to decide. audit.reloadRequested -> loading.
//   alreadyDecided  someone else decided or changed the request first: says so (context.error) and
//                   reloads it (reloading: invoke 'loadDetail'; then shown). audit.dismissed ->
//                   reviewing with the fresh request.
//   failed          context.error (the server's code and message) and context.flag (what failed);
//                   audit.dismissed -> reviewing; audit.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  addReturnSku,
  auditCancel,
  auditRefund,
  auditReturn,
  getCancelInfo,
  getRefundInfo,
  getReturnInfo,
  saveReturn,
  type AuditFlag,
  type RequestDetail,
  type RequestKind,
} from '../../contract/order/requests';
import { toMachineError, type MachineError } from '../support/errors';
import { draftOf, draftProblem, isDecidedElsewhere, isDirty, isOpen, mayDecide, needsReason, type DraftLine } from './rules';

export interface AuditInput {
  kind: RequestKind;
  id: string;
}

export interface AuditContext {
  kind: RequestKind;
  id: string;
  detail: RequestDetail | null;
  /** The decision of the open dialog or of the call running. */
  flag: AuditFlag | null;
  /** Refund reject: the reason typed. */
  reason: string;
  reasonProblem: 'required' | null;
  /** Return: the lines as edited (equal to the saved ones until changed). */
  draft: DraftLine[];
  error: MachineError | null;
}

export type AuditEvent =
  | { type: 'audit.retry' }
  | { type: 'audit.reloadRequested' }
  | { type: 'audit.decisionRequested'; flag: AuditFlag }
  | { type: 'audit.reasonChanged'; value: string }
  | { type: 'audit.confirmed' }
  | { type: 'audit.dismissed' }
  | { type: 'return.lineChanged'; skuId: string; qty: number; restockable: boolean }
  | { type: 'return.lineRemoved'; skuId: string }
  | { type: 'return.saveRequested' }
  | { type: 'return.skuAdded'; skuId: string; qty: number; restockable: boolean };

export interface DecideInput {
  kind: RequestKind;
  flag: AuditFlag;
  id: string;
  version: number;
  reason: string;
}
export interface SaveInput {
  id: string;
  version: number;
  lines: DraftLine[];
}
export interface AddSkuInput {
  id: string;
  version: number;
  line: DraftLine;
}

/** The info call of a kind. */
export function loadRequest(input: { kind: RequestKind; id: string }, signal: AbortSignal): Promise<RequestDetail> {
  const opts = { signal, quiet: true };
  if (input.kind === 'cancel') return call(getCancelInfo, { params: { id: input.id } }, opts);
  if (input.kind === 'return') return call(getReturnInfo, { params: { returnId: input.id } }, opts);
  return call(getRefundInfo, { params: { refundId: input.id } }, opts);
}

/** The audit call of a kind (a save call: a refusal is toasted with the server's message). */
export function decideRequest(input: DecideInput, signal: AbortSignal): Promise<RequestDetail> {
  const opts = { signal, save: true };
  const body = { id: input.id, version: input.version };
  if (input.kind === 'cancel') return call(auditCancel, { params: { flag: input.flag as 'approve' | 'reject' }, body }, opts);
  if (input.kind === 'return') return call(auditReturn, { params: { flag: input.flag as 'approve' | 'reject' }, body }, opts);
  const reason = input.reason.trim();
  return call(auditRefund, { params: { flag: input.flag as 'confirm' | 'reject' | 'cancel' }, query: input.flag === 'reject' ? { reason } : {}, body }, opts);
}

const takeDetail = (detail: RequestDetail) => ({ detail, draft: draftOf(detail), error: null });

export const requestAuditMachine = setup({
  types: {
    context: {} as AuditContext,
    events: {} as AuditEvent,
    input: {} as AuditInput,
    children: {} as { loadDetail: 'loadDetail'; decide: 'decide'; saveReturn: 'saveReturn'; addSku: 'addSku' },
  },
  actors: {
    loadDetail: fromPromise<RequestDetail, { kind: RequestKind; id: string }>(({ input, signal }) => loadRequest(input, signal)),
    decide: fromPromise<RequestDetail, DecideInput>(({ input, signal }) => decideRequest(input, signal)),
    saveReturn: fromPromise<RequestDetail, SaveInput>(({ input, signal }) => call(saveReturn, { body: input }, { signal, save: true })),
    addSku: fromPromise<RequestDetail, AddSkuInput>(({ input, signal }) =>
      call(addReturnSku, { body: { id: input.id, version: input.version, ...input.line } }, { signal, save: true }),
    ),
  },
  actions: {
    /** A decision was made (provided by the screen: a toast). */
    announceDone: (_, _params: { flag: AuditFlag }) => {},
    /** The return's lines were saved (provided by the screen: a toast). */
    announceSaved: () => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeDetail: assign(({ event }) => takeDetail((event as unknown as { output: RequestDetail }).output)),
    clearPending: assign({ flag: null, reason: '', reasonProblem: null }),
  },
  guards: {
    mayDecide: ({ context, event }) => event.type === 'audit.decisionRequested' && mayDecide(context.detail, event.flag, isDirty(context.detail, context.draft)),
    editable: ({ context }) => context.kind === 'return' && isOpen(context.detail),
    lineKnown: ({ context, event }) => event.type === 'return.lineChanged' || event.type === 'return.lineRemoved' ? context.draft.some((d) => d.skuId === event.skuId) : false,
    mayAddSku: ({ context, event }) =>
      event.type === 'return.skuAdded' &&
      context.kind === 'return' &&
      isOpen(context.detail) &&
      !isDirty(context.detail, context.draft) &&
      !context.draft.some((d) => d.skuId === event.skuId) &&
      draftProblem(context.detail, [{ skuId: event.skuId, qty: event.qty, restockable: event.restockable }]) === null,
    maySave: ({ context }) => context.kind === 'return' && isOpen(context.detail) && isDirty(context.detail, context.draft) && draftProblem(context.detail, context.draft) === null,
    reasonMissing: ({ context }) => needsReason(context.detail, context.flag) && context.reason.trim() === '',
    asksReason: ({ context }) => needsReason(context.detail, context.flag),
    decidedElsewhere: ({ event }) => isDecidedElsewhere(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'requestAudit',
  context: ({ input }) => ({ kind: input.kind, id: input.id, detail: null, flag: null, reason: '', reasonProblem: null, draft: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearPending',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: { target: 'reviewing', actions: 'takeDetail' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: {
      on: { 'audit.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    reviewing: {
      on: {
        'audit.decisionRequested': { guard: 'mayDecide', target: 'confirming', actions: assign({ flag: ({ event }) => event.flag, reason: '', reasonProblem: null, error: null }) },
        'return.lineChanged': {
          guard: 'lineKnown',
          actions: assign({
            draft: ({ context, event }) => context.draft.map((d) => (d.skuId === event.skuId ? { skuId: d.skuId, qty: event.qty, restockable: event.restockable } : d)),
          }),
        },
        'return.lineRemoved': { guard: 'lineKnown', actions: assign({ draft: ({ context, event }) => context.draft.filter((d) => d.skuId !== event.skuId) }) },
        'return.saveRequested': { guard: 'maySave', target: 'saving' },
        'return.skuAdded': { guard: 'mayAddSku', target: 'addingSku', actions: assign({ draft: ({ context, event }) => [...context.draft, { skuId: event.skuId, qty: event.qty, restockable: event.restockable }] }) },
        'audit.reloadRequested': { target: 'loading' },
      },
    },
    confirming: {
      on: {
        'audit.reasonChanged': { guard: 'asksReason', actions: assign({ reason: ({ event }) => event.value, reasonProblem: null }) },
        'audit.confirmed': [{ guard: 'reasonMissing', actions: assign({ reasonProblem: 'required' }) }, { target: 'submitting' }],
        'audit.dismissed': { target: 'reviewing', actions: 'clearPending' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ kind: context.kind, flag: context.flag as AuditFlag, id: context.id, version: context.detail?.version ?? 1, reason: context.reason }),
        onDone: { target: 'done', actions: [{ type: 'announceDone', params: ({ context }) => ({ flag: context.flag as AuditFlag }) }, 'takeDetail'] },
        onError: [
          { guard: 'decidedElsewhere', target: 'alreadyDecided', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReturn',
        src: 'saveReturn',
        input: ({ context }) => ({ id: context.id, version: context.detail?.version ?? 1, lines: context.draft }),
        onDone: { target: 'reviewing', actions: ['takeDetail', 'announceSaved'] },
        onError: [
          { guard: 'decidedElsewhere', target: 'alreadyDecided', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    addingSku: {
      tags: ['busy'],
      invoke: {
        id: 'addSku',
        src: 'addSku',
        input: ({ context }) => ({ id: context.id, version: context.detail?.version ?? 1, line: context.draft[context.draft.length - 1] }),
        onDone: { target: 'reviewing', actions: ['takeDetail', 'announceSaved'] },
        onError: [
          { guard: 'decidedElsewhere', target: 'alreadyDecided', actions: ['takeError', assign({ draft: ({ context }) => draftOf(context.detail) })] },
          { target: 'failed', actions: ['takeError', assign({ draft: ({ context }) => draftOf(context.detail) })] },
        ],
      },
    },
    done: {
      on: { 'audit.reloadRequested': { target: 'loading' } },
    },
    alreadyDecided: {
      initial: 'reloading',
      states: {
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ kind: context.kind, id: context.id }),
            onDone: { target: 'shown', actions: assign(({ event }) => ({ detail: event.output, draft: draftOf(event.output) })) },
            onError: { target: 'shown' },
          },
        },
        shown: {},
      },
      on: {
        'audit.dismissed': { target: 'reviewing', actions: ['clearPending', assign({ error: null })] },
        'audit.reloadRequested': { target: 'loading' },
      },
    },
    failed: {
      on: {
        'audit.dismissed': { target: 'reviewing', actions: ['clearPending', assign({ error: null })] },
        'audit.reloadRequested': { target: 'loading' },
      },
    },
  },
});
