// The route-wide crawl, one test per route group of the build (decision 034): the group's screens
// are visited once (walk.ts: axe, no English word in zh-CN, the three windows in both languages,
// every registered route plus one record of each shape a list opens) and, for the groups a
// supplier's sidebar offers, each load call those visits recorded is then faulted
// (fault-calls.ts). Groups, routes and screens added later are covered without edits. The tests
// run on either worker: a group's test is about as long as its screens, so the two workers share
// the crawl as they share the journeys.
import { test, expect } from '../fixtures';
import { faultCalls } from './fault-calls';
import { crawlGroups, groupRoutes, otherRoutes, supplierGroups } from './routes';
import { walk } from './walk';

test.describe.configure({ mode: 'parallel' });

for (const group of crawlGroups) {
  const faults = supplierGroups.includes(group);
  const title = faults
    ? `every ${group} route: axe, one language, every window, and each load call that fails ends in a retryable, translated error`
    : `every ${group} route: axe, one language and every window`;
  test(title, async ({ page, pageErrors }) => {
    test.setTimeout(600_000);
    const routes = groupRoutes(group);
    const started = Date.now();
    const { screens, records } = await walk(page, routes, otherRoutes(group), faults ? group : undefined);
    const walked = Date.now();
    if (faults) {
      expect(routes.length, `${group}: menu routes`).toBeGreaterThan(0);
      const { faulted, covered } = await faultCalls(page, group, screens);
      // the figures docs/reliability.md and docs/testing.md quote
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      console.log(`screen faults, ${group}: ${screens.length} screens (${records} found from a list's first row), ${faulted} calls faulted, ${covered} retried from their error; walk ${s(walked - started)}, faults ${s(Date.now() - walked)}`);
      // a group whose screens only make calls an earlier group faulted has nothing of its own to
      // fault (its first fault, when it has one, is a 503: the rotation starts again in every group)
      if (faulted > 0) expect(covered, `${group}: faulted calls that ended in a retryable error`).toBeGreaterThan(0);
    }
    expect(pageErrors, 'uncaught page errors').toEqual([]);
  });
}
