#!/usr/bin/env node
// A throwaway Debian PostgreSQL cluster for the server tests, on a loopback port.
//   node scripts/pg-cluster.mjs start   create (if needed) and start it; silent, exit 0 when ready
//   node scripts/pg-cluster.mjs url     print its DATABASE_URL
//   node scripts/pg-cluster.mjs stop    stop it and delete its data
// Then: TEST_DATABASE_URL=$(node scripts/pg-cluster.mjs url) npx vitest run --project server
// initdb refuses to run as root, so the data directory belongs to the `postgres` user and the
// server binaries run through runuser. Durability is switched off: the data is thrown away.
// Env: WHARF_PG_PORT (54329), WHARF_PG_DIR (/tmp/wharf-pg-cluster).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { join } from 'node:path';

const PORT = Number(process.env.WHARF_PG_PORT ?? 54329);
const DIR = process.env.WHARF_PG_DIR ?? '/tmp/wharf-pg-cluster';
const DATA = join(DIR, 'data');
const LOG = join(DIR, 'server.log');
const URL = `postgres://postgres@127.0.0.1:${PORT}/postgres`;

function fail(message, code = 1) {
  console.error(`pg-cluster: ${message}`);
  process.exit(code);
}

/** The newest Debian PostgreSQL binaries (15 on this project's machines). */
function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) return undefined;
  versions.sort((a, b) => Number(b) - Number(a));
  return join(root, versions.includes('15') ? '15' : versions[0], 'bin');
}

function postgresUser() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const uid = Number(result.stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

function requirements() {
  const bin = binDir();
  const user = postgresUser();
  if (!bin || !user) {
    fail('PostgreSQL is not installed (no postgres user or no /usr/lib/postgresql/*/bin/initdb). Install it with: apt-get install -y postgresql', 2);
  }
  return { bin, user };
}

/** Runs a PostgreSQL binary as the postgres user (root is refused by initdb and pg_ctl). */
function asPostgres(bin, tool, args, options = {}) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8', ...options });
}

function isRunning(bin) {
  if (!existsSync(join(DATA, 'PG_VERSION'))) return false;
  return asPostgres(bin, 'pg_ctl', ['-D', DATA, 'status']).status === 0;
}

function start() {
  const { bin, user } = requirements();
  if (isRunning(bin)) return;
  if (!existsSync(join(DATA, 'PG_VERSION'))) {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DATA, { recursive: true, mode: 0o700 });
    chownSync(DIR, user.uid, user.gid);
    chownSync(DATA, user.uid, user.gid);
    const init = asPostgres(bin, 'initdb', ['-D', DATA, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    if (init.status !== 0) fail(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }
  const options = [
    `-p ${PORT}`,
    '-k /tmp',
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const run = asPostgres(bin, 'pg_ctl', ['-D', DATA, '-l', LOG, '-w', '-t', '60', '-o', options, 'start']);
  if (run.status !== 0) {
    let log = '';
    try {
      log = execFileSync('tail', ['-n', '20', LOG], { encoding: 'utf8' });
    } catch {}
    fail(`pg_ctl start failed:\n${run.stdout}\n${run.stderr}\n${log}`);
  }
}

function stop() {
  const bin = binDir();
  if (bin && existsSync(join(DATA, 'PG_VERSION'))) {
    asPostgres(bin, 'pg_ctl', ['-D', DATA, '-m', 'fast', '-w', 'stop']);
  }
  rmSync(DIR, { recursive: true, force: true });
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'stop') stop();
else if (command === 'url') console.log(URL);
else fail('usage: node scripts/pg-cluster.mjs start|stop|url', 64);
