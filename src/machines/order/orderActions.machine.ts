// One order and what the supplier does to it on its detail (/order/info/:id; contracts
// src/contract/order/fulfilment.ts and order-extras.ts): acknowledge, cancel part of it, correct
// its logistics, move its ship deadline once (reschedule). The screen offers exactly what
// `snapshot.can()` allows (the status rules of orderActionFrom); ship is its own screen
// (ship.machine.ts).
//   loading          loadOrder (invoke 'loadOrder': the build's order info call (input.infoKind:
//                    order.info, or the vms / fobt order info), the carrier list and the status
//                    log); tag 'busy'. Done -> viewing; failure -> loadFailed.
//   loadFailed       context.error; order.retry -> loading.
//   viewing          context.order, carriers, logs. order.acknowledgeRequested -> confirming
//                    (pending 'acknowledge') when the status allows; order.cancelRequested ->
//                    cancelling; order.logisticsRequested -> editingLogistics;
//                    order.reloadRequested -> loading.
//   confirming       the acknowledge dialog; order.confirmed -> submitting; order.dismissed ->
//                    viewing.
//   cancelling       context.qtys (empty per line with something left), reason;
//                    order.qtyChanged / reasonChanged; order.saved -> submitting when
//                    cancelProblems() is empty, else stays with showProblems; order.dismissed.
//   editingLogistics context.carrierCode, trackingNo (from the order); order.carrierChanged /
//                    trackingChanged; order.saved -> submitting when valid, else showProblems;
//                    order.dismissed.
//   rescheduling     context.deadline (local 'YYYY-MM-DDTHH:mm', a day after the current ship
//                    deadline to start) and reason; only offered before shipping and when the
//                    order was never rescheduled (order.rescheduleRequested guarded);
//                    order.deadlineChanged / reasonChanged; order.saved -> submitting when
//                    rescheduleProblems() is empty (the server checks the date is still ahead),
//                    else showProblems; order.dismissed.
//   submitting       runAction (invoke 'runAction': the pending call with the version read); tag
//                    'busy'. Only reachable from a dialog, so a double click sends one call. Done
//                    -> loading (the order and its log read again; announceDone); failure ->
//                    stale (ORDER_VERSION_STALE) or failed.
//   stale            someone else changed the order; order.reloadRequested -> loading.
//   failed           context.error; order.dismissed -> viewing; order.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call, CallError } from '../../services';
import {
  acknowledgeOrders,
  editOrderLogistics,
  getOrderStatusLogs,
  orderMayDo,
  partCancelOrder,
  TRACKING_NO,
  type CarrierCode,
  type OrderCarrier,
  listCarrierCodes,
  type OrderInfoKind,
  type OrderStatusLog,
} from '../../contract/order';
import { rescheduleOrder, rescheduleProblems } from '../../contract/order/extras';
import { toMachineError, type MachineError } from '../support/errors';
import { cancelProblems, initialQtys, isStaleOrder, pickedLines, type LineQtys } from './lines';
import { loadOrderInfo, type VariantOrderDetail } from './orderInfo';

export type OrderCall = 'acknowledge' | 'partCancel' | 'editLogistics' | 'reschedule';

export interface OrderActionsInput {
  id: string;
  /** Which info call the build uses (the variant's screens.orderInfo); default order.info. */
  infoKind?: OrderInfoKind;
}

export interface OrderLoaded {
  order: VariantOrderDetail;
  carriers: OrderCarrier[];
  logs: OrderStatusLog[];
}

export interface OrderActionsContext {
  id: string;
  order: VariantOrderDetail | null;
  infoKind: OrderInfoKind;
  carriers: OrderCarrier[];
  logs: OrderStatusLog[];
  pending: OrderCall | null;
  qtys: LineQtys;
  reason: string;
  carrierCode: string;
  trackingNo: string;
  /** The new ship deadline as typed (local time, 'YYYY-MM-DDTHH:mm'). */
  deadline: string;
  showProblems: boolean;
  error: MachineError | null;
}

export type OrderActionsEvent =
  | { type: 'order.retry' }
  | { type: 'order.reloadRequested' }
  | { type: 'order.acknowledgeRequested' }
  | { type: 'order.cancelRequested' }
  | { type: 'order.logisticsRequested' }
  | { type: 'order.rescheduleRequested' }
  | { type: 'order.deadlineChanged'; value: string }
  | { type: 'order.qtyChanged'; lineId: string; value: string }
  | { type: 'order.reasonChanged'; value: string }
  | { type: 'order.carrierChanged'; value: string }
  | { type: 'order.trackingChanged'; value: string }
  | { type: 'order.saved' }
  | { type: 'order.confirmed' }
  | { type: 'order.dismissed' };

export type RunInput =
  | { action: 'acknowledge'; id: string; version: number }
  | { action: 'partCancel'; id: string; version: number; reason: string; lines: { lineId: string; qty: number }[] }
  | { action: 'editLogistics'; id: string; version: number; carrierCode: CarrierCode; trackingNo: string }
  | { action: 'reschedule'; id: string; version: number; shipDeadline: string; reason: string };

/** The contract call of an action (a save call: a refusal is toasted with the server's message). */
export async function runOrderCall(input: RunInput, signal: AbortSignal): Promise<void> {
  const opts = { signal, save: true };
  switch (input.action) {
    case 'acknowledge': {
      const { results } = await call(acknowledgeOrders, { body: { orders: [{ id: input.id, version: input.version }] } }, opts);
      const refused = results.find((r) => !r.ok);
      // one order: its refusal is the call's
      if (refused) throw new CallError('envelope', refused.code ?? 'UNKNOWN', refused.message ?? '');
      return;
    }
    case 'partCancel':
      await call(partCancelOrder, { body: { id: input.id, version: input.version, reason: input.reason, lines: input.lines } }, opts);
      return;
    case 'editLogistics':
      await call(editOrderLogistics, { params: { id: input.id }, body: { version: input.version, carrierCode: input.carrierCode, trackingNo: input.trackingNo } }, opts);
      return;
    case 'reschedule':
      await call(rescheduleOrder, { body: { id: input.id, version: input.version, shipDeadline: input.shipDeadline, reason: input.reason } }, opts);
  }
}

async function loadOrder(id: string, infoKind: OrderInfoKind, signal: AbortSignal): Promise<OrderLoaded> {
  const opts = { signal, quiet: true };
  const [order, carriers, logs] = await Promise.all([loadOrderInfo(infoKind, id, signal), call(listCarrierCodes, {}, opts), call(getOrderStatusLogs, { body: { id } }, opts)]);
  return { order, carriers, logs };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the local 'YYYY-MM-DDTHH:mm' of a date-time input. */
export function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The typed local date-time as an ISO instant ('' when it is not one). */
export function deadlineIso(local: string): string {
  const at = new Date(local);
  return local && Number.isFinite(at.getTime()) ? at.toISOString() : '';
}
export const rescheduleFormProblems = (c: Pick<OrderActionsContext, 'order' | 'deadline' | 'reason'>) =>
  c.order ? rescheduleProblems(c.order.shipDeadline, deadlineIso(c.deadline), c.reason) : [];

const logisticsValid = (c: OrderActionsContext) => c.carriers.some((x) => x.code === c.carrierCode) && TRACKING_NO.test(c.trackingNo.trim());

function runInputOf(c: OrderActionsContext): RunInput {
  const ref = { id: c.id, version: c.order?.version ?? 0 };
  if (c.pending === 'partCancel') return { action: 'partCancel', ...ref, reason: c.reason.trim(), lines: pickedLines(c.qtys) };
  // logisticsValid let only a listed carrier through
  if (c.pending === 'reschedule') return { action: 'reschedule', ...ref, shipDeadline: deadlineIso(c.deadline), reason: c.reason.trim() };
  if (c.pending === 'editLogistics') return { action: 'editLogistics', ...ref, carrierCode: c.carrierCode as CarrierCode, trackingNo: c.trackingNo.trim() };
  return { action: 'acknowledge', ...ref };
}

export const orderActionsMachine = setup({
  types: {
    context: {} as OrderActionsContext,
    events: {} as OrderActionsEvent,
    input: {} as OrderActionsInput,
    children: {} as { loadOrder: 'loadOrder'; runAction: 'runAction' },
  },
  actors: {
    loadOrder: fromPromise<OrderLoaded, { id: string; infoKind: OrderInfoKind }>(({ input, signal }) => loadOrder(input.id, input.infoKind, signal)),
    runAction: fromPromise<void, RunInput>(({ input, signal }) => runOrderCall(input, signal)),
  },
  actions: {
    /** An action succeeded (provided by the screen: a toast). */
    announceDone: (_, _params: { action: OrderCall }) => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeLoaded: assign(({ event }) => ({ ...(event as unknown as { output: OrderLoaded }).output, error: null })),
    clearForm: assign({ pending: null, showProblems: false }),
  },
  guards: {
    mayAcknowledge: ({ context }) => !!context.order && orderMayDo(context.order.status, 'acknowledge'),
    mayCancel: ({ context }) => !!context.order && orderMayDo(context.order.status, 'partCancel'),
    mayEditLogistics: ({ context }) => !!context.order && orderMayDo(context.order.status, 'editLogistics'),
    mayReschedule: ({ context }) => !!context.order && orderMayDo(context.order.status, 'reschedule') && context.order.rescheduledAt === null,
    rescheduleValid: ({ context }) => rescheduleFormProblems(context).length === 0,
    cancelValid: ({ context }) => !!context.order && cancelProblems(context.order, context.qtys, context.reason).length === 0,
    logisticsValid: ({ context }) => logisticsValid(context),
    staleError: ({ event }) => isStaleOrder(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'orderActions',
  context: ({ input }) => ({
    id: input.id,
    order: null,
    infoKind: input.infoKind ?? 'default',
    carriers: [],
    logs: [],
    pending: null,
    qtys: {},
    reason: '',
    carrierCode: '',
    trackingNo: '',
    deadline: '',
    showProblems: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearForm',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id, infoKind: context.infoKind }),
        onDone: { target: 'viewing', actions: 'takeLoaded' },
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'order.retry': 'loading' } },
    viewing: {
      entry: 'clearForm',
      on: {
        'order.reloadRequested': 'loading',
        'order.acknowledgeRequested': { guard: 'mayAcknowledge', target: 'confirming', actions: assign({ pending: 'acknowledge' as const }) },
        'order.cancelRequested': {
          guard: 'mayCancel',
          target: 'cancelling',
          actions: assign({ pending: 'partCancel' as const, qtys: ({ context }) => initialQtys(context.order!, false), reason: '' }),
        },
        'order.logisticsRequested': {
          guard: 'mayEditLogistics',
          target: 'editingLogistics',
          actions: assign({ pending: 'editLogistics' as const, carrierCode: ({ context }) => context.order!.carrierCode, trackingNo: ({ context }) => context.order!.trackingNo }),
        },
        'order.rescheduleRequested': {
          guard: 'mayReschedule',
          target: 'rescheduling',
          actions: assign({ pending: 'reschedule' as const, deadline: ({ context }) => localInput(new Date(Date.parse(context.order!.shipDeadline) + 86_400_000).toISOString()), reason: '' }),
        },
      },
    },
    confirming: { on: { 'order.confirmed': 'submitting', 'order.dismissed': 'viewing' } },
    cancelling: {
      on: {
        'order.qtyChanged': { actions: assign({ qtys: ({ context, event }) => ({ ...context.qtys, [event.lineId]: event.value }) }) },
        'order.reasonChanged': { actions: assign({ reason: ({ event }) => event.value }) },
        'order.saved': [{ guard: 'cancelValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'order.dismissed': 'viewing',
      },
    },
    editingLogistics: {
      on: {
        'order.carrierChanged': { actions: assign({ carrierCode: ({ event }) => event.value }) },
        'order.trackingChanged': { actions: assign({ trackingNo: ({ event }) => event.value }) },
        'order.saved': [{ guard: 'logisticsValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'order.dismissed': 'viewing',
      },
    },
    rescheduling: {
      on: {
        'order.deadlineChanged': { actions: assign({ deadline: ({ event }) => event.value }) },
        'order.reasonChanged': { actions: assign({ reason: ({ event }) => event.value }) },
        'order.saved': [{ guard: 'rescheduleValid', target: 'submitting' }, { actions: assign({ showProblems: true }) }],
        'order.dismissed': 'viewing',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => runInputOf(context),
        onDone: { target: 'loading', actions: { type: 'announceDone', params: ({ context }) => ({ action: context.pending! }) } },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: { on: { 'order.reloadRequested': 'loading' } },
    failed: { on: { 'order.dismissed': 'viewing', 'order.reloadRequested': 'loading' } },
  },
});
