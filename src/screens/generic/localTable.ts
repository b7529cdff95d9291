// A descriptor's fixed table (descriptor.table) in the user's language, as the list machine's
// setup takes it. The content is mounted again on a language switch, so translating once at
// mount is enough.
import type { I18n } from '@lingui/core';
import type { LocalTable } from '../../machines/generic/types';
import type { AnyResource } from '../../resources/types';

export function localTableOf(resource: Pick<AnyResource, 'table'>, i18n: I18n): LocalTable | null {
  const table = resource.table;
  if (!table) return null;
  return {
    columns: table.columns.map((c) => ({ ...c, title: i18n._(c.title) })),
    conditions: table.conditions.map((c) => ({
      key: c.key,
      label: i18n._(c.label),
      kind: c.kind,
      optionName: c.optionName,
      defaultVisible: c.defaultVisible,
      options: c.labels
        ? (c.labels.values ?? c.labels.set.values).map((v) => ({ value: v, label: c.labels!.set.text(v, i18n.locale) }))
        : c.options?.map((o) => ({ value: o.value, label: i18n._(o.label) })),
    })),
  };
}
