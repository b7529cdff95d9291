// @vitest-environment node
// scripts/check-areas.mjs really bites: on a small tree it reports a file that reaches into another
// area's file and an import cycle (a type-only one), and passes the same tree once the import goes
// through the area's index and the cycle is gone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'wharf-areas-'));
  const all = { 'src/contract/kernel/groups.ts': "export const groupIds = ['asset', 'order'] as const;\n", ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const check = (dir: string) => spawnSync(process.execPath, ['scripts/check-areas.mjs', dir], { encoding: 'utf8' });

describe('scripts/check-areas.mjs', () => {
  it('refuses a reach into another area and a type-only cycle', () => {
    const r = check(
      tree({
        'server/asset/stock.ts': 'export const stock = 1;\n',
        'server/asset/index.ts': "export * from './stock';\n",
        'server/order/ship.ts': "import { stock } from '../asset/stock';\nexport const ship = stock;\n",
        'server/lists/a.ts': "import type { B } from './b';\nexport type A = B;\n",
        'server/lists/b.ts': "import type { A } from './a';\nexport type B = A | 1;\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("server/order/ship.ts imports server/asset/stock.ts: another area's file");
    expect(r.stderr).toContain('import cycle: server/lists/a.ts <-> server/lists/b.ts');
  });

  it('passes imports through an area index and acyclic kernels', () => {
    const r = check(
      tree({
        'server/asset/stock.ts': 'export const stock = 1;\n',
        'server/asset/index.ts': "export * from './stock';\n",
        'server/order/ship.ts': "import { stock } from '../asset';\nexport const ship = stock;\n",
        'server/lists/a.ts': "import type { B } from './b';\nexport type A = B;\n",
        'server/lists/b.ts': 'export type B = 1;\n',
      }),
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
