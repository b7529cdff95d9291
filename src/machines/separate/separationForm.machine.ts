// Creating an isolation, or editing a draft or checked one (/separate/setting/:id?): first the
// header (name, platform -> shop from separate.cartOption, start, end, automatic start, remark:
// create or update), then the warehouse groups (separate.warehouseGroup) and the lines (sku codes
// looked up in the allocation grid of separate.allocationWarehouseGroup, a quantity per sku and
// chosen group), checked with separate.groupCheck before separate.groupSubmit. Client checks
// (header.ts, lines.ts) run before anything is sent; unsaved changes are guarded.
//   loading          loadForm (invoke 'loadForm': the isolation when editing, the platform
//                    dictionary and the shops); tag 'busy'. Done -> notEditable (not draft or
//                    checked), groups (input step 'groups', right after creating), else header.
//   loadFailed       form.retry -> loading.
//   notEditable      the isolation is past editing: form.reloadRequested -> loading.
//   header.editing   context.values, headerProblems (shown after the first submit).
//                    form.fieldChanged; form.platformChosen -> loadingCarts; form.headerSubmitted
//                    -> saving when valid and changed (or new), groups when unchanged, else the
//                    problems show; form.leaveRequested / form.backRequested -> confirmingLeave
//                    when anything is unsaved, else left.
//   header.loadingCarts  loadCarts (invoke) for the platform chosen; the shop is kept when offered.
//   header.saving    saveHeader (invoke: create, or update with the version read); tag 'busy'.
//                    Done -> groups (announceCreated for a new one); failure -> stale or editing.
//   groups.loading   loadGroups (invoke: usable groups and the grid of the saved lines' skus);
//                    failure -> groups.failed (form.retry, form.backToHeader).
//   groups.editing   form.groupToggled; form.skusAdded (codes picked or pasted in the sku picker,
//                    decision 027) -> loadingGrid; form.qtyChanged (a cell's problems, e.g. more
//                    than available, show as it is typed), form.skuRemoved; form.linesSubmitted ->
//                    checking when valid (saved at once when nothing changed), else the problems
//                    show; form.backToHeader -> header; leaving as in header.editing.
//   groups.loadingGrid   loadGrid (invoke): the answer's skus join the grid; codes picked meanwhile
//                    wait in context.skuQueue and are looked up next.
//   groups.checking  checkLines (invoke 'checkLines': separate.groupCheck); tag 'busy'. ok ->
//                    submitting; problems -> groups.problems; failure -> editing with the error.
//   groups.problems  context.problems (short stock per line): form.saveAnyway -> submitting (a
//                    draft may hold them; the isolation's check will refuse it);
//                    form.problemsDismissed -> editing.
//   groups.submitting  submitLines (invoke: separate.groupSubmit with the version read); tag
//                    'busy'. Done -> saved (announceSaved); failure -> stale or editing.
//   confirmingLeave  "Leave without saving?": form.leaveConfirmed -> left; form.leaveCancelled ->
//                    where it was (header or groups).
//   stale            someone else changed the isolation: form.reloadRequested -> loading.
//   left, saved      final: the screen navigates (back, the link followed, or the isolation).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import type { LabelledOption } from '../../contract/kernel/rules';
import {
  checkSeparationGroups,
  createSeparation,
  getAllocationWarehouseGroups,
  getCartOptions,
  getSeparation,
  getSeparationWarehouseGroups,
  submitSeparationGroups,
  updateSeparation,
  type LineProblem as CheckedLineProblem,
  type SeparationDetail,
} from '../../contract/separate/separation';
import { loadOptions } from '../generic/setup';
import { toMachineError, type MachineError } from '../support/errors';
import { emptyHeader, headerBody, headerOf, headerProblems, sameHeader, withField, type CartOption, type HeaderField, type HeaderValues } from './header';
import {
  emptyGrid,
  gridFromLines,
  gridLines,
  gridProblems,
  hasProblems,
  linesSignature,
  mergeCells,
  notFoundCodes,
  removeSku,
  setQty,
  type AllocationCell,
  type LineInput,
  type QtyGrid,
} from './lines';
import { isStaleCode, mayEditLines } from './rules';

export type UsableGroup = EndpointData<typeof getSeparationWarehouseGroups>[number];
export type CheckAnswer = EndpointData<typeof checkSeparationGroups>;

export interface SeparationFormInput {
  id: string | null;
  /** 'groups': open at the groups and lines (right after the header was created). */
  step?: 'header' | 'groups';
}

export interface LoadedForm {
  detail: SeparationDetail | null;
  platforms: LabelledOption[];
  carts: CartOption[];
}

export interface LoadedGroups {
  groups: UsableGroup[];
  cells: AllocationCell[];
}

export interface SeparationFormContext {
  id: string | null;
  step: 'header' | 'groups';
  detail: SeparationDetail | null;
  platforms: LabelledOption[];
  carts: CartOption[];
  values: HeaderValues;
  /** The values last saved (or read): "unsaved" compares with them. */
  initialValues: HeaderValues;
  showHeaderErrors: boolean;
  groups: UsableGroup[];
  /** Chosen group ids, in the order chosen. */
  chosen: string[];
  /** Sku codes being looked up in the allocation grid, and those picked meanwhile. */
  skuLookup: string[];
  skuQueue: string[];
  grid: QtyGrid;
  notFound: string[];
  showLineErrors: boolean;
  /** What separate.groupCheck found short. */
  problems: CheckedLineProblem[];
  error: MachineError | null;
  leaveTo: string | null;
  goBack: boolean;
  /** Where "stay" returns to from the leave question. */
  returnTo: 'header' | 'groups';
}

export type SeparationFormEvent =
  | { type: 'form.retry' }
  | { type: 'form.reloadRequested' }
  | { type: 'form.fieldChanged'; field: HeaderField; value: string | boolean | null }
  | { type: 'form.platformChosen'; platformCode: string | null }
  | { type: 'form.headerSubmitted' }
  | { type: 'form.backToHeader' }
  | { type: 'form.groupToggled'; groupId: string; selected: boolean }
  | { type: 'form.skusAdded'; codes: string[] }
  | { type: 'form.qtyChanged'; skuId: string; warehouseGroupId: string; value: string }
  | { type: 'form.skuRemoved'; skuId: string }
  | { type: 'form.linesSubmitted' }
  | { type: 'form.saveAnyway' }
  | { type: 'form.problemsDismissed' }
  | { type: 'form.leaveRequested'; to: string | null }
  | { type: 'form.backRequested' }
  | { type: 'form.leaveConfirmed' }
  | { type: 'form.leaveCancelled' };

export interface SaveHeaderInput {
  id: string | null;
  version: number | null;
  values: HeaderValues;
}

export interface SubmitLinesInput {
  id: string;
  version: number;
  groupIds: string[];
  lines: LineInput[];
}

/** The lines as saved (what "unsaved" compares with). */
export const savedSignature = (d: SeparationDetail | null): string =>
  linesSignature(
    d?.warehouseGroups.map((g) => g.id) ?? [],
    (d?.lines ?? []).map((l) => ({ skuId: l.skuId, warehouseGroupId: l.warehouseGroupId, qty: l.qty })),
  );

export const linesChanged = (c: Pick<SeparationFormContext, 'detail' | 'chosen' | 'grid'>): boolean =>
  linesSignature(c.chosen, gridLines(c.grid, c.chosen)) !== savedSignature(c.detail);

/** Anything typed that is not saved yet (header or lines). */
export const isDirty = (c: SeparationFormContext): boolean => !sameHeader(c.values, c.initialValues) || linesChanged(c);

/** The unsaved-changes guard watches this: edits held in a state the user can leave from. */
export function hasUnsavedChanges(snapshot: { context: SeparationFormContext; matches(state: 'header' | 'groups' | 'confirmingLeave'): boolean }): boolean {
  return (snapshot.matches('header') || snapshot.matches('groups') || snapshot.matches('confirmingLeave')) && isDirty(snapshot.context);
}

const fromDetail = (detail: SeparationDetail | null) => ({
  detail,
  values: headerOf(detail),
  initialValues: headerOf(detail),
  chosen: detail?.warehouseGroups.map((g) => g.id) ?? [],
  grid: detail ? gridFromLines(detail.lines) : emptyGrid(),
});

const cartsOf = (platformCode: string | null, signal: AbortSignal) =>
  call(getCartOptions, { query: platformCode ? { platformCode } : {} }, { signal, quiet: true });

/** Leaving the form: asked first when something is unsaved. */
const leaving = (returnTo: 'header' | 'groups') => [
  { guard: 'dirty' as const, target: '#separationForm.confirmingLeave', actions: { type: 'takeLeave' as const, params: { returnTo } } },
  { target: '#separationForm.left', actions: { type: 'takeLeave' as const, params: { returnTo } } },
];

export const separationFormMachine = setup({
  types: {
    context: {} as SeparationFormContext,
    events: {} as SeparationFormEvent,
    input: {} as SeparationFormInput,
    children: {} as {
      loadForm: 'loadForm';
      loadCarts: 'loadCarts';
      saveHeader: 'saveHeader';
      loadGroups: 'loadGroups';
      loadGrid: 'loadGrid';
      checkLines: 'checkLines';
      submitLines: 'submitLines';
    },
  },
  actors: {
    loadForm: fromPromise<LoadedForm, { id: string | null }>(async ({ input, signal }) => {
      const opts = { signal, quiet: true };
      const [detail, options] = await Promise.all([input.id ? call(getSeparation, { params: { id: input.id } }, opts) : null, loadOptions(['platform'], signal)]);
      const carts = await cartsOf(detail?.platformCode ?? null, signal);
      return { detail, platforms: options.platform ?? [], carts };
    }),
    loadCarts: fromPromise<CartOption[], { platformCode: string | null }>(({ input, signal }) => cartsOf(input.platformCode, signal)),
    saveHeader: fromPromise<SeparationDetail, SaveHeaderInput>(({ input, signal }) => {
      const body = headerBody(input.values);
      return input.id === null
        ? call(createSeparation, { body }, { signal, save: true })
        : call(updateSeparation, { body: { ...body, id: input.id, version: input.version ?? 1 } }, { signal, save: true });
    }),
    loadGroups: fromPromise<LoadedGroups, { id: string }>(async ({ input, signal }) => {
      const opts = { signal, quiet: true };
      const [groups, cells] = await Promise.all([
        call(getSeparationWarehouseGroups, { body: { id: input.id } }, opts),
        call(getAllocationWarehouseGroups, { body: { id: input.id, skus: [] } }, opts),
      ]);
      return { groups, cells };
    }),
    loadGrid: fromPromise<AllocationCell[], { id: string; skus: string[] }>(({ input, signal }) =>
      call(getAllocationWarehouseGroups, { body: { id: input.id, skus: input.skus } }, { signal, quiet: true }),
    ),
    checkLines: fromPromise<CheckAnswer, { id: string; lines: LineInput[] }>(({ input, signal }) => call(checkSeparationGroups, { body: input }, { signal, quiet: true })),
    submitLines: fromPromise<SeparationDetail, SubmitLinesInput>(({ input, signal }) =>
      call(submitSeparationGroups, { body: { id: input.id, version: input.version, warehouseGroupIds: input.groupIds, lines: input.lines } }, { signal, save: true }),
    ),
  },
  actions: {
    /** A new isolation was created (provided by the screen: its address becomes /setting/:id). */
    announceCreated: (_, _params: { id: string }) => {},
    /** Groups and lines were saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { id: string }) => {},
    takeError: assign({ error: ({ event }) => toMachineError((event as unknown as { error: unknown }).error) }),
    takeGrid: assign(({ context, event }) => {
      const cells = (event as unknown as { output: AllocationCell[] }).output;
      return { grid: mergeCells(context.grid, cells), notFound: [...context.notFound, ...notFoundCodes(context.skuLookup, cells)] };
    }),
    takeLeave: assign(({ event }, params: { returnTo: 'header' | 'groups' }) => ({
      leaveTo: event.type === 'form.leaveRequested' ? event.to : null,
      goBack: event.type === 'form.backRequested',
      returnTo: params.returnTo,
    })),
  },
  guards: {
    notEditable: ({ event }) => {
      const d = (event as unknown as { output: LoadedForm }).output.detail;
      return !!d && !mayEditLines(d);
    },
    opensAtGroups: ({ context, event }) => context.step === 'groups' && (event as unknown as { output: LoadedForm }).output.detail !== null,
    headerInvalid: ({ context }) => Object.keys(headerProblems(context.values)).length > 0,
    headerUnchanged: ({ context }) => context.id !== null && sameHeader(context.values, context.initialValues),
    skusQueued: ({ context }) => context.skuQueue.length > 0,
    linesInvalid: ({ context }) => hasProblems(gridProblems(context.grid, context.chosen)),
    linesUnchanged: ({ context }) => !linesChanged(context),
    checkOk: ({ event }) => (event as unknown as { output: CheckAnswer }).output.ok,
    dirty: ({ context }) => isDirty(context),
    fromHeader: ({ context }) => context.returnTo === 'header',
    staleError: ({ event }) => isStaleCode(toMachineError((event as unknown as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'separationForm',
  context: ({ input }) => ({
    id: input.id,
    step: input.step ?? 'header',
    ...fromDetail(null),
    platforms: [],
    carts: [],
    values: emptyHeader(),
    initialValues: emptyHeader(),
    showHeaderErrors: false,
    groups: [],
    skuLookup: [],
    skuQueue: [],
    notFound: [],
    showLineErrors: false,
    problems: [],
    error: null,
    leaveTo: null,
    goBack: false,
    returnTo: 'header',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'notEditable', target: 'notEditable', actions: assign(({ event }) => ({ detail: event.output.detail, error: null })) },
          {
            guard: 'opensAtGroups',
            target: 'groups',
            actions: assign(({ event }) => ({ ...fromDetail(event.output.detail), platforms: event.output.platforms, carts: event.output.carts, error: null })),
          },
          { target: 'header', actions: assign(({ event }) => ({ ...fromDetail(event.output.detail), platforms: event.output.platforms, carts: event.output.carts, error: null })) },
        ],
        onError: { target: 'loadFailed', actions: 'takeError' },
      },
    },
    loadFailed: { on: { 'form.retry': { target: 'loading', actions: assign({ error: null }) } } },
    notEditable: { on: { 'form.reloadRequested': { target: 'loading' } } },
    header: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.fieldChanged': { actions: assign({ values: ({ context, event }) => withField(context.values, event.field, event.value, context.carts) }) },
            'form.platformChosen': { target: 'loadingCarts', actions: assign({ values: ({ context, event }) => ({ ...context.values, platformCode: event.platformCode }), error: null }) },
            'form.headerSubmitted': [
              { guard: 'headerInvalid', actions: assign({ showHeaderErrors: true }) },
              { guard: 'headerUnchanged', target: '#separationForm.groups', actions: assign({ error: null }) },
              { target: 'saving', actions: assign({ error: null }) },
            ],
            'form.leaveRequested': leaving('header'),
            'form.backRequested': leaving('header'),
          },
        },
        loadingCarts: {
          invoke: {
            id: 'loadCarts',
            src: 'loadCarts',
            input: ({ context }) => ({ platformCode: context.values.platformCode }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                carts: event.output,
                values: { ...context.values, cartId: event.output.some((c) => c.id === context.values.cartId) ? context.values.cartId : null },
              })),
            },
            onError: { target: 'editing', actions: 'takeError' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveHeader',
            src: 'saveHeader',
            input: ({ context }) => ({ id: context.id, version: context.detail?.version ?? null, values: context.values }),
            onDone: {
              target: '#separationForm.groups',
              actions: [
                { type: 'announceCreated', params: ({ context, event }) => ({ id: context.id ?? event.output.id }) },
                assign(({ context, event }) => ({ id: event.output.id, detail: event.output, initialValues: context.values })),
              ],
            },
            onError: [
              { guard: 'staleError', target: '#separationForm.stale', actions: 'takeError' },
              { target: 'editing', actions: 'takeError' },
            ],
          },
        },
      },
    },
    groups: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadGroups',
            src: 'loadGroups',
            input: ({ context }) => ({ id: context.id ?? '' }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const usable = new Set(event.output.groups.map((g) => g.id));
                const cartGroup = context.carts.find((c) => c.id === context.values.cartId)?.warehouseGroupId ?? null;
                const selected = event.output.groups.filter((g) => g.selected).map((g) => g.id);
                const chosen = context.chosen.length ? context.chosen : selected.length ? selected : cartGroup && usable.has(cartGroup) ? [cartGroup] : [];
                return { groups: event.output.groups, chosen, grid: mergeCells(context.grid, event.output.cells), error: null };
              }),
            },
            onError: { target: 'failed', actions: 'takeError' },
          },
        },
        failed: {
          on: {
            'form.retry': { target: 'loading', actions: assign({ error: null }) },
            'form.backToHeader': { target: '#separationForm.header', actions: assign({ error: null }) },
          },
        },
        editing: {
          on: {
            'form.groupToggled': {
              actions: assign({
                chosen: ({ context, event }) =>
                  event.selected ? (context.chosen.includes(event.groupId) ? context.chosen : [...context.chosen, event.groupId]) : context.chosen.filter((g) => g !== event.groupId),
              }),
            },
            'form.skusAdded': { target: 'loadingGrid', actions: assign({ skuLookup: ({ event }) => event.codes, notFound: [], error: null }) },
            'form.qtyChanged': { actions: assign({ grid: ({ context, event }) => setQty(context.grid, event.skuId, event.warehouseGroupId, event.value) }) },
            'form.skuRemoved': { actions: assign({ grid: ({ context, event }) => removeSku(context.grid, event.skuId) }) },
            'form.linesSubmitted': [
              { guard: 'linesInvalid', actions: assign({ showLineErrors: true }) },
              { guard: 'linesUnchanged', target: '#separationForm.saved', actions: { type: 'announceSaved', params: ({ context }) => ({ id: context.id ?? '' }) } },
              { target: 'checking', actions: assign({ error: null, problems: [] }) },
            ],
            'form.backToHeader': { target: '#separationForm.header', actions: assign({ error: null }) },
            'form.leaveRequested': leaving('groups'),
            'form.backRequested': leaving('groups'),
          },
        },
        loadingGrid: {
          tags: ['busy'],
          on: { 'form.skusAdded': { actions: assign({ skuQueue: ({ context, event }) => [...context.skuQueue, ...event.codes] }) } },
          invoke: {
            id: 'loadGrid',
            src: 'loadGrid',
            input: ({ context }) => ({ id: context.id ?? '', skus: context.skuLookup }),
            onDone: [
              { guard: 'skusQueued', target: 'loadingGrid', reenter: true, actions: ['takeGrid', assign(({ context }) => ({ skuLookup: context.skuQueue, skuQueue: [] }))] },
              { target: 'editing', actions: ['takeGrid', assign({ skuLookup: [] })] },
            ],
            onError: { target: 'editing', actions: ['takeError', assign({ skuLookup: [], skuQueue: [] })] },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkLines',
            src: 'checkLines',
            input: ({ context }) => ({ id: context.id ?? '', lines: gridLines(context.grid, context.chosen) }),
            onDone: [
              { guard: 'checkOk', target: 'submitting' },
              { target: 'problems', actions: assign({ problems: ({ event }) => event.output.problems }) },
            ],
            onError: { target: 'editing', actions: 'takeError' },
          },
        },
        problems: {
          on: {
            'form.saveAnyway': { target: 'submitting' },
            'form.problemsDismissed': { target: 'editing' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitLines',
            src: 'submitLines',
            input: ({ context }) => ({
              id: context.id ?? '',
              version: context.detail?.version ?? 1,
              groupIds: context.chosen,
              lines: gridLines(context.grid, context.chosen),
            }),
            onDone: {
              target: '#separationForm.saved',
              actions: [assign({ detail: ({ event }) => event.output }), { type: 'announceSaved', params: ({ event }) => ({ id: event.output.id }) }],
            },
            onError: [
              { guard: 'staleError', target: '#separationForm.stale', actions: 'takeError' },
              { target: 'editing', actions: 'takeError' },
            ],
          },
        },
      },
    },
    confirmingLeave: {
      on: {
        'form.leaveConfirmed': { target: 'left' },
        'form.leaveCancelled': [
          { guard: 'fromHeader', target: '#separationForm.header.editing', actions: assign({ leaveTo: null, goBack: false }) },
          { target: '#separationForm.groups.editing', actions: assign({ leaveTo: null, goBack: false }) },
        ],
      },
    },
    stale: { on: { 'form.reloadRequested': { target: 'loading' } } },
    left: { type: 'final' },
    saved: { type: 'final' },
  },
});
