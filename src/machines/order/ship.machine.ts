// Shipping an order, whole or in part (/order/ship/:id; contract order.partShip). One shipment per
// submit: some quantity of some lines, a carrier and a tracking number.
//   loading        loadOrder (invoke 'loadOrder': order.info and the carrier code list); tag
//                  'busy'. Done -> editing when the order can ship, else notShippable; failure
//                  -> loadFailed.
//   loadFailed     context.error; ship.retry -> loading.
//   notShippable   the order's status does not allow shipping (already shipped, cancelled, not
//                  acknowledged yet, ...); ship.reloadRequested -> loading.
//   editing        context.qtys (each line with something left, filled with what is left),
//                  carrierCode, trackingNo (from the waybill when the order has one: logisticsOf). ship.qtyChanged / carrierChanged / trackingChanged edit
//                  them; ship.submitted -> confirming when shipProblems() is empty, else stays with
//                  `showProblems` on so the screen shows them.
//   confirming     the shipment summary is shown; ship.confirmed -> submitting; ship.dismissed ->
//                  editing.
//   submitting     partShip (invoke 'partShip' with the version read); tag 'busy'. Only reachable
//                  from the dialog, so a double click sends one call. Done -> shipped; failure ->
//                  stale (ORDER_VERSION_STALE) or failed.
//   stale          someone else changed the order; ship.reloadRequested -> loading.
//   failed         context.error (the server's message); ship.dismissed -> editing.
//   shipped        final; context.order is the order after the shipment (the screen opens it).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getOrderInfo, listCarrierCodes, orderMayDo, partShipOrder, type CarrierCode, type OrderCarrier, type OrderDetail } from '../../contract/order';
import { toMachineError, type MachineError } from '../support/errors';
import { initialQtys, isStaleOrder, pickedLines, shipProblems, type LineQtys } from './lines';

export interface ShipInput {
  id: string;
}

export interface Loaded {
  order: OrderDetail;
  carriers: OrderCarrier[];
}

export interface ShipContext {
  id: string;
  order: OrderDetail | null;
  carriers: OrderCarrier[];
  qtys: LineQtys;
  carrierCode: string;
  trackingNo: string;
  showProblems: boolean;
  error: MachineError | null;
}

export type ShipEvent =
  | { type: 'ship.retry' }
  | { type: 'ship.reloadRequested' }
  | { type: 'ship.qtyChanged'; lineId: string; value: string }
  | { type: 'ship.carrierChanged'; value: string }
  | { type: 'ship.trackingChanged'; value: string }
  | { type: 'ship.submitted' }
  | { type: 'ship.confirmed' }
  | { type: 'ship.dismissed' };

export interface ShipCallInput {
  id: string;
  version: number;
  carrierCode: CarrierCode;
  trackingNo: string;
  lines: { lineId: string; qty: number }[];
}

/**
 * What the form starts with: the order's waybill (print and apply) when it has one, else the
 * carrier of its latest shipment (the likely one) and no tracking number; a carrier the list does
 * not offer is left for the user to pick.
 */
export function logisticsOf(order: OrderDetail, carriers: readonly OrderCarrier[]): { carrierCode: string; trackingNo: string } {
  const listed = (code: string) => (carriers.some((c) => c.code === code) ? code : '');
  if (order.waybillNo) return { carrierCode: listed(order.waybillCarrier), trackingNo: order.waybillNo };
  return { carrierCode: listed(order.carrierCode), trackingNo: '' };
}

export async function loadShipOrder(id: string, signal: AbortSignal): Promise<Loaded> {
  const [order, carriers] = await Promise.all([
    call(getOrderInfo, { params: { id } }, { signal, quiet: true }),
    call(listCarrierCodes, {}, { signal, quiet: true }),
  ]);
  return { order, carriers };
}

export const shipMachine = setup({
  types: {
    context: {} as ShipContext,
    events: {} as ShipEvent,
    input: {} as ShipInput,
    children: {} as { loadOrder: 'loadOrder'; partShip: 'partShip' },
  },
  actors: {
    loadOrder: fromPromise<Loaded, { id: string }>(({ input, signal }) => loadShipOrder(input.id, signal)),
    partShip: fromPromise<OrderDetail, ShipCallInput>(({ input, signal }) =>
      call(partShipOrder, { body: input }, { signal, save: true }),
    ),
  },
  actions: {
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeLoaded: assign(({ event }) => {
      const { order, carriers } = (event as unknown as { output: Loaded }).output;
      return { order, carriers, qtys: initialQtys(order, true), ...logisticsOf(order, carriers), showProblems: false, error: null };
    }),
  },
  guards: {
    mayShip: ({ event }) => orderMayDo((event as unknown as { output: Loaded }).output.order.status, 'ship'),
    formValid: ({ context }) => !!context.order && shipProblems(context.order, context.qtys, context.carrierCode, context.trackingNo).length === 0,
    staleError: ({ event }) => isStaleOrder(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'ship',
  context: ({ input }) => ({ id: input.id, order: null, carriers: [], qtys: {}, carrierCode: '', trackingNo: '', showProblems: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'mayShip', target: 'editing', actions: 'takeLoaded' },
          { target: 'notShippable', actions: 'takeLoaded' },
        ],
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'ship.retry': 'loading' } },
    notShippable: { on: { 'ship.reloadRequested': 'loading' } },
    editing: {
      on: {
        'ship.qtyChanged': { actions: assign({ qtys: ({ context, event }) => ({ ...context.qtys, [event.lineId]: event.value }) }) },
        'ship.carrierChanged': { actions: assign({ carrierCode: ({ event }) => event.value }) },
        'ship.trackingChanged': { actions: assign({ trackingNo: ({ event }) => event.value }) },
        'ship.submitted': [{ guard: 'formValid', target: 'confirming' }, { actions: assign({ showProblems: true }) }],
      },
    },
    confirming: { on: { 'ship.confirmed': 'submitting', 'ship.dismissed': 'editing' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'partShip',
        src: 'partShip',
        input: ({ context }) => ({
          id: context.id,
          version: context.order?.version ?? 0,
          // formValid let only a listed carrier through
          carrierCode: context.carrierCode as CarrierCode,
          trackingNo: context.trackingNo.trim(),
          lines: pickedLines(context.qtys),
        }),
        onDone: { target: 'shipped', actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'staleError', target: 'stale', actions: 'takeError' },
          { target: 'failed', actions: 'takeError' },
        ],
      },
    },
    stale: { on: { 'ship.reloadRequested': 'loading' } },
    failed: { on: { 'ship.dismissed': 'editing' } },
    shipped: { type: 'final' },
  },
});
