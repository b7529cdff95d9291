// The listing settings of a platform (docs/domain/products.md, "Listing settings, agreement and
// subscriptions"): read the supplier's listing defaults on the platform with the platform's
// supplier agreement and the warehouses to ship from, accept the agreement the first time the
// editor is opened, edit and save the settings.
//   loading     load (invoke 'load': settings, agreement check and warehouse list at once); tag
//               'busy'. Done -> ready; failure -> loadFailed.
//   loadFailed  context.error; listing.retry -> loading.
//   ready       context.data. listing.opened -> editing with the saved values when the agreement
//               is accepted, else -> agreement.
//   agreement   the agreement dialog (its text, its version). listing.accepted -> accepting;
//               listing.closed -> ready (nothing recorded).
//   accepting   accept (invoke 'accept': the version read); tag 'busy'. Done -> editing with the
//               acceptance kept; failure (a new version meanwhile) -> loading with context.error
//               kept, so the new text shows.
//   editing     context.form; listing.fieldChanged keeps a field and clears its problem;
//               listing.saved -> saving when handlingDaysProblem() finds none, else stays with
//               context.problem. listing.closed -> ready.
//   saving      save (invoke 'save': the values, the version read); tag 'busy'. Done -> ready with
//               the saved settings (announceSaved); PRODUCT_LISTING_STALE -> stale;
//               PRODUCT_LISTING_AGREEMENT (a new agreement version meanwhile) -> loading; other
//               failure -> editing with context.error (the form kept).
//   stale       context.error: someone else changed them. listing.reloadRequested -> loading.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  acceptAgreement,
  checkAgreement,
  getListingSettings,
  getListingWarehouses,
  handlingDaysProblem,
  ListingErrorCode,
  saveListingSettings,
  type AgreementState,
  type HandlingDaysProblem,
  type ListingSettings,
  type ListingWarehouse,
} from '../../contract/product/listing-settings';
import { toMachineError, type MachineError } from '../support/errors';

export interface ListingForm {
  handlingDays: string;
  /** '' for none. */
  warehouseId: string;
  autoApplyFormula: boolean;
}

export interface ListingData {
  settings: ListingSettings;
  agreement: AgreementState;
  warehouses: ListingWarehouse[];
}

export interface ListingSettingsContext {
  platformCode: string;
  data: ListingData | null;
  form: ListingForm | null;
  problem: HandlingDaysProblem | null;
  error: MachineError | null;
}

export type ListingSettingsEvent =
  | { type: 'listing.retry' }
  | { type: 'listing.opened' }
  | { type: 'listing.accepted' }
  | { type: 'listing.fieldChanged'; field: 'handlingDays' | 'warehouseId'; value: string }
  | { type: 'listing.autoApplyChanged'; value: boolean }
  | { type: 'listing.saved' }
  | { type: 'listing.closed' }
  | { type: 'listing.reloadRequested' };

const errorOf = (event: unknown) => toMachineError((event as { error: unknown }).error);
const formOf = (s: ListingSettings): ListingForm => ({ handlingDays: String(s.handlingDays), warehouseId: s.warehouseId ?? '', autoApplyFormula: s.autoApplyFormula });

export const listingSettingsMachine = setup({
  types: {
    context: {} as ListingSettingsContext,
    events: {} as ListingSettingsEvent,
    input: {} as { platformCode: string },
    children: {} as { load: 'load'; accept: 'accept'; save: 'save' },
  },
  actors: {
    load: fromPromise<ListingData, { platformCode: string }>(async ({ input, signal }) => {
      const query = { platformCode: input.platformCode };
      const [settings, agreement, warehouses] = await Promise.all([
        call(getListingSettings, { query }, { signal, quiet: true }),
        call(checkAgreement, { query }, { signal, quiet: true }),
        call(getListingWarehouses, {}, { signal, quiet: true }),
      ]);
      return { settings, agreement, warehouses: warehouses.items };
    }),
    accept: fromPromise<AgreementState, { platformCode: string; version: number }>(({ input, signal }) => call(acceptAgreement, { body: input }, { signal, save: true })),
    save: fromPromise<ListingSettings, { platformCode: string; form: ListingForm; version: number }>(({ input, signal }) =>
      call(
        saveListingSettings,
        { body: { platformCode: input.platformCode, handlingDays: Number(input.form.handlingDays), warehouseId: input.form.warehouseId || null, autoApplyFormula: input.form.autoApplyFormula, version: input.version } },
        { signal, save: true },
      ),
    ),
  },
  actions: {
    /** The settings were saved (provided by the screen: a toast). */
    announceSaved: () => {},
  },
  guards: {
    accepted: ({ context }) => context.data?.agreement.accepted === true,
    valid: ({ context }) => !!context.form && handlingDaysProblem(context.form.handlingDays) === null,
    stale: ({ event }) => errorOf(event).code === ListingErrorCode.stale,
    agreementMissing: ({ event }) => errorOf(event).code === ListingErrorCode.agreement,
  },
}).createMachine({
  id: 'listingSettings',
  context: ({ input }) => ({ platformCode: input.platformCode, data: null, form: null, problem: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ platformCode: context.platformCode }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, form: null, problem: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'listing.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'listing.opened': [
          { guard: 'accepted', target: 'editing', actions: assign({ form: ({ context }) => formOf(context.data!.settings), problem: null, error: null }) },
          { target: 'agreement', actions: assign({ error: null }) },
        ],
      },
    },
    agreement: {
      on: {
        'listing.accepted': { target: 'accepting', actions: assign({ error: null }) },
        'listing.closed': { target: 'ready', actions: assign({ error: null }) },
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ platformCode: context.platformCode, version: context.data!.agreement.version }),
        onDone: {
          target: 'editing',
          actions: assign({ data: ({ context, event }) => ({ ...context.data!, agreement: event.output }), form: ({ context }) => formOf(context.data!.settings), problem: null }),
        },
        onError: { target: 'loading', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    editing: {
      on: {
        'listing.fieldChanged': { actions: assign(({ context, event }) => ({ form: context.form && { ...context.form, [event.field]: event.value }, problem: event.field === 'handlingDays' ? null : context.problem, error: null })) },
        'listing.autoApplyChanged': { actions: assign(({ context, event }) => ({ form: context.form && { ...context.form, autoApplyFormula: event.value }, error: null })) },
        'listing.saved': [{ guard: 'valid', target: 'saving', actions: assign({ error: null }) }, { actions: assign({ problem: ({ context }) => (context.form ? handlingDaysProblem(context.form.handlingDays) : null) }) }],
        'listing.closed': { target: 'ready', actions: assign({ form: null, problem: null, error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ platformCode: context.platformCode, form: context.form!, version: context.data!.settings.version }),
        onDone: { target: 'ready', actions: [assign({ data: ({ context, event }) => ({ ...context.data!, settings: event.output }), form: null }), 'announceSaved'] },
        onError: [
          { guard: 'stale', target: 'stale', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null }) },
          { guard: 'agreementMissing', target: 'loading', actions: assign({ error: ({ event }) => toMachineError(event.error), form: null }) },
          { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
        ],
      },
    },
    stale: { on: { 'listing.reloadRequested': { target: 'loading', actions: assign({ error: null }) } } },
  },
});
