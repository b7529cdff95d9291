// The area generator's output passes the checks as generated (issue 16, item 7): in a copy of the
// working tree (node_modules linked, not copied), `npm run new:area` scaffolds a route group that is
// not built yet, then the copy must pass typecheck, lint, the area boundaries, the catalogs, and
// the new area's server and model tests with the matrices' cases of its calls. The tree itself is
// never touched.
//   node scripts/check-new-area.mjs               all of it in a temporary copy, deleted after
//   node scripts/check-new-area.mjs --prepare DIR  the copy in DIR, scaffolded, nothing checked
//   node scripts/check-new-area.mjs --tests DIR    the new area's tests in a prepared DIR
// `npm test` prepares the copy first and runs its typecheck, lint, catalogs and area check, and its
// whole unit, model and server suites, on the copy instead of the tree (the generator only adds
// files and a line, so the copy holds the whole tree): one typecheck and one run of each suite
// instead of two (decisions 020 and 039). `--tests` is for a run by hand.
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
const mode = process.argv[2] === '--prepare' ? 'prepare' : process.argv[2] === '--tests' ? 'tests' : 'all';
const given = mode === 'all' ? undefined : process.argv[3];
// a prepared copy names the group it scaffolded (in the copy that group is built already)
const noted = mode === 'tests' && given && fs.existsSync(path.join(given, '.new-area')) ? fs.readFileSync(path.join(given, '.new-area'), 'utf8').trim() : undefined;
const group = noted ?? process.env.NEW_AREA_GROUP ?? [...groups].reverse().find(unbuilt);
if (mode !== 'all' && !given) {
  console.error(`check-new-area: ${process.argv[2]} needs the copy's directory`);
  process.exit(2);
}
if (mode === 'prepare') fs.rmSync(given, { recursive: true, force: true });
if (given) fs.mkdirSync(given, { recursive: true });
const copy = given ? path.resolve(given) : fs.mkdtempSync(path.join(os.tmpdir(), 'wharf-new-area-'));
if (!group) console.log('check-new-area: every route group is built; nothing to scaffold');
if (!group && mode !== 'prepare') process.exit(0);
let failed = false;
function step(name, cmd, args) {
  if (failed) return '';
  const r = spawnSync(cmd, args, { cwd: copy, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: '1' } });
  process.stdout.write(r.stdout);
  console.log(`check-new-area: ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${seconds()})`);
  if (r.status !== 0) failed = true;
  return r.stdout.toString();
}

function prepare() {
  // what git would check out, plus the files not yet committed (a local run checks the work in hand)
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(from, path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  console.log(`check-new-area: ${files.length} files copied to ${copy} (${seconds()})`);
  if (!group) return [];
  const scaffolded = step(`npm run new:area -- ${group}`, 'node', ['scripts/new-area.mjs', group]);
  fs.writeFileSync(path.join(copy, '.new-area'), group);
  return [...scaffolded.matchAll(/^write (\S+)/gm)].map((m) => m[1]);
}

function staticChecks(generated) {
  step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  step('lint of the new and registered files', 'npx', ['eslint', '--max-warnings', '0', ...generated.filter((f) => /\.(ts|tsx)$/.test(f)), 'src/contract/areas.ts', 'src/contract/shell.ts']);
  step('area boundaries and import cycles', 'node', ['scripts/check-areas.mjs']);
  step('catalogs', 'node', ['scripts/check-catalogs.mjs']);
}

function areaTests() {
  step('the area\'s model tests', 'npx', ['vitest', 'run', '--project', 'model', `tests/model/${group}`, 'tests/model/generic']);
  step('the area\'s server tests', 'npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '1', `tests/server/${group}`]);
  // the matrices' cases are named by method and path: those of the new group's calls, and the
  // check that every call has a fixture
  step('the matrices\' cases of its calls', 'npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '1', 'tests/server/csrf-auth-matrix.test.ts', 'tests/server/tenant-permission-matrix.test.ts', '-t', `/${group}/|fixture`]);
}

try {
  if (mode === 'prepare') prepare();
  else if (mode === 'tests') areaTests();
  else {
    staticChecks(prepare());
    areaTests();
  }
} finally {
  if (mode === 'all') fs.rmSync(copy, { recursive: true, force: true });
}
const what = { all: 'passed every check as generated', prepare: `scaffolded in ${copy}`, tests: 'passed its tests as generated' }[mode];
console.log(`check-new-area: /${group} ${failed ? 'FAILED' : what} (${seconds()})`);
process.exit(failed ? 1 : 0);
