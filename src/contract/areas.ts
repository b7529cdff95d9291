// The contract's areas, one line each: allEndpoints, the group of each call and the reads sent as
// POST are derived from their manifests (kernel/area.ts). Adding an area adds its folder and a line.
import type { ContractArea } from './kernel/area';
import { commonArea } from './common/manifest';
import { assetArea } from './asset/manifest';
import { inventoryArea } from './inventory/manifest';
import { templateArea } from './template/manifest';
import { separateArea } from './separate/manifest';
import { orderArea } from './order/manifest';

export const contractAreas = [commonArea, assetArea, inventoryArea, templateArea, separateArea, orderArea] as const;

type EndpointsOf<A> = A extends ContractArea<infer E> ? E[number] : never;
export type ContractEndpoint = EndpointsOf<(typeof contractAreas)[number]>;

/** Every endpoint of the contract: the server mounts each; OpenAPI and the matrices enumerate them. */
export const allEndpoints: readonly ContractEndpoint[] = contractAreas.flatMap((a): readonly ContractEndpoint[] => a.endpoints);

/** The id of every endpoint: test fixture maps keyed by it fail to compile when one is missing. */
export type EndpointId = ContractEndpoint['id'];
