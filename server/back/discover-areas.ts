// Finds the server's areas by folder: every server/<folder>/manifest.ts that exports a manifest
// (defineServerArea) named after its folder is an area. Adding an area adds its folder, and no
// line in a central list. Areas are ordered so that each seeds after the areas it names in
// `seedAfter` (its demo data reads theirs), by name otherwise, so the order never depends on the
// file system.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerArea } from './area';

const isArea = (value: unknown, name: string): value is ServerArea =>
  typeof value === 'object' && value !== null && (value as ServerArea).name === name && Array.isArray((value as ServerArea).handlers);

export async function discoverServerAreas(root: string): Promise<ServerArea[]> {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, d.name, 'manifest.ts')))
    .map((d) => d.name)
    .sort();
  const areas = await Promise.all(
    folders.map(async (name) => {
      const module = (await import(pathToFileURL(path.join(root, name, 'manifest.ts')).href)) as Record<string, unknown>;
      const found = Object.values(module).filter((v) => isArea(v, name));
      if (found.length !== 1) throw new Error(`server/${name}/manifest.ts must export one area manifest named '${name}' (defineServerArea), found ${found.length}`);
      return found[0] as ServerArea;
    }),
  );
  return seedOrder(areas);
}

/** Kahn's order over `seedAfter`, taking the first name among the ready areas at each step. */
export function seedOrder(areas: readonly ServerArea[]): ServerArea[] {
  const byName = new Map(areas.map((a) => [a.name, a]));
  for (const a of areas) for (const dep of a.seedAfter ?? []) if (!byName.has(dep)) throw new Error(`area ${a.name} seeds after ${dep}, which is not an area`);
  const done = new Set<string>();
  const ordered: ServerArea[] = [];
  while (ordered.length < areas.length) {
    const ready = areas.filter((a) => !done.has(a.name) && (a.seedAfter ?? []).every((d) => done.has(d))).sort((x, y) => x.name.localeCompare(y.name));
    if (!ready.length) throw new Error(`areas seed after each other in a cycle: ${areas.filter((a) => !done.has(a.name)).map((a) => a.name).join(', ')}`);
    ordered.push(ready[0]);
    done.add(ready[0].name);
  }
  return ordered;
}
