// Both catalogs must be complete: re-extracts the messages from the sources and fails when any
// message lacks a zh-CN translation (English is the source language, so its msgstr may be empty).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const r = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (r.status !== 0) {
  console.error(r.stdout, r.stderr);
  process.exit(r.status ?? 1);
}
const po = fs.readFileSync('src/locales/zh-CN/messages.po', 'utf8');
const missing = [];
for (const block of po.split(/\n\n+/)) {
  const id = block.match(/^msgid "(.*)"$/m)?.[1];
  const str = block.match(/^msgstr "(.*)"$/m)?.[1];
  if (id && str === '' && !/^msgstr ""\n"/m.test(block)) missing.push(id);
}
if (missing.length) {
  console.error(`zh-CN catalog is missing ${missing.length} translation(s):\n` + missing.map((m) => `  - ${m}`).join('\n'));
  process.exit(1);
}
console.log('catalogs complete: en, zh-CN');
