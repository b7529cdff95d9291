// The areas' shells, one line each (decision 035): what the portal's shell (the entry chunk: the
// menu, the dashboard, the option calls, the variant config) and the import pipeline's screens
// know of every area (option names, import types, built menu entries, work-queue counts), with no endpoint
// and no schema of any area. src/contract/areas.ts lists the areas' manifests (the endpoints) in
// the same order and checks it when it loads; on the client only an area's own chunk (its screens)
// imports its manifest or endpoints. scripts/check-bundles.ts fails a build whose dashboard holds
// an area's endpoint.
import { z } from 'zod';
import type { AreaShell } from './kernel/area';
import type { AnyEndpoint } from './kernel/endpoint';
import type { GroupId } from './kernel/groups';
import { isKnownImportType, registerImportTypes, type ImportTypeDeclaration } from './kernel/import-types';
import type { WorkQueueItem } from './kernel/work-queue';
import { defineLabels, isKnownOptionName, registerOptionNames, type LabelPair, type LabelSet } from './kernel/labels';
import { commonOptionNames, type CommonOptionName } from './common/common';
import { commonShell } from './common/shell';
import { assetShell } from './asset/shell';
import { inventoryShell } from './inventory/shell';
import { templateShell } from './template/shell';
import { separateShell } from './separate/shell';
import { orderShell } from './order/shell';
import { productShell } from './product/shell';
import { receiptShell } from './receipt/shell';
import { bulkInventoryShell } from './bulkInventory/shell';
import { inventoryCenterShell } from './inventoryCenter/shell';
import { replenishmentShell } from './replenishment/shell';
import { financeShell } from './finance/shell';
import { reconciliationShell } from './reconciliation/shell';
import { poolFinanceShell } from './poolFinance/shell';

export const areaShells = [commonShell, assetShell, inventoryShell, templateShell, separateShell, orderShell, productShell, receiptShell, bulkInventoryShell, replenishmentShell, inventoryCenterShell, financeShell, reconciliationShell, poolFinanceShell] as const;

type OptionsOf<S> = S extends AreaShell<infer O> ? O[number] : never;
type ImportsOf<S> = S extends AreaShell<infer _O, infer I> ? keyof I & string : never;

/** The name of every option dictionary: the common ones and the areas'. */
export type OptionName = CommonOptionName | OptionsOf<(typeof areaShells)[number]>;
export const optionNames: readonly OptionName[] = (() => {
  const names: string[] = [...commonOptionNames];
  for (const shell of areaShells as readonly AreaShell[]) {
    for (const name of shell.options ?? []) {
      if (names.includes(name)) throw new Error(`option dictionary ${name} is declared twice (${shell.name})`);
      names.push(name);
    }
  }
  return names as OptionName[];
})();
registerOptionNames(optionNames);
/**
 * Whether a name is a dictionary of the contract. It asks the kernel's registry, the one the option
 * call's schema (common/common.ts) asks, so the client, the variants and the server cannot disagree.
 */
export const isOptionName = (name: unknown): name is OptionName => typeof name === 'string' && isKnownOptionName(name);
/** A known dictionary's name, typed: the variants name the dictionaries their screens use. */
export const typedOptionNameSchema = z.custom<OptionName>(isOptionName, 'not an option dictionary');

/** The name of every import type: each area declares those whose rows change its data. */
export type ImportType = ImportsOf<(typeof areaShells)[number]>;

type ImportDeclared = Required<Omit<ImportTypeDeclaration, 'upload'>> & Pick<ImportTypeDeclaration, 'upload'>;
const importDeclarations: Readonly<Record<ImportType, ImportDeclared>> = (() => {
  const all: Record<string, ImportDeclared> = {};
  for (const shell of areaShells as readonly AreaShell[]) {
    for (const [type, declaration] of Object.entries(shell.imports ?? {})) {
      if (Object.hasOwn(all, type)) throw new Error(`import type ${type} is declared twice (${shell.name})`);
      // defineAreaShell refused a type without a group in an area that is no route group
      all[type] = { label: declaration.label, group: declaration.group ?? (shell.name as GroupId), upload: declaration.upload };
    }
  }
  return all as Record<ImportType, ImportDeclared>;
})();

/** Every import type, in the order of the areas and of their manifests (the import screen's picker). */
export const importTypes: readonly ImportType[] = Object.keys(importDeclarations) as ImportType[];
registerImportTypes(importTypes);
export const isImportType = (value: unknown): value is ImportType => typeof value === 'string' && isKnownImportType(value);

/** The import types' names in both languages (screens: `.text`; the server's template file: `.bi`). */
export const importTypeLabels: LabelSet<ImportType> = defineLabels<ImportType>(
  Object.fromEntries(importTypes.map((t) => [t, importDeclarations[t].label])) as Record<ImportType, LabelPair>,
);

/**
 * The import types an area uploads through its own call (kernel/import-types.ts, `upload`), and the
 * loader of that call (it loads with the area's contract, not with the shell).
 */
export const importUploads: Readonly<Partial<Record<ImportType, () => Promise<AnyEndpoint>>>> = Object.fromEntries(
  importTypes.flatMap((t) => (importDeclarations[t].upload ? [[t, importDeclarations[t].upload]] : [])),
) as Partial<Record<ImportType, () => Promise<AnyEndpoint>>>;

/** The group whose data each import type changes (uploading needs it managed). */
export const importTypeGroups: Readonly<Record<ImportType, GroupId>> = Object.fromEntries(importTypes.map((t) => [t, importDeclarations[t].group])) as Record<ImportType, GroupId>;

/** The menu entries built so far of each group built in slices (a shell's `menu`). */
export const builtMenuEntries: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  (areaShells as readonly AreaShell[]).flatMap((s): [string, readonly string[]][] => (s.menu ? [[s.name, s.menu]] : [])),
);

/** The ids of every area's calls sent as POST that only read (a shell's `readsByPost`). */
export const readsByPost: ReadonlySet<string> = new Set((areaShells as readonly AreaShell[]).flatMap((s): readonly string[] => s.readsByPost ?? []));

/** Whether a call changes anything (not GET, not a call that changes nothing, not a read sent as POST). */
export function isChangingCall(endpoint: { id: string; method: string; changes?: string }): boolean {
  if (endpoint.method === 'GET' || endpoint.changes === 'nothing') return false;
  return !readsByPost.has(endpoint.id);
}

/** The dashboard's work-queue counts of every area, in the areas' order (ids unique). */
export const workQueueItems: readonly WorkQueueItem[] = (() => {
  const items = (areaShells as readonly AreaShell[]).flatMap((s): readonly WorkQueueItem[] => s.workQueue ?? []);
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('a work-queue count id is declared twice');
  return items;
})();
