// The record-with-actions kit (decision 019): one record read by its key, and the decisions its
// state offers, declared as a table of actions (`RecordActionsSpec`). Each action says when the
// record allows it, whether it takes a note (required or not, and its longest length) and which
// call makes it. The screen offers exactly what `snapshot.can(...)` allows (RecordActionsView).
//   loading     load (invoke 'load': the spec's read); tag 'busy'. Done -> viewing; failure ->
//               loadFailed, or notFound when the record does not exist or is not the caller's
//               to see (isNotFound).
//   loadFailed  context.error; record.retry -> loading.
//   notFound    context.error; no retry (it cannot help): the screen links back to the list.
//   viewing     context.record (no action pending, no note). record.actionRequested {action} -> confirming when the action's
//               `allowed(record)` says so; record.reloadRequested -> loading.
//   confirming  one dialog for context.action. record.noteChanged keeps context.note (actions with
//               a note only); record.choiceChanged keeps context.choice (actions with a choice
//               only, and only a value the record offers; it opens on the choice's initial value);
//               record.confirmed with a note the action refuses (blank when required, too long)
//               stays with context.noteProblem, with no value chosen stays with choiceMissing;
//               else -> submitting. record.dismissed -> viewing.
//   submitting  submit (invoke 'submit': the action's call with the key, the version read, the
//               trimmed note and the value chosen); tag 'busy'. Only reachable from the dialog, so a double click sends
//               one call. Done -> viewing with the record after it (announceDone {action}); a
//               failure whose code is one of the spec's staleCodes (someone else acted first) ->
//               stale; any other -> failed.
//   stale       context.error says what happened; record.reloadRequested -> loading.
//   failed      context.error (the server's code and message); record.dismissed -> confirming
//               with the note kept; record.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { isNotFound, toMachineError, type MachineError } from '../support/errors';

export type NoteProblem = 'required' | 'tooLong';

export interface RecordNote {
  required: boolean;
  /** The longest note the call accepts (characters, after trimming). */
  max: number;
}

export interface RecordSubmitInput<A extends string> {
  key: string;
  action: A;
  version: number;
  /** Trimmed; '' for an action without a note. */
  note: string;
  /** The value picked (actions with a choice only). */
  choice?: string;
}

/** One value the dialog offers to pick (a ship-to warehouse, ...), read with the record. */
export interface RecordChoiceOption {
  value: string;
  label: string;
}

export interface RecordChoice<R> {
  options(record: R): readonly RecordChoiceOption[];
  /** The value the dialog opens with (null: nothing picked yet). */
  initial(record: R): string | null;
}

export interface RecordAction<R, A extends string> {
  /** Whether the record, as read, offers this action. */
  allowed(record: R): boolean;
  /** A note typed in the dialog; absent: the dialog only asks to confirm. */
  note?: RecordNote;
  /** A value picked in the dialog, required (one of what the record offers). */
  choice?: RecordChoice<R>;
  /** The call; it answers the record after the action. */
  submit(input: RecordSubmitInput<A>, signal: AbortSignal): Promise<R>;
}

export interface RecordActionsSpec<R extends { version: number }, A extends string> {
  /** The machine's id (diagrams, the inspector). */
  id: string;
  load(key: string, signal: AbortSignal): Promise<R>;
  actions: { readonly [K in A]: RecordAction<R, A> };
  /** Error codes that mean someone else changed or decided the record first. */
  staleCodes: readonly string[];
}

export interface RecordActionsContext<R, A extends string> {
  key: string;
  record: R | null;
  action: A | null;
  note: string;
  noteProblem: NoteProblem | null;
  choice: string | null;
  choiceMissing: boolean;
  error: MachineError | null;
}

export type RecordActionsEvent<A extends string> =
  | { type: 'record.retry' }
  | { type: 'record.reloadRequested' }
  | { type: 'record.actionRequested'; action: A }
  | { type: 'record.noteChanged'; value: string }
  | { type: 'record.choiceChanged'; value: string }
  | { type: 'record.confirmed' }
  | { type: 'record.dismissed' };

/** What is wrong with a note for an action that takes one (null: nothing). */
export function noteProblemOf(note: string, rule: RecordNote | undefined): NoteProblem | null {
  if (!rule) return null;
  const text = note.trim();
  if (rule.required && text === '') return 'required';
  return text.length > rule.max ? 'tooLong' : null;
}

const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

export function createRecordActionsMachine<R extends { version: number }, A extends string>(spec: RecordActionsSpec<R, A>) {
  const ruleOf = (action: A | null) => (action ? spec.actions[action].note : undefined);
  const choiceOf = (action: A | null) => (action ? spec.actions[action].choice : undefined);
  // only a spec with a note or a choice gets their transitions: a machine (and its diagram) has no
  // step its actions can never take
  const withNote = Object.values<RecordAction<R, A>>(spec.actions).some((a) => a.note !== undefined);
  const withChoice = Object.values<RecordAction<R, A>>(spec.actions).some((a) => a.choice !== undefined);
  return setup({
    types: {
      context: {} as RecordActionsContext<R, A>,
      events: {} as RecordActionsEvent<A>,
      input: {} as { key: string },
      children: {} as { load: 'load'; submit: 'submit' },
    },
    actors: {
      load: fromPromise<R, { key: string }>(({ input, signal }) => spec.load(input.key, signal)),
      submit: fromPromise<R, RecordSubmitInput<A>>(({ input, signal }) => spec.actions[input.action].submit(input, signal)),
    },
    actions: {
      /** An action was made (provided by the screen: a toast). */
      announceDone: (_, _params: { action: A }) => {},
      takeError: assign({ error: ({ event }) => errorOf(event) }),
      takeRecord: assign({ record: ({ event }) => (event as unknown as { output: R }).output, error: null }),
      takeNote: assign({ note: ({ event }) => (event as { value: string }).value, noteProblem: null }),
      // the note's problem is the one said; a choice missing from an earlier try is said again once the note passes
      markNoteProblem: assign({ noteProblem: ({ context }) => noteProblemOf(context.note, ruleOf(context.action)), choiceMissing: false }),
      takeChoice: assign({ choice: ({ event }) => (event as { value: string }).value, choiceMissing: false }),
      markChoiceMissing: assign({ choiceMissing: true }),
    },
    guards: {
      allowed: ({ context, event }) =>
        event.type === 'record.actionRequested' && context.record !== null && Object.hasOwn(spec.actions, event.action) && spec.actions[event.action].allowed(context.record),
      takesNote: ({ context }) => ruleOf(context.action) !== undefined,
      noteRefused: ({ context }) => noteProblemOf(context.note, ruleOf(context.action)) !== null,
      choiceOffered: ({ context, event }) =>
        event.type === 'record.choiceChanged' && context.record !== null && (choiceOf(context.action)?.options(context.record).some((o) => o.value === event.value) ?? false),
      choiceRefused: ({ context }) => choiceOf(context.action) !== undefined && context.choice === null,
      staleError: ({ event }) => spec.staleCodes.includes(errorOf(event).code),
      notFoundError: ({ event }) => isNotFound(errorOf(event)),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({ key: input.key, record: null, action: null, note: '', noteProblem: null, choice: null, choiceMissing: false, error: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'viewing', actions: 'takeRecord' },
          onError: [
            { guard: 'notFoundError', target: 'notFound', actions: 'takeError' },
            { target: 'loadFailed', actions: 'takeError' },
          ],
        },
      },
      loadFailed: { on: { 'record.retry': 'loading' } },
      notFound: {},
      viewing: {
        entry: assign({ action: null, note: '', noteProblem: null, choice: null, choiceMissing: false }),
        on: {
          'record.reloadRequested': 'loading',
          'record.actionRequested': {
            guard: 'allowed',
            target: 'confirming',
            actions: assign({
              action: ({ event }) => event.action,
              choice: ({ context, event }) => (context.record ? (spec.actions[event.action].choice?.initial(context.record) ?? null) : null),
              error: null,
            }),
          },
        },
      },
      confirming: {
        on: {
          ...(withNote ? { 'record.noteChanged': { guard: 'takesNote' as const, actions: 'takeNote' as const } } : {}),
          ...(withChoice ? { 'record.choiceChanged': { guard: 'choiceOffered' as const, actions: 'takeChoice' as const } } : {}),
          'record.confirmed': [
            ...(withNote ? [{ guard: 'noteRefused' as const, actions: 'markNoteProblem' as const }] : []),
            ...(withChoice ? [{ guard: 'choiceRefused' as const, actions: 'markChoiceMissing' as const }] : []),
            { target: 'submitting' },
          ],
          'record.dismissed': 'viewing',
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({
            key: context.key,
            action: context.action as A,
            version: context.record?.version ?? 0,
            note: ruleOf(context.action) ? context.note.trim() : '',
            ...(choiceOf(context.action) ? { choice: context.choice ?? '' } : {}),
          }),
          onDone: { target: 'viewing', actions: ['takeRecord', { type: 'announceDone', params: ({ context }) => ({ action: context.action as A }) }] },
          onError: [
            { guard: 'staleError', target: 'stale', actions: 'takeError' },
            { target: 'failed', actions: 'takeError' },
          ],
        },
      },
      stale: { on: { 'record.reloadRequested': 'loading' } },
      failed: {
        on: {
          'record.dismissed': 'confirming',
          'record.reloadRequested': 'loading',
        },
      },
    },
  });
}

export type RecordActionsMachine<R extends { version: number }, A extends string> = ReturnType<typeof createRecordActionsMachine<R, A>>;
