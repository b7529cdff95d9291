// The tenant's template of one import type (/template, "Customise the template"; contract
// src/contract/template/imports.ts): which columns the template file has, picked from the type's business
// field groups. Required fields are always in: the server keeps them whatever is sent, and the
// machine never lets them be unticked, so what the editor shows is what will be saved.
//   loading     the field groups, the current template and its columns (invoke 'loadTemplate',
//               three calls at once). Done -> viewing; failure -> loadFailed.
//   loadFailed  context.error; template.retry loads again.
//   viewing     context.columns are the template's columns (what the file and the reader use).
//               template.editRequested -> editing with context.picked = the template's fields.
//   editing     template.groupChanged replaces the picks of one group (required fields stay);
//               template.editCancelled -> viewing (picks dropped); template.saveRequested ->
//               saving. context.error holds the last save's failure until the next save.
//   saving      POST the picks in the groups' order, then read the columns again (invoke
//               'saveTemplate'); tag 'busy'. Done -> viewing (announceSaved, provided by the
//               screen: the toast); failure -> editing with context.error, the picks kept.
import { assign, fromPromise, setup } from 'xstate';
import { call } from '../../services';
import {
  createTemplate,
  currentTemplate,
  getGroupBizFields,
  getTemplateFields,
  type BizFieldGroup,
  type ImportColumn,
  type ImportTemplate,
} from '../../contract/template/imports';
import type { ImportType } from '../../contract/shell';
import { toMachineError, type MachineError } from '../support/errors';

export interface TemplateFieldsInput {
  importType: ImportType;
  appId?: string | null;
}

export interface LoadedTemplate {
  groups: BizFieldGroup[];
  template: ImportTemplate;
  columns: ImportColumn[];
}
export type SavedTemplate = Omit<LoadedTemplate, 'groups'>;

export interface TemplateFieldsContext {
  importType: ImportType;
  appId: string | null;
  groups: BizFieldGroup[];
  template: ImportTemplate | null;
  /** The current template's columns, in its order; null until loaded. */
  columns: ImportColumn[] | null;
  /** Field keys ticked in the editor. */
  picked: string[];
  error: MachineError | null;
}

export type TemplateFieldsEvent =
  | { type: 'template.retry' }
  | { type: 'template.editRequested' }
  | { type: 'template.groupChanged'; group: string; fields: string[] }
  | { type: 'template.editCancelled' }
  | { type: 'template.saveRequested' };

interface Kind {
  importType: ImportType;
  appId: string | null;
}

const opts = (signal: AbortSignal) => ({ signal, quiet: true });
const kindBody = (appId: string | null) => (appId ? { appId } : {});

/** Every field of the groups that is required (always in the template). */
export const requiredFields = (groups: BizFieldGroup[]): string[] => groups.flatMap((g) => g.fields.filter((f) => f.required).map((f) => f.key));

/** The picks in the groups' order (the template file's column order), required ones included. */
export function orderedPicks(groups: BizFieldGroup[], picked: readonly string[]): string[] {
  const wanted = new Set([...picked, ...requiredFields(groups)]);
  return groups.flatMap((g) => g.fields.map((f) => f.key)).filter((k) => wanted.has(k));
}

export const templateFieldsMachine = setup({
  types: {
    context: {} as TemplateFieldsContext,
    events: {} as TemplateFieldsEvent,
    input: {} as TemplateFieldsInput,
    children: {} as { loadTemplate: 'loadTemplate'; saveTemplate: 'saveTemplate' },
  },
  actors: {
    loadTemplate: fromPromise<LoadedTemplate, Kind>(async ({ input, signal }) => {
      const params = { importType: input.importType };
      const [groups, template, columns] = await Promise.all([
        call(getGroupBizFields, { params, body: kindBody(input.appId) }, opts(signal)),
        call(currentTemplate, { query: { bizType: input.importType, ...kindBody(input.appId) } }, opts(signal)),
        call(getTemplateFields, { params, body: kindBody(input.appId) }, opts(signal)),
      ]);
      return { groups, template, columns };
    }),
    saveTemplate: fromPromise<SavedTemplate, Kind & { fields: string[] }>(async ({ input, signal }) => {
      const params = { importType: input.importType };
      const template = await call(createTemplate, { params, body: { ...kindBody(input.appId), fields: input.fields } }, opts(signal));
      const columns = await call(getTemplateFields, { params, body: kindBody(input.appId) }, opts(signal));
      return { template, columns };
    }),
  },
  actions: {
    /** Provided by the screen: the success toast. */
    announceSaved: () => {},
  },
}).createMachine({
  id: 'templateFields',
  context: ({ input }) => ({ importType: input.importType, appId: input.appId ?? null, groups: [], template: null, columns: null, picked: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ importType: context.importType, appId: context.appId }),
        onDone: { target: 'viewing', actions: assign(({ event }) => ({ groups: event.output.groups, template: event.output.template, columns: event.output.columns })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
    loadFailed: { on: { 'template.retry': 'loading' } },
    viewing: {
      on: {
        'template.editRequested': {
          target: 'editing',
          actions: assign(({ context }) => ({ picked: orderedPicks(context.groups, context.template?.fields ?? []), error: null })),
        },
      },
    },
    editing: {
      on: {
        'template.groupChanged': {
          actions: assign(({ context, event }) => {
            const group = context.groups.find((g) => g.key === event.group);
            const inGroup = new Set(group?.fields.map((f) => f.key) ?? []);
            const others = context.picked.filter((k) => !inGroup.has(k));
            return { picked: orderedPicks(context.groups, [...others, ...event.fields.filter((k) => inGroup.has(k))]) };
          }),
        },
        'template.editCancelled': { target: 'viewing', actions: assign({ picked: [], error: null }) },
        'template.saveRequested': 'saving',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => ({ importType: context.importType, appId: context.appId, fields: orderedPicks(context.groups, context.picked) }),
        onDone: {
          target: 'viewing',
          actions: [assign(({ event }) => ({ template: event.output.template, columns: event.output.columns, picked: [], error: null })), 'announceSaved'],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => toMachineError(event.error) }) },
      },
    },
  },
});
