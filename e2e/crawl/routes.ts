// The route groups and routes of the build the e2e servers run (tof), found from the tree: a new
// group gets its own crawl tests without editing the crawls.
import { groupMenus, groupEntryUrl, groupsByTenantKind, type GroupId } from '../../src/contract/kernel/groups';
import { builtGroups } from '../../scripts/variant-plugin';
import { builtEntries } from '../../src/screens/menu';
import { readFileSync } from 'node:fs';

export const CRAWL_VARIANT = 'tof';

/** The groups of the build, in the variant's order. */
export const crawlGroups = builtGroups(CRAWL_VARIANT) as GroupId[];

/** A group's menu routes; a group built in slices (builtEntries) offers only the entries built so far. */
export const groupRoutes = (group: GroupId): string[] =>
  groupMenus[group].filter((e) => !builtEntries[group] || builtEntries[group].includes(e)).map((e) => groupEntryUrl(group, e));

/**
 * The groups with menu entries, each crawled by its own tests; a group without any (template: its
 * one screen is opened from others, with the import type in the query) is checked by its area's
 * tests.
 */
export const menuGroups = crawlGroups.filter((g) => groupRoutes(g).length > 0);

/** The menu groups a supplier's sidebar offers (what supplier1 walks). */
export const supplierGroups = menuGroups.filter((g) => groupsByTenantKind.supplier.includes(g));

/** The shell's own routes (not in a group). */
export const shellRoutes = ['/dashboard', '/404'];

/**
 * Every route a group registers (`path:` of src/screens/<group>/routes.tsx), optional parameters
 * left out (`info/:id?` -> `/group/info`). Read from the source: the module imports React screens
 * and CSS, which the test runner cannot load. A path with a required parameter has no address
 * without data and is left out (the registered routes have none today).
 */
export function registeredRoutes(group: GroupId): string[] {
  const source = readFileSync(new URL(`../../src/screens/${group}/routes.tsx`, import.meta.url), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']*)'/g)].map((m) => m[1]);
  return [...new Set(paths.filter((p) => !/:\w+(?!\?)(\/|$)/.test(p)).map((p) => `/${group}/${p.replace(/\/?:\w+\?/g, '')}`.replace(/\/$/, '')))];
}

/** A group's registered routes that are not menu entries (the layout crawl visits them too). */
export const otherRoutes = (group: GroupId): string[] => registeredRoutes(group).filter((r) => !groupRoutes(group).includes(r));
