// A delivery appointment (/order/appointmentCreate and /order/appointmentInfo/:id; rules in
// docs/domain/orders.md, "Appointments"). Started without a form number it begins by choosing
// orders; with one it loads that appointment (start: decides which, at once). Calls are quiet: the screen shows the error.
//   choosing.counting  loadCandidates (invoke: the count call, new shape or old, and the first
//                      bookable orders of the filter); tag 'busy'. Done -> choosing.ready;
//                      failure -> choosing.failed (appointment.retry -> counting).
//   choosing.ready     appointment.filterChanged -> counting (the choice is kept);
//                      appointment.orderToggled / allToggled change the choice;
//                      appointment.ordersConfirmed (only once something is chosen: the screen
//                      disables Create and says why) -> creating, or -> confirmingWarehouses
//                      when the chosen orders ship from more than one warehouse.
//   choosing.confirmingWarehouses  "These orders ship from N warehouses" (sourceWarehouses):
//                      appointment.warehousesConfirmed -> creating; appointment.warehousesDismissed
//                      -> ready (the choice is kept).
//   creating           createAppointment (invoke: the draft); tag 'busy'. Done -> filling
//                      (announceCreated: the screen moves to the appointment's address);
//                      failure -> choosing.ready with the error (which orders cannot be booked).
//   loading            loadAppointment (invoke, by form number); tag 'busy'. A draft -> filling,
//                      else -> viewing; failure -> loadFailed (appointment.retry -> loading).
//   filling            the draft's form: appointment.fieldChanged; appointment.formSubmitted ->
//                      submitting when the values pass the checks of appointmentForm.ts, else
//                      the problems show; appointment.cancelRequested -> confirmingCancel.
//   submitting         submitAppointment (invoke, with the version read); tag 'busy'. Done ->
//                      viewing; stale -> stale; other failures -> filling with the error.
//   viewing            a submitted, arrived or cancelled appointment. appointment.printRequested
//                      -> printing when it may be printed; appointment.cancelRequested ->
//                      confirmingCancel when it may be cancelled; appointment.reloadRequested ->
//                      loading.
//   confirmingCancel   "Cancel this appointment?": appointment.cancelConfirmed -> cancelling;
//                      appointment.cancelDismissed -> filling (a draft) or viewing.
//   cancelling         cancelAppointment (invoke, with the version read); tag 'busy'. Done ->
//                      viewing; stale -> stale; other failures -> back where it was with the error.
//   printing.loading   loadPrint (invoke: the print data); tag 'busy'. Done -> printing.ready;
//                      failure -> viewing with the error.
//   printing.ready     the delivery sheet is shown (the screen opens the print dialog);
//                      appointment.printClosed -> viewing.
//   stale              someone else changed the appointment: appointment.reloadRequested -> loading.
import { and, assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  cancelAppointment,
  countAppointmentOrders,
  countAppointmentOrdersOld,
  createAppointment,
  getAppointment,
  getAppointmentOrders,
  printAppointment,
  submitAppointment,
  AppointmentErrorCode,
  type AppointmentCount,
  type AppointmentDetail,
  type AppointmentForm,
  type AppointmentOrder,
  type AppointmentOrderFilter,
  type AppointmentPrint,
} from '../../contract/order/appointments';
import { toMachineError, type MachineError } from '../support/errors';
import { emptyValues, formBody, formProblems, valuesOf, type AppointmentField, type AppointmentProblems, type AppointmentValues } from './appointmentForm';

/** How many candidate orders the choosing step shows (and may select at once). */
export const CANDIDATE_LIMIT = 50;

export interface AppointmentInput {
  formNo: string | null;
  /** The count call's shape: 'old' for the variants with the older filter (a single warehouse value). */
  countShape?: 'new' | 'old';
  /** The clock the form checks dates against (ISO); now by default. */
  now?: string;
}

export interface Candidates {
  count: AppointmentCount;
  rows: AppointmentOrder[];
}

export interface AppointmentContext {
  formNo: string | null;
  countShape: 'new' | 'old';
  now: string;
  filter: AppointmentOrderFilter;
  candidates: AppointmentOrder[];
  /** Every order shown so far by id: the chosen ones stay known when the filter changes. */
  seen: Record<string, AppointmentOrder>;
  count: AppointmentCount | null;
  selected: string[];
  detail: AppointmentDetail | null;
  values: AppointmentValues;
  showProblems: boolean;
  print: AppointmentPrint | null;
  error: MachineError | null;
}

export type AppointmentEvent =
  | { type: 'appointment.filterChanged'; filter: AppointmentOrderFilter }
  | { type: 'appointment.orderToggled'; orderId: string; selected: boolean }
  | { type: 'appointment.allToggled'; selected: boolean }
  | { type: 'appointment.ordersConfirmed' }
  | { type: 'appointment.warehousesConfirmed' }
  | { type: 'appointment.warehousesDismissed' }
  | { type: 'appointment.fieldChanged'; field: AppointmentField; value: string }
  | { type: 'appointment.formSubmitted' }
  | { type: 'appointment.cancelRequested' }
  | { type: 'appointment.cancelConfirmed' }
  | { type: 'appointment.cancelDismissed' }
  | { type: 'appointment.printRequested' }
  | { type: 'appointment.printClosed' }
  | { type: 'appointment.retry' }
  | { type: 'appointment.reloadRequested' };

export interface SubmitInput {
  formNo: string;
  version: number;
  form: AppointmentForm;
}

/** The problems of the form now (shown once the user tried to submit). */
export const problemsOf = (c: Pick<AppointmentContext, 'values' | 'detail' | 'now'>): AppointmentProblems =>
  formProblems(c.values, c.detail?.warehouses.map((w) => w.id) ?? [], new Date(c.now));

export interface SourceWarehouse {
  code: string;
  name: string;
  orders: number;
}

/** The warehouses the chosen orders ship from (by code, in the order first chosen). */
export function sourceWarehouses(c: Pick<AppointmentContext, 'selected' | 'seen'>): SourceWarehouse[] {
  const byCode = new Map<string, SourceWarehouse>();
  for (const id of c.selected) {
    const o = c.seen[id];
    if (!o) continue;
    const w = byCode.get(o.warehouseCode) ?? { code: o.warehouseCode, name: o.warehouseName, orders: 0 };
    w.orders += 1;
    byCode.set(o.warehouseCode, w);
  }
  return [...byCode.values()];
}

const quiet = (signal: AbortSignal) => ({ signal, quiet: true });
const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

/** The old shape takes the single warehouse and the order time range of the filter. */
export const oldCountBody = (f: AppointmentOrderFilter) => ({
  ...(f.warehouseCode ? { warehouse: f.warehouseCode } : {}),
  ...(f.supplierOrderId ? { supplierOrderId: f.supplierOrderId } : {}),
  ...(f.sellerOrderId ? { sellerOrderId: f.sellerOrderId } : {}),
  ...(f.orderTime?.[0] ? { orderTimeFrom: f.orderTime[0] } : {}),
  ...(f.orderTime?.[1] ? { orderTimeTo: f.orderTime[1] } : {}),
});

export const appointmentMachine = setup({
  types: {
    context: {} as AppointmentContext,
    events: {} as AppointmentEvent,
    input: {} as AppointmentInput,
    children: {} as {
      loadCandidates: 'loadCandidates';
      createAppointment: 'createAppointment';
      loadAppointment: 'loadAppointment';
      submitAppointment: 'submitAppointment';
      cancelAppointment: 'cancelAppointment';
      loadPrint: 'loadPrint';
    },
  },
  actors: {
    loadCandidates: fromPromise<Candidates, { filter: AppointmentOrderFilter; countShape: 'new' | 'old' }>(async ({ input, signal }) => {
      const [count, page] = await Promise.all([
        input.countShape === 'old'
          ? call(countAppointmentOrdersOld, { body: oldCountBody(input.filter) }, quiet(signal))
          : call(countAppointmentOrders, { body: input.filter }, quiet(signal)),
        call(getAppointmentOrders, { body: { filter: input.filter, limit: CANDIDATE_LIMIT } }, quiet(signal)),
      ]);
      return { count, rows: page.rows };
    }),
    createAppointment: fromPromise<AppointmentDetail, { orderIds: string[] }>(({ input, signal }) => call(createAppointment, { body: input }, quiet(signal))),
    loadAppointment: fromPromise<AppointmentDetail, { formNo: string }>(({ input, signal }) =>
      call(getAppointment, { params: { appointmentFormNo: input.formNo } }, quiet(signal)),
    ),
    submitAppointment: fromPromise<AppointmentDetail, SubmitInput>(({ input, signal }) =>
      call(submitAppointment, { body: { formNo: input.formNo, version: input.version, ...input.form } }, quiet(signal)),
    ),
    cancelAppointment: fromPromise<AppointmentDetail, { formNo: string; version: number }>(({ input, signal }) => call(cancelAppointment, { body: input }, quiet(signal))),
    loadPrint: fromPromise<AppointmentPrint, { formNo: string }>(({ input, signal }) => call(printAppointment, { body: input }, quiet(signal))),
  },
  actions: {
    /** The draft exists (provided by the screen: it moves to /order/appointmentInfo/:formNo). */
    announceCreated: (_, _params: { formNo: string }) => {},
    takeError: assign({ error: ({ event }) => errorOf(event) }),
    takeDetail: assign(({ event }) => {
      const detail = (event as unknown as { output: AppointmentDetail }).output;
      return { detail, formNo: detail.formNo, values: valuesOf(detail), showProblems: false, error: null };
    }),
  },
  guards: {
    isNew: ({ context }) => context.formNo === null,
    somethingChosen: ({ context }) => context.selected.length > 0,
    severalSources: ({ context }) => sourceWarehouses(context).length > 1,
    loadedDraft: ({ event }) => (event as unknown as { output: AppointmentDetail }).output.status === 'draft',
    formInvalid: ({ context }) => Object.keys(problemsOf(context)).length > 0,
    isDraft: ({ context }) => context.detail?.status === 'draft',
    mayCancel: ({ context }) => !!context.detail?.can.cancel,
    mayPrint: ({ context }) => !!context.detail?.can.print,
    staleError: ({ event }) => errorOf(event).code === AppointmentErrorCode.versionStale,
  },
}).createMachine({
  id: 'appointment',
  context: ({ input }) => ({
    formNo: input.formNo,
    countShape: input.countShape ?? 'new',
    now: input.now ?? new Date().toISOString(),
    filter: {},
    candidates: [],
    seen: {},
    count: null,
    selected: [],
    detail: null,
    values: emptyValues(),
    showProblems: false,
    print: null,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'isNew', target: 'choosing' }, { target: 'loading' }],
    },
    choosing: {
      initial: 'counting',
      states: {
        counting: {
          tags: ['busy'],
          invoke: {
            id: 'loadCandidates',
            src: 'loadCandidates',
            input: ({ context }) => ({ filter: context.filter, countShape: context.countShape }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                count: event.output.count,
                candidates: event.output.rows,
                seen: { ...context.seen, ...Object.fromEntries(event.output.rows.map((o) => [o.id, o])) },
                error: null,
              })),
            },
            onError: { target: 'failed', actions: 'takeError' },
          },
        },
        failed: { on: { 'appointment.retry': { target: 'counting', actions: assign({ error: null }) } } },
        ready: {
          on: {
            'appointment.filterChanged': { target: 'counting', actions: assign({ filter: ({ event }) => event.filter, error: null }) },
            'appointment.orderToggled': {
              actions: assign({
                selected: ({ context, event }) =>
                  event.selected ? (context.selected.includes(event.orderId) ? context.selected : [...context.selected, event.orderId]) : context.selected.filter((id) => id !== event.orderId),
              }),
            },
            'appointment.allToggled': {
              actions: assign({
                selected: ({ context, event }) =>
                  event.selected ? [...new Set([...context.selected, ...context.candidates.map((o) => o.id)])] : context.selected.filter((id) => !context.candidates.some((o) => o.id === id)),
              }),
            },
            'appointment.ordersConfirmed': [
              { guard: and(['somethingChosen', 'severalSources']), target: 'confirmingWarehouses', actions: assign({ error: null }) },
              { guard: 'somethingChosen', target: '#appointment.creating', actions: assign({ error: null }) },
            ],
          },
        },
        confirmingWarehouses: {
          on: {
            'appointment.warehousesConfirmed': { target: '#appointment.creating' },
            'appointment.warehousesDismissed': { target: 'ready' },
          },
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createAppointment',
        src: 'createAppointment',
        input: ({ context }) => ({ orderIds: context.selected }),
        onDone: {
          target: 'filling',
          actions: ['takeDetail', { type: 'announceCreated', params: ({ event }) => ({ formNo: event.output.formNo }) }],
        },
        onError: { target: '#appointment.choosing.ready', actions: 'takeError' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAppointment',
        src: 'loadAppointment',
        input: ({ context }) => ({ formNo: context.formNo ?? '' }),
        onDone: [
          { guard: 'loadedDraft', target: 'filling', actions: 'takeDetail' },
          { target: 'viewing', actions: 'takeDetail' },
        ],
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'appointment.retry': { target: 'loading', actions: assign({ error: null }) } } },
    filling: {
      on: {
        'appointment.fieldChanged': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        'appointment.formSubmitted': [
          { guard: 'formInvalid', actions: assign({ showProblems: true }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'appointment.cancelRequested': { guard: 'mayCancel', target: 'confirmingCancel', actions: assign({ error: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitAppointment',
        src: 'submitAppointment',
        input: ({ context }) => ({ formNo: context.formNo ?? '', version: context.detail?.version ?? 1, form: formBody(context.values) }),
        onDone: { target: 'viewing', actions: 'takeDetail' },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'filling', actions: 'takeError' },
        ],
      },
    },
    viewing: {
      on: {
        'appointment.printRequested': { guard: 'mayPrint', target: 'printing', actions: assign({ error: null }) },
        'appointment.cancelRequested': { guard: 'mayCancel', target: 'confirmingCancel', actions: assign({ error: null }) },
        'appointment.reloadRequested': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    confirmingCancel: {
      on: {
        'appointment.cancelConfirmed': { target: 'cancelling' },
        'appointment.cancelDismissed': [{ guard: 'isDraft', target: 'filling' }, { target: 'viewing' }],
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelAppointment',
        src: 'cancelAppointment',
        input: ({ context }) => ({ formNo: context.formNo ?? '', version: context.detail?.version ?? 1 }),
        onDone: { target: 'viewing', actions: 'takeDetail' },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { guard: 'isDraft', target: 'filling', actions: 'takeError' },
          { target: 'viewing', actions: 'takeError' },
        ],
      },
    },
    printing: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadPrint',
            src: 'loadPrint',
            input: ({ context }) => ({ formNo: context.formNo ?? '' }),
            onDone: { target: 'ready', actions: assign({ print: ({ event }) => event.output }) },
            onError: { target: '#appointment.viewing', actions: 'takeError' },
          },
        },
        ready: { on: { 'appointment.printClosed': { target: '#appointment.viewing', actions: assign({ print: null }) } } },
      },
    },
    stale: { on: { 'appointment.reloadRequested': { target: 'loading', actions: assign({ error: null }) } } },
  },
});
