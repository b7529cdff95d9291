// `npm run build`: builds the variant named by VARIANT (default tof) into dist/<variant>/.
// `npm run build -- --all` builds every variant.
import { spawnSync } from 'node:child_process';

const all = process.argv.includes('--all');
const ids = ['tof', 'scs', 'scm', 'vms', 'fobt', 'ita', 'ecol', 'cbdc', 'dms', 'cds', 'cds-admin', 'spalding', 'mm'];
const variants = all ? ids : [process.env.VARIANT ?? 'tof'];
for (const variant of variants) {
  if (!ids.includes(variant)) {
    console.error(`Unknown VARIANT "${variant}". Use one of: ${ids.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== building variant ${variant} -> dist/${variant}/`);
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, VARIANT: variant, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
