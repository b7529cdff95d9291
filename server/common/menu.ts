// The sidebar menu of a user for one application: the variant's route groups that the user's role
// also grants, as a tree (dashboard first, then one parent per group with its list screens).
import { groupEntryUrl, groupMenus, type GroupId, type Language, type MenuItem, type VariantCore } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import { dashboardName, menuCatalog } from './menu-catalog';

/**
 * Groups the user reaches in this variant, in the variant's order. Groups without list screens
 * (template: hidden upload helpers reached from other screens) are not menu entries.
 */
export function menuGroups(variant: VariantCore, user: SessionUser): GroupId[] {
  const granted = new Set(user.role.groups);
  return variant.groups.filter((g) => granted.has(g) && groupMenus[g].length > 0);
}

export function buildMenu(variant: VariantCore, user: SessionUser, lang: Language): MenuItem[] {
  const dashboard: MenuItem = {
    id: 'menu.dashboard',
    parentId: null,
    resKey: 'dashboard',
    resName: dashboardName[lang],
    resUrl: '/dashboard',
    icon: 'home',
    checked: false,
    children: [],
  };
  const groups = menuGroups(variant, user).map((group): MenuItem => {
    const catalog = menuCatalog[group];
    const id = `menu.${group}`;
    return {
      id,
      parentId: null,
      resKey: group,
      resName: catalog.name[lang],
      resUrl: `/${group}`,
      icon: catalog.icon,
      checked: false,
      children: groupMenus[group].map((entry) => ({
        id: `${id}.${entry}`,
        parentId: id,
        resKey: `${group}.${entry}`,
        resName: catalog.entries[entry]?.[lang] ?? entry,
        resUrl: groupEntryUrl(group, entry),
        icon: 'dot',
        checked: false,
        children: [],
      })),
    };
  });
  return [dashboard, ...groups];
}
