// Proposing a new supply price for one sku (docs/domain/products.md, "Price change"): the form,
// the preview of its effect (which open orders the old and the new price would hit from the
// effective date on, and the platform rule it would fail), then the proposal.
//   closed      nothing shown. price.opened {sku, today} -> editing (effective today, driver
//               raw material).
//   editing     context.newPrice (as typed), effectiveDate, driver, note; price.fieldChanged keeps
//               them (and clears that field's problem). price.previewRequested -> previewing when
//               priceFormProblems() finds none, else stays with context.problems. price.closed -> closed.
//   previewing  preview (invoke 'preview'); tag 'busy'. Done -> reviewed (context.preview);
//               failure -> editing with context.error (the server names what is wrong).
//   reviewed    the effect is shown. price.submitted -> submitting; price.fieldChanged -> editing
//               (the preview no longer holds); price.closed -> closed.
//   submitting  propose (invoke 'propose'); tag 'busy'. Only reachable from reviewed, so a double
//               click sends one call. Done -> done (context.proposal; announceProposed); failure ->
//               reviewed with context.error (e.g. PRODUCT_PRICE_OPEN).
//   done        the proposal is pending. price.closed -> closed.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import { isPositiveNumber5 } from '../../contract/kernel/rules';
import type { ProductSku } from '../../contract/product/platform';
import { PRICE_NOTE_MAX, previewPrice, proposePrice, type PriceDriver, type PricePreview, type PriceProposalRow } from '../../contract/product/price';
import { toMachineError, type MachineError } from '../support/errors';

export type PriceField = 'newPrice' | 'effectiveDate' | 'driver' | 'note';
export type PriceProblem = 'required' | 'invalid' | 'same' | 'past' | 'tooLong';

export interface PriceForm {
  newPrice: string;
  effectiveDate: string;
  driver: PriceDriver;
  note: string;
}

export interface PriceProposalContext extends PriceForm {
  sku: ProductSku | null;
  today: string;
  problems: Partial<Record<PriceField, PriceProblem>>;
  preview: PricePreview | null;
  proposal: PriceProposalRow | null;
  error: MachineError | null;
}

export type PriceProposalEvent =
  | { type: 'price.opened'; sku: ProductSku; today: string }
  | { type: 'price.fieldChanged'; field: PriceField; value: string }
  | { type: 'price.previewRequested' }
  | { type: 'price.submitted' }
  | { type: 'price.closed' };

/** What is wrong with the form before anything is sent (spec section 5's number rule). */
export function priceFormProblems(form: PriceForm, sku: ProductSku | null, today: string): Partial<Record<PriceField, PriceProblem>> {
  const problems: Partial<Record<PriceField, PriceProblem>> = {};
  const price = form.newPrice.trim();
  if (price === '') problems.newPrice = 'required';
  else if (!isPositiveNumber5(price) || Number(price) <= 0) problems.newPrice = 'invalid';
  else if (sku && Number(price) === sku.supplyPrice) problems.newPrice = 'same';
  if (form.effectiveDate === '') problems.effectiveDate = 'required';
  else if (form.effectiveDate < today) problems.effectiveDate = 'past';
  if (form.note.trim().length > PRICE_NOTE_MAX) problems.note = 'tooLong';
  return problems;
}

const closed: Omit<PriceProposalContext, 'today'> & { today: string } = {
  sku: null,
  today: '',
  newPrice: '',
  effectiveDate: '',
  driver: 'rawMaterial',
  note: '',
  problems: {},
  preview: null,
  proposal: null,
  error: null,
};

type Input = { skuId: string; newPrice: number; effectiveDate: string; driver: PriceDriver; note: string };
const inputOf = (c: PriceProposalContext): Input => ({ skuId: c.sku?.id ?? '', newPrice: Number(c.newPrice.trim()), effectiveDate: c.effectiveDate, driver: c.driver, note: c.note.trim() });

export const priceProposalMachine = setup({
  types: {
    context: {} as PriceProposalContext,
    events: {} as PriceProposalEvent,
    children: {} as { preview: 'preview'; propose: 'propose' },
  },
  actors: {
    preview: fromPromise<PricePreview, Input>(({ input, signal }) =>
      call(previewPrice, { body: { skuId: input.skuId, newPrice: input.newPrice, effectiveDate: input.effectiveDate, driver: input.driver } }, { signal, quiet: true }),
    ),
    propose: fromPromise<PriceProposalRow, Input>(({ input, signal }) => call(proposePrice, { body: input }, { signal, save: true })),
  },
  actions: {
    /** The proposal was made (provided by the screen: a toast, the product read again). */
    announceProposed: () => {},
    keepField: assign(({ context, event }) =>
      event.type === 'price.fieldChanged' ? { [event.field]: event.value, problems: { ...context.problems, [event.field]: undefined }, preview: null, error: null } : {},
    ),
  },
  guards: {
    valid: ({ context }) => Object.keys(priceFormProblems(context, context.sku, context.today)).length === 0,
  },
}).createMachine({
  id: 'priceProposal',
  context: closed,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'price.opened': { target: 'editing', actions: assign(({ event }) => ({ ...closed, sku: event.sku, today: event.today, effectiveDate: event.today })) },
      },
    },
    editing: {
      on: {
        'price.fieldChanged': { actions: 'keepField' },
        'price.previewRequested': [
          { guard: 'valid', target: 'previewing', actions: assign({ error: null }) },
          { actions: assign({ problems: ({ context }) => priceFormProblems(context, context.sku, context.today) }) },
        ],
        'price.closed': 'closed',
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'reviewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    reviewed: {
      on: {
        'price.submitted': { target: 'submitting', actions: assign({ error: null }) },
        'price.fieldChanged': { target: 'editing', actions: 'keepField' },
        'price.closed': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'propose',
        src: 'propose',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'done', actions: [assign({ proposal: ({ event }) => event.output }), 'announceProposed'] },
        onError: { target: 'reviewed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    done: {
      on: { 'price.closed': 'closed' },
    },
  },
});
