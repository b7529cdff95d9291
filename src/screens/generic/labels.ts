// Texts of the generic screens, translated for the UI kit's props. Machines hand over codes and
// message keys; field errors are keys ('required') or `zod.<code>` and are translated here.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { labelOf, type LabelledOption } from '../../contract/kernel/rules';
import type { SearchBarLabels } from '../../ui/SearchBar';
import type { ThemeMenuLabels } from '../../ui/ThemeMenu';
import type { ColumnChooserLabels } from '../../ui/table/ColumnChooser';
import type { PagerProps } from '../../ui/table/Pager';

const fieldErrors: Record<string, MessageDescriptor> = {
  required: msg`This field is required`,
  ERROR_REPEAT: msg`This value appears more than once`,
  'zod.invalid_type': msg`This field is required`,
  'zod.too_small': msg`The value is too short or too small`,
  'zod.too_big': msg`The value is too long or too large`,
  'zod.invalid_format': msg`The format is not valid`,
  'zod.invalid_value': msg`Choose one of the offered values`,
  'zod.not_multiple_of': msg`The value has too many decimals`,
  'zod.custom': msg`The value is not valid`,
};

/** A field error key as text; an unknown key (a server code) is shown as it is. */
export function fieldErrorText(i18n: I18n, key: string | undefined): string | null {
  if (!key) return null;
  const d = fieldErrors[key];
  return d ? i18n._(d) : key;
}

/**
 * A code of an option dictionary (platform, country, status ...) as its label in the user's
 * language; the code itself when the dictionary is missing (not loaded) or lacks it, '-' for none.
 */
export function optionLabel(options: Record<string, LabelledOption[]>, name: string, value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const label = labelOf(options[name], value, locale);
  return label === '-' ? value : label;
}

export const texts = {
  refresh: msg`Refresh`,
  export: msg`Export`,
  exporting: msg`Exporting…`,
  exportStarted: msg`Export started. Follow it in the export centre.`,
  exportAllColumns: msg`Columns: every column of the table.`,
  exportProducts: msg`One row per SKU: its rows counted and each quantity summed.`,
  openExportCentre: msg`Open the export centre`,
  exportFilter: (terms: string) => msg`Filter: ${terms}`,
  exportNoFilter: msg`No filter: every row of the list`,
  exportColumns: (columns: string) => msg`Columns: ${columns}`,
  columns: msg`Columns`,
  create: msg`New`,
  toolbar: msg`List actions`,
  actions: msg`Actions`,
  loading: msg`Loading…`,
  empty: msg`Nothing matches these conditions.`,
  emptyHint: msg`Change or reset the conditions to see more.`,
  retry: msg`Try again`,
  loadFailed: msg`The list could not be loaded.`,
  selected: msg`selected`,
  cancel: msg`Cancel`,
  confirm: msg`Confirm`,
  working: msg`Working…`,
  yes: msg`Yes`,
  no: msg`No`,
  resize: msg`Resize column`,
  // detail
  edit: msg`Edit`,
  save: msg`Save`,
  saving: msg`Saving…`,
  delete: msg`Delete`,
  deleting: msg`Deleting…`,
  back: msg`Back to the list`,
  reload: msg`Reload`,
  deleteTitle: msg`Delete this record?`,
  deleteMessage: msg`The record is deleted for good. This cannot be undone.`,
  leaveTitle: msg`Leave without saving?`,
  leaveMessage: msg`Your changes have not been saved and will be lost.`,
  leave: msg`Leave`,
  stay: msg`Stay`,
  stale: msg`Someone else changed this record after you opened it. Reload it to see the latest version, then make your changes again.`,
  notFound: msg`The record could not be loaded.`,
  saveFailed: msg`Saving failed. Please try again.`,
  deleteFailed: msg`The record could not be deleted.`,
  newRecord: msg`New record`,
  details: msg`Details`,
};

/** The texts of a record's view and form (RecordView, RecordForm); an area may word some its own way. */
export type RecordTexts = Pick<
  typeof texts,
  | 'actions' | 'edit' | 'delete' | 'deleting' | 'reload' | 'retry' | 'loading' | 'notFound' | 'back' | 'save' | 'saving' | 'cancel'
  | 'saveFailed' | 'deleteFailed' | 'deleteTitle' | 'deleteMessage' | 'leaveTitle' | 'leaveMessage' | 'leave' | 'stay' | 'stale'
>;
export const recordTexts: RecordTexts = texts;

export function searchBarLabels(i18n: I18n): SearchBarLabels {
  return {
    region: i18n._(msg`Search conditions`),
    submit: i18n._(msg`Search`),
    reset: i18n._(msg`Reset`),
    from: i18n._(msg`From`),
    to: i18n._(msg`To`),
    min: i18n._(msg`Min`),
    max: i18n._(msg`Max`),
    any: i18n._(msg`Any`),
  };
}

export function pagerLabels(i18n: I18n): PagerProps['labels'] {
  return { region: i18n._(msg`Pages`), previous: i18n._(msg`Previous page`), next: i18n._(msg`Next page`), pageSize: i18n._(msg`Rows per page`) };
}

export function pagerSummary(i18n: I18n, shown: number, first: number, total: number, capped: boolean): string {
  if (shown === 0) return i18n._(msg`No rows`);
  const last = first + shown - 1;
  return capped ? i18n._(msg`Showing ${first}–${last} of more than ${total}`) : i18n._(msg`Showing ${first}–${last} of ${total}`);
}

export function columnChooserLabels(i18n: I18n): ColumnChooserLabels {
  return {
    title: i18n._(msg`Choose columns`),
    description: i18n._(msg`Pick the columns to show and their order.`),
    save: i18n._(msg`Save`),
    cancel: i18n._(msg`Cancel`),
    reset: i18n._(msg`Reset to default`),
    visible: (title) => i18n._(msg`Show ${title}`),
    moveUp: (title) => i18n._(msg`Move ${title} up`),
    moveDown: (title) => i18n._(msg`Move ${title} down`),
    up: i18n._(msg`Up`),
    down: i18n._(msg`Down`),
  };
}

export function themeMenuLabels(i18n: I18n): ThemeMenuLabels {
  return {
    button: i18n._(msg`Views`),
    menu: i18n._(msg`Saved views`),
    defaultMark: i18n._(msg`(default)`),
    modifiedMark: i18n._(msg`(modified)`),
    noView: i18n._(msg`No view`),
    noViewNote: i18n._(msg`(all rows, default columns)`),
    update: (name) => i18n._(msg`Save changes to "${name}"`),
    saveAs: i18n._(msg`Save current view as…`),
    manage: i18n._(msg`Manage views…`),
    manageTitle: i18n._(msg`Saved views`),
    saveAsTitle: i18n._(msg`Save the current view`),
    renameTitle: i18n._(msg`Rename the view`),
    name: i18n._(msg`Name`),
    nameRequired: i18n._(msg`Enter a name`),
    save: i18n._(msg`Save`),
    cancel: i18n._(msg`Cancel`),
    close: i18n._(msg`Close`),
    rename: i18n._(msg`Rename`),
    setDefault: i18n._(msg`Make default`),
    delete: i18n._(msg`Delete`),
    deleteTitle: i18n._(msg`Delete this view?`),
    deleteMessage: (name) => i18n._(msg`The saved view "${name}" is deleted.`),
    none: i18n._(msg`No saved views yet.`),
  };
}
