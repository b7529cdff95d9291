// Requesting a same-product relation ourselves (docs/domain/products.md, "Same-product relation":
// the platform accepts it at once when the categories agree). Both products come from pickers
// (our products, the standard catalogue); the note is optional.
//   closed      nothing shown. request.opened -> editing with an empty form.
//   editing     context.productCode, standardCode, note; request.fieldChanged keeps them (and clears
//               that field's problem). request.submitted -> submitting when requestProblems() finds
//               none, else stays with context.problems. request.closed -> closed.
//   submitting  request (invoke 'request'); tag 'busy'. Only reachable from editing, so a double
//               click sends one call. Done -> done (context.relation; announceRequested); failure
//               -> editing with context.error (PRODUCT_SAME_CATEGORY, PRODUCT_SAME_LIVE).
//   done        the relation is confirmed. request.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { SAME_NOTE_MAX, requestSameRelation, type SameRelationInfo } from '../../contract/product/same';
import { toMachineError, type MachineError } from '../support/errors';

export type RequestField = 'productCode' | 'standardCode' | 'note';
export type RequestProblem = 'required' | 'tooLong';

export interface RequestForm {
  productCode: string;
  standardCode: string;
  note: string;
}

/** What is wrong with the form before it is sent (each field's first problem). */
export function requestProblems(f: RequestForm): Partial<Record<RequestField, RequestProblem>> {
  const problems: Partial<Record<RequestField, RequestProblem>> = {};
  if (!f.productCode.trim()) problems.productCode = 'required';
  if (!f.standardCode.trim()) problems.standardCode = 'required';
  if (f.note.trim().length > SAME_NOTE_MAX) problems.note = 'tooLong';
  return problems;
}

export interface RequestContext extends RequestForm {
  problems: Partial<Record<RequestField, RequestProblem>>;
  relation: SameRelationInfo | null;
  error: MachineError | null;
}

export type RequestEvent =
  | { type: 'request.opened' }
  | { type: 'request.fieldChanged'; field: RequestField; value: string }
  | { type: 'request.submitted' }
  | { type: 'request.closed' };

const empty = (): RequestContext => ({ productCode: '', standardCode: '', note: '', problems: {}, relation: null, error: null });

export const sameRequestMachine = setup({
  types: { context: {} as RequestContext, events: {} as RequestEvent, children: {} as { request: 'request' } },
  actors: {
    request: fromPromise<SameRelationInfo, RequestForm>(({ input, signal }) =>
      call(requestSameRelation, { body: { productCode: input.productCode.trim(), standardCode: input.standardCode.trim(), note: input.note.trim() } }, { signal, save: true }),
    ),
  },
  actions: {
    /** The relation was made (provided by the screen: a toast, the list read again). */
    announceRequested: (_, _params: { relation: SameRelationInfo }) => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(requestProblems(context)).length === 0,
  },
}).createMachine({
  id: 'sameRequest',
  context: empty,
  initial: 'closed',
  states: {
    closed: { on: { 'request.opened': { target: 'editing', actions: assign(empty) } } },
    editing: {
      on: {
        'request.fieldChanged': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, problems: { ...context.problems, [event.field]: undefined }, error: null })),
        },
        'request.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ problems: {}, error: null }) },
          { actions: assign({ problems: ({ context }) => requestProblems(context) }) },
        ],
        'request.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'request',
        src: 'request',
        input: ({ context }) => ({ productCode: context.productCode, standardCode: context.standardCode, note: context.note }),
        onDone: {
          target: 'done',
          actions: [assign({ relation: ({ event }) => event.output }), { type: 'announceRequested', params: ({ event }) => ({ relation: event.output }) }],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { on: { 'request.closed': 'closed' } },
  },
});
