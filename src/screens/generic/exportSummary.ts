// What an export of a list holds, in the user's language (decision 024): the active conditions in
// words ("Platform: Lazada") and the titles of the columns it writes. Read from the list's setup
// (condition labels, option dictionaries and column titles declared once in the list spec), so
// every list on the kit says it without a text of its own; the server writes the same words into
// the file's "About this export" sheet (src/contract/kernel/filter-words.ts).
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { filterTerms, type FilterTerm, type FilterWords } from '../../contract/kernel/filter-words';
import type { ListSetup } from '../../machines/generic/types';
import { optionLabel } from './labels';

const words = {
  yes: msg`Yes`,
  from: (value: string) => msg`from ${value}`,
  until: (value: string) => msg`until ${value}`,
};

export const filterWords = (i18n: I18n): FilterWords => ({
  yes: i18n._(words.yes),
  from: (value) => i18n._(words.from(value)),
  until: (value) => i18n._(words.until(value)),
});

export interface ExportSummary {
  filter: FilterTerm[];
  /** Column titles in the order they are written (none named: a report of the user's columns). */
  columns: string[];
}

/**
 * The summary of an export request against the list's setup; `loaded` holds options the screen
 * loaded for conditions that name no dictionary (the shops, ...).
 */
export function exportSummary(
  setup: Pick<ListSetup, 'conditions' | 'columns' | 'options'>,
  request: { conditions: Record<string, unknown>; columns: readonly string[] | null },
  i18n: I18n,
  loaded: Record<string, readonly { value: string; label: string }[]> = {},
): ExportSummary {
  const byKey = new Map(setup.conditions.map((c) => [c.key, c]));
  const filter = filterTerms(
    setup.conditions,
    request.conditions,
    (condition, code) => {
      const c = byKey.get(condition.key)!;
      if (c.options) return optionLabel({ inline: c.options }, 'inline', code, i18n.locale);
      if (c.optionName) return optionLabel(setup.options, c.optionName, code, i18n.locale);
      return loaded[c.key]?.find((o) => o.value === code)?.label ?? code;
    },
    filterWords(i18n),
  );
  const titles = new Map(setup.columns.map((c) => [c.key, c.title]));
  return { filter, columns: (request.columns ?? []).map((key) => titles.get(key) ?? key) };
}
