// Area boundaries and import cycles (issue 16, docs/adding-an-area.md). In every layer an area's
// files live in a folder named after its route group (or `common`); a file of one area may import
// another area only through that area's public exports (its folder's index), never a file inside
// it. And no relative import cycle may exist anywhere in src, server, tests, e2e or scripts, type-only
// imports included: a cycle makes module order matter and hides a missing kernel.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// the tree to check: this repository, or another given as the first argument (the probe test)
const ROOT = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const LAYERS = ['src/contract', 'src/services', 'src/machines', 'src/resources', 'src/screens', 'server', 'tests/server', 'tests/model', 'tests/unit', 'e2e'];
const groupsSource = readFileSync(path.join(ROOT, 'src/contract/kernel/groups.ts'), 'utf8');
const groupIds = [...groupsSource.slice(groupsSource.indexOf('groupIds = ['), groupsSource.indexOf('] as const')).matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]);
const AREAS = new Set([...groupIds, 'common']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}
const files = ['src', 'server', 'tests', 'e2e', 'scripts', 'bench'].filter((d) => existsSync(path.join(ROOT, d))).flatMap((d) => walk(path.join(ROOT, d)));
const known = new Set(files);

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx']) if (known.has(base + ext)) return base + ext;
  return undefined;
}
const edges = new Map();
for (const f of files) {
  const src = readFileSync(f, 'utf8');
  const targets = [];
  for (const m of src.matchAll(IMPORT)) {
    const t = resolve(f, m[1] ?? m[2]);
    if (t) targets.push(t);
  }
  edges.set(f, targets);
}

/** [layer, area] of a file, when it lies in an area folder of a layer. */
function areaOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  for (const layer of LAYERS) {
    if (!rel.startsWith(`${layer}/`)) continue;
    const first = rel.slice(layer.length + 1).split('/')[0];
    if (rel.slice(layer.length + 1).includes('/') && AREAS.has(first)) return { layer, area: first, dir: `${layer}/${first}` };
  }
  return undefined;
}

const problems = [];
for (const [f, targets] of edges) {
  const a = areaOf(f);
  if (!a) continue;
  for (const t of targets) {
    const b = areaOf(t);
    if (!b || b.area === a.area) continue;
    const rel = path.relative(ROOT, t).split(path.sep).join('/');
    if (rel === `${b.dir}/index.ts` || rel === `${b.dir}/index.tsx`) continue;
    problems.push(`${path.relative(ROOT, f)} imports ${rel}: another area's file (import its public exports, ${b.dir}/index.ts)`);
  }
}

// cycles: Tarjan's strongly connected components over the relative imports
let index = 0;
const stack = [];
const info = new Map();
const cycles = [];
function strong(v) {
  info.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v) ?? []) {
    if (!info.has(w)) {
      strong(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).on) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const scc = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).on = false;
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(scc);
  }
}
for (const f of files) if (!info.has(f)) strong(f);
for (const scc of cycles) problems.push(`import cycle: ${scc.map((f) => path.relative(ROOT, f)).sort().join(' <-> ')}`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} area boundary or cycle problem(s)`);
  process.exit(1);
}
console.log(`areas: ${files.length} files, no import reaches into another area, no import cycle`);
