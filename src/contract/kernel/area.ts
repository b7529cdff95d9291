// An area's contract manifest: what src/contract/areas.ts derives the central registries from
// (allEndpoints, the route group of each call, the reads sent as POST). An area declares it once
// in <area>/manifest.ts; nothing central is edited when an area is added but its line in areas.ts.
import type { AnyEndpoint } from './endpoint';
import type { GroupId } from './groups';
import type { LabelSet } from './labels';

/** An area's option dictionaries (the common option call), by name: its label sets. */
export type AreaOptions = Readonly<Record<string, LabelSet<string>>>;

export interface ContractArea<E extends readonly AnyEndpoint[] = readonly AnyEndpoint[], O extends AreaOptions = AreaOptions> {
  /** The folder's name: a route group, or 'common' for the calls of no group. */
  name: string;
  /**
   * The route group of each endpoint id prefix (the part before the dot) the area uses: a role
   * needs the group to call it, and to manage the group to change anything through it. Calls of
   * no group (the common calls) declare what they change on the descriptor instead.
   */
  groups: Readonly<Record<string, GroupId>>;
  endpoints: E;
  /** Calls that use POST (for a body of conditions) but only read. */
  readsByPost?: readonly E[number]['id'][];
  /** The option dictionaries of the area's values (src/contract/<area>/labels.ts), by name. */
  options?: O;
}

/** Declares an area's manifest, keeping its endpoint ids and option names as literal types. */
export function defineContractArea<const E extends readonly AnyEndpoint[], const O extends AreaOptions = Record<never, never>>(area: ContractArea<E, O>): ContractArea<E, O> {
  for (const id of area.readsByPost ?? []) {
    if (!area.endpoints.some((e) => e.id === id)) throw new Error(`${area.name}: readsByPost names ${id}, which is not one of its endpoints`);
  }
  return area;
}
