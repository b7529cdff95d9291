// Checks every variant build: it exists, and its bundle holds the route groups of that variant
// that are built, and no other group's screens (Vite manifest: src/screens/<group>/routes.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { variantIds, groupIds } from '../src/contract';
import { builtGroups } from './variant-plugin';

let failures = 0;
for (const variant of variantIds) {
  const manifestPath = path.join('dist', variant, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`${variant}: no build at ${manifestPath}`);
    failures++;
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const present = groupIds.filter((g) => Object.keys(manifest).some((k) => k.startsWith(`src/screens/${g}/`)));
  const expected = builtGroups(variant);
  const extra = present.filter((g) => !expected.includes(g));
  const absent = expected.filter((g) => !present.includes(g));
  if (extra.length || absent.length) {
    console.error(`${variant}: foreign groups [${extra.join(', ')}], missing groups [${absent.join(', ')}]`);
    failures++;
  } else {
    console.log(`${variant}: ${present.length} group(s) [${present.join(', ')}] ok`);
  }
}
if (failures) process.exit(1);
