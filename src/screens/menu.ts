// The server's menu narrowed to what this build registers: an entry whose route group is not in
// the build is not shown (no links to screens that do not exist).
import type { MenuItem } from '../contract/common';
import type { SidebarItem } from '../ui/Sidebar';

const ALWAYS = new Set(['/dashboard', '/']);

export function visibleMenu(items: MenuItem[], groups: readonly string[]): SidebarItem[] {
  const registered = (url: string) => ALWAYS.has(url) || groups.some((g) => url === `/${g}` || url.startsWith(`/${g}/`));
  const walk = (list: MenuItem[]): SidebarItem[] =>
    list.flatMap((item) => {
      const children = walk(item.children);
      if (children.length === 0 && !registered(item.resUrl)) return [];
      return [{ id: item.id, label: item.resName, url: item.resUrl, icon: item.icon, children }];
    });
  return walk(items);
}
