// Checks every variant build: it exists, its bundle holds the route groups of that variant that
// are built and no other group's screens (Vite manifest: src/screens/<group>/routes.tsx), and it
// keeps the byte budgets of issue 7 (dashboard at most DASHBOARD_BUDGET gzip, decision 035; each group
// chunk at most 60 KB; the same figures `npm run bench -- bundle-bytes` prints), and its dashboard
// holds no endpoint of an area (decision 035: the shell imports the areas' shells, not their contract).
import fs from 'node:fs';
import path from 'node:path';
import { variantIds, groupIds } from '../src/contract';
import { builtGroups } from './variant-plugin';
import { DASHBOARD_BUDGET, GROUP_BUDGET, areaEndpointsInDashboard, measureVariant } from './bundle-bytes';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

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
    continue;
  }
  const leaks = areaEndpointsInDashboard(path.join('dist', variant));
  if (leaks.length) {
    const named = leaks.map((l) => `${l.file}: ${l.ids.slice(0, 5).join(', ')}${l.ids.length > 5 ? ` and ${l.ids.length - 5} more` : ''}`);
    console.error(`${variant}: the dashboard holds areas' endpoints (import the area's shell, not its contract): ${named.join('; ')}`);
    failures++;
    continue;
  }
  const bytes = measureVariant(variant, path.join('dist', variant))!;
  const over = [
    ...(bytes.dashboard > DASHBOARD_BUDGET ? [`dashboard ${kb(bytes.dashboard)} > ${kb(DASHBOARD_BUDGET)}`] : []),
    ...bytes.groups.filter((g) => g.own > GROUP_BUDGET).map((g) => `/${g.group} ${kb(g.own)} > ${kb(GROUP_BUDGET)}`),
  ];
  if (over.length) {
    console.error(`${variant}: over the byte budget: ${over.join(', ')}`);
    failures++;
  } else {
    const largest = Math.max(0, ...bytes.groups.map((g) => g.own));
    console.log(`${variant}: ${present.length} group(s) [${present.join(', ')}] ok; dashboard ${kb(bytes.dashboard)}, largest group chunk ${kb(largest)}`);
  }
}
if (failures) process.exit(1);
