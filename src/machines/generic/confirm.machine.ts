// Confirm-and-run for row, bulk and other one-call actions (delete, approve, ...).
//   idle     confirm.requested {request} -> asking (request.confirm) or straight to running.
//   asking   the question is shown (context.request; context.error from a failed run);
//            confirm.accepted -> running; confirm.cancelled -> idle.
//   running  runAction (invoke 'runAction': the request's endpoint and input, a save call: a
//            failure toasts the server message or the generic save error); tag 'busy'. A second
//            confirm.accepted is ignored. Done -> done; failure -> asking with context.error (or
//            idle for an action that asked nothing).
//   done     entry announceDone (provided by the screen: refresh the list, toast); context.result;
//            confirm.requested asks again; confirm.dismissed -> idle.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { AnyEndpoint } from '../../contract/kernel/endpoint';
import { toMachineError, type MachineError } from '../support/errors';

export interface ConfirmRequest {
  /** Which action (a descriptor action id, 'delete' ...): the screen picks texts by it. */
  actionId: string;
  endpoint: AnyEndpoint;
  input: unknown;
  /** Ask before running. */
  confirm: boolean;
  /** Row keys the action is for (for the screen's texts and the selection). */
  keys: string[];
}

export interface ConfirmContext {
  request: ConfirmRequest | null;
  error: MachineError | null;
  result: unknown;
}

export type ConfirmEvent =
  | { type: 'confirm.requested'; request: ConfirmRequest }
  | { type: 'confirm.accepted' }
  | { type: 'confirm.cancelled' }
  | { type: 'confirm.dismissed' };

export const confirmMachine = setup({
  types: {
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    children: {} as { runAction: 'runAction' },
  },
  actors: {
    runAction: fromPromise<unknown, { endpoint: AnyEndpoint; input: unknown }>(({ input, signal }) =>
      call(input.endpoint, input.input as never, { signal, save: true }),
    ),
  },
  actions: {
    takeRequest: assign({
      request: ({ event }) => (event.type === 'confirm.requested' ? event.request : null),
      error: null,
      result: null,
    }),
    /** The action succeeded (provided by the screen; nothing by default). */
    announceDone: (_, _params: { request: ConfirmRequest; result: unknown }) => {},
  },
  guards: {
    asksFirst: ({ event }) => event.type === 'confirm.requested' && event.request.confirm,
    askedFirst: ({ context }) => !!context.request?.confirm,
  },
}).createMachine({
  id: 'confirm',
  context: { request: null, error: null, result: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'confirm.requested': [
          { guard: 'asksFirst', target: 'asking', actions: 'takeRequest' },
          { target: 'running', actions: 'takeRequest' },
        ],
      },
    },
    asking: {
      on: {
        'confirm.accepted': { target: 'running' },
        'confirm.cancelled': { target: 'idle', actions: assign({ request: null, error: null }) },
      },
    },
    running: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ endpoint: (context.request as ConfirmRequest).endpoint, input: (context.request as ConfirmRequest).input }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'askedFirst', target: 'asking', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
          { target: 'idle', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    done: {
      entry: { type: 'announceDone', params: ({ context }) => ({ request: context.request as ConfirmRequest, result: context.result }) },
      on: {
        'confirm.requested': [
          { guard: 'asksFirst', target: 'asking', actions: 'takeRequest' },
          { target: 'running', actions: 'takeRequest' },
        ],
        'confirm.dismissed': { target: 'idle', actions: assign({ request: null, result: null }) },
      },
    },
  },
});
