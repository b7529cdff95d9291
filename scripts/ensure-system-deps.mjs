// Installs what the tests need that npm does not provide: Debian's chromium (Playwright drives it)
// and postgresql (the server tests run against a throwaway cluster as well as PGlite).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const haveChromium = fs.existsSync('/usr/bin/chromium');
const havePostgres = fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
const missing = [...(haveChromium ? [] : ['chromium']), ...(havePostgres ? [] : ['postgresql'])];
if (missing.length === 0) {
  console.log('system packages present: chromium, postgresql');
  process.exit(0);
}
const isRoot = process.getuid?.() === 0;
const sudo = isRoot ? [] : ['sudo', '-n'];
console.log(`installing Debian packages: ${missing.join(' ')}`);
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0) {
    console.error(`failed: ${args.join(' ')}${isRoot ? '' : ' (needs root or passwordless sudo)'}`);
    process.exit(1);
  }
};
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
try {
  // The Debian package starts a default cluster; the tests use their own, so stop it quietly.
  execSync('pg_ctlcluster --help >/dev/null 2>&1 && (pg_lsclusters -h | while read v c rest; do pg_ctlcluster $v $c stop || true; done)', { stdio: 'ignore', shell: '/bin/bash' });
} catch { /* nothing to stop */ }
