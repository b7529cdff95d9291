// A list's view in the URL and the sessionStorage snapshot (src/screens/generic/listUrl.ts): every
// part of the view, the applied saved view (theme) included, survives a round trip, so a link, a
// reload or coming back from a record shows the same list; and which theme the view shows,
// modified or not (src/machines/generic/viewTheme.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { initialView, queryOf } from '../../src/machines/generic/list.machine';
import { NO_VIEW, type ListView } from '../../src/machines/generic/types';
import { sameConditions, viewTheme } from '../../src/machines/generic/viewTheme';
import { readSnapshot, searchWithView, upgradeConditions, viewFromSearch, viewToSearch, writeSnapshot } from '../../src/screens/generic/listUrl';
import { inventoryList } from '../../src/contract/inventory/inventory';
import { codeConditionKeys } from '../../src/resources/types';
import type { Theme } from '../../src/contract/kernel/table';

const full: ListView = {
  conditions: { name: 'Longgang & co', status: ['active'], createdAt: ['2024-01-01', null] },
  sort: { field: 'createdAt', order: 'desc' },
  cursors: ['c1', 'c2'],
  pageSize: 50,
  themeId: 'th_7f3a',
};

const roundTrip = (view: ListView) => initialView(viewFromSearch(viewToSearch(view)) ?? undefined);

afterEach(() => sessionStorage.clear());

describe('listUrl', () => {
  it("writes the view beside the page's own parameters, which stay", () => {
    const search = searchWithView('?type=warehouseBuffer&q=%7B%7D&c=old', full);
    const p = new URLSearchParams(search);
    expect(p.get('type')).toBe('warehouseBuffer');
    expect(p.getAll('c')).toEqual(['c1', 'c2']);
    expect(initialView(viewFromSearch(search) ?? undefined)).toEqual(full);
    expect(searchWithView('', full)).toBe(viewToSearch(full));
    expect(searchWithView('?type=allot', initialView(undefined))).toBe('?type=allot');
  });

  it('round-trips every part of a view, the theme included', () => {
    const search = viewToSearch(full);
    expect(new URLSearchParams(search).get('theme')).toBe('th_7f3a');
    expect(roundTrip(full)).toEqual(full);
  });

  it('a theme alone is a view: it is written and read back (no default theme over it)', () => {
    const view = initialView({ themeId: 'th_1' });
    expect(viewToSearch(view)).toBe('?theme=th_1');
    expect(viewFromSearch('?theme=th_1')).toEqual({ conditions: {}, sort: null, cursors: [], themeId: 'th_1' });
    expect(roundTrip(view)).toEqual(view);
  });

  it('the default view is no parameters at all; a URL without list parameters holds no view', () => {
    expect(viewToSearch(initialView(undefined))).toBe('');
    expect(viewFromSearch('')).toBeNull();
    expect(viewFromSearch('?tab=2')).toBeNull();
  });

  it('a view without a theme reads back with none', () => {
    const view = { ...full, themeId: null };
    expect(viewToSearch(view)).not.toContain('theme=');
    expect(viewFromSearch(viewToSearch(view))?.themeId).toBeNull();
    expect(roundTrip(view)).toEqual(view);
  });

  it('hand-edited URLs: bad JSON, sort or size are ignored; an overlong theme id is dropped', () => {
    const view = viewFromSearch(`?q=%7Bnope&sort=drop%20table:asc&size=-3&theme=${'x'.repeat(65)}`);
    expect(view).toEqual({ conditions: {}, sort: null, cursors: [], themeId: null });
    expect(initialView(view ?? undefined).pageSize).toBe(initialView(undefined).pageSize);
    expect(viewFromSearch('?theme=')?.themeId).toBeNull();
  });

  it('an old text value of a condition that is a list of codes now (the stock sku, decision 027) reads as a one-code list', () => {
    const codes = codeConditionKeys(inventoryList);
    expect(codes).toEqual(['sku']);
    const old = `?q=${encodeURIComponent(JSON.stringify({ sku: ' HA-AP10008-GRE ', name: 'Gloves' }))}`;
    expect(viewFromSearch(old, codes)?.conditions).toEqual({ sku: ['HA-AP10008-GRE'], name: 'Gloves' });
    // what the list then sends validates against the search's schema, as the text did not
    const query = (conditions: Record<string, unknown>) => inventoryList.query.safeParse({ ...queryOf(initialView({ conditions })) }).success;
    expect(query(viewFromSearch(old)!.conditions!)).toBe(false);
    expect(query(viewFromSearch(old, codes)!.conditions!)).toBe(true);
    // a list stays a list, a blank text is dropped, other conditions are left as they are
    expect(viewFromSearch(`?q=${encodeURIComponent(JSON.stringify({ sku: ['A-1', 'B-2'] }))}`, codes)?.conditions).toEqual({ sku: ['A-1', 'B-2'] });
    expect(upgradeConditions({ sku: '  ', name: 'x' }, codes)).toEqual({ name: 'x' });
    expect(upgradeConditions({ name: 'x' }, codes)).toEqual({ name: 'x' });
  });

  it('the sessionStorage snapshot keeps the theme with the view and the scroll position', () => {
    writeSnapshot('asset.warehouse', { view: full });
    writeSnapshot('asset.warehouse', { scroll: { page: 120, table: 4000 } });
    expect(readSnapshot('asset.warehouse')).toEqual({ view: full, scroll: { page: 120, table: 4000 }, opened: null });
    expect(readSnapshot('asset.cart')).toBeNull();
  });

  it('a snapshot written before themes were kept reads as a view without a theme', () => {
    const { themeId: _dropped, ...old } = full;
    sessionStorage.setItem('wharf.list.asset.warehouse', JSON.stringify({ view: old, scroll: { page: 0, table: 0 } }));
    expect(initialView(readSnapshot('asset.warehouse')?.view)).toEqual({ ...full, themeId: null });
  });
});

describe('viewTheme', () => {
  const theme: Theme = {
    id: 'th_1',
    bizType: 'asset.warehouse',
    name: 'Shenzhen',
    isDefault: false,
    conditions: { city: 'Shenzhen', status: ['active'], name: '' },
    columns: [],
    updatedAt: '2024-05-01T08:00:00Z',
  };

  it('names the applied theme; modified once the conditions differ (empty ones and key order do not count)', () => {
    expect(viewTheme([theme], { themeId: 'th_1', conditions: { status: ['active'], city: 'Shenzhen' } })).toEqual({ theme, modified: false });
    expect(viewTheme([theme], { themeId: 'th_1', conditions: { city: 'Shenzhen' } })).toEqual({ theme, modified: true });
    expect(viewTheme([theme], { themeId: 'th_1', conditions: { city: 'Shenzhen', status: ['active', 'disabled'] } })?.modified).toBe(true);
  });

  it('modified once the columns differ from the ones the theme names (hidden ones do not count); a theme without columns never is', () => {
    const laid = { ...theme, columns: [{ key: 'code', width: 100, visible: true }, { key: 'name', width: 160, visible: false }] };
    const view = { themeId: 'th_1', conditions: theme.conditions };
    expect(viewTheme([laid], view, [{ key: 'code', width: 100, visible: true }])?.modified).toBe(false);
    expect(viewTheme([laid], view, [{ key: 'code', width: 120, visible: true }])?.modified).toBe(true);
    expect(viewTheme([laid], view, [{ key: 'code', width: 100, visible: true }, { key: 'name', width: 160, visible: true }])?.modified).toBe(true);
    expect(viewTheme([laid], view, [{ key: 'name', width: 160, visible: true }, { key: 'code', width: 100, visible: true }])?.modified).toBe(true);
    expect(viewTheme([theme], view, [{ key: 'name', width: 160, visible: true }])?.modified).toBe(false);
  });

  it('no theme, "no view", or one that no longer exists: none', () => {
    expect(viewTheme([theme], { themeId: null, conditions: theme.conditions })).toBeNull();
    expect(viewTheme([theme], { themeId: NO_VIEW, conditions: {} })).toBeNull();
    expect(viewTheme([theme], { themeId: 'th_gone', conditions: {} })).toBeNull();
  });

  it('compares nested values by content', () => {
    expect(sameConditions({ r: { b: 1, a: [1, 2] } }, { r: { a: [1, 2], b: 1 } })).toBe(true);
    expect(sameConditions({ r: [1, 2] }, { r: [2, 1] })).toBe(false);
  });
});
