// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on loopback,
// then removes the cluster, whatever the command's outcome.
import { spawnSync } from 'node:child_process';

const pg = (arg) => spawnSync('node', ['scripts/pg-cluster.mjs', arg], { encoding: 'utf8' });
const started = pg('start');
if (started.status !== 0) {
  console.error(started.stdout, started.stderr);
  process.exit(started.status ?? 1);
}
const url = pg('url').stdout.trim();
const [cmd, ...args] = process.argv.slice(2);
const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
pg('stop');
process.exit(r.status ?? 1);
