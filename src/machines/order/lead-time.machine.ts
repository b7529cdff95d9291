// One fulfilment lead-time request, or a new one (/order/fulfillmentApprovalInfo/:id?; contract
// src/contract/order/lead-time.ts). Without an id the screen starts a new draft; with one it shows
// the request and offers what its status allows: a draft is edited or submitted, a submitted one
// reverted; approved and rejected ones are read only (the platform decided).
//   loading       load (invoke 'load': the request, when there is an id, and the shops to choose
//                 from); tag 'busy'. Done -> editing for a new request, else viewing; failure ->
//                 loadFailed.
//   loadFailed    context.error; lead.retry -> loading.
//   viewing       context.record. lead.editRequested -> editing (a draft; the form filled from
//                 it); lead.submitRequested -> submitting (a draft); lead.revertRequested ->
//                 reverting (a submitted one); lead.reloadRequested -> loading.
//   editing       context.form (shop, days, remark). lead.fieldChanged; lead.saved -> saving when
//                 formProblems() finds none, else stays with showProblems; lead.cancelled ->
//                 viewing (an existing request) or leave (a new one: the screen goes back).
//   saving        save (invoke 'save': a new draft, or the draft with its version); tag 'busy'.
//                 Done -> viewing with the saved draft (announceSaved); failure -> stale
//                 (someone else changed it) or saveFailed.
//   saveFailed    context.error; lead.dismissed -> editing (the form kept).
//   submitting    submit (invoke 'submit' with the version read); tag 'busy'. Entered only from
//                 viewing, so a double click sends one call. Done -> viewing (announceDone);
//                 failure -> stale or actionFailed.
//   reverting     revert (invoke 'revert' with the version read); tag 'busy'. As submitting.
//   actionFailed  context.error; lead.dismissed -> viewing.
//   stale         context.error (LEAD_TIME_STALE, a state changed elsewhere, an open request
//                 already on the shop); lead.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  getLeadTime,
  LEAD_DAYS_MAX,
  LEAD_DAYS_MIN,
  LEAD_REMARK_MAX,
  LeadTimeErrorCode,
  leadTimeShops,
  revertLeadTime,
  saveLeadTime,
  submitLeadTime,
  type LeadTimeRow,
  type LeadTimeShop,
  type SaveLeadTimeBody,
} from '../../contract/order';
import { toMachineError, type MachineError } from '../support/errors';

export interface LeadTimeForm {
  cartId: string | null;
  days: number | null;
  remark: string;
}

export interface FormProblems {
  shop?: 'required' | 'busy';
  days?: 'required' | 'range' | 'unchanged';
  remark?: 'tooLong';
}

/** What is wrong with the form (the server checks the same). */
export function formProblems(form: LeadTimeForm, shops: readonly LeadTimeShop[], record: LeadTimeRow | null): FormProblems {
  const out: FormProblems = {};
  const shop = shops.find((s) => s.cartId === form.cartId);
  if (form.cartId === null) out.shop = 'required';
  else if (shop?.openRequestId && shop.openRequestId !== record?.id) out.shop = 'busy';
  const current = shop ? shop.currentDays : (record?.currentDays ?? null);
  if (form.days === null || Number.isNaN(form.days)) out.days = 'required';
  else if (!Number.isInteger(form.days) || form.days < LEAD_DAYS_MIN || form.days > LEAD_DAYS_MAX) out.days = 'range';
  else if (current !== null && form.days === current) out.days = 'unchanged';
  if (form.remark.trim().length > LEAD_REMARK_MAX) out.remark = 'tooLong';
  return out;
}

export interface LeadTimeContext {
  id: string | null;
  record: LeadTimeRow | null;
  shops: LeadTimeShop[];
  form: LeadTimeForm;
  showProblems: boolean;
  error: MachineError | null;
}

export type LeadTimeEvent =
  | { type: 'lead.retry' }
  | { type: 'lead.reloadRequested' }
  | { type: 'lead.editRequested' }
  | { type: 'lead.submitRequested' }
  | { type: 'lead.revertRequested' }
  | { type: 'lead.fieldChanged'; field: 'cartId'; value: string | null }
  | { type: 'lead.fieldChanged'; field: 'days'; value: number | null }
  | { type: 'lead.fieldChanged'; field: 'remark'; value: string }
  | { type: 'lead.saved' }
  | { type: 'lead.cancelled' }
  | { type: 'lead.dismissed' };

export interface Loaded {
  record: LeadTimeRow | null;
  shops: LeadTimeShop[];
}
export interface TransitionInput {
  id: string;
  version: number;
}

const staleCodes: readonly string[] = [LeadTimeErrorCode.stale, LeadTimeErrorCode.notDraft, LeadTimeErrorCode.notPending, LeadTimeErrorCode.openExists, 'SYS_CONFLICT'];
const emptyForm: LeadTimeForm = { cartId: null, days: null, remark: '' };
const formOf = (r: LeadTimeRow | null): LeadTimeForm => (r ? { cartId: r.cartId, days: r.days, remark: r.remark } : emptyForm);

export const leadTimeMachine = setup({
  types: {
    context: {} as LeadTimeContext,
    events: {} as LeadTimeEvent,
    input: {} as { id: string | null },
    children: {} as { load: 'load'; save: 'save'; submit: 'submit'; revert: 'revert' },
  },
  actors: {
    load: fromPromise<Loaded, { id: string | null }>(async ({ input, signal }) => {
      const [record, shops] = await Promise.all([
        input.id ? call(getLeadTime, { params: { id: input.id } }, { signal, quiet: true }) : Promise.resolve(null),
        call(leadTimeShops, { query: {} }, { signal, quiet: true }),
      ]);
      return { record, shops };
    }),
    save: fromPromise<LeadTimeRow, SaveLeadTimeBody>(({ input, signal }) => call(saveLeadTime, { body: input }, { signal, save: true })),
    submit: fromPromise<LeadTimeRow, TransitionInput>(({ input, signal }) => call(submitLeadTime, { body: input }, { signal, save: true })),
    revert: fromPromise<LeadTimeRow, TransitionInput>(({ input, signal }) => call(revertLeadTime, { body: input }, { signal, save: true })),
  },
  actions: {
    /** A draft was saved (provided by the screen: a toast; a new one's address). */
    announceSaved: (_, _params: { id: string }) => {},
    /** Submitted or reverted (provided by the screen: a toast). */
    announceDone: (_, _params: { action: 'submit' | 'revert' }) => {},
    /** Leave the new-request form (provided by the screen: back to the list). */
    leave: () => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeRecord: assign({ record: ({ event }) => (event as unknown as { output: LeadTimeRow }).output, error: null }),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isDraft: ({ context }) => context.record?.status === 'draft',
    isSubmitted: ({ context }) => context.record?.status === 'submitted',
    hasRecord: ({ context }) => context.record !== null,
    formValid: ({ context }) => Object.keys(formProblems(context.form, context.shops, context.record)).length === 0,
    staleError: ({ event }) => staleCodes.includes(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'leadTime',
  context: ({ input }) => ({ id: input.id, record: null, shops: [], form: emptyForm, showProblems: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: 'isNew',
            target: 'editing',
            actions: assign({ shops: ({ event }) => event.output.shops, record: null, form: emptyForm, showProblems: false, error: null }),
          },
          { target: 'viewing', actions: assign({ shops: ({ event }) => event.output.shops, record: ({ event }) => event.output.record, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'lead.retry': 'loading' } },
    viewing: {
      on: {
        'lead.reloadRequested': 'loading',
        'lead.editRequested': { guard: 'isDraft', target: 'editing', actions: assign({ form: ({ context }) => formOf(context.record), showProblems: false }) },
        'lead.submitRequested': { guard: 'isDraft', target: 'submitting' },
        'lead.revertRequested': { guard: 'isSubmitted', target: 'reverting' },
      },
    },
    editing: {
      on: {
        'lead.fieldChanged': { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
        'lead.saved': [{ guard: 'formValid', target: 'saving' }, { actions: assign({ showProblems: true }) }],
        'lead.cancelled': [{ guard: 'hasRecord', target: 'viewing' }, { actions: 'leave' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          ...(context.record ? { id: context.record.id, version: context.record.version } : {}),
          cartId: context.form.cartId ?? '',
          days: context.form.days ?? 0,
          remark: context.form.remark.trim(),
        }),
        onDone: {
          target: 'viewing',
          actions: ['takeRecord', assign({ id: ({ event }) => event.output.id }), { type: 'announceSaved', params: ({ event }) => ({ id: event.output.id }) }],
        },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'saveFailed', actions: 'takeError' },
        ],
      },
    },
    saveFailed: { on: { 'lead.dismissed': 'editing' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ id: context.record?.id ?? '', version: context.record?.version ?? 0 }),
        onDone: { target: 'viewing', actions: ['takeRecord', { type: 'announceDone', params: { action: 'submit' } }] },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'actionFailed', actions: 'takeError' },
        ],
      },
    },
    reverting: {
      tags: ['busy'],
      invoke: {
        id: 'revert',
        src: 'revert',
        input: ({ context }) => ({ id: context.record?.id ?? '', version: context.record?.version ?? 0 }),
        onDone: { target: 'viewing', actions: ['takeRecord', { type: 'announceDone', params: { action: 'revert' } }] },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'actionFailed', actions: 'takeError' },
        ],
      },
    },
    actionFailed: { on: { 'lead.dismissed': 'viewing' } },
    stale: { on: { 'lead.reloadRequested': 'loading' } },
  },
});
