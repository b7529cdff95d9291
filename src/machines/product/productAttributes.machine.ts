// A product's extended attributes (/product/info/:id; docs/domain/products.md "Product master list
// and extended attributes"): read, edit with the category's rules checked before sending, save with
// the version read.
//   loading     load (invoke 'load': the product, the leaves of its category, the values); tag
//               'busy'. Done -> ready; failure -> loadFailed.
//   loadFailed  context.error; attributes.retry -> loading.
//   ready       context.attributes. attributes.edit -> editing, the form holding the chosen leaf
//               (else the first leaf) and the values read.
//   editing     context.form. attributes.categoryChanged keeps a leaf (values of attributes it does
//               not have are dropped when sent); attributes.valueChanged keeps a value and clears its
//               problem. attributes.save -> saving when attributeProblems() finds none, else stays
//               with context.problems. attributes.cancel -> ready.
//   saving      save (invoke 'save'); tag 'busy'. Only reachable from editing, so a double click
//               sends one call. Done -> ready with the answer (announceSaved);
//               PRODUCT_ATTRIBUTES_STALE -> stale; any other failure -> editing with context.error.
//   stale       context.error: someone saved first. attributes.reload -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { attributeProblems, AttributeErrorCode, getProductAttributes, saveProductAttributes, type AttributeProblemKind, type ProductAttributes } from '../../contract/product/master';
import { toMachineError, type MachineError } from '../support/errors';

export interface AttributesForm {
  categoryCode: string;
  values: Record<string, string>;
  version: number;
}

export interface ProductAttributesContext {
  productId: string;
  attributes: ProductAttributes | null;
  form: AttributesForm | null;
  /** By field: 'categoryCode' or an attribute's code. */
  problems: Record<string, AttributeProblemKind>;
  error: MachineError | null;
}

export type ProductAttributesEvent =
  | { type: 'attributes.retry' }
  | { type: 'attributes.edit' }
  | { type: 'attributes.categoryChanged'; categoryCode: string }
  | { type: 'attributes.valueChanged'; code: string; value: string }
  | { type: 'attributes.save' }
  | { type: 'attributes.cancel' }
  | { type: 'attributes.reload' };

const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

/** The values the leaf has (a changed leaf drops the others), each trimmed. */
export function valuesToSend(attributes: ProductAttributes | null, form: AttributesForm): Record<string, string> {
  const leaf = attributes?.categories.find((c) => c.code === form.categoryCode);
  return Object.fromEntries((leaf?.attributes ?? []).map((a) => [a.code, (form.values[a.code] ?? '').trim()] as const).filter(([, v]) => v !== ''));
}

const problemsOf = (attributes: ProductAttributes | null, form: AttributesForm | null): Record<string, AttributeProblemKind> =>
  form ? Object.fromEntries(attributeProblems(form.categoryCode, valuesToSend(attributes, form), attributes?.categories ?? []).map((p) => [p.field, p.problem])) : {};

export const productAttributesMachine = setup({
  types: {
    context: {} as ProductAttributesContext,
    events: {} as ProductAttributesEvent,
    input: {} as { productId: string },
    children: {} as { load: 'load'; save: 'save' },
  },
  actors: {
    load: fromPromise<ProductAttributes, { productId: string }>(({ input, signal }) => call(getProductAttributes, { params: { productId: input.productId } }, { signal, quiet: true })),
    save: fromPromise<ProductAttributes, { productId: string; categoryCode: string; values: Record<string, string>; version: number }>(({ input, signal }) =>
      call(saveProductAttributes, { params: { productId: input.productId }, body: { categoryCode: input.categoryCode, values: input.values, version: input.version } }, { signal, save: true }),
    ),
  },
  actions: {
    /** The attributes were saved (provided by the screen: a toast). */
    announceSaved: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(problemsOf(context.attributes, context.form)).length === 0,
    stale: ({ event }) => errorOf(event).code === AttributeErrorCode.stale,
  },
}).createMachine({
  id: 'productAttributes',
  context: ({ input }) => ({ productId: input.productId, attributes: null, form: null, problems: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: assign({ attributes: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'attributes.retry': 'loading' },
    },
    ready: {
      on: {
        'attributes.edit': {
          target: 'editing',
          actions: assign(({ context }) => {
            const a = context.attributes!;
            return { form: { categoryCode: a.categoryCode ?? a.categories[0]?.code ?? '', values: { ...a.values }, version: a.version }, problems: {}, error: null };
          }),
        },
      },
    },
    editing: {
      on: {
        'attributes.categoryChanged': {
          actions: assign(({ context, event }) => ({ form: context.form && { ...context.form, categoryCode: event.categoryCode }, problems: {}, error: null })),
        },
        'attributes.valueChanged': {
          actions: assign(({ context, event }) => {
            const { [event.code]: _cleared, ...problems } = context.problems;
            return { form: context.form && { ...context.form, values: { ...context.form.values, [event.code]: event.value } }, problems, error: null };
          }),
        },
        'attributes.save': [{ guard: 'valid', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ problems: ({ context }) => problemsOf(context.attributes, context.form) }) }],
        'attributes.cancel': { target: 'ready', actions: assign({ form: null, problems: {}, error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ productId: context.productId, categoryCode: context.form!.categoryCode, values: valuesToSend(context.attributes, context.form!), version: context.form!.version }),
        onDone: { target: 'ready', actions: [assign({ attributes: ({ event }) => event.output, form: null }), 'announceSaved'] },
        onError: [
          { guard: 'stale', target: 'stale', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null }) },
          { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    stale: {
      on: { 'attributes.reload': 'loading' },
    },
  },
});
