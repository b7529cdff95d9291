// A product's listing text in the other language (SPU transfer, docs/domain/products.md): the
// platform's grant decides whether the option is offered at all (spec section 6).
//   checking    auth (invoke 'auth': the spu-transfer grant); tag 'busy'. Done -> loading when
//               granted, else notGranted; failure -> loadFailed.
//   notGranted  final for the screen: no translate option.
//   loading     load (invoke 'load': the product's translations); tag 'busy'. Done -> ready;
//               failure -> loadFailed.
//   loadFailed  context.error; translation.retry -> checking (the grant, then the translations).
//   ready       context.translations. translation.opened {lang} -> editing with that language's
//               text (empty and version 0 when not translated yet).
//   editing     context.form; translation.fieldChanged keeps a field and clears its problem.
//               translation.saved -> saving when translationProblems() finds none, else stays with
//               context.problems. translation.closed -> ready.
//   saving      save (invoke 'save': the text, the version read); tag 'busy'. Only reachable from
//               editing, so a double click sends one call. Done -> ready with the translations
//               after it (announceSaved); PRODUCT_TRANSLATION_STALE -> stale; any other failure ->
//               editing with context.error (the form kept).
//   stale       context.error: someone else saved first. translation.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  getProductTranslations,
  getSpuTransferAuth,
  saveProductTranslation,
  translationProblems,
  TranslationErrorCode,
  type ProductTranslations,
  type SpuTransferAuth,
  type TranslationLanguage,
} from '../../contract/product/translation';
import { toMachineError, type MachineError } from '../support/errors';

export type TranslationField = 'title' | 'description';
export type TranslationProblem = 'required' | 'tooLong' | 'wrongLanguage';

export interface TranslationForm {
  lang: TranslationLanguage;
  title: string;
  description: string;
  version: number;
}

export interface TranslationContext {
  productId: string;
  translations: ProductTranslations | null;
  form: TranslationForm | null;
  problems: Partial<Record<TranslationField, TranslationProblem>>;
  error: MachineError | null;
}

export type TranslationEvent =
  | { type: 'translation.retry' }
  | { type: 'translation.opened'; lang: TranslationLanguage }
  | { type: 'translation.fieldChanged'; field: TranslationField; value: string }
  | { type: 'translation.saved' }
  | { type: 'translation.closed' }
  | { type: 'translation.reloadRequested' };

// the done and error events of the invoked calls, which setup's guards see as the machine's events
const outputOf = <T,>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);

const problemsOf = (form: TranslationForm | null) => Object.fromEntries((form ? translationProblems(form) : []).map((p) => [p.field, p.problem])) as TranslationContext['problems'];

export const translationMachine = setup({
  types: {
    context: {} as TranslationContext,
    events: {} as TranslationEvent,
    input: {} as { productId: string },
    children: {} as { auth: 'auth'; load: 'load'; save: 'save' },
  },
  actors: {
    auth: fromPromise<SpuTransferAuth>(({ signal }) => call(getSpuTransferAuth, {}, { signal, quiet: true })),
    load: fromPromise<ProductTranslations, { productId: string }>(({ input, signal }) => call(getProductTranslations, { params: { id: input.productId } }, { signal, quiet: true })),
    save: fromPromise<ProductTranslations, { productId: string; form: TranslationForm }>(({ input, signal }) =>
      call(saveProductTranslation, { params: { id: input.productId }, body: { ...input.form, title: input.form.title.trim(), description: input.form.description.trim() } }, { signal, save: true }),
    ),
  },
  actions: {
    /** The translation was saved (provided by the screen: a toast). */
    announceSaved: () => {},
  },
  guards: {
    granted: ({ event }) => outputOf<SpuTransferAuth>(event).authorized,
    valid: ({ context }) => Object.keys(problemsOf(context.form)).length === 0,
    stale: ({ event }) => errorOf(event).code === TranslationErrorCode.stale,
  },
}).createMachine({
  id: 'translation',
  context: ({ input }) => ({ productId: input.productId, translations: null, form: null, problems: {}, error: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'auth',
        src: 'auth',
        onDone: [{ guard: 'granted', target: 'loading' }, { target: 'notGranted' }],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    notGranted: { type: 'final' },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: assign({ translations: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'translation.retry': 'checking' },
    },
    ready: {
      on: {
        'translation.opened': {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const item = context.translations?.items.find((i) => i.lang === event.lang);
            return { form: { lang: event.lang, title: item?.title ?? '', description: item?.description ?? '', version: item?.version ?? 0 }, problems: {}, error: null };
          }),
        },
      },
    },
    editing: {
      on: {
        'translation.fieldChanged': {
          actions: assign(({ context, event }) => ({ form: context.form && { ...context.form, [event.field]: event.value }, problems: { ...context.problems, [event.field]: undefined }, error: null })),
        },
        'translation.saved': [{ guard: 'valid', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ problems: ({ context }) => problemsOf(context.form) }) }],
        'translation.closed': { target: 'ready', actions: assign({ form: null, problems: {}, error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ productId: context.productId, form: context.form! }),
        onDone: { target: 'ready', actions: [assign({ translations: ({ event }) => event.output, form: null }), 'announceSaved'] },
        onError: [
          { guard: 'stale', target: 'stale', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null }) },
          { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    stale: {
      on: { 'translation.reloadRequested': 'loading' },
    },
  },
});
