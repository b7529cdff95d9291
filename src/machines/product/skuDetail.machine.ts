// One product sku in a dialog (docs/domain/products.md, "Sku detail and the seller's sale price"),
// opened two ways: from a sku row of the platform product record (by its id: product.skuInfo) and
// from the "Find by ASIN" form of the platform product list (by the platform's id:
// product.skuByAsin). Hand-written rather than the generic detail machine: that one reads one
// record fixed when it starts, while here one dialog serves every row and the form, and a search
// that finds nothing goes back to the form with the server's message instead of opening a dialog.
//   closed     nothing shown. context.asin is the form's text, context.asinProblem what is wrong
//              with it before anything is sent, context.asinError the last search's failure (the
//              server's bilingual not-found message, in the user's language).
//              sku.opened {id} -> loading. sku.asinChanged keeps the text (and clears both).
//              sku.asinSubmitted -> searching when asinProblemOf() finds nothing, else stays with
//              context.asinProblem.
//   searching  by asin (invoke 'loadSku'); tag 'busy': the form shows it is working, the dialog is
//              not open yet. Done -> showing (context.sku). Failure -> closed with context.asinError
//              (sending the form again is the retry).
//   loading    by id (invoke 'loadSku'); tag 'busy': the dialog is open with its loading state.
//              Done -> showing; failure -> failed. sku.closed -> closed (the call is abandoned).
//   failed     context.error. sku.retry -> loading (the same id); sku.closed -> closed.
//   showing    context.sku. sku.closed -> closed; sku.opened {id} -> loading (another row).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { ASIN_MAX, getSkuByAsin, getSkuInfo, type SkuDetail } from '../../contract/product/sku';
import { toMachineError, type MachineError } from '../support/errors';

export type SkuRequest = { by: 'id'; id: string } | { by: 'asin'; asin: string };
export type AsinProblem = 'required' | 'tooLong';

export interface SkuDetailContext {
  request: SkuRequest | null;
  sku: SkuDetail | null;
  error: MachineError | null;
  asin: string;
  asinProblem: AsinProblem | null;
  asinError: MachineError | null;
}

export type SkuDetailEvent =
  | { type: 'sku.opened'; id: string }
  | { type: 'sku.asinChanged'; value: string }
  | { type: 'sku.asinSubmitted' }
  | { type: 'sku.retry' }
  | { type: 'sku.closed' };

/** What is wrong with the typed asin before it is sent (the call's own limits). */
export function asinProblemOf(asin: string): AsinProblem | null {
  const v = asin.trim();
  if (v === '') return 'required';
  if (v.length > ASIN_MAX) return 'tooLong';
  return null;
}

export const skuDetailMachine = setup({
  types: {
    context: {} as SkuDetailContext,
    events: {} as SkuDetailEvent,
    children: {} as { loadSku: 'loadSku' },
  },
  actors: {
    loadSku: fromPromise<SkuDetail, SkuRequest>(({ input, signal }) =>
      input.by === 'id'
        ? call(getSkuInfo, { params: { id: input.id } }, { signal, quiet: true })
        : call(getSkuByAsin, { params: { asin: input.asin } }, { signal, quiet: true }),
    ),
  },
  actions: {
    openById: assign(({ event }) => (event.type === 'sku.opened' ? { request: { by: 'id' as const, id: event.id }, sku: null, error: null } : {})),
  },
  guards: {
    asinValid: ({ context }) => asinProblemOf(context.asin) === null,
  },
}).createMachine({
  id: 'skuDetail',
  context: { request: null, sku: null, error: null, asin: '', asinProblem: null, asinError: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'sku.opened': { target: 'loading', actions: 'openById' },
        'sku.asinChanged': { actions: assign({ asin: ({ event }) => event.value, asinProblem: null, asinError: null }) },
        'sku.asinSubmitted': [
          {
            guard: 'asinValid',
            target: 'searching',
            actions: assign(({ context }) => ({ request: { by: 'asin' as const, asin: context.asin.trim() }, sku: null, error: null, asinProblem: null, asinError: null })),
          },
          { actions: assign({ asinProblem: ({ context }) => asinProblemOf(context.asin) }) },
        ],
      },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        id: 'loadSku',
        src: 'loadSku',
        input: ({ context }) => context.request as SkuRequest,
        onDone: { target: 'showing', actions: assign({ sku: ({ event }) => event.output }) },
        onError: { target: 'closed', actions: assign({ asinError: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSku',
        src: 'loadSku',
        input: ({ context }) => context.request as SkuRequest,
        onDone: { target: 'showing', actions: assign({ sku: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
      on: { 'sku.closed': 'closed' },
    },
    failed: {
      on: {
        'sku.retry': { target: 'loading', actions: assign({ error: null }) },
        'sku.closed': 'closed',
      },
    },
    showing: {
      on: {
        'sku.closed': 'closed',
        'sku.opened': { target: 'loading', actions: 'openById' },
      },
    },
  },
});
