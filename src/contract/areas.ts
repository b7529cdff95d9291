// The contract's areas, one line each (the one registration of an area, decision 020): allEndpoints, the group of each call and the reads sent as
// POST, the option dictionaries and the import types are derived from their manifests
// (kernel/area.ts). Adding an area adds its folder and a line.
import { z } from 'zod';
import type { ContractArea } from './kernel/area';
import type { AnyEndpoint } from './kernel/endpoint';
import type { GroupId } from './kernel/groups';
import type { WorkQueueItem } from './kernel/work-queue';
import { isKnownImportType, registerImportTypes, type AreaImports, type ImportTypeDeclaration } from './kernel/import-types';
import { defineLabels, isKnownOptionName, registerOptionNames, type LabelPair, type LabelSet } from './kernel/labels';
import { commonOptionNames, type CommonOptionName } from './common/common';
import { commonArea } from './common/manifest';
import { assetArea } from './asset/manifest';
import { inventoryArea } from './inventory/manifest';
import { templateArea } from './template/manifest';
import { separateArea } from './separate/manifest';
import { orderArea } from './order/manifest';
import { productArea } from './product/manifest';

export const contractAreas = [commonArea, assetArea, inventoryArea, templateArea, separateArea, orderArea, productArea] as const;

type OptionsOf<A> = A extends ContractArea<readonly AnyEndpoint[], infer O> ? keyof O & string : never;
type ImportsOf<A> = A extends ContractArea<readonly AnyEndpoint[], infer _O, infer I> ? keyof I & string : never;

/** The option dictionaries of the areas, by name (each area's label sets, from its manifest). */
export const areaOptions: Readonly<Record<string, LabelSet<string>>> = (() => {
  const all: Record<string, LabelSet<string>> = {};
  for (const area of contractAreas) {
    for (const [name, set] of Object.entries(area.options ?? {}) as [string, LabelSet<string>][]) {
      if (all[name] || (commonOptionNames as readonly string[]).includes(name)) throw new Error(`option dictionary ${name} is declared twice (${area.name})`);
      all[name] = set;
    }
  }
  return all;
})();

/** The name of every option dictionary: the common ones and the areas'. */
export type OptionName = CommonOptionName | OptionsOf<(typeof contractAreas)[number]>;
export const optionNames: readonly OptionName[] = [...commonOptionNames, ...(Object.keys(areaOptions) as OptionName[])];
registerOptionNames(optionNames);
/**
 * Whether a name is a dictionary of the contract. It asks the kernel's registry, the one the option
 * call's schema (common/common.ts) asks, so the client, the variants and the server cannot disagree.
 */
export const isOptionName = (name: unknown): name is OptionName => typeof name === 'string' && isKnownOptionName(name);
/** A known dictionary's name, typed: the variants name the dictionaries their screens use. */
export const typedOptionNameSchema = z.custom<OptionName>(isOptionName, 'not an option dictionary');

/** The name of every import type: each area declares those whose rows change its data. */
export type ImportType = ImportsOf<(typeof contractAreas)[number]>;

type ImportDeclared = Required<Omit<ImportTypeDeclaration, 'upload'>> & Pick<ImportTypeDeclaration, 'upload'>;
const importDeclarations: Readonly<Record<ImportType, ImportDeclared>> = (() => {
  const all: Record<string, ImportDeclared> = {};
  for (const area of contractAreas) {
    for (const [type, declaration] of Object.entries((area.imports ?? {}) as AreaImports)) {
      if (Object.hasOwn(all, type)) throw new Error(`import type ${type} is declared twice (${area.name})`);
      // defineContractArea refused a type without a group in an area that is no route group
      all[type] = { label: declaration.label, group: declaration.group ?? (area.name as GroupId), upload: declaration.upload };
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

/** The import types an area uploads through its own call (kernel/import-types.ts, `upload`), and that call. */
export const importUploads: Readonly<Partial<Record<ImportType, AnyEndpoint>>> = Object.fromEntries(
  importTypes.flatMap((t) => (importDeclarations[t].upload ? [[t, importDeclarations[t].upload]] : [])),
) as Partial<Record<ImportType, AnyEndpoint>>;

/** The group whose data each import type changes (uploading needs it managed). */
export const importTypeGroups: Readonly<Record<ImportType, GroupId>> = Object.fromEntries(importTypes.map((t) => [t, importDeclarations[t].group])) as Record<ImportType, GroupId>;

type EndpointsOf<A> = A extends ContractArea<infer E> ? E[number] : never;
export type ContractEndpoint = EndpointsOf<(typeof contractAreas)[number]>;

/** Every endpoint of the contract: the server mounts each; OpenAPI and the matrices enumerate them. */
export const allEndpoints: readonly ContractEndpoint[] = contractAreas.flatMap((a): readonly ContractEndpoint[] => a.endpoints);

/** The id of every endpoint, as a literal type (a map keyed by it names every endpoint). */
export type EndpointId = ContractEndpoint['id'];

/** The menu entries built so far of each group built in slices (a manifest's `menu`). */
export const builtMenuEntries: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  contractAreas.flatMap((a): [string, readonly string[]][] => ((a as ContractArea).menu ? [[a.name, (a as ContractArea).menu!]] : [])),
);

/** The dashboard's work-queue counts of every area, in the areas' order (ids unique). */
export const workQueueItems: readonly WorkQueueItem[] = (() => {
  const items = contractAreas.flatMap((a): readonly WorkQueueItem[] => (a as ContractArea).workQueue ?? []);
  const ids = new Set(items.map((i) => i.id));
  if (ids.size !== items.length) throw new Error('a work-queue count id is declared twice');
  return items;
})();
