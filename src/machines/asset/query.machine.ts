// One call of an asset screen that is not a list or a record: a panel's data read once (the carts
// using a channel, the additional-charge catalogue), a record opened in a dialog (a trigger
// record), or a run with parameters the user types (the cost formula test). The call itself
// (input.run) comes from a query descriptor (src/resources/asset/queries.ts) and receives the
// services' call and the actor's signal.
//   starting  transient: running when input.auto, else idle.
//   idle      nothing asked yet (or cleared).
//   running   run(params) (invoke 'runQuery'); tag 'busy'. Done -> done (context.result);
//             failure -> failed (context.error: code + server message, e.g. the evaluator's).
//   done      context.result.
//   failed    context.error; query.run asks again.
// query.paramsChanged merges parameters (field errors follow once shown); query.run merges its
// `with` (values taken from elsewhere at that moment, e.g. the formula being edited) and runs when
// input.validate finds no field errors, else keeps the errors (context.fieldErrors, keys).
// query.cleared goes back to idle. Leaving running (query.cleared) aborts the call.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { toMachineError, type MachineError } from '../support/errors';
import type { ResourceIo, Row } from '../generic/types';

export interface QueryInput {
  run(params: Row, io: ResourceIo): Promise<unknown>;
  validate?(params: Row): Record<string, string>;
  params?: Row;
  /** Run at once with `params`. */
  auto?: boolean;
}

export interface QueryContext {
  run: QueryInput['run'];
  validate: NonNullable<QueryInput['validate']>;
  params: Row;
  result: unknown;
  error: MachineError | null;
  fieldErrors: Record<string, string>;
  /** Field errors are shown (after the first refused run). */
  showErrors: boolean;
  auto: boolean;
}

export type QueryEvent =
  | { type: 'query.paramsChanged'; params: Row }
  | { type: 'query.run'; with?: Row }
  | { type: 'query.cleared' };

const noErrors = () => ({});
const merged = (context: QueryContext, event: QueryEvent): Row => ({ ...context.params, ...(event.type === 'query.run' ? (event.with ?? {}) : {}) });

export const queryMachine = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as QueryInput,
    children: {} as { runQuery: 'runQuery' },
  },
  actors: {
    runQuery: fromPromise<unknown, { run: QueryInput['run']; params: Row }>(({ input, signal }) => input.run(input.params, { signal, call })),
  },
  guards: {
    auto: ({ context }) => context.auto,
    paramsValid: ({ context, event }) => Object.keys(context.validate(merged(context, event))).length === 0,
  },
  actions: {
    takeParams: assign(({ context, event }) => ({ params: merged(context, event), fieldErrors: {}, showErrors: false })),
    refuseParams: assign(({ context, event }) => ({ params: merged(context, event), fieldErrors: context.validate(merged(context, event)), showErrors: true })),
  },
}).createMachine({
  id: 'assetQuery',
  context: ({ input }) => ({
    run: input.run,
    validate: input.validate ?? noErrors,
    params: input.params ?? {},
    result: null,
    error: null,
    fieldErrors: {},
    showErrors: false,
    auto: input.auto ?? false,
  }),
  initial: 'starting',
  on: {
    'query.paramsChanged': {
      actions: assign(({ context, event }) => {
        const params = { ...context.params, ...event.params };
        return { params, fieldErrors: context.showErrors ? context.validate(params) : context.fieldErrors };
      }),
    },
  },
  states: {
    starting: { always: [{ guard: 'auto', target: 'running' }, { target: 'idle' }] },
    idle: {
      on: { 'query.run': [{ guard: 'paramsValid', target: 'running', actions: 'takeParams' }, { actions: 'refuseParams' }] },
    },
    running: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'runQuery',
        src: 'runQuery',
        input: ({ context }) => ({ run: context.run, params: context.params }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ result: null, error: ({ event }) => toMachineError(event.error) }) },
      },
      on: { 'query.cleared': { target: 'idle', actions: assign({ result: null }) } },
    },
    done: {
      on: {
        'query.run': [{ guard: 'paramsValid', target: 'running', actions: 'takeParams' }, { actions: 'refuseParams' }],
        'query.cleared': { target: 'idle', actions: assign({ result: null, error: null }) },
      },
    },
    failed: {
      on: {
        'query.run': [{ guard: 'paramsValid', target: 'running', actions: 'takeParams' }, { actions: 'refuseParams' }],
        'query.cleared': { target: 'idle', actions: assign({ result: null, error: null }) },
      },
    },
  },
});
