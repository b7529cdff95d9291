// The server's menu narrowed to what this build registers: an entry whose route group is not in
// the build is not shown (no links to screens that do not exist). A group built in slices lists
// the entries built so far in its contract shell's `menu`; its other entries are not shown either.
import type { MenuItem } from '../contract/common/common';
import { builtMenuEntries } from '../contract/shell';
import type { SidebarItem } from '../ui/Sidebar';

const ALWAYS = new Set(['/dashboard', '/']);

/** Groups built in slices: the menu entries (groupMenus) whose screens exist so far (their shells' `menu`). */
export const builtEntries: Readonly<Record<string, readonly string[]>> = builtMenuEntries;

export function visibleMenu(items: MenuItem[], groups: readonly string[], partial: Readonly<Record<string, readonly string[]>> = builtEntries): SidebarItem[] {
  const inGroup = (url: string, g: string) => {
    if (url === `/${g}`) return true;
    if (!url.startsWith(`/${g}/`)) return false;
    const entries = partial[g];
    return !entries || entries.includes(url.slice(g.length + 2));
  };
  const registered = (url: string) => ALWAYS.has(url) || groups.some((g) => inGroup(url, g));
  const walk = (list: MenuItem[]): SidebarItem[] =>
    list.flatMap((item) => {
      const children = walk(item.children);
      if (children.length === 0 && !registered(item.resUrl)) return [];
      return [{ id: item.id, label: item.resName, url: item.resUrl, icon: item.icon, children }];
    });
  return walk(items);
}
