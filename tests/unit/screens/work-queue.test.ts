// The dashboard's work queue on the client: every count an area declares has its words on the
// dashboard, and its link opens the list with exactly the conditions the server counted with.
import { describe, expect, it, vi } from 'vitest';
import { builtMenuEntries, groupEntryUrl, groupMenus, workQueueItems } from '../../../src/contract';
import { listLink, viewFromSearch } from '../../../src/screens/generic/listUrl';
import { workQueueLabels } from '../../../src/screens/dashboard/workQueueLabels';

vi.mock(import('@lingui/core/macro'), () => import('../../model/lingui-macro') as never);

describe('work queue', () => {
  it('names every declared count, and nothing else', () => {
    expect(Object.keys(workQueueLabels).sort()).toEqual(workQueueItems.map((i) => i.id).sort());
  });

  it('links each count to a built list entry with its conditions in the list URL format', () => {
    for (const item of workQueueItems) {
      expect(builtMenuEntries[item.group] ?? groupMenus[item.group]).toContain(item.entry);
      const link = listLink(groupEntryUrl(item.group, item.entry), item.conditions);
      const [path, search] = link.split('?');
      expect(path).toBe(`/${item.group}/${item.entry}`);
      expect(viewFromSearch(`?${search}`)).toMatchObject({ conditions: item.conditions, sort: null, cursors: [] });
    }
    expect(listLink('/order/list', { delayShip: true })).toBe('/order/list?q=%7B%22delayShip%22%3Atrue%7D');
  });
});
