// What a variant's browser code costs in gzip bytes, from Vite's manifest (dist/<variant>/.vite):
// the dashboard (the entry chunk and every chunk it imports statically) and each route group: its
// own routes chunk (what the budget is about) and, as context, everything opening the group
// downloads (that chunk plus the shared chunks it imports that the dashboard has not loaded).
// Used by bench/bundle-bytes.ts; deterministic for a given build. Also which endpoints of the areas
// the dashboard's chunks hold (none may: decision 035).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contractAreas, groupIds, type GroupId } from '../src/contract';

// 170 KB in issue 7, 175 KB in decision 035 until the areas' contract left the entry, 145 KB since
// (decision 035's update: 141.0 to 142.1 KB measured, about 3 KB of headroom)
export const DASHBOARD_BUDGET = 145 * 1024;
export const GROUP_BUDGET = 60 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface VariantBytes {
  variant: string;
  /** gzip bytes of the entry chunk and its static imports */
  dashboard: number;
  dashboardChunks: number;
  /** per built group: gzip bytes of its routes chunk, and of all that opening it adds to the dashboard */
  groups: { group: GroupId; own: number; opening: number; chunks: number }[];
}

/** Every endpoint id of the areas' manifests (the common calls' are the shell's to make). */
export const areaEndpointIds: ReadonlySet<string> = new Set(contractAreas.filter((a) => a.name !== 'common').flatMap((a) => a.endpoints.map((e) => e.id)));

/** An endpoint descriptor as the minifier writes it: `id:"order.search"` (any quote). */
const DESCRIPTOR_ID = /\bid:\s*(["'`])([A-Za-z][\w.]*)\1/g;

/**
 * The areas' endpoints whose descriptors a build's dashboard (the entry chunk and its static
 * imports) holds, by chunk file: none, since the shell imports only the areas' shells.
 */
export function areaEndpointsInDashboard(distDir: string, ids: ReadonlySet<string> = areaEndpointIds): { file: string; ids: string[] }[] {
  const manifest = readManifest(distDir);
  const entry = manifest && Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!manifest || !entry) return [];
  return [...closure(manifest, entry)].flatMap((key) => {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) return [];
    const text = fs.readFileSync(path.join(distDir, file), 'utf8');
    const found = [...new Set([...text.matchAll(DESCRIPTOR_ID)].map((m) => m[2]!).filter((id) => ids.has(id)))];
    return found.length ? [{ file, ids: found }] : [];
  });
}

function closure(manifest: Manifest, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of manifest[start]?.imports ?? []) closure(manifest, next, into);
  return into;
}

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

export function measureVariant(variant: string, distDir: string): VariantBytes | null {
  const manifest = readManifest(distDir);
  if (!manifest) return null;
  const gz = new Map<string, number>();
  const bytesOf = (key: string) => {
    let n = gz.get(key);
    if (n === undefined) {
      n = zlib.gzipSync(fs.readFileSync(path.join(distDir, manifest[key]!.file)), { level: 9 }).length;
      gz.set(key, n);
    }
    return n;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) return null;
  const dashboardKeys = closure(manifest, entry);
  const sum = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + bytesOf(k), 0);
  const groups = groupIds.flatMap((group) => {
    const key = `src/screens/${group}/routes.tsx`;
    if (!manifest[key]) return [];
    const extra = [...closure(manifest, key)].filter((k) => !dashboardKeys.has(k));
    return [{ group, own: bytesOf(key), opening: sum(extra), chunks: extra.length }];
  });
  return { variant, dashboard: sum(dashboardKeys), dashboardChunks: dashboardKeys.size, groups };
}
