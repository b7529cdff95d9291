// What the import screens share: the import machine with its announcement wired to the notifier,
// the tenant's template (templateFields machine, its save toasted), every column of a type (read
// by the asset query machine; the fix form offers them all), which import types the user may see
// and run, and a column's title in the user's language.
import { useActorRef, useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import { msg, plural } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import { importTypeGroups, importTypes, type ImportType } from '../../contract/shell';
import type { ImportColumn, ImportCounts } from '../../contract/template/imports';
import { queryMachine } from '../../machines/asset';
import { importMachine } from '../../machines/import/import.machine';
import { templateFieldsMachine } from '../../machines/import/templateFields.machine';
import { importColumnsQuery } from '../../resources/template/imports';
import { useCanManage } from '../access';
import { useApp, useSuccessToast } from '../appContext';

export type Importer = ActorRefFrom<typeof importMachine>;

const templateSubject = msg`The import template`;

/** "Imported: 3 new, 1 updated, 2 unchanged", or that nothing changed. */
const importDoneText = ({ create, update, unchanged }: ImportCounts) =>
  create + update === 0
    ? msg`Import finished: nothing to change (${plural(unchanged, { one: '# row', other: '# rows' })} unchanged)`
    : msg`Imported: ${create} new, ${update} updated, ${unchanged} unchanged`;
export type TemplateFields = ActorRefFrom<typeof templateFieldsMachine>;

/** The import workflow of one type; `importId` opens an existing import. */
export function useImporter(importType: ImportType, importId: string | null = null): Importer {
  const { build } = useApp();
  const toast = useSuccessToast();
  const { i18n } = useLingui();
  // said when the import has finished (not when the file arrived), with what it did
  return useActorRef(importMachine.provide({ actions: { announceDone: (_, { record }) => toast.done(i18n._(importDoneText(record.counts)), { subject: record.fileName }) } }), {
    input: { importType, importId, appId: build.appId },
  });
}

/** The tenant's template of a type (its columns, and the editor that picks them); saved: toast. */
export function useTemplateFields(importType: ImportType): TemplateFields {
  const { build } = useApp();
  const toast = useSuccessToast();
  const { i18n } = useLingui();
  return useActorRef(templateFieldsMachine.provide({ actions: { announceSaved: () => toast.saved({ subject: i18n._(templateSubject) }) } }), {
    input: { importType, appId: build.templateAppId ?? null },
  });
}

/** The columns of a type's template: null while loading, with the error and a retry. */
export function useImportColumns(importType: ImportType) {
  const query = useActorRef(queryMachine, { input: { run: importColumnsQuery.run, params: { importType }, auto: true } });
  const columns = useSelector(query, (s) => (s.matches('done') ? (s.context.result as ImportColumn[]) : null));
  const error = useSelector(query, (s) => (s.matches('failed') ? s.context.error : null));
  return { columns, error, retry: () => query.send({ type: 'query.run' }) };
}

/** The import types whose area the user's role grants (the server lists no others). */
export function useImportTypes(): ImportType[] {
  const { actors } = useApp();
  const groups = useSelector(actors.session, (s) => s.context.user?.groups ?? []);
  return importTypes.filter((t) => groups.includes(importTypeGroups[t]));
}

/** Upload, fix, drop, confirm and cancel: the role manages this screen's group and the type's area. */
export function useCanImport(importType: ImportType): boolean {
  const { actors } = useApp();
  const canManage = useCanManage();
  const managesArea = useSelector(actors.session, (s) => s.context.user?.manageGroups.includes(importTypeGroups[importType]) ?? false);
  return canManage && managesArea;
}

export const columnTitle = (column: ImportColumn, locale: string) => (locale === 'zh-CN' ? column.title.zh : column.title.en);
export const columnHint = (column: ImportColumn, locale: string) => (locale === 'zh-CN' ? column.hint.zh : column.hint.en);
