// The contract's areas, one line each beside their shells' line in shell.ts (decisions 020, 035):
// allEndpoints, the group of each call and the reads sent as POST and the option dictionaries'
// labels are derived from their manifests (kernel/area.ts). Adding an area adds its
// folder, a line here and a line in shell.ts. The server and the tests load this file; on the
// client no chunk does: a screen imports its own area's contract.
import type { ContractArea } from './kernel/area';
import type { LabelSet } from './kernel/labels';
import { commonOptionNames } from './common/common';
import { areaShells } from './shell';
import { commonArea } from './common/manifest';
import { assetArea } from './asset/manifest';
import { inventoryArea } from './inventory/manifest';
import { templateArea } from './template/manifest';
import { separateArea } from './separate/manifest';
import { orderArea } from './order/manifest';
import { productArea } from './product/manifest';
import { receiptArea } from './receipt/manifest';
import { bulkInventoryArea } from './bulkInventory/manifest';
import { inventoryCenterArea } from './inventoryCenter/manifest';
import { replenishmentArea } from './replenishment/manifest';
import { financeArea } from './finance/manifest';
import { reconciliationArea } from './reconciliation/manifest';
import { poolFinanceArea } from './poolFinance/manifest';

export const contractAreas = [commonArea, assetArea, inventoryArea, templateArea, separateArea, orderArea, productArea, receiptArea, bulkInventoryArea, replenishmentArea, inventoryCenterArea, financeArea, reconciliationArea, poolFinanceArea] as const;

// each manifest extends its shell: shell.ts must list the same shells in the same order
if (contractAreas.length !== areaShells.length || contractAreas.some((a, i) => a.shell !== areaShells[i])) {
  throw new Error(`src/contract/shell.ts lists the shells [${areaShells.map((s) => s.name).join(', ')}], src/contract/areas.ts the manifests [${contractAreas.map((a) => a.name).join(', ')}]: one line in each, in the same order`);
}

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

type EndpointsOf<A> = A extends ContractArea<infer E> ? E[number] : never;
export type ContractEndpoint = EndpointsOf<(typeof contractAreas)[number]>;

/** Every endpoint of the contract: the server mounts each; OpenAPI and the matrices enumerate them. */
export const allEndpoints: readonly ContractEndpoint[] = contractAreas.flatMap((a): readonly ContractEndpoint[] => a.endpoints);

/** The id of every endpoint, as a literal type (a map keyed by it names every endpoint). */
export type EndpointId = ContractEndpoint['id'];
