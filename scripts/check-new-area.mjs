// The area generator's output passes the checks as generated (issue 16, item 7): in a copy of the
// working tree (node_modules linked, not copied), `npm run new:area` scaffolds a route group that is
// not built yet, then the copy must pass typecheck, lint of the new files, the area boundaries,
// the catalogs, and the new area's server and model tests with the matrices' cases of its calls.
// The copy is deleted afterwards; the tree itself is never touched.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// a group of the spec with no folder yet in any layer (the last ones in the list are built last)
const groupsFile = fs.readFileSync(path.join(ROOT, 'src/contract/kernel/groups.ts'), 'utf8');
const groups = [...groupsFile.slice(groupsFile.indexOf('groupIds = ['), groupsFile.indexOf('] as const')).matchAll(/'([a-zA-Z]+)'/g)].map((m) => m[1]);
const unbuilt = (g) => ['src/contract', 'server', 'src/screens', 'src/resources', 'tests/server'].every((layer) => !fs.existsSync(path.join(ROOT, layer, g)));
const group = process.env.NEW_AREA_GROUP ?? [...groups].reverse().find(unbuilt);
if (!group) {
  console.log('check-new-area: every route group is built; nothing to scaffold');
  process.exit(0);
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-new-area-'));
let failed = false;
function step(name, cmd, args) {
  if (failed) return '';
  const r = spawnSync(cmd, args, { cwd: copy, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: '1' } });
  process.stdout.write(r.stdout);
  console.log(`check-new-area: ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${seconds()})`);
  if (r.status !== 0) failed = true;
  return r.stdout.toString();
}

try {
  // what git would check out, plus the files not yet committed (a local run checks the work in hand)
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  console.log(`check-new-area: ${files.length} files copied to ${copy} (${seconds()}); scaffolding /${group}`);

  const scaffolded = step(`npm run new:area -- ${group}`, 'node', ['scripts/new-area.mjs', group]);
  const generated = [...scaffolded.matchAll(/^write (\S+)/gm)].map((m) => m[1]);
  step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  step('lint of the new and registered files', 'npx', ['eslint', '--max-warnings', '0', ...generated.filter((f) => /\.(ts|tsx)$/.test(f)), 'src/contract/areas.ts']);
  step('area boundaries and import cycles', 'node', ['scripts/check-areas.mjs']);
  step('catalogs', 'node', ['scripts/check-catalogs.mjs']);
  step('the area\'s model tests', 'npx', ['vitest', 'run', '--project', 'model', `tests/model/${group}`, 'tests/model/generic']);
  step('the area\'s server tests', 'npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '1', `tests/server/${group}`]);
  // the matrices' cases are named by method and path: those of the new group's calls, and the
  // check that every call has a fixture
  step('the matrices\' cases of its calls', 'npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '1', 'tests/server/csrf-auth-matrix.test.ts', 'tests/server/tenant-permission-matrix.test.ts', '-t', `/${group}/|fixture`]);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
console.log(`check-new-area: /${group} ${failed ? 'FAILED' : 'passed every check as generated'} (${seconds()})`);
process.exit(failed ? 1 : 0);
