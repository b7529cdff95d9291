// "Change sale price" of the vms build's product list (docs/domain/products.md, "Sku detail and
// the seller's sale price"): the seller reads a sku's sale price, purchase price and history, types
// a new price and saves it with the version it read. The server's refusals (under the purchase
// price, changed by someone else, malformed) come back on the field in the user's language.
//   closed    nothing shown. price.opened {skuId, sellerSku} -> loading.
//   loading   product.salePrice (invoke 'loadPrice'); tag 'busy'. Done -> editing (context.price:
//             the answer, history newest first; context.value: its price as text); failure ->
//             failed. price.closed -> closed.
//   failed    context.error. price.retry -> loading; price.closed -> closed.
//   editing   price.changed keeps context.value (and clears the problem and the refusal).
//             price.submitted -> saving when salePriceFormProblem() finds nothing, else stays with
//             context.problem. price.reloadRequested -> loading (after "changed by someone else":
//             the price and version read again). price.closed -> closed.
//             context.refusal is the server's last refusal, context.stale when it was the version.
//   saving    product.updatePrice with the version read (invoke 'savePrice'); tag 'busy'. Only
//             reachable from editing and deaf to price.submitted, so a double click sends one call.
//             Done -> saved (context.price: the answer; announceSaved: the list reads its rows
//             again); failure -> editing with context.refusal.
//   saved     the new price and its history. price.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { getSalePrice, salePriceProblem, SkuErrorCode, updateSalePrice, type SalePriceHistory } from '../../contract/product/sku';
import { toMachineError, type MachineError } from '../support/errors';

export type SalePriceFormProblem = 'required' | 'invalid' | 'tooLarge' | 'same';

export interface SalePriceContext {
  skuId: string;
  sellerSku: string;
  price: SalePriceHistory | null;
  value: string;
  problem: SalePriceFormProblem | null;
  refusal: MachineError | null;
  stale: boolean;
  error: MachineError | null;
}

export type SalePriceEvent =
  | { type: 'price.opened'; skuId: string; sellerSku: string }
  | { type: 'price.changed'; value: string }
  | { type: 'price.submitted' }
  | { type: 'price.reloadRequested' }
  | { type: 'price.retry' }
  | { type: 'price.closed' };

/** What is wrong with the typed price before it is sent (the server checks again, and the purchase price). */
export function salePriceFormProblem(value: string, current: number | null): SalePriceFormProblem | null {
  const v = value.trim();
  if (v === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(v)) return 'invalid';
  const n = Number(v);
  const problem = salePriceProblem(n);
  if (problem === 'tooLarge') return 'tooLarge';
  if (problem) return 'invalid';
  if (current !== null && n === current) return 'same';
  return null;
}

const closed: SalePriceContext = { skuId: '', sellerSku: '', price: null, value: '', problem: null, refusal: null, stale: false, error: null };

type SaveInput = { skuId: string; salePrice: number; version: number };

export const salePriceMachine = setup({
  types: {
    context: {} as SalePriceContext,
    events: {} as SalePriceEvent,
    children: {} as { loadPrice: 'loadPrice'; savePrice: 'savePrice' },
  },
  actors: {
    loadPrice: fromPromise<SalePriceHistory, { skuId: string }>(({ input, signal }) => call(getSalePrice, { params: { id: input.skuId } }, { signal, quiet: true })),
    savePrice: fromPromise<SalePriceHistory, SaveInput>(({ input, signal }) =>
      call(updateSalePrice, { params: { id: input.skuId }, body: { salePrice: input.salePrice, version: input.version } }, { signal, quiet: true }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast, the list's rows read again). */
    announceSaved: (_, _params: { price: SalePriceHistory }) => {},
  },
  guards: {
    valid: ({ context }) => salePriceFormProblem(context.value, context.price?.salePrice ?? null) === null,
  },
}).createMachine({
  id: 'salePrice',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'price.opened': { target: 'loading', actions: assign(({ event }) => ({ ...closed, skuId: event.skuId, sellerSku: event.sellerSku })) },
      },
    },
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPrice',
        src: 'loadPrice',
        input: ({ context }) => ({ skuId: context.skuId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ price: event.output, value: String(event.output.salePrice), problem: null, refusal: null, stale: false })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
      on: { 'price.closed': 'closed' },
    },
    failed: {
      on: { 'price.retry': 'loading', 'price.closed': 'closed' },
    },
    editing: {
      on: {
        'price.changed': { actions: assign({ value: ({ event }) => event.value, problem: null, refusal: null, stale: false }) },
        'price.submitted': [
          { guard: 'valid', target: 'saving', actions: assign({ problem: null, refusal: null, stale: false }) },
          { actions: assign({ problem: ({ context }) => salePriceFormProblem(context.value, context.price?.salePrice ?? null) }) },
        ],
        'price.reloadRequested': 'loading',
        'price.closed': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'savePrice',
        src: 'savePrice',
        input: ({ context }) => ({ skuId: context.skuId, salePrice: Number(context.value.trim()), version: context.price?.version ?? 1 }),
        onDone: {
          target: 'saved',
          actions: [assign({ price: ({ event }) => event.output }), { type: 'announceSaved', params: ({ event }) => ({ price: event.output }) }],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const refusal = toMachineError(event.error);
            return { refusal, stale: refusal.code === SkuErrorCode.stale };
          }),
        },
      },
    },
    saved: {
      on: { 'price.closed': 'closed' },
    },
  },
});
