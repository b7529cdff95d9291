// `npm start`: builds the chosen variant (VARIANT, default tof) when its build is missing or older
// than the sources, then starts the one server process (SPA + gateway + /back/).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const variant = process.env.VARIANT ?? 'tof';
const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', variant, 'index.html');

function newestMtime(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'scripts/variant-plugin.ts', 'package.json'].map((s) => path.join(root, s));
const stale = !fs.existsSync(built) || Math.max(...sources.map(newestMtime)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log(`Building the ${variant} variant (first run or sources changed)...`);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit', env: { ...process.env, VARIANT: variant }, cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { stdio: 'inherit', env: { ...process.env, VARIANT: variant }, cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
