// The draft form of an outbound order (/receipt/create/outboundOrder/:id?): the header (platform
// warehouse, purpose, ship-to warehouse for a return) and the sku lines, each sku picked from what
// the platform warehouse has available. Without an id the header is filled and "Create draft"
// makes the order; then lines are added, changed, removed or cleared, each one call with the
// version read (the server refuses an edit of a non-draft or a stale version; the form keeps the
// server's words). No kit fits: the record-with-actions kit decides, it does not edit lines.
//   loading    load (invoke 'load': the pickers' options and, with an id, the order and the skus its
//              warehouse has available); done -> editing, or notEditable when the order is no
//              longer a draft; failure -> loadFailed.
//   loadFailed context.error; form.retry -> loading.
//   notEditable the order was submitted, decided or cancelled: the screen links to its record.
//   editing    form.warehouseChosen, form.purposeChosen, form.shipToChosen, form.skuChosen and
//              form.qtyChanged keep the values (and clear the problems and the error).
//              form.headerSaved -> saving (create without a record, else update) when
//              headerProblems() finds none; form.lineAdded -> saving (update skus: a sku already on
//              the order takes the new quantity) when lineProblems() finds none; form.lineRemoved ->
//              saving (remove skus) for a line of the order; form.cleared -> saving (clear skus)
//              when there are lines. Otherwise stays with context.problems.
//   saving     save (invoke 'save': the call, then the sku list); tag 'busy'. Another edit is not
//              handled here, so a double click sends one call. Done -> editing with the order as
//              answered, the header from it and the sku pick emptied (announceCreated after a
//              create, announceSaved after any); failure -> editing with context.error.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  clearOutboundOrderSkus,
  createOutboundOrder,
  getOutboundOrder,
  getOutboundOrderOptions,
  getOutboundOrderSkus,
  removeOutboundOrderSkus,
  updateOutboundOrder,
  updateOutboundOrderSkus,
  type AvailableSku,
  type OutboundOrderInfo,
  type OutboundOrderOptions,
  type OutboundPurpose,
} from '../../contract/receipt/outbound-order';
import { toMachineError, type MachineError } from '../support/errors';

export type OutboundFormProblem = 'warehouse' | 'shipTo' | 'sku' | 'qty';

export interface OutboundHeader {
  warehouseId: string;
  purpose: OutboundPurpose;
  shipToId: string;
}

export interface OutboundFormContext {
  id: string | null;
  record: OutboundOrderInfo | null;
  options: OutboundOrderOptions;
  skus: readonly AvailableSku[];
  header: OutboundHeader;
  skuId: string;
  qty: number | null;
  problems: readonly OutboundFormProblem[];
  error: MachineError | null;
}

export type OutboundFormEvent =
  | { type: 'form.warehouseChosen'; id: string }
  | { type: 'form.purposeChosen'; purpose: OutboundPurpose }
  | { type: 'form.shipToChosen'; id: string }
  | { type: 'form.skuChosen'; skuId: string }
  | { type: 'form.qtyChanged'; qty: number | null }
  | { type: 'form.headerSaved' }
  | { type: 'form.lineAdded' }
  | { type: 'form.lineRemoved'; skuId: string }
  | { type: 'form.cleared' }
  | { type: 'form.retry' };

export type SaveOp =
  | { kind: 'create'; header: OutboundHeader }
  | { kind: 'update'; id: string; version: number; header: OutboundHeader }
  | { kind: 'updateSkus'; id: string; version: number; lines: { skuId: string; qty: number }[] }
  | { kind: 'removeSkus'; id: string; version: number; skuIds: string[] }
  | { kind: 'clearSkus'; id: string; version: number };

export interface Loaded {
  options: OutboundOrderOptions;
  record: OutboundOrderInfo | null;
  skus: AvailableSku[];
}

export function headerProblems(h: OutboundHeader): OutboundFormProblem[] {
  const out: OutboundFormProblem[] = [];
  if (!h.warehouseId) out.push('warehouse');
  if (h.purpose === 'return' && !h.shipToId) out.push('shipTo');
  return out;
}

export function lineProblems(c: Pick<OutboundFormContext, 'skuId' | 'qty'>): OutboundFormProblem[] {
  const out: OutboundFormProblem[] = [];
  if (!c.skuId) out.push('sku');
  if (c.qty === null || !Number.isInteger(c.qty) || c.qty < 1) out.push('qty');
  return out;
}

const headerOf = (r: OutboundOrderInfo | null, options: OutboundOrderOptions): OutboundHeader =>
  r ? { warehouseId: r.warehouseId, purpose: r.purpose, shipToId: r.shipToId ?? '' } : { warehouseId: options.warehouses.length === 1 ? options.warehouses[0].id : '', purpose: 'return', shipToId: '' };
const body = (h: OutboundHeader) => ({ warehouseId: h.warehouseId, purpose: h.purpose, shipToId: h.purpose === 'return' ? h.shipToId : null });
const edited = { problems: [], error: null };
const empty: OutboundOrderOptions = { warehouses: [], shipTos: [] };

export async function runSave(op: SaveOp, signal: AbortSignal): Promise<{ record: OutboundOrderInfo; skus: AvailableSku[] }> {
  const opts = { signal, save: true };
  const record =
    op.kind === 'create'
      ? await call(createOutboundOrder, { body: body(op.header) }, opts)
      : op.kind === 'update'
        ? await call(updateOutboundOrder, { body: { id: op.id, version: op.version, ...body(op.header) } }, opts)
        : op.kind === 'updateSkus'
          ? await call(updateOutboundOrderSkus, { body: { id: op.id, version: op.version, lines: op.lines } }, opts)
          : op.kind === 'removeSkus'
            ? await call(removeOutboundOrderSkus, { body: { id: op.id, version: op.version, skuIds: op.skuIds } }, opts)
            : await call(clearOutboundOrderSkus, { body: { id: op.id, version: op.version } }, opts);
  const skus = await call(getOutboundOrderSkus, { params: { id: record.id } }, { signal, quiet: true });
  return { record, skus: skus.items };
}

async function load(id: string | null, signal: AbortSignal): Promise<Loaded> {
  const options = await call(getOutboundOrderOptions, {}, { signal, quiet: true });
  if (!id) return { options, record: null, skus: [] };
  const record = await call(getOutboundOrder, { params: { id } }, { signal, quiet: true });
  const skus = await call(getOutboundOrderSkus, { params: { id } }, { signal, quiet: true });
  return { options, record, skus: skus.items };
}

const ref = (c: OutboundFormContext) => ({ id: c.record?.id ?? '', version: c.record?.version ?? 0 });

export const outboundOrderFormMachine = setup({
  types: {
    context: {} as OutboundFormContext,
    events: {} as OutboundFormEvent,
    input: {} as { id: string | null },
    children: {} as { load: 'load'; save: 'save' },
  },
  actors: {
    load: fromPromise<Loaded, { id: string | null }>(({ input, signal }) => load(input.id, signal)),
    save: fromPromise<{ record: OutboundOrderInfo; skus: AvailableSku[] }, SaveOp>(({ input, signal }) => runSave(input, signal)),
  },
  actions: {
    /** A new draft was made (provided by the screen: its address takes the id). */
    announceCreated: (_, _params: { id: string }) => {},
    /** A change was saved (provided by the screen: a toast). */
    announceSaved: () => {},
  },
  guards: {
    headerValid: ({ context }) => headerProblems(context.header).length === 0,
    lineValid: ({ context }) => context.record !== null && lineProblems(context).length === 0,
    hasLines: ({ context }) => (context.record?.lines.length ?? 0) > 0,
    onRecord: ({ context, event }) => event.type === 'form.lineRemoved' && (context.record?.lines.some((l) => l.skuId === event.skuId) ?? false),
    isDraft: ({ event }) => (event as unknown as { output: Loaded }).output.record === null || (event as unknown as { output: Loaded }).output.record?.status === 'draft',
  },
}).createMachine({
  id: 'receiptOutboundOrderForm',
  context: ({ input }) => ({ id: input.id, record: null, options: empty, skus: [], header: { warehouseId: '', purpose: 'return', shipToId: '' }, skuId: '', qty: null, problems: [], error: null }),
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
            guard: 'isDraft',
            target: 'editing',
            actions: assign(({ event }) => ({ options: event.output.options, record: event.output.record, skus: event.output.skus, header: headerOf(event.output.record, event.output.options), error: null })),
          },
          { target: 'notEditable', actions: assign(({ event }) => ({ record: event.output.record })) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'form.retry': 'loading' },
    },
    notEditable: {},
    editing: {
      on: {
        'form.warehouseChosen': { actions: assign(({ context, event }) => ({ header: { ...context.header, warehouseId: event.id }, ...edited })) },
        'form.purposeChosen': { actions: assign(({ context, event }) => ({ header: { ...context.header, purpose: event.purpose }, ...edited })) },
        'form.shipToChosen': { actions: assign(({ context, event }) => ({ header: { ...context.header, shipToId: event.id }, ...edited })) },
        'form.skuChosen': { actions: assign(({ event }) => ({ skuId: event.skuId, ...edited })) },
        'form.qtyChanged': { actions: assign(({ event }) => ({ qty: event.qty, ...edited })) },
        'form.headerSaved': [
          { guard: 'headerValid', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => headerProblems(context.header) }) },
        ],
        'form.lineAdded': [
          { guard: 'lineValid', target: 'saving', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => lineProblems(context) }) },
        ],
        'form.lineRemoved': { guard: 'onRecord', target: 'saving', actions: assign({ error: null }) },
        'form.cleared': { guard: 'hasLines', target: 'saving', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }): SaveOp => {
          const { id, version } = ref(context);
          if (event.type === 'form.headerSaved') return context.record ? { kind: 'update', id, version, header: context.header } : { kind: 'create', header: context.header };
          if (event.type === 'form.lineAdded') return { kind: 'updateSkus', id, version, lines: [{ skuId: context.skuId, qty: context.qty ?? 0 }] };
          if (event.type === 'form.lineRemoved') return { kind: 'removeSkus', id, version, skuIds: [event.skuId] };
          return { kind: 'clearSkus', id, version };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'announceCreated', params: ({ context, event }) => ({ id: context.record ? '' : event.output.record.id }) },
            assign(({ event }) => ({ record: event.output.record, id: event.output.record.id, skus: event.output.skus, header: headerOf(event.output.record, empty), skuId: '', qty: null })),
            'announceSaved',
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
