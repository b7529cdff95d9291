#!/usr/bin/env node
// What each route group's own tests cost in this run, a route at a time, against the budgets of
// docs/adding-an-area.md: the journeys (e2e/<group>/) and the server tests (tests/server/<group>/),
// and, for comparison, the group's share of the route crawl (e2e/crawl/screens.crawl.spec.ts),
// which the kit pays for every route whatever built it. Read from the reports npm test's steps
// write into .reports/ (Vitest's and Playwright's JSON); a step that did not run is left out.
// It prints, it does not fail: the times are one run's on a shared machine (docs/testing.md).
import fs from 'node:fs';
import path from 'node:path';

export const BUDGETS = { journeys: 2.5, server: 2.5 };
/** The groups built before the kit: their costs are known to be over (docs/testing.md). */
const BEFORE_THE_KIT = new Set(['asset', 'inventory', 'cost', 'report', 'separate', 'order', 'template']);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.reports');
const read = (name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, name), 'utf8'));
  } catch {
    return undefined;
  }
};

/** Every route a group registers (`path:` in src/screens/<group>/routes.tsx), parameters or not. */
const groups = fs
  .readdirSync(path.join(root, 'src/screens'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, 'src/screens', d.name, 'routes.tsx')))
  .map((d) => ({ group: d.name, routes: [...fs.readFileSync(path.join(root, 'src/screens', d.name, 'routes.tsx'), 'utf8').matchAll(/\bpath: '/g)].length }))
  .filter((g) => g.routes > 0);

const cost = Object.fromEntries(groups.map((g) => [g.group, { journeys: 0, server: 0, crawl: 0 }]));

// Vitest: a file's time from start to end (its setup and lease included), by its folder (npm test
// runs the server suite in a copy of the tree, so the folder is found by name, not by root)
for (const file of read('server.json')?.testResults ?? []) {
  const group = /\/tests\/server\/([^/]+)\//.exec(file.name)?.[1] ?? '';
  if (cost[group]) cost[group].server += (file.endTime - file.startTime) / 1000;
}

// Playwright: every result's duration (retries cost time too), by the spec's folder; the crawl's
// tests by the group their title names
function walkSuite(suite, file) {
  for (const spec of suite.specs ?? []) {
    const seconds = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration / 1000, 0);
    const folder = (suite.file ?? file ?? '').split('/')[0];
    const crawled = /^every (\w+) route/.exec(spec.title)?.[1];
    if (folder === 'crawl' && crawled && cost[crawled]) cost[crawled].crawl += seconds;
    else if (cost[folder]) cost[folder].journeys += seconds;
  }
  for (const child of suite.suites ?? []) walkSuite(child, suite.file ?? file);
}
for (const suite of read('e2e.json')?.suites ?? []) walkSuite(suite);

const rows = groups.map(({ group, routes }) => {
  const c = cost[group];
  const per = (s) => s / routes;
  const verdict = BEFORE_THE_KIT.has(group) ? 'built before the kit' : per(c.journeys) <= BUDGETS.journeys && per(c.server) <= BUDGETS.server ? 'within budget' : 'OVER BUDGET';
  return [group, String(routes), per(c.journeys).toFixed(2), per(c.server).toFixed(2), per(c.crawl).toFixed(2), verdict];
});
const head = ['group', 'routes', 'journeys s/route', 'server s/route', 'crawl s/route', `budget (${BUDGETS.journeys} s, ${BUDGETS.server} s)`];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
console.log('\n=== what each group\'s own tests cost a route (test time, docs/adding-an-area.md)');
for (const r of [head, ...rows]) console.log(r.map((v, i) => (i === 0 || i === 5 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '));
