// The contract's areas, one line each: allEndpoints, the group of each call and the reads sent as
// POST and the option dictionaries are derived from their manifests (kernel/area.ts). Adding an area
// adds its folder and a line.
import { z } from 'zod';
import type { ContractArea } from './kernel/area';
import type { AnyEndpoint } from './kernel/endpoint';
import { registerOptionNames, type LabelSet } from './kernel/labels';
import { commonOptionNames, type CommonOptionName } from './common/common';
import { commonArea } from './common/manifest';
import { assetArea } from './asset/manifest';
import { inventoryArea } from './inventory/manifest';
import { templateArea } from './template/manifest';
import { separateArea } from './separate/manifest';
import { orderArea } from './order/manifest';

export const contractAreas = [commonArea, assetArea, inventoryArea, templateArea, separateArea, orderArea] as const;

type OptionsOf<A> = A extends ContractArea<readonly AnyEndpoint[], infer O> ? keyof O & string : never;

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
/** The known dictionary names as a schema, typed (the variants name the dictionaries their screens use). */
export const optionNameEnum = z.enum(optionNames as [OptionName, ...OptionName[]]);

type EndpointsOf<A> = A extends ContractArea<infer E> ? E[number] : never;
export type ContractEndpoint = EndpointsOf<(typeof contractAreas)[number]>;

/** Every endpoint of the contract: the server mounts each; OpenAPI and the matrices enumerate them. */
export const allEndpoints: readonly ContractEndpoint[] = contractAreas.flatMap((a): readonly ContractEndpoint[] => a.endpoints);

/** The id of every endpoint: test fixture maps keyed by it fail to compile when one is missing. */
export type EndpointId = ContractEndpoint['id'];
