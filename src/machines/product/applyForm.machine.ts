// Creating a batch of new-product applications (/product/createApplyNewProduct; docs/domain/
// products.md "New product application"): the channel, then items, each with a category picked from
// the platform's tree, its attributes, title, brand, master sku and supply price. Readiness
// (readinessGaps) names what each item misses; the batch is saved as a draft any time a channel is
// picked, and submitted once nothing is missing.
//   loading         the category tree and, when continuing a draft (input batchCode), the batch
//                   (invoke 'load'). Done -> editing; failure -> loadFailed.
//   loadFailed      form.retry -> loading.
//   editing         form.cartChanged, form.itemAdded, form.itemRemoved, form.itemChanged,
//                   form.attributeChanged edit (dirty; a new category keeps the values of the
//                   attributes it shares with the old one). form.saveRequested -> saving when a
//                   channel is picked, else context.showProblems. form.submitRequested ->
//                   savingToSubmit (unsaved changes or no batch yet) or submitting when ready,
//                   else context.showProblems (the view lists each item's gaps).
//   saving          save (invoke 'save'); tag 'busy'. Done -> editing with the batch code and
//                   version (announceSaved); failure -> editing with context.error.
//   savingToSubmit  save first (invoke 'save'); tag 'busy'. Done -> submitting; failure -> editing.
//   submitting      submit (invoke 'submit'); tag 'busy'; reachable once per request, so a
//                   double click sends one. Done -> done (context.batch; announceSubmitted);
//                   failure -> editing with context.error (the server names missing fields).
//   done            final: the screen opens the batch.
import { and, assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { isPositiveNumber5 } from '../../contract/kernel/rules';
import {
  APPLY_ITEMS_MAX,
  getApplyBatch,
  getCategoryAttributes,
  readinessGaps,
  saveApplyBatch,
  submitApplyBatch,
  type ApplyBatch,
  type ApplyItemInput,
  type Category,
  type ReadinessGap,
} from '../../contract/product/new-product';
import { toMachineError, type MachineError } from '../support/errors';

export interface ApplyItemForm {
  categoryCode: string;
  title: string;
  brand: string;
  skuCode: string;
  /** As typed. */
  supplyPrice: string;
  attributes: Record<string, string>;
}
export type ApplyItemField = 'categoryCode' | 'title' | 'brand' | 'skuCode' | 'supplyPrice';

export interface ApplyFormContext {
  batchCode: string | null;
  version: number | null;
  cartCode: string;
  items: ApplyItemForm[];
  categories: Category[];
  /** Gaps are shown after the first save or submit that found one. */
  showProblems: boolean;
  dirty: boolean;
  batch: ApplyBatch | null;
  error: MachineError | null;
}

export type ApplyFormEvent =
  | { type: 'form.retry' }
  | { type: 'form.cartChanged'; value: string }
  | { type: 'form.itemAdded' }
  | { type: 'form.itemRemoved'; index: number }
  | { type: 'form.itemChanged'; index: number; field: ApplyItemField; value: string }
  | { type: 'form.attributeChanged'; index: number; code: string; value: string }
  | { type: 'form.saveRequested' }
  | { type: 'form.submitRequested' };

export const emptyItem = (): ApplyItemForm => ({ categoryCode: '', title: '', brand: '', skuCode: '', supplyPrice: '', attributes: {} });

/** The typed price as the call takes it: null while empty or not a positive number with up to 5 decimals. */
export function priceOf(text: string): number | null {
  const t = text.trim();
  return t !== '' && isPositiveNumber5(t) && Number(t) > 0 ? Number(t) : null;
}

export const inputOf = (item: ApplyItemForm): ApplyItemInput => ({
  categoryCode: item.categoryCode,
  title: item.title.trim(),
  brand: item.brand.trim(),
  skuCode: item.skuCode.trim(),
  supplyPrice: priceOf(item.supplyPrice),
  attributes: Object.fromEntries(Object.entries(item.attributes).filter(([, v]) => v.trim() !== '')),
});

/** Each item's gaps (index-aligned). */
export const formGaps = (c: Pick<ApplyFormContext, 'items' | 'categories'>): ReadinessGap[][] => c.items.map((i) => readinessGaps(inputOf(i), c.categories));

const fromBatch = (b: ApplyBatch): ApplyItemForm[] =>
  b.items.map((i) => ({ categoryCode: i.categoryCode, title: i.title, brand: i.brand, skuCode: i.skuCode, supplyPrice: i.supplyPrice === null ? '' : String(i.supplyPrice), attributes: i.attributes }));

type Loaded = { categories: Category[]; batch: ApplyBatch | null };
type SaveInput = { batchCode: string | null; version: number | null; cartCode: string; items: ApplyItemInput[] };

const saveInputOf = (c: ApplyFormContext): SaveInput => ({ batchCode: c.batchCode, version: c.version, cartCode: c.cartCode.trim(), items: c.items.map(inputOf) });
const savedContext = (b: ApplyBatch) => ({ batch: b, batchCode: b.batchCode, version: b.version, dirty: false, error: null });

export const applyFormMachine = setup({
  types: {
    context: {} as ApplyFormContext,
    events: {} as ApplyFormEvent,
    input: {} as { batchCode: string | null },
    children: {} as { load: 'load'; save: 'save'; submit: 'submit' },
  },
  actors: {
    load: fromPromise<Loaded, { batchCode: string | null }>(async ({ input, signal }) => {
      const [tree, batch] = await Promise.all([
        call(getCategoryAttributes, {}, { signal, quiet: true }),
        input.batchCode ? call(getApplyBatch, { params: { batchCode: input.batchCode } }, { signal, quiet: true }) : Promise.resolve(null),
      ]);
      return { categories: tree.categories, batch };
    }),
    save: fromPromise<ApplyBatch, SaveInput>(({ input, signal }) => call(saveApplyBatch, { body: input }, { signal, save: true })),
    submit: fromPromise<ApplyBatch, { batchCode: string; version: number }>(({ input, signal }) => call(submitApplyBatch, { body: input }, { signal, save: true })),
  },
  actions: {
    /** Provided by the screen: a toast. */
    announceSaved: () => {},
    /** Provided by the screen: a toast and the batch opened. */
    announceSubmitted: () => {},
  },
  guards: {
    hasCart: ({ context }) => context.cartCode.trim() !== '',
    ready: ({ context }) => context.cartCode.trim() !== '' && formGaps(context).every((g) => g.length === 0),
    mustSave: ({ context }) => context.dirty || context.batchCode === null,
  },
}).createMachine({
  id: 'applyForm',
  context: ({ input }) => ({ batchCode: input.batchCode, version: null, cartCode: '', items: [emptyItem()], categories: [], showProblems: false, dirty: false, batch: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ batchCode: context.batchCode }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const b = event.output.batch;
            return b
              ? { categories: event.output.categories, batch: b, batchCode: b.batchCode, version: b.version, cartCode: b.cartCode, items: b.items.length ? fromBatch(b) : [emptyItem()], error: null }
              : { categories: event.output.categories, error: null };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'form.retry': 'loading' } },
    editing: {
      on: {
        'form.cartChanged': { actions: assign({ cartCode: ({ event }) => event.value, dirty: true, error: null }) },
        'form.itemAdded': { guard: ({ context }) => context.items.length < APPLY_ITEMS_MAX, actions: assign({ items: ({ context }) => [...context.items, emptyItem()], dirty: true }) },
        'form.itemRemoved': {
          guard: ({ context }) => context.items.length > 1,
          actions: assign({ items: ({ context, event }) => context.items.filter((_, i) => i !== event.index), dirty: true }),
        },
        'form.itemChanged': {
          actions: assign({
            items: ({ context, event }) =>
              context.items.map((item, i) => {
                if (i !== event.index) return item;
                if (event.field !== 'categoryCode') return { ...item, [event.field]: event.value };
                // a new category keeps the values of the attributes both have (a parent's, e.g. material)
                const codes = new Set((context.categories.find((c) => c.code === event.value)?.attributes ?? []).map((a) => a.code));
                return { ...item, categoryCode: event.value, attributes: Object.fromEntries(Object.entries(item.attributes).filter(([k]) => codes.has(k))) };
              }),
            dirty: true,
          }),
        },
        'form.attributeChanged': {
          actions: assign({
            items: ({ context, event }) => context.items.map((item, i) => (i === event.index ? { ...item, attributes: { ...item.attributes, [event.code]: event.value } } : item)),
            dirty: true,
          }),
        },
        'form.saveRequested': [{ guard: 'hasCart', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ showProblems: true }) }],
        'form.submitRequested': [
          { guard: and(['ready', 'mustSave']), target: 'savingToSubmit', actions: assign({ error: null }) },
          { guard: 'ready', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ showProblems: true }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveInputOf(context),
        onDone: { target: 'editing', actions: [assign(({ event }) => savedContext(event.output)), 'announceSaved'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    savingToSubmit: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => saveInputOf(context),
        onDone: { target: 'submitting', actions: assign(({ event }) => savedContext(event.output)) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ batchCode: context.batchCode ?? '', version: context.version ?? 1 }),
        onDone: { target: 'done', actions: [assign({ batch: ({ event }) => event.output, dirty: false }), 'announceSubmitted'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
