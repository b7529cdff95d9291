// Allotment editing per warehouse group (/inventory/inventory/allocation; docs/domain/inventory.md
// "Allotment"): choose a group, page through its skus, edit each sku's allotment to the group's
// carts (ratio % or fixed quantity) with live validation, save the changed skus with the group's
// allotVersion.
//   loadingGroups     loadGroups (invoke 'loadGroups': warehouse-groups/all and
//                     warehouse-groups/modified); tag 'busy'. Done -> loadingPage when a group was
//                     given, else choosing; failure -> groupsFailed.
//   groupsFailed      allot.retry -> loadingGroups.
//   choosing          no group yet; allot.groupChosen -> loadingPage.
//   loadingPage       loadPage (invoke 'loadPage': warehouse-groups/{id}/allot with the filter and
//                     the cursor of the page shown); tag 'busy'. The rows shown before stay until
//                     the answer. Done -> editing; failure -> pageFailed.
//   pageFailed        context.error; allot.retry -> loadingPage; allot.groupChosen -> loadingPage
//                     (or confirmingDiscard while there are unsaved edits).
//   editing           context.page, context.drafts (per sku id: the row read and the allotments
//                     being edited; kept across pages). allot.edited / allot.skuReset /
//                     allot.discardAll edit the drafts; allot.filterChanged, allot.nextPage,
//                     allot.prevPage -> loadingPage; allot.groupChosen -> loadingPage, or
//                     confirmingDiscard with drafts; allot.saveRequested -> saving when every draft
//                     passes checkAllotment (allotRules.ts), else the issues are shown
//                     (context.showErrors); allot.reloadRequested drops the drafts -> loadingPage.
//                     context.error / context.stale after a failed save (stale:
//                     INVENTORY_ALLOT_VERSION_STALE; reload and edit again).
//   confirmingDiscard allot.discardConfirmed -> loadingPage with the pending group (drafts
//                     dropped); allot.discardCancelled -> editing.
//   saving            saveAllot (invoke 'saveAllot': PUT warehouse-groups/{id}/allot, the full
//                     allotment of every changed sku, a save call); tag 'busy'. Done -> editing with
//                     the saved rows and the new allotVersion (announceSaved); failure -> editing
//                     with the code and the server message (rule errors name the sku).
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import type { EndpointData } from '../../contract/kernel/endpoint';
import {
  getAllWarehouseGroups,
  getGroupAllotment,
  getModifiedWarehouseGroups,
  InventoryErrorCode,
  saveGroupAllotment,
  type AllotSkuRow,
} from '../../contract/inventory/inventory';
import { toMachineError, type MachineError } from '../support/errors';
import { checkAllotment, sameAllotments, type DraftAllotment } from './allotRules';

export const ALLOT_PAGE_SIZE = 20;
/** Skus one save may carry (the contract's limit). */
export const ALLOT_SAVE_MAX = 200;

export type GroupOption = EndpointData<typeof getAllWarehouseGroups>[number];
export type ModifiedGroup = EndpointData<typeof getModifiedWarehouseGroups>[number];
export type AllotAnswer = EndpointData<typeof getGroupAllotment>;
export type AllotSaved = EndpointData<typeof saveGroupAllotment>;
export type AllotGroup = AllotAnswer['group'];
export type AllotCart = AllotAnswer['carts'][number];
export type AllotPage = AllotAnswer['page'];

export interface AllotFilter {
  sku: string;
  allotted: 'true' | 'false' | null;
}

export interface SkuDraft {
  /** The sku as read (its available and the saved allotments). */
  row: AllotSkuRow;
  allotments: DraftAllotment[];
}

export interface AllotmentInput {
  groupId?: string | null;
}

export interface AllotmentContext {
  groups: GroupOption[];
  modified: ModifiedGroup[];
  groupId: string | null;
  pendingGroupId: string | null;
  group: AllotGroup | null;
  carts: AllotCart[];
  page: AllotPage | null;
  /** Cursors of the pages read after the first; the last is the page shown. */
  cursors: string[];
  filter: AllotFilter;
  drafts: Record<string, SkuDraft>;
  showErrors: boolean;
  error: MachineError | null;
  stale: boolean;
}

export type AllotmentEvent =
  | { type: 'allot.groupChosen'; groupId: string }
  | { type: 'allot.filterChanged'; filter: AllotFilter }
  | { type: 'allot.nextPage' }
  | { type: 'allot.prevPage' }
  | { type: 'allot.edited'; skuId: string; allotments: DraftAllotment[] }
  | { type: 'allot.skuReset'; skuId: string }
  | { type: 'allot.discardAll' }
  | { type: 'allot.saveRequested' }
  | { type: 'allot.reloadRequested' }
  | { type: 'allot.retry' }
  | { type: 'allot.discardConfirmed' }
  | { type: 'allot.discardCancelled' };

export interface LoadPageInput {
  groupId: string;
  filter: AllotFilter;
  cursor: string | null;
}

export interface SaveAllotInput {
  groupId: string;
  allotVersion: number;
  items: Array<{ skuId: string; allotments: Array<{ cartId: string; mode: DraftAllotment['mode']; value: number }> }>;
}

/** The drafts that fail a rule, with their issues (empty: all pass). */
export function draftIssues(drafts: Record<string, SkuDraft>) {
  return Object.entries(drafts).flatMap(([skuId, d]) => {
    const check = checkAllotment(d.row, d.allotments);
    return check.issues.length ? [{ skuId, sku: d.row.sku, check }] : [];
  });
}

/** The save body of the drafts. */
export function saveItems(drafts: Record<string, SkuDraft>): SaveAllotInput['items'] {
  return Object.entries(drafts).map(([skuId, d]) => ({
    skuId,
    allotments: d.allotments.map((a) => ({ cartId: a.cartId, mode: a.mode, value: a.value ?? 0 })),
  }));
}

const noFilter: AllotFilter = { sku: '', allotted: null };

export const allotmentMachine = setup({
  types: {
    context: {} as AllotmentContext,
    events: {} as AllotmentEvent,
    input: {} as AllotmentInput,
    children: {} as { loadGroups: 'loadGroups'; loadPage: 'loadPage'; saveAllot: 'saveAllot' },
  },
  actors: {
    loadGroups: fromPromise<{ groups: GroupOption[]; modified: ModifiedGroup[] }>(async ({ signal }) => {
      const [groups, modified] = await Promise.all([
        call(getAllWarehouseGroups, {}, { signal, quiet: true }),
        call(getModifiedWarehouseGroups, {}, { signal, quiet: true }),
      ]);
      return { groups, modified };
    }),
    loadPage: fromPromise<AllotAnswer, LoadPageInput>(({ input, signal }) =>
      call(
        getGroupAllotment,
        {
          params: { id: input.groupId },
          query: {
            pageSize: ALLOT_PAGE_SIZE,
            ...(input.filter.sku.trim() ? { sku: input.filter.sku.trim() } : {}),
            ...(input.filter.allotted ? { allotted: input.filter.allotted } : {}),
            ...(input.cursor ? { cursor: input.cursor } : {}),
          },
        },
        { signal, quiet: true },
      ),
    ),
    saveAllot: fromPromise<AllotSaved, SaveAllotInput>(({ input, signal }) =>
      call(saveGroupAllotment, { params: { id: input.groupId }, body: { allotVersion: input.allotVersion, items: input.items } }, { signal, save: true }),
    ),
  },
  actions: {
    /** Saved (provided by the screen: a toast). */
    announceSaved: (_, _params: { changedCount: number }) => {},
    chooseGroup: assign(({ event }) => ({
      groupId: event.type === 'allot.groupChosen' ? event.groupId : null,
      pendingGroupId: null,
      group: null,
      carts: [],
      page: null,
      cursors: [],
      filter: noFilter,
      drafts: {},
      showErrors: false,
      error: null,
      stale: false,
    })),
    choosePending: assign(({ context }) => ({
      groupId: context.pendingGroupId,
      pendingGroupId: null,
      group: null,
      carts: [],
      page: null,
      cursors: [],
      filter: noFilter,
      drafts: {},
      showErrors: false,
      error: null,
      stale: false,
    })),
    keepPending: assign({ pendingGroupId: ({ event }) => (event.type === 'allot.groupChosen' ? event.groupId : null) }),
    editDraft: assign({
      drafts: ({ context, event }) => {
        if (event.type !== 'allot.edited') return context.drafts;
        const row = context.drafts[event.skuId]?.row ?? context.page?.rows.find((r) => r.skuId === event.skuId);
        if (!row) return context.drafts;
        const { [event.skuId]: _old, ...rest } = context.drafts;
        return sameAllotments(row, event.allotments) ? rest : { ...rest, [event.skuId]: { row, allotments: event.allotments } };
      },
    }),
    resetDraft: assign({
      drafts: ({ context, event }) => {
        if (event.type !== 'allot.skuReset') return context.drafts;
        const { [event.skuId]: _old, ...rest } = context.drafts;
        return rest;
      },
    }),
    clearDrafts: assign({ drafts: {}, showErrors: false, error: null, stale: false }),
  },
  guards: {
    hasGroupId: ({ context }) => context.groupId !== null,
    isDirty: ({ context }) => Object.keys(context.drafts).length > 0,
    canSave: ({ context }) => {
      const n = Object.keys(context.drafts).length;
      return n > 0 && n <= ALLOT_SAVE_MAX && context.group !== null && draftIssues(context.drafts).length === 0;
    },
    hasNext: ({ context }) => !!context.page?.nextCursor,
    hasPrev: ({ context }) => context.cursors.length > 0,
  },
}).createMachine({
  id: 'allotment',
  context: ({ input }) => ({
    groups: [],
    modified: [],
    groupId: input.groupId ?? null,
    pendingGroupId: null,
    group: null,
    carts: [],
    page: null,
    cursors: [],
    filter: noFilter,
    drafts: {},
    showErrors: false,
    error: null,
    stale: false,
  }),
  initial: 'loadingGroups',
  states: {
    loadingGroups: {
      tags: ['busy'],
      invoke: {
        id: 'loadGroups',
        src: 'loadGroups',
        onDone: [
          { guard: 'hasGroupId', target: 'loadingPage', actions: assign({ groups: ({ event }) => event.output.groups, modified: ({ event }) => event.output.modified, error: null }) },
          { target: 'choosing', actions: assign({ groups: ({ event }) => event.output.groups, modified: ({ event }) => event.output.modified, error: null }) },
        ],
        onError: { target: 'groupsFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    groupsFailed: {
      on: { 'allot.retry': { target: 'loadingGroups' } },
    },
    choosing: {
      on: { 'allot.groupChosen': { target: 'loadingPage', actions: 'chooseGroup' } },
    },
    loadingPage: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          groupId: context.groupId as string,
          filter: context.filter,
          cursor: context.cursors.length ? context.cursors[context.cursors.length - 1] : null,
        }),
        onDone: {
          target: 'editing',
          actions: assign({
            group: ({ event }) => event.output.group,
            carts: ({ event }) => event.output.carts,
            page: ({ event }) => event.output.page,
            groups: ({ context, event }) => context.groups.map((g) => (g.id === event.output.group.id ? { ...g, modified: event.output.group.modified } : g)),
            error: null,
          }),
        },
        onError: { target: 'pageFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    pageFailed: {
      on: {
        'allot.retry': { target: 'loadingPage' },
        'allot.groupChosen': [
          { guard: 'isDirty', target: 'confirmingDiscard', actions: 'keepPending' },
          { target: 'loadingPage', actions: 'chooseGroup' },
        ],
      },
    },
    editing: {
      on: {
        'allot.edited': { actions: ['editDraft', assign({ error: null })] },
        'allot.skuReset': { actions: 'resetDraft' },
        'allot.discardAll': { actions: 'clearDrafts' },
        'allot.filterChanged': { target: 'loadingPage', actions: assign({ filter: ({ event }) => event.filter, cursors: [] }) },
        'allot.nextPage': { guard: 'hasNext', target: 'loadingPage', actions: assign({ cursors: ({ context }) => [...context.cursors, context.page?.nextCursor as string] }) },
        'allot.prevPage': { guard: 'hasPrev', target: 'loadingPage', actions: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }) },
        'allot.groupChosen': [
          { guard: 'isDirty', target: 'confirmingDiscard', actions: 'keepPending' },
          { target: 'loadingPage', actions: 'chooseGroup' },
        ],
        'allot.saveRequested': [
          { guard: 'canSave', target: 'saving', actions: assign({ showErrors: false }) },
          { guard: 'isDirty', actions: assign({ showErrors: true }) },
        ],
        'allot.reloadRequested': { target: 'loadingPage', actions: 'clearDrafts' },
      },
    },
    confirmingDiscard: {
      on: {
        'allot.discardConfirmed': { target: 'loadingPage', actions: 'choosePending' },
        'allot.discardCancelled': { target: 'editing', actions: assign({ pendingGroupId: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        id: 'saveAllot',
        src: 'saveAllot',
        input: ({ context }) => ({ groupId: context.groupId as string, allotVersion: context.group?.allotVersion as number, items: saveItems(context.drafts) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'announceSaved', params: ({ event }) => ({ changedCount: event.output.changedCount }) },
            assign(({ context, event }) => {
              const saved = new Map(event.output.rows.map((r) => [r.skuId, r]));
              return {
                group: event.output.group,
                page: context.page ? { ...context.page, rows: context.page.rows.map((r) => saved.get(r.skuId) ?? r) } : context.page,
                groups: context.groups.map((g) => (g.id === event.output.group.id ? { ...g, modified: event.output.group.modified } : g)),
                modified:
                  event.output.group.modified && !context.modified.some((m) => m.id === event.output.group.id)
                    ? [...context.modified, { id: event.output.group.id, name: event.output.group.name, modifiedAt: event.output.group.modifiedAt, lastPushedAt: event.output.group.lastPushedAt, allotmentCount: 0, cartCount: context.carts.length }]
                    : context.modified,
                drafts: {},
                showErrors: false,
              };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toMachineError(event.error);
            return { error, stale: error.code === InventoryErrorCode.allotVersionStale };
          }),
        },
      },
    },
  },
});
