// The line-quantities kit (decision 051): a dialog over a record's lines that takes one value per
// line (a quantity between bounds, or a reason) and sends them in one call with the version read.
// An area gives a spec (`LineQuantitiesSpec`): how a line of the record becomes a line of the
// dialog (its starting value, its bounds), what is wrong before anything is sent, the call's body
// and the call. Shown by LineQuantitiesDialog, tested by lineQuantitiesModelTests.
//   closed      nothing shown. lines.opened {recordId, version, lines} -> editing, each line as the
//               spec's line() makes it.
//   editing     context.lines; lines.changed {lineId, value} keeps it (and clears the problem and the
//               error). lines.submitted -> submitting when the spec's problem() finds none, else
//               stays with context.problem. lines.closed -> closed.
//   submitting  save (invoke 'save': {body} of the spec's body(), with the version read); tag 'busy'. A second
//               submit is not handled here, so a double click sends one call. Done -> done
//               (announceSaved); failure -> editing with context.error (a stale version, a refusal).
//   done        saved. lines.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { toMachineError, type MachineError } from '../support/errors';

/** A line of the dialog: its key and the value typed (the spec adds what it shows and its bounds). */
export interface LineEdit<V = unknown> {
  lineId: string;
  value: V;
}

/** What the call is made from: the record's key, the version read and the dialog's lines. */
export interface LineQuantitiesEdit<L> {
  recordId: string;
  version: number;
  lines: readonly L[];
}

export interface LineQuantitiesSpec<S, L extends LineEdit, P extends string, B, Out> {
  /** The machine's id (diagrams, the inspector). */
  id: string;
  /** The dialog's line from a line of the record: its starting value and its bounds. */
  line(seed: S): L;
  /** What is wrong before anything is sent (null: nothing); the server refuses the same. */
  problem(lines: readonly L[]): P | null;
  /** The call's body. */
  body(edit: LineQuantitiesEdit<L>): B;
  /** The call; it answers the record after it. */
  save(body: B, signal: AbortSignal): Promise<Out>;
}

export interface LineQuantitiesContext<L, P> extends LineQuantitiesEdit<L> {
  problem: P | null;
  error: MachineError | null;
}

export type LineQuantitiesEvent<S, L extends LineEdit> =
  | { type: 'lines.opened'; recordId: string; version: number; lines: readonly S[] }
  | { type: 'lines.changed'; lineId: string; value: L['value'] }
  | { type: 'lines.submitted' }
  | { type: 'lines.closed' };

export function createLineQuantitiesMachine<S, L extends LineEdit, P extends string, B, Out>(spec: LineQuantitiesSpec<S, L, P, B, Out>) {
  const closed: LineQuantitiesContext<L, P> = { recordId: '', version: 0, lines: [], problem: null, error: null };
  return setup({
    types: {
      context: {} as LineQuantitiesContext<L, P>,
      events: {} as LineQuantitiesEvent<S, L>,
      children: {} as { save: 'save' },
    },
    actors: {
      // the body boxed: an input of a type parameter could be a function, which xstate reads as a mapper
      save: fromPromise<Out, { body: B }>(({ input, signal }) => spec.save(input.body, signal)),
    },
    actions: {
      /** The lines were saved (provided by the screen: a toast, the record read again). */
      announceSaved: () => {},
    },
    guards: {
      valid: ({ context }) => spec.problem(context.lines) === null,
    },
  }).createMachine({
    id: spec.id,
    context: closed,
    initial: 'closed',
    states: {
      closed: {
        on: {
          'lines.opened': {
            target: 'editing',
            actions: assign(({ event }) => ({ ...closed, recordId: event.recordId, version: event.version, lines: event.lines.map(spec.line) })),
          },
        },
      },
      editing: {
        on: {
          'lines.changed': {
            actions: assign(({ context, event }) => ({ lines: context.lines.map((l) => (l.lineId === event.lineId ? { ...l, value: event.value } : l)), problem: null, error: null })),
          },
          'lines.submitted': [
            { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
            { actions: assign({ problem: ({ context }) => spec.problem(context.lines) }) },
          ],
          'lines.closed': 'closed',
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ body: spec.body({ recordId: context.recordId, version: context.version, lines: context.lines }) }),
          onDone: { target: 'done', actions: 'announceSaved' },
          onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        },
      },
      done: {
        on: { 'lines.closed': 'closed' },
      },
    },
  });
}

export type LineQuantitiesMachine<S, L extends LineEdit, P extends string, B, Out> = ReturnType<typeof createLineQuantitiesMachine<S, L, P, B, Out>>;
