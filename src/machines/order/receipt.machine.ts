// The receipt info of one order (purchase invoice for customs and tax; contract
// src/contract/order/receipts.ts), shown and edited on the order detail. Every change is sent with
// the version read and answers the receipt as it now is.
//   loading          loadReceipt (invoke 'loadReceipt': order.receiptGet); tag 'busy'. Done ->
//                    viewing; failure -> loadFailed.
//   loadFailed       context.error; receipt.retry -> loading.
//   viewing          context.info. When the order allows changes (info.editable):
//                    receipt.editRequested -> editingHeader; receipt.addLineRequested ->
//                    addingLine (once there is a header and a sku not on the receipt);
//                    receipt.removeRequested -> submitting (remove that line);
//                    receipt.clearRequested -> confirmingClear (when there is a receipt).
//                    receipt.reloadRequested -> loading.
//   editingHeader    context.header (the draft); receipt.headerChanged; receipt.saved ->
//                    submitting when headerProblems() is empty, else stays with showProblems;
//                    receipt.dismissed -> viewing.
//   addingLine       context.line (the draft); receipt.lineChanged; receipt.saved -> submitting
//                    when lineProblems() is empty (the server's rules: sku on the order, at most
//                    the quantity ordered, once per sku, HS code, country), else showProblems;
//                    receipt.dismissed.
//   confirmingClear  the clear dialog; receipt.confirmed -> submitting; receipt.dismissed.
//   submitting       runReceipt (invoke 'runReceipt': the pending call); tag 'busy'. Only reached
//                    from a form, dialog or a remove in viewing, and it takes none of them, so a
//                    double click sends one call. Done -> viewing with the answer (announceDone);
//                    failure -> stale (ORDER_RECEIPT_VERSION_STALE) or failed.
//   stale            someone else changed the receipt; receipt.reloadRequested -> loading.
//   failed           context.error; receipt.dismissed -> viewing; receipt.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  addReceiptLine,
  clearReceiptInfo,
  getReceiptInfo,
  ReceiptErrorCode,
  removeReceiptLine,
  saveReceiptInfo,
  type ReceiptHeader,
  type ReceiptInfo,
  type ReceiptLineInput,
} from '../../contract/order';
import { toMachineError, type MachineError } from '../support/errors';
import { currencyConflictSkus, headerDraftOf, headerOf, headerProblems, lineDraftOf, lineOf, lineValid, type HeaderDraft, type HeaderField, type LineDraft, type LineField } from './receiptForm';

export type ReceiptCall = 'save' | 'add' | 'remove' | 'clear';

export interface ReceiptInput {
  orderId: string;
  /** yyyy-mm-dd: the invoice date a new header starts with. */
  today: string;
}

export interface ReceiptContext {
  orderId: string;
  today: string;
  info: ReceiptInfo | null;
  pending: ReceiptCall | null;
  header: HeaderDraft;
  line: LineDraft;
  lineId: string | null;
  showProblems: boolean;
  error: MachineError | null;
}

export type ReceiptEvent =
  | { type: 'receipt.retry' }
  | { type: 'receipt.reloadRequested' }
  | { type: 'receipt.editRequested' }
  | { type: 'receipt.addLineRequested' }
  | { type: 'receipt.removeRequested'; lineId: string }
  | { type: 'receipt.clearRequested' }
  | { type: 'receipt.headerChanged'; field: HeaderField; value: string }
  | { type: 'receipt.lineChanged'; field: LineField; value: string }
  | { type: 'receipt.saved' }
  | { type: 'receipt.confirmed' }
  | { type: 'receipt.dismissed' };

export type ReceiptRunInput =
  | { action: 'save'; orderId: string; version: number; header: ReceiptHeader }
  | { action: 'add'; orderId: string; version: number; line: ReceiptLineInput }
  | { action: 'remove'; orderId: string; version: number; lineId: string }
  | { action: 'clear'; orderId: string; version: number };

/** The contract call of a change (a save call: a refusal is toasted with the server's message). */
export async function runReceiptCall(input: ReceiptRunInput, signal: AbortSignal): Promise<ReceiptInfo> {
  const opts = { signal, save: true };
  const { orderId, version } = input;
  switch (input.action) {
    case 'save':
      return call(saveReceiptInfo, { body: { orderId, version, header: input.header } }, opts);
    case 'add':
      return call(addReceiptLine, { body: { orderId, version, line: input.line } }, opts);
    case 'remove':
      return call(removeReceiptLine, { body: { orderId, version, lineId: input.lineId } }, opts);
    case 'clear':
      return call(clearReceiptInfo, { body: { orderId, version } }, opts);
  }
}

function runInputOf(c: ReceiptContext): ReceiptRunInput {
  const ref = { orderId: c.orderId, version: c.info?.version ?? 0 };
  // the guards let only valid drafts through
  if (c.pending === 'save') return { action: 'save', ...ref, header: headerOf(c.header)! };
  if (c.pending === 'add') return { action: 'add', ...ref, line: lineOf(c.line)! };
  if (c.pending === 'remove') return { action: 'remove', ...ref, lineId: c.lineId! };
  return { action: 'clear', ...ref };
}

const editable = (c: ReceiptContext) => !!c.info?.editable;
const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
    children: {} as { loadReceipt: 'loadReceipt'; runReceipt: 'runReceipt' },
  },
  actors: {
    loadReceipt: fromPromise<ReceiptInfo, { orderId: string }>(({ input, signal }) => call(getReceiptInfo, { body: { orderId: input.orderId } }, { signal })),
    runReceipt: fromPromise<ReceiptInfo, ReceiptRunInput>(({ input, signal }) => runReceiptCall(input, signal)),
  },
  actions: {
    /** A change succeeded (provided by the screen: a toast). */
    announceDone: (_, _params: { action: ReceiptCall }) => {},
    takeError: assign({ error: ({ event }) => errorOf(event) }),
    takeInfo: assign({ info: ({ event }) => (event as unknown as { output: ReceiptInfo }).output, error: null }),
    clearForm: assign({ pending: null, lineId: null, showProblems: false }),
  },
  guards: {
    editable: ({ context }) => editable(context),
    mayAddLine: ({ context }) => editable(context) && !!context.info?.header && context.info.skus.some((s) => !context.info!.lines.some((l) => l.sku === s.sku)),
    mayRemove: ({ context, event }) => editable(context) && event.type === 'receipt.removeRequested' && !!context.info?.lines.some((l) => l.id === event.lineId),
    mayClear: ({ context }) => editable(context) && (context.info?.version ?? 0) > 0,
    headerValid: ({ context }) => headerProblems(context.header).length === 0 && currencyConflictSkus(context.header, context.info).length === 0,
    lineValid: ({ context }) => lineValid(context.line, context.info),
    staleError: ({ event }) => errorOf(event).code === ReceiptErrorCode.versionStale,
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({
    orderId: input.orderId,
    today: input.today,
    info: null,
    pending: null,
    header: headerDraftOf(null, input.today),
    line: lineDraftOf(null),
    lineId: null,
    showProblems: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearForm',
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'viewing', actions: 'takeInfo' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'receipt.retry': 'loading' } },
    viewing: {
      entry: 'clearForm',
      on: {
        'receipt.reloadRequested': 'loading',
        'receipt.editRequested': {
          guard: 'editable',
          target: 'editingHeader',
          actions: assign({ pending: 'save' as const, header: ({ context }) => headerDraftOf(context.info, context.today) }),
        },
        'receipt.addLineRequested': { guard: 'mayAddLine', target: 'addingLine', actions: assign({ pending: 'add' as const, line: ({ context }) => lineDraftOf(context.info) }) },
        'receipt.removeRequested': { guard: 'mayRemove', target: 'submitting', actions: assign({ pending: 'remove' as const, lineId: ({ event }) => event.lineId }) },
        'receipt.clearRequested': { guard: 'mayClear', target: 'confirmingClear', actions: assign({ pending: 'clear' as const }) },
      },
    },
    editingHeader: {
      on: {
        'receipt.headerChanged': { actions: assign({ header: ({ context, event }) => ({ ...context.header, [event.field]: event.value }) }) },
        'receipt.saved': [{ guard: 'headerValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'receipt.dismissed': 'viewing',
      },
    },
    addingLine: {
      on: {
        'receipt.lineChanged': { actions: assign({ line: ({ context, event }) => ({ ...context.line, [event.field]: event.value }) }) },
        'receipt.saved': [{ guard: 'lineValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'receipt.dismissed': 'viewing',
      },
    },
    confirmingClear: { on: { 'receipt.confirmed': 'submitting', 'receipt.dismissed': 'viewing' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'runReceipt',
        src: 'runReceipt',
        input: ({ context }) => runInputOf(context),
        onDone: { target: 'viewing', actions: ['takeInfo', { type: 'announceDone', params: ({ context }) => ({ action: context.pending! }) }] },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: { on: { 'receipt.reloadRequested': 'loading' } },
    failed: { on: { 'receipt.dismissed': 'viewing', 'receipt.reloadRequested': 'loading' } },
  },
});
