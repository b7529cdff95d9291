// An area's contract manifest: what src/contract/areas.ts derives the central registries from
// (allEndpoints, the route group of each call, the reads sent as POST, the option dictionaries,
// the import types and the menu entries built so far). An area declares it once in <area>/manifest.ts; nothing central is edited when
// an area is added but its line in areas.ts.
import type { AnyEndpoint } from './endpoint';
import { groupIds, groupMenus, type GroupId } from './groups';
import { importTypeNamePattern, type AreaImports } from './import-types';
import type { LabelSet } from './labels';
import type { WorkQueueItem } from './work-queue';

/** An area's option dictionaries (the common option call), by name: its label sets. */
export type AreaOptions = Readonly<Record<string, LabelSet<string>>>;

export interface ContractArea<
  E extends readonly AnyEndpoint[] = readonly AnyEndpoint[],
  O extends AreaOptions = AreaOptions,
  I extends AreaImports = AreaImports,
> {
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
  /** The import types whose rows change the area's data (the template area's pipeline), by name. */
  imports?: I;
  /**
   * The entries of the group's menu (groupMenus) whose screens exist, for a group built in slices:
   * the menu shows only these. Absent: the group is built whole and its menu shows every entry.
   */
  menu?: readonly string[];
  /** The dashboard's counts of work waiting in the area's lists (kernel/work-queue.ts). */
  workQueue?: readonly WorkQueueItem[];
}

/** Declares an area's manifest, keeping its endpoint ids, option names and import types as literal types. */
export function defineContractArea<
  const E extends readonly AnyEndpoint[],
  const O extends AreaOptions = Record<never, never>,
  const I extends AreaImports = Record<never, never>,
>(area: ContractArea<E, O, I>): ContractArea<E, O, I> {
  for (const id of area.readsByPost ?? []) {
    if (!area.endpoints.some((e) => e.id === id)) throw new Error(`${area.name}: readsByPost names ${id}, which is not one of its endpoints`);
  }
  for (const [type, declaration] of Object.entries(area.imports ?? {})) {
    if (!importTypeNamePattern.test(type)) throw new Error(`${area.name}: import type ${type} is not a name such as orderShipment`);
    if (!declaration.group && !(groupIds as readonly string[]).includes(area.name)) throw new Error(`${area.name}: import type ${type} needs a group (the area is no route group)`);
  }
  const entries = (groupMenus as Readonly<Record<string, readonly string[]>>)[area.name] ?? [];
  for (const entry of area.menu ?? []) if (!entries.includes(entry)) throw new Error(`${area.name}: menu names ${entry}, which is not an entry of the group's menu`);
  for (const item of area.workQueue ?? []) {
    const built = (area.menu as readonly string[] | undefined) ?? groupMenus[item.group];
    if (item.group !== area.name || !built.includes(item.entry)) throw new Error(`${area.name}: work-queue count ${item.id} opens ${item.group}/${item.entry}, which is no built entry of this area`);
  }
  return area;
}
