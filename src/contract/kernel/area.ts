// An area's contract in two parts (decision 035). Its shell (<area>/shell.ts, defineAreaShell) is
// what the portal's shell (the entry chunk: menu, dashboard, option calls) knows of it: the names
// of its option dictionaries, its import types, the menu entries built so far and the dashboard's
// work-queue counts; it holds no endpoint and no schema of the area. Its manifest
// (<area>/manifest.ts, defineContractArea) adds the endpoints, the route group of each call, the
// reads sent as POST and the option dictionaries' labels; it loads with the area's screens, and the
// server and the tests read it. src/contract/shell.ts lists the shells and src/contract/areas.ts
// the manifests, one line each, in the same order (checked when areas.ts loads).
import type { AnyEndpoint } from './endpoint';
import { groupIds, groupMenus, type GroupId } from './groups';
import { importTypeNamePattern, type AreaImports } from './import-types';
import type { LabelSet } from './labels';
import { checkWorkQueueItem, type WorkQueueItem, type WorkQueueList } from './work-queue';

/** What the shell knows of an area: no endpoint, no schema (those load with the area's chunk). */
export interface AreaShell<O extends readonly string[] = readonly string[], I extends AreaImports = AreaImports> {
  /** The folder's name: a route group, or 'common' for the calls of no group. */
  name: string;
  /** The names of the area's option dictionaries (the common option call); the manifest gives their labels. */
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
  /**
   * The ids of the area's calls that use POST (for a body of conditions) but only read: the shell
   * knows them, so the client tells a load from a change without the area's contract (the manifest
   * checks that each is one of its endpoints).
   */
  readsByPost?: readonly string[];
}

/** Declares an area's shell, keeping its option names as literal types. */
export function defineAreaShell<const O extends readonly string[] = readonly [], const I extends AreaImports = Record<never, never>>(shell: AreaShell<O, I>): AreaShell<O, I> {
  for (const [type, declaration] of Object.entries(shell.imports ?? {})) {
    if (!importTypeNamePattern.test(type)) throw new Error(`${shell.name}: import type ${type} is not a name such as orderShipment`);
    if (!declaration.group && !(groupIds as readonly string[]).includes(shell.name)) throw new Error(`${shell.name}: import type ${type} needs a group (the area is no route group)`);
  }
  const entries = (groupMenus as Readonly<Record<string, readonly string[]>>)[shell.name] ?? [];
  for (const entry of shell.menu ?? []) if (!entries.includes(entry)) throw new Error(`${shell.name}: menu names ${entry}, which is not an entry of the group's menu`);
  for (const item of shell.workQueue ?? []) {
    const built = (shell.menu as readonly string[] | undefined) ?? groupMenus[item.group];
    if (item.group !== shell.name || !built.includes(item.entry)) throw new Error(`${shell.name}: work-queue count ${item.id} opens ${item.group}/${item.entry}, which is no built entry of this area`);
  }
  if (new Set(shell.options ?? []).size !== (shell.options ?? []).length) throw new Error(`${shell.name}: an option dictionary is named twice`);
  return shell;
}

/** An area's option dictionaries (the common option call), by name: its label sets. */
export type AreaOptions = Readonly<Record<string, LabelSet<string>>>;

type ShellOptions<S extends AreaShell> = S extends AreaShell<infer O> ? O[number] : never;

export interface ContractArea<E extends readonly AnyEndpoint[] = readonly AnyEndpoint[], O extends AreaOptions = AreaOptions> {
  /** The shell's name: the folder's. */
  name: string;
  /** The area's shell (shell.ts): src/contract/shell.ts lists the same shells in the same order. */
  shell: AreaShell;
  /**
   * The route group of each endpoint id prefix (the part before the dot) the area uses: a role
   * needs the group to call it, and to manage the group to change anything through it. Calls of
   * no group (the common calls) declare what they change on the descriptor instead.
   */
  groups: Readonly<Record<string, GroupId>>;
  endpoints: E;
  /** The labels of the option dictionaries the shell names (src/contract/<area>/labels.ts), by name. */
  options?: O;
}

/** A manifest as declared: the shell, and what the shell leaves out. */
export type ContractAreaDeclaration<S extends AreaShell, E extends readonly AnyEndpoint[]> = Omit<ContractArea<E, Record<ShellOptions<S>, LabelSet<string>>>, 'name' | 'shell'> & {
  shell: S;
  /** The lists the shell's work-queue counts search (each count's conditions are checked against its list's). */
  workQueueLists?: readonly WorkQueueList[];
};

/** Declares an area's manifest, keeping its endpoint ids and option names as literal types. */
export function defineContractArea<const S extends AreaShell, const E extends readonly AnyEndpoint[]>(
  declared: ContractAreaDeclaration<S, E>,
): ContractArea<E, Record<ShellOptions<S>, LabelSet<string>>> {
  const { shell, workQueueLists, ...rest } = declared;
  const area = { name: shell.name, ...rest, shell };
  for (const id of shell.readsByPost ?? []) {
    if (!area.endpoints.some((e) => e.id === id)) throw new Error(`${area.name}: the shell's readsByPost names ${id}, which is not one of its endpoints`);
  }
  const named = [...(shell.options ?? [])].sort();
  const labelled = Object.keys(area.options ?? {}).sort();
  if (named.join() !== labelled.join()) throw new Error(`${area.name}: the shell names the option dictionaries [${named.join(', ')}], the manifest labels [${labelled.join(', ')}]`);
  for (const item of shell.workQueue ?? []) {
    const list = workQueueLists?.find((l) => l.bizType === item.bizType);
    if (!list) throw new Error(`${area.name}: work-queue count ${item.id} searches ${item.bizType}, which is none of the manifest's workQueueLists`);
    checkWorkQueueItem(list, item);
  }
  return area;
}
