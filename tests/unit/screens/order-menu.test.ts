// The order group is built in slices: its menu shows only the entries whose screens exist
// (docs/decisions/005-menu-and-unbuilt-groups.md), and each of those is a registered route.
import { describe, expect, it, vi } from 'vitest';
import { groupEntryUrl, groupMenus, type MenuItem } from '../../../src/contract';
import { builtEntries, visibleMenu } from '../../../src/screens/menu';
import { routes } from '../../../src/screens/order/routes';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);
vi.mock(import('@lingui/react/macro'), () => import('./lingui-react-macro') as never);

const item = (id: string, resUrl: string, children: MenuItem[] = []): MenuItem => ({ id, parentId: null, resKey: id, resName: id, resUrl, icon: '', checked: false, children });

describe('menu of a group built in slices', () => {
  const orderMenu = item('order', '/order', groupMenus.order.map((e) => item(`order-${e}`, groupEntryUrl('order', e))));
  const separateMenu = item('separate', '/separate', groupMenus.separate.map((e) => item(`separate-${e}`, groupEntryUrl('separate', e))));

  it('shows only the built order entries, and every entry of a fully built group', () => {
    const visible = visibleMenu([orderMenu, separateMenu], ['order', 'separate']);
    const shown = visible.find((v) => v.id === 'order')!.children.map((c) => c.url);
    expect(shown).toEqual(groupMenus.order.filter((e) => builtEntries.order.includes(e)).map((e) => groupEntryUrl('order', e)));
    expect(shown).toContain('/order/list');
    // with the platform orders and the order upload every order menu entry has its screens
    expect(shown.length).toBeLessThanOrEqual(groupMenus.order.length);
    expect(visible.find((v) => v.id === 'separate')!.children).toHaveLength(groupMenus.separate.length);
  });

  it('hides the group when it is not in the build', () => {
    expect(visibleMenu([orderMenu], ['separate'])).toEqual([]);
  });

  it('lists only entries that are menu entries and registered routes', () => {
    for (const entry of builtEntries.order) {
      expect(groupMenus.order).toContain(entry);
      expect(routes.map((r) => r.path)).toContain(entry);
    }
  });
});
