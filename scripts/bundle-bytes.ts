// What a variant's browser code costs in gzip bytes, from Vite's manifest (dist/<variant>/.vite):
// the dashboard (the entry chunk and every chunk it imports statically) and each route group: its
// own routes chunk (what the budget is about) and, as context, everything opening the group
// downloads (that chunk plus the shared chunks it imports that the dashboard has not loaded).
// Used by bench/bundle-bytes.ts; deterministic for a given build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { groupIds, type GroupId } from '../src/contract';

// 175 KB since decision 035 (170 KB in issue 7): see there why, and what brings it back down
export const DASHBOARD_BUDGET = 175 * 1024;
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
