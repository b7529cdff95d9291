// A searchable code picker (sku, warehouse, shop, carrier; decision 027): what the user types is
// searched on the server after a short pause, and a pasted list of codes is checked in one call.
// The picker holds no selection: a chosen option or the codes a paste found are emitted
// (`picker.picked`) to whoever holds the value (the isolation form, an import fix, a search
// condition). A paste names what it could not add: codes the tenant does not have (unknown) and
// codes written twice or already held (repeated).
//   idle        the last search's options (context.items, context.more); picker.textChanged ->
//               debouncing; picker.opened -> searching when the text was not searched yet.
//   debouncing  waits 'searchDelay' (250 ms) after the last keystroke, then -> searching; another
//               keystroke starts the wait again.
//   searching   search (invoke 'search': common.lookupSearch); tag 'busy'. Done -> idle with the
//               options; failure -> failed.
//   resolving   resolve (invoke 'resolve': common.lookupResolve) for a pasted list; tag 'busy'.
//               Done -> idle, the found options emitted, context.report names the unknown and
//               repeated codes; failure -> failed.
//   failed      context.error; picker.retry -> searching; picker.textChanged -> debouncing.
// Anywhere: picker.chosen emits the option and clears the text; picker.pasted reads the list
// (kernel/code-list.ts) and -> resolving when it holds a new code, else only reports the repeats;
// picker.reportDismissed clears the report.
import { assign, emit, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { readCodeList } from '../../contract/kernel/code-list';
import { resolveCodes, searchCodes, type CodeOption } from '../../contract/common/lookup';
import type { LookupKind } from '../../contract/kernel/code-list';
import { toMachineError, type MachineError } from '../support/errors';

export const SEARCH_DELAY_MS = 250;
export const SEARCH_LIMIT = 20;

export interface CodePickerInput {
  kind: LookupKind;
}

/** What a paste could not add. */
export interface PasteReport {
  unknown: string[];
  repeated: string[];
  /** How many codes it added. */
  added: number;
}

export interface CodePickerContext {
  kind: LookupKind;
  text: string;
  /** The text the options answer (null: none searched yet). */
  searched: string | null;
  items: CodeOption[];
  more: boolean;
  /** A pasted list's new codes being checked, and the repeats it held. */
  pending: string[];
  repeated: string[];
  report: PasteReport | null;
  error: MachineError | null;
}

export type CodePickerEvent =
  | { type: 'picker.textChanged'; text: string }
  | { type: 'picker.opened' }
  | { type: 'picker.chosen'; option: CodeOption }
  | { type: 'picker.pasted'; text: string; held: readonly string[] }
  | { type: 'picker.retry' }
  | { type: 'picker.reportDismissed' };

export type CodePickerEmitted = { type: 'picker.picked'; options: CodeOption[] };

export interface ResolveAnswer {
  found: CodeOption[];
  unknown: string[];
}

export const codePickerMachine = setup({
  types: {
    context: {} as CodePickerContext,
    events: {} as CodePickerEvent,
    input: {} as CodePickerInput,
    emitted: {} as CodePickerEmitted,
    children: {} as { search: 'search'; resolve: 'resolve' },
  },
  actors: {
    search: fromPromise<{ items: CodeOption[]; more: boolean }, { kind: LookupKind; text: string }>(({ input, signal }) =>
      call(searchCodes, { params: { kind: input.kind }, body: { text: input.text.trim(), limit: SEARCH_LIMIT } }, { signal, quiet: true }),
    ),
    resolve: fromPromise<ResolveAnswer, { kind: LookupKind; codes: string[] }>(({ input, signal }) =>
      call(resolveCodes, { params: { kind: input.kind }, body: { codes: input.codes } }, { signal, quiet: true }),
    ),
  },
  actions: {
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
  },
  guards: {
    notSearched: ({ context }) => context.searched !== context.text,
    pasteHasNew: ({ event }) => event.type === 'picker.pasted' && readCodeList(event.text, event.held).codes.length > 0,
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
}).createMachine({
  id: 'codePicker',
  context: ({ input }) => ({ kind: input.kind, text: '', searched: null, items: [], more: false, pending: [], repeated: [], report: null, error: null }),
  initial: 'idle',
  on: {
    'picker.chosen': {
      target: '.idle',
      actions: [emit(({ event }) => ({ type: 'picker.picked' as const, options: [event.option] })), assign({ text: '', report: null })],
    },
    'picker.pasted': [
      {
        guard: 'pasteHasNew',
        target: '.resolving',
        actions: assign(({ event }) => {
          const list = readCodeList(event.text, event.held);
          return { pending: list.codes, repeated: list.repeated, report: null, error: null };
        }),
      },
      { actions: assign(({ event }) => ({ report: { unknown: [], repeated: readCodeList(event.text, event.held).repeated, added: 0 } })) },
    ],
    'picker.reportDismissed': { actions: assign({ report: null }) },
  },
  states: {
    idle: {
      on: {
        'picker.textChanged': { target: 'debouncing', actions: assign({ text: ({ event }) => event.text }) },
        'picker.opened': { guard: 'notSearched', target: 'searching' },
      },
    },
    debouncing: {
      after: { searchDelay: { target: 'searching' } },
      on: { 'picker.textChanged': { target: 'debouncing', reenter: true, actions: assign({ text: ({ event }) => event.text }) } },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ kind: context.kind, text: context.text }),
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ items: event.output.items, more: event.output.more, searched: context.text, error: null })) },
        onError: { target: 'failed', actions: 'takeError' },
      },
      on: { 'picker.textChanged': { target: 'debouncing', actions: assign({ text: ({ event }) => event.text }) } },
    },
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ kind: context.kind, codes: context.pending }),
        onDone: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({ type: 'picker.picked' as const, options: event.output.found })),
            assign(({ context, event }) => ({
              report: { unknown: event.output.unknown, repeated: context.repeated, added: event.output.found.length },
              pending: [],
              repeated: [],
            })),
          ],
        },
        onError: { target: 'failed', actions: ['takeError', assign({ pending: [], repeated: [] })] },
      },
    },
    failed: {
      on: {
        'picker.retry': { target: 'searching', actions: assign({ error: null }) },
        'picker.textChanged': { target: 'debouncing', actions: assign({ text: ({ event }) => event.text, error: null }) },
      },
    },
  },
});
