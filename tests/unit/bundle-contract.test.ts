// @vitest-environment node
// The bundle check's guard of decision 035 really bites: in a build whose dashboard (the entry
// chunk and its static imports) holds an area's endpoint descriptor, areaEndpointsInDashboard names
// the chunk and the ids, whatever quotes the minifier chose; a descriptor in a lazily loaded chunk,
// or a common call's in the entry, is no finding.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { areaEndpointIds, areaEndpointsInDashboard } from '../../scripts/bundle-bytes';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function build(chunks: Record<string, { code: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wharf-bundle-'));
  root = dir;
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const manifest = Object.fromEntries(Object.entries(chunks).map(([key, c]) => [key, { file: `assets/${key.replace(/\W/g, '_')}.js`, isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports }]));
  for (const [key, c] of Object.entries(chunks)) writeFileSync(path.join(dir, manifest[key]!.file), c.code);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('areaEndpointsInDashboard', () => {
  it('knows every area endpoint and none of the common calls', () => {
    expect(areaEndpointIds.has('order.search')).toBe(true);
    expect(areaEndpointIds.has('asset.warehouseSearch')).toBe(true);
    expect(areaEndpointIds.has('import.upload')).toBe(true);
    expect([...areaEndpointIds].some((id) => id.startsWith('common.'))).toBe(false);
  });

  it('names the dashboard chunk that holds an area endpoint, in any quotes', () => {
    const dist = build({
      'index.html': { isEntry: true, code: 'const u={id:`common.userInfo`,method:`GET`};', imports: ['_shared.js'], dynamicImports: ['src/screens/order/routes.tsx'] },
      '_shared.js': { code: 'const a={id:`order.search`,method:`POST`},b={id:"asset.cartSearch"},c={ id: \'order.search\' };' },
      'src/screens/order/routes.tsx': { code: 'const d={id:`order.receiptGet`};' },
    });
    expect(areaEndpointsInDashboard(dist)).toEqual([{ file: 'assets/_shared_js.js', ids: ['order.search', 'asset.cartSearch'] }]);
  });

  it('finds nothing when the areas load only with their groups', () => {
    const dist = build({
      'index.html': { isEntry: true, code: 'const u={id:`common.userInfo`},w={id:`lowStock`,bizType:`inventory.inventory`};', dynamicImports: ['src/screens/order/routes.tsx'] },
      'src/screens/order/routes.tsx': { code: 'const d={id:`order.search`};' },
    });
    expect(areaEndpointsInDashboard(dist)).toEqual([]);
  });
});
