// An e2e server (playwright.config.ts) on a copy of one seeded data directory: the first of the
// servers to start migrates and seeds E2E_TEMPLATE_DIR (scripts/seed-data-dir.ts) while the
// others wait for it, then each copies it to its own DATA_DIR and starts server/main.ts, whose
// migrate and seed then find nothing to do. Seeding once instead of once per server keeps the
// start short on a 2-core machine.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const template = process.env.E2E_TEMPLATE_DIR;
const dataDir = process.env.DATA_DIR;
if (!template || !dataDir) throw new Error('E2E_TEMPLATE_DIR and DATA_DIR are required');
const ready = `${template}.ready`;
const failed = `${template}.failed`;

let seeder = false;
try {
  mkdirSync(`${template}.lock`);
  seeder = true;
} catch {
  // another server is seeding it
}
if (seeder) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-data-dir.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: template } });
  if (r.status !== 0) {
    writeFileSync(failed, '');
    process.exit(r.status ?? 1);
  }
  writeFileSync(ready, '');
} else {
  const deadline = Date.now() + 170_000;
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`seeding ${template} failed (see the first server's output)`);
    if (Date.now() > deadline) throw new Error(`${template} was not seeded in time`);
    await sleep(200);
  }
}

rmSync(dataDir, { recursive: true, force: true });
cpSync(template, dataDir, { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  // every server copied the template before the tests began, so each leaves nothing behind
  rmSync(dataDir, { recursive: true, force: true });
  if (seeder) for (const path of [template, ready, `${template}.lock`]) rmSync(path, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
