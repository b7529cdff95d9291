// Applying for a fulfilment tag on skus of one product (docs/domain/products.md, "Fulfilment
// tag"), from the product record's "Apply for a tag".
//   closed      nothing shown. tag.opened {productId, skus} -> editing (fast delivery, every active
//               sku chosen, no note).
//   editing     context.tag, chosen (sku ids), note; tag.tagChosen, tag.skuToggled, tag.noteChanged
//               keep them (and clear the problems). tag.submitted -> submitting when
//               tagFormProblems() finds none, else stays with context.problems. tag.closed -> closed.
//   submitting  apply (invoke 'apply'); tag 'busy'. A second submit is not handled here, so a
//               double click sends one call. Done -> done (context.application; announceApplied);
//               failure -> editing with context.error (e.g. PRODUCT_TAG_OPEN, the server's words).
//   done        the application waits for the platform. tag.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { TAG_NOTE_MAX, TAG_SKUS_MAX, applyTag, type FulfilmentTag, type TagApplicationInfo } from '../../contract/product/tag';
import { toMachineError, type MachineError } from '../support/errors';

export type TagFormProblem = 'noSku' | 'tooManySkus' | 'noteTooLong';

export interface TagApplyContext {
  productId: string;
  /** The product's skus the form offers (active ones). */
  skuIds: readonly string[];
  tag: FulfilmentTag;
  chosen: readonly string[];
  note: string;
  problems: readonly TagFormProblem[];
  application: TagApplicationInfo | null;
  error: MachineError | null;
}

export type TagApplyEvent =
  | { type: 'tag.opened'; productId: string; skuIds: readonly string[] }
  | { type: 'tag.tagChosen'; tag: FulfilmentTag }
  | { type: 'tag.skuToggled'; skuId: string }
  | { type: 'tag.noteChanged'; value: string }
  | { type: 'tag.submitted' }
  | { type: 'tag.closed' };

/** What is wrong with the form before anything is sent. */
export function tagFormProblems(c: Pick<TagApplyContext, 'chosen' | 'note'>): TagFormProblem[] {
  const problems: TagFormProblem[] = [];
  if (c.chosen.length === 0) problems.push('noSku');
  if (c.chosen.length > TAG_SKUS_MAX) problems.push('tooManySkus');
  if (c.note.trim().length > TAG_NOTE_MAX) problems.push('noteTooLong');
  return problems;
}

const closed: TagApplyContext = { productId: '', skuIds: [], tag: 'fastDelivery', chosen: [], note: '', problems: [], application: null, error: null };

type Input = { productId: string; tag: FulfilmentTag; skuIds: string[]; note: string };
const inputOf = (c: TagApplyContext): Input => ({ productId: c.productId, tag: c.tag, skuIds: c.skuIds.filter((id) => c.chosen.includes(id)), note: c.note.trim() });

export const tagApplyMachine = setup({
  types: {
    context: {} as TagApplyContext,
    events: {} as TagApplyEvent,
    children: {} as { apply: 'apply' },
  },
  actors: {
    apply: fromPromise<TagApplicationInfo, Input>(({ input, signal }) => call(applyTag, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The application was made (provided by the screen: a toast, the product read again). */
    announceApplied: () => {},
  },
  guards: {
    valid: ({ context }) => tagFormProblems(context).length === 0,
  },
}).createMachine({
  id: 'tagApply',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'tag.opened': { target: 'editing', actions: assign(({ event }) => ({ ...closed, productId: event.productId, skuIds: event.skuIds, chosen: event.skuIds })) },
      },
    },
    editing: {
      on: {
        'tag.tagChosen': { actions: assign(({ event }) => ({ tag: event.tag, problems: [], error: null })) },
        'tag.skuToggled': {
          actions: assign(({ context, event }) => ({
            chosen: context.chosen.includes(event.skuId) ? context.chosen.filter((id) => id !== event.skuId) : [...context.chosen, event.skuId],
            problems: [],
            error: null,
          })),
        },
        'tag.noteChanged': { actions: assign(({ event }) => ({ note: event.value, problems: [], error: null })) },
        'tag.submitted': [
          { guard: 'valid', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => tagFormProblems(context) }) },
        ],
        'tag.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'done', actions: [assign({ application: ({ event }) => event.output }), 'announceApplied'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: {
      on: { 'tag.closed': 'closed' },
    },
  },
});
