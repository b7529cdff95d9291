// The price formula of a product's channel (docs/domain/products.md, "Price formulas"): read the
// channel's formulas, edit its draft, recalculate (the preview of every sku's new sale price) and
// activate it.
//   loading       load (invoke 'load': the channel's formulas, by the product or by the channel:
//                 the product record shows its channel's, the platform product list any channel's); tag 'busy'. Done ->
//                 ready; failure -> loadFailed.
//   loadFailed    context.error; formula.retry -> loading.
//   ready         context.list. formula.opened -> editing with the draft's values, else the
//                 active formula's, else 60 % / 0 / to the cent.
//   editing       context.form; formula.fieldChanged keeps a field and clears its problem.
//                 formula.recalculated -> saving when formulaTextProblems() finds none, else
//                 stays with context.problems. formula.closed -> ready.
//   saving        save (invoke 'save': the values, the draft's version read, 0 for none); tag
//                 'busy'. Done -> recalculating with the draft; PRODUCT_FORMULA_STALE -> stale;
//                 other failure -> editing with context.error (the form kept).
//   recalculating recalc (invoke 'recalc': the draft's preview); tag 'busy'. Done -> previewed;
//                 failure -> editing with context.error.
//   previewed     context.preview. formula.edited -> editing (the values kept); formula.activated
//                 -> activating unless a sku would fall under the minimum margin (then activation
//                 is not offered); formula.closed -> ready.
//   activating    activate (invoke 'activate': the draft's id and version); tag 'busy'. Only
//                 reachable from previewed, so a double click sends one call. Done -> loading
//                 (announceActivated: the screen reloads the product); PRODUCT_FORMULA_STALE or
//                 _STATE -> stale; other failure (the minimum margin meanwhile) -> previewed with
//                 context.error.
//   stale         context.error: someone else changed the channel's formula. formula.reloadRequested
//                 -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  activateFormula,
  FormulaErrorCode,
  formulaTextProblems,
  getFormulaList,
  recalculateFormula,
  saveFormula,
  type FormulaCart,
  type FormulaField,
  type FormulaPreview,
  type FormulaProblem,
  type FormulaRounding,
  type PriceFormula,
} from '../../contract/product/price-formula';
import { toMachineError, type MachineError } from '../support/errors';

export interface FormulaForm {
  markupPercent: string;
  fixedFee: string;
  rounding: FormulaRounding;
}

export interface FormulaList {
  cart: FormulaCart;
  items: PriceFormula[];
}

/** Whose channel: a product's (its record) or a channel itself (the list of channels). */
export type FormulaScope = { productId: string } | { cartId: string };

export interface PriceFormulaContext {
  scope: FormulaScope;
  list: FormulaList | null;
  form: FormulaForm | null;
  problems: Partial<Record<FormulaField, FormulaProblem>>;
  draft: PriceFormula | null;
  preview: FormulaPreview | null;
  error: MachineError | null;
}

export type PriceFormulaEvent =
  | { type: 'formula.retry' }
  | { type: 'formula.opened' }
  | { type: 'formula.fieldChanged'; field: keyof FormulaForm; value: string }
  | { type: 'formula.recalculated' }
  | { type: 'formula.edited' }
  | { type: 'formula.activated' }
  | { type: 'formula.closed' }
  | { type: 'formula.reloadRequested' };

const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);
const problemsOf = (form: FormulaForm | null) => Object.fromEntries((form ? formulaTextProblems(form) : []).map((p) => [p.field, p.problem])) as PriceFormulaContext['problems'];
const text = (n: number) => String(n);

export const priceFormulaMachine = setup({
  types: {
    context: {} as PriceFormulaContext,
    events: {} as PriceFormulaEvent,
    input: {} as FormulaScope,
    children: {} as { load: 'load'; save: 'save'; recalc: 'recalc'; activate: 'activate' },
  },
  actors: {
    load: fromPromise<FormulaList, FormulaScope>(({ input, signal }) => call(getFormulaList, { query: 'cartId' in input ? { cartId: input.cartId } : { productId: input.productId } }, { signal, quiet: true })),
    save: fromPromise<PriceFormula, { cartId: string; form: FormulaForm; version: number }>(({ input, signal }) =>
      call(saveFormula, { body: { cartId: input.cartId, markupPercent: Number(input.form.markupPercent), fixedFee: Number(input.form.fixedFee), rounding: input.form.rounding, version: input.version } }, { signal, save: true }),
    ),
    recalc: fromPromise<FormulaPreview, { id: string }>(({ input, signal }) => call(recalculateFormula, { body: { id: input.id } }, { signal, quiet: true })),
    activate: fromPromise<PriceFormula, { id: string; version: number }>(({ input, signal }) => call(activateFormula, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The formula was activated (provided by the screen: a toast, the product reloaded). */
    announceActivated: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(problemsOf(context.form)).length === 0,
    stale: ({ event }) => errorOf(event).code === FormulaErrorCode.stale,
    staleOrDecided: ({ event }) => [FormulaErrorCode.stale, FormulaErrorCode.state].includes(errorOf(event).code as never),
    keepsMargins: ({ context }) => (context.preview?.underMinimum ?? 1) === 0,
  },
}).createMachine({
  id: 'priceFormula',
  context: ({ input }) => ({ scope: 'cartId' in input ? { cartId: input.cartId } : { productId: input.productId }, list: null, form: null, problems: {}, draft: null, preview: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.scope,
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, error: null, form: null, draft: null, preview: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'formula.retry': 'loading' },
    },
    ready: {
      on: {
        'formula.opened': {
          target: 'editing',
          actions: assign(({ context }) => {
            const from = context.list?.cart.draft ?? context.list?.cart.active;
            return { form: from ? { markupPercent: text(from.markupPercent), fixedFee: text(from.fixedFee), rounding: from.rounding } : { markupPercent: '60', fixedFee: '0', rounding: 'cent' as const }, problems: {}, error: null, preview: null };
          }),
        },
      },
    },
    editing: {
      on: {
        'formula.fieldChanged': {
          actions: assign(({ context, event }) => ({ form: context.form && { ...context.form, [event.field]: event.value }, problems: { ...context.problems, [event.field]: undefined }, error: null })),
        },
        'formula.recalculated': [{ guard: 'valid', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ problems: ({ context }) => problemsOf(context.form) }) }],
        'formula.closed': { target: 'ready', actions: assign({ form: null, problems: {}, error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ cartId: context.list!.cart.cartId, form: context.form!, version: context.draft?.version ?? context.list!.cart.draft?.version ?? 0 }),
        onDone: { target: 'recalculating', actions: assign({ draft: ({ event }) => event.output }) },
        onError: [
          { guard: 'stale', target: 'stale', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null }) },
          { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    recalculating: {
      tags: ['busy'],
      invoke: {
        id: 'recalc',
        src: 'recalc',
        input: ({ context }) => ({ id: context.draft!.id }),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    previewed: {
      on: {
        'formula.edited': { target: 'editing', actions: assign({ preview: null, error: null }) },
        'formula.activated': { guard: 'keepsMargins', target: 'activating', actions: assign({ error: null }) },
        'formula.closed': { target: 'ready', actions: assign({ form: null, preview: null, error: null }) },
      },
    },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ id: context.draft!.id, version: context.draft!.version }),
        onDone: { target: 'loading', actions: 'announceActivated' },
        onError: [
          { guard: 'staleOrDecided', target: 'stale', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null, preview: null }) },
          { target: 'previewed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    stale: {
      on: { 'formula.reloadRequested': 'loading' },
    },
  },
});
