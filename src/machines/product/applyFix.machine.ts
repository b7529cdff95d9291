// Fixing a returned new-product item and sending it for review again (/product/
// applyNewProductInfo/:batchCode; docs/domain/products.md "New product application"): only the
// fields the platform named are open (fieldOpen: a named category also opens its attributes); the
// others are shown, not editable, and never sent.
//   closed   nothing shown. fix.opened {item, categories} -> editing with the item's values.
//   editing  fix.fieldChanged (title, category: a new category keeps the attributes both have),
//            fix.attributeChanged edit the open fields only (others are ignored).
//            fix.submitted -> sending when readinessGaps() finds nothing, else
//            context.showProblems. fix.closed -> closed.
//   sending  resubmit (invoke 'resubmit'); tag 'busy'; reachable once per confirmation, so a
//            double click sends one. Done -> closed (announceFixed with the batch); failure ->
//            editing with context.error (a stale item asks for a reload).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { fieldOpen, readinessGaps, resubmitApplyItem, type ApplyBatch, type ApplyItem, type Category } from '../../contract/product/new-product';
import { toMachineError, type MachineError } from '../support/errors';

export interface ApplyFixContext {
  item: ApplyItem | null;
  categories: Category[];
  title: string;
  categoryCode: string;
  attributes: Record<string, string>;
  showProblems: boolean;
  error: MachineError | null;
}

export type ApplyFixEvent =
  | { type: 'fix.opened'; item: ApplyItem; categories: Category[] }
  | { type: 'fix.fieldChanged'; field: 'title' | 'categoryCode'; value: string }
  | { type: 'fix.attributeChanged'; code: string; value: string }
  | { type: 'fix.submitted' }
  | { type: 'fix.closed' };

const closedContext: ApplyFixContext = { item: null, categories: [], title: '', categoryCode: '', attributes: {}, showProblems: false, error: null };

/** The item as it would be sent (the open fields changed, the others as they are). */
export const fixedItem = (c: ApplyFixContext) => ({
  categoryCode: c.categoryCode,
  title: c.title.trim(),
  brand: c.item?.brand ?? '',
  skuCode: c.item?.skuCode ?? '',
  supplyPrice: c.item?.supplyPrice ?? null,
  attributes: Object.fromEntries(Object.entries(c.attributes).filter(([, v]) => v.trim() !== '')),
});

export const fixGaps = (c: ApplyFixContext) => readinessGaps(fixedItem(c), c.categories);

type Body = { id: string; version: number; title?: string; categoryCode?: string; attributes?: Record<string, string> };

/** Only the open fields go; attributes whole when any is open. */
function bodyOf(c: ApplyFixContext): Body {
  const item = c.item!;
  const f = item.fixFields;
  const next = fixedItem(c);
  const anyAttribute = f.includes('categoryCode') || f.some((x) => x.startsWith('attributes.'));
  return {
    id: item.id,
    version: item.version,
    ...(fieldOpen(f, 'title') ? { title: next.title } : {}),
    ...(fieldOpen(f, 'categoryCode') ? { categoryCode: next.categoryCode } : {}),
    ...(anyAttribute ? { attributes: next.attributes } : {}),
  };
}

export const applyFixMachine = setup({
  types: {
    context: {} as ApplyFixContext,
    events: {} as ApplyFixEvent,
    children: {} as { resubmit: 'resubmit' },
  },
  actors: {
    resubmit: fromPromise<ApplyBatch, Body>(({ input, signal }) => call(resubmitApplyItem, { body: input }, { signal, save: true })),
  },
  actions: {
    /** Provided by the screen: a toast and the batch shown as answered. */
    announceFixed: (_, _batch: ApplyBatch) => {},
  },
  guards: {
    ready: ({ context }) => fixGaps(context).length === 0,
  },
}).createMachine({
  id: 'applyFix',
  context: closedContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'fix.opened': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...closedContext, item: event.item, categories: event.categories, title: event.item.title, categoryCode: event.item.categoryCode, attributes: event.item.attributes })),
        },
      },
    },
    editing: {
      on: {
        'fix.fieldChanged': {
          guard: ({ context, event }) => fieldOpen(context.item?.fixFields ?? [], event.field),
          actions: assign(({ context, event }) => {
            if (event.field === 'title') return { title: event.value, error: null };
            const codes = new Set((context.categories.find((c) => c.code === event.value)?.attributes ?? []).map((a) => a.code));
            return { categoryCode: event.value, attributes: Object.fromEntries(Object.entries(context.attributes).filter(([k]) => codes.has(k))), error: null };
          }),
        },
        'fix.attributeChanged': {
          guard: ({ context, event }) => fieldOpen(context.item?.fixFields ?? [], `attributes.${event.code}`),
          actions: assign({ attributes: ({ context, event }) => ({ ...context.attributes, [event.code]: event.value }), error: null }),
        },
        'fix.submitted': [{ guard: 'ready', target: 'sending', actions: assign({ error: null }) }, { actions: assign({ showProblems: true }) }],
        'fix.closed': 'closed',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resubmit',
        src: 'resubmit',
        input: ({ context }) => bodyOf(context),
        onDone: { target: 'closed', actions: [{ type: 'announceFixed', params: ({ event }) => event.output }] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
