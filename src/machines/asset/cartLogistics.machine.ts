// The logistics channels of one cart (the "Logistics channels" section of /asset/cart/info/:cartId;
// docs/domain/assets.md "Cart logistics"): which channels the cart ships with and its default,
// edited as a whole and saved with the version read (carts.logistics_version, separate from the
// cart's own version, so editing the channels never conflicts with editing the cart).
//   loading         loadLogistics (invoke 'loadLogistics': GET assets/logistics/cart/{cartId} and
//                   the logisticsMode / logisticsStatus dictionaries); tag 'busy'. Done ->
//                   viewing; failure -> loadFailed.
//   loadFailed      context.error; cartLogistics.retry -> loading.
//   viewing         context.saved. cartLogistics.editRequested -> editing when the tenant's
//                   channels are known, else loadingChoices; cartLogistics.reloadRequested ->
//                   loading. context.error after the choices failed to load.
//   loadingChoices  loadChoices (invoke 'loadChoices': every channel of the tenant, POST
//                   assets/logistics/search page by page); tag 'busy'. Done -> editing; failure ->
//                   viewing with the error (the saved channels stay shown).
//   editing         context.draft (chosen ids and default). cartLogistics.toggled chooses or drops
//                   a channel (a disabled channel cannot be newly chosen, as on the server;
//                   dropping the default clears it; the first channel chosen becomes the
//                   default); cartLogistics.defaultChosen picks the default among the chosen;
//                   cartLogistics.saveRequested -> saving when the draft differs from the saved
//                   choice, else viewing; cartLogistics.cancelled -> viewing;
//                   cartLogistics.reloadRequested -> loading (the draft is dropped).
//                   context.error / context.stale after a failed save (stale:
//                   ASSET_STALE_VERSION or SYS_CONFLICT: reload, then edit again).
//   saving          saveLogistics (invoke 'saveLogistics': PUT assets/logistics/cart/{cartId}
//                   with the version read, a save call); tag 'busy'. Done -> viewing with the
//                   answer (announceSaved); failure -> editing with the code and the server
//                   message, the draft kept.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import type { LabelledOption } from '../../contract/kernel/rules';
import { AssetErrorCode, cartLogisticsGet, cartLogisticsSave, logisticsSearch } from '../../contract/asset/assets';
import { PAGE_SIZE_MAX } from '../../contract/kernel/table';
import { loadOptions } from '../generic/setup';
import { toMachineError, type MachineError } from '../support/errors';

export type CartLogistics = EndpointData<typeof cartLogisticsGet>;
type SavedChannel = CartLogistics['logistics'][number];

/** A channel the cart can ship with. */
export interface LogisticsChoice {
  logisticsId: string;
  code: string;
  name: string;
  carrierName: string | null;
  mode: SavedChannel['mode'];
  status: SavedChannel['status'];
}

export interface CartLogisticsDraft {
  logisticsIds: string[];
  defaultLogisticsId: string | null;
}

export interface LoadedCartLogistics {
  logistics: CartLogistics;
  /** Option dictionaries for the labels (mode, status); one failing fails the load. */
  options: Record<string, LabelledOption[]>;
}

export interface CartLogisticsInput {
  cartId: string;
}

export interface CartLogisticsContext {
  cartId: string;
  saved: CartLogistics | null;
  options: Record<string, LabelledOption[]>;
  /** Every channel of the tenant (null until the first edit). */
  choices: LogisticsChoice[] | null;
  draft: CartLogisticsDraft;
  error: MachineError | null;
  stale: boolean;
}

export type CartLogisticsEvent =
  | { type: 'cartLogistics.editRequested' }
  | { type: 'cartLogistics.toggled'; logisticsId: string; selected: boolean }
  | { type: 'cartLogistics.defaultChosen'; logisticsId: string | null }
  | { type: 'cartLogistics.saveRequested' }
  | { type: 'cartLogistics.cancelled' }
  | { type: 'cartLogistics.reloadRequested' }
  | { type: 'cartLogistics.retry' };

/** The dictionaries the section labels with. */
export const cartLogisticsOptionNames = ['logisticsMode', 'logisticsStatus'] as const;
/** Pages of the channel search read at most (PAGE_SIZE_MAX each): a guard, far above real tenants. */
const MAX_CHOICE_PAGES = 25;

export const draftOf = (saved: CartLogistics | null): CartLogisticsDraft => ({
  logisticsIds: saved?.logistics.map((l) => l.logisticsId) ?? [],
  defaultLogisticsId: saved?.logistics.find((l) => l.isDefault)?.logisticsId ?? null,
});

/** Whether the draft differs from the saved choice (the order of the channels does not matter). */
export function draftChanged(saved: CartLogistics | null, draft: CartLogisticsDraft): boolean {
  const before = draftOf(saved);
  if (before.defaultLogisticsId !== draft.defaultLogisticsId || before.logisticsIds.length !== draft.logisticsIds.length) return true;
  const ids = new Set(before.logisticsIds);
  return draft.logisticsIds.some((id) => !ids.has(id));
}

/**
 * The channels offered in the editor: the tenant's channels by code, plus any saved one the
 * search no longer lists (so the cart's own channels can always be dropped).
 */
export function choiceList(saved: CartLogistics | null, choices: readonly LogisticsChoice[]): LogisticsChoice[] {
  const known = new Set(choices.map((c) => c.logisticsId));
  const extra = (saved?.logistics ?? [])
    .filter((l) => !known.has(l.logisticsId))
    .map((l) => ({ logisticsId: l.logisticsId, code: l.code, name: l.name, carrierName: null, mode: l.mode, status: l.status }));
  return [...choices, ...extra].sort((a, b) => a.code.localeCompare(b.code));
}

/** A channel may be chosen when it is active or the cart ships with it already (server rule ASSET_LOGISTICS_DISABLED). */
export function mayChoose(choice: Pick<LogisticsChoice, 'logisticsId' | 'status'>, saved: CartLogistics | null): boolean {
  return choice.status === 'active' || !!saved?.logistics.some((l) => l.logisticsId === choice.logisticsId);
}

/** The draft after choosing or dropping one channel. */
export function toggleDraft(draft: CartLogisticsDraft, logisticsId: string, selected: boolean): CartLogisticsDraft {
  const has = draft.logisticsIds.includes(logisticsId);
  if (selected) {
    if (has) return draft;
    const first = draft.logisticsIds.length === 0;
    return { logisticsIds: [...draft.logisticsIds, logisticsId], defaultLogisticsId: first ? logisticsId : draft.defaultLogisticsId };
  }
  if (!has) return draft;
  return {
    logisticsIds: draft.logisticsIds.filter((id) => id !== logisticsId),
    defaultLogisticsId: draft.defaultLogisticsId === logisticsId ? null : draft.defaultLogisticsId,
  };
}

/** The save says the choice changed since it was read. */
export const isStaleCode = (code: string) => code === AssetErrorCode.staleVersion || code === 'SYS_CONFLICT';

async function allChannels(signal: AbortSignal): Promise<LogisticsChoice[]> {
  const out: LogisticsChoice[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_CHOICE_PAGES; page++) {
    const answer: EndpointData<typeof logisticsSearch> = await call(
      logisticsSearch,
      { body: { conditions: {}, sort: { field: 'code', order: 'asc' as const }, cursor, pageSize: PAGE_SIZE_MAX } },
      { signal, quiet: true },
    );
    out.push(...answer.rows.map((r) => ({ logisticsId: r.id, code: r.code, name: r.name, carrierName: r.carrierName, mode: r.mode, status: r.status })));
    cursor = answer.nextCursor;
    if (cursor === null) break;
  }
  return out;
}

export const cartLogisticsMachine = setup({
  types: {
    context: {} as CartLogisticsContext,
    events: {} as CartLogisticsEvent,
    input: {} as CartLogisticsInput,
    children: {} as { loadLogistics: 'loadLogistics'; loadChoices: 'loadChoices'; saveLogistics: 'saveLogistics' },
  },
  actors: {
    loadLogistics: fromPromise<LoadedCartLogistics, { cartId: string }>(async ({ input, signal }) => {
      const [logistics, options] = await Promise.all([
        call(cartLogisticsGet, { params: { cartId: input.cartId } }, { signal, quiet: true }),
        loadOptions(cartLogisticsOptionNames, signal),
      ]);
      return { logistics, options };
    }),
    loadChoices: fromPromise<LogisticsChoice[]>(({ signal }) => allChannels(signal)),
    saveLogistics: fromPromise<CartLogistics, { cartId: string; version: number } & CartLogisticsDraft>(({ input, signal }) =>
      call(
        cartLogisticsSave,
        { params: { cartId: input.cartId }, body: { logisticsIds: input.logisticsIds, defaultLogisticsId: input.defaultLogisticsId, version: input.version } },
        { signal, save: true },
      ),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { cartId: string; count: number }) => {},
    /** The draft starts from (or goes back to) the saved choice. */
    resetDraft: assign(({ context }) => ({ draft: draftOf(context.saved), error: null, stale: false })),
  },
  guards: {
    hasChoices: ({ context }) => context.choices !== null,
    mayToggle: ({ context, event }) => {
      if (event.type !== 'cartLogistics.toggled') return false;
      if (!event.selected) return context.draft.logisticsIds.includes(event.logisticsId);
      const choice = choiceList(context.saved, context.choices ?? []).find((c) => c.logisticsId === event.logisticsId);
      return !!choice && mayChoose(choice, context.saved) && !context.draft.logisticsIds.includes(event.logisticsId);
    },
    mayBeDefault: ({ context, event }) =>
      event.type === 'cartLogistics.defaultChosen' &&
      event.logisticsId !== context.draft.defaultLogisticsId &&
      (event.logisticsId === null || context.draft.logisticsIds.includes(event.logisticsId)),
    isDirty: ({ context }) => draftChanged(context.saved, context.draft),
  },
}).createMachine({
  id: 'cartLogistics',
  context: ({ input }) => ({ cartId: input.cartId, saved: null, options: {}, choices: null, draft: draftOf(null), error: null, stale: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLogistics',
        src: 'loadLogistics',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'viewing',
          actions: assign(({ event }) => ({ saved: event.output.logistics, options: event.output.options, draft: draftOf(event.output.logistics), error: null, stale: false })),
        },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'cartLogistics.retry': { target: 'loading' } },
    },
    viewing: {
      on: {
        'cartLogistics.editRequested': [
          { guard: 'hasChoices', target: 'editing', actions: 'resetDraft' },
          { target: 'loadingChoices', actions: assign({ error: null }) },
        ],
        'cartLogistics.reloadRequested': { target: 'loading' },
      },
    },
    loadingChoices: {
      tags: ['busy'],
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'editing', actions: [assign({ choices: ({ event }) => event.output }), 'resetDraft'] },
        onError: { target: 'viewing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    editing: {
      on: {
        'cartLogistics.toggled': {
          guard: 'mayToggle',
          actions: assign(({ context, event }) => ({ draft: toggleDraft(context.draft, event.logisticsId, event.selected), error: null, stale: false })),
        },
        'cartLogistics.defaultChosen': {
          guard: 'mayBeDefault',
          actions: assign(({ context, event }) => ({ draft: { ...context.draft, defaultLogisticsId: event.logisticsId }, error: null, stale: false })),
        },
        'cartLogistics.saveRequested': [{ guard: 'isDirty', target: 'saving' }, { target: 'viewing', actions: 'resetDraft' }],
        'cartLogistics.cancelled': { target: 'viewing', actions: 'resetDraft' },
        'cartLogistics.reloadRequested': { target: 'loading', actions: 'resetDraft' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        id: 'saveLogistics',
        src: 'saveLogistics',
        input: ({ context }) => ({ cartId: context.cartId, version: context.saved?.version ?? 1, ...context.draft }),
        onDone: {
          target: 'viewing',
          actions: [
            { type: 'announceSaved', params: ({ context, event }) => ({ cartId: context.cartId, count: event.output.logistics.length }) },
            assign(({ event }) => ({ saved: event.output, draft: draftOf(event.output) })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toMachineError(event.error);
            return { error, stale: isStaleCode(error.code) };
          }),
        },
      },
    },
  },
});
