// Loads a list's setup: the five "Table and theme" calls of spec section 7 in parallel (all
// columns, the user's columns, the condition list, the default conditions, the themes), then
// the option dictionaries the columns and conditions name. A fixed table (descriptor.table)
// needs only the dictionaries. An option dictionary that fails to load fails the setup: the
// list's filters would offer no choices and its cells raw codes, so the user gets the setup's
// retryable error instead (dictionaries are cached for the session once they load).
import { call, getOptions, isOptionName } from '../../services';
import { getAllTableColumns, getConditionList, getDefaultCondition, getDefaultTableColumns, listThemes } from '../../contract/common/table-calls';
import type { LabelledOption } from '../../contract/kernel/rules';
import type { ListSetup, LocalTable, SetupColumn, SetupCondition } from './types';

export interface LoadSetupInput {
  bizType: string;
  localTable: LocalTable | null;
}

/** Option dictionaries by name (unknown names skipped); rejects when one of them fails. */
export async function loadOptions(names: Iterable<string | undefined>, signal: AbortSignal): Promise<Record<string, LabelledOption[]>> {
  const valid = [...new Set(names)].filter(isOptionName);
  const entries = await Promise.all(valid.map(async (name) => [name, await getOptions(name, { signal, quiet: true })] as const));
  return Object.fromEntries(entries);
}

const optionNamesOf = (columns: readonly SetupColumn[], conditions: readonly SetupCondition[]) => [
  ...columns.map((c) => c.optionName),
  ...conditions.map((c) => c.optionName),
];

export async function loadListSetup(input: LoadSetupInput, signal: AbortSignal): Promise<ListSetup> {
  if (input.localTable) {
    const { columns, conditions } = input.localTable;
    return {
      columns,
      userColumns: columns.map((c) => ({ key: c.key, width: c.width, visible: c.defaultVisible })),
      customised: false,
      conditions,
      defaultConditions: conditions.filter((c) => c.defaultVisible).map((c) => c.key),
      themes: [],
      options: await loadOptions(optionNamesOf(columns, conditions), signal),
      customisable: false,
    };
  }
  const opts = { signal, quiet: true };
  const bizType = input.bizType;
  const [columns, user, conditions, defaultConditions, themes] = await Promise.all([
    call(getAllTableColumns, { body: { bizType } }, opts),
    call(getDefaultTableColumns, { body: { bizType } }, opts),
    call(getConditionList, { params: { bizType } }, opts),
    call(getDefaultCondition, { params: { bizType } }, opts),
    call(listThemes, { query: { bizType } }, opts),
  ]);
  return {
    columns,
    userColumns: user.columns,
    customised: user.customised,
    conditions,
    defaultConditions,
    themes,
    options: await loadOptions(optionNamesOf(columns, conditions), signal),
    customisable: true,
  };
}
