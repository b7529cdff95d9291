// What the list says an export holds (decision 024): the active conditions in words, in the list's
// condition order, codes named by the same dictionaries the search bar uses (a dictionary, a fixed
// table, options the screen loaded), empty or switched-off conditions left out, and the column
// titles in the order the file writes them.
import { describe, expect, it, vi } from 'vitest';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { conditionValueText } from '../../../src/contract/kernel/filter-words';
import { exportSummary, filterWords } from '../../../src/screens/generic/exportSummary';
import type { ListSetup } from '../../../src/machines/generic/types';

// msg`` with its values kept (the unit project has no macro transform)
vi.mock(import('@lingui/core/macro'), () => ({
  msg: (strings: TemplateStringsArray, ...values: unknown[]) => {
    const text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? `{${i}}` : ''), '');
    return { id: text, message: text, values: Object.fromEntries(values.map((v, i) => [i, v])) };
  },
}) as never);

const i18nIn = (locale: string) =>
  ({
    locale,
    _: (d: MessageDescriptor) => (d.message ?? d.id).replace(/\{(\w+)\}/g, (m, k: string) => String((d.values as Record<string, unknown>)?.[k] ?? m)),
  }) as unknown as I18n;

const setup: Pick<ListSetup, 'conditions' | 'columns' | 'options'> = {
  conditions: [
    { key: 'name', label: 'Name', kind: 'text', defaultVisible: true },
    { key: 'platform', label: 'Platform', kind: 'select', optionName: 'platform', defaultVisible: true },
    { key: 'countries', label: 'Countries', kind: 'multiSelect', optionName: 'country', defaultVisible: true },
    { key: 'shop', label: 'Shop', kind: 'select', defaultVisible: false },
    { key: 'state', label: 'State', kind: 'select', options: [{ value: 'open', label: 'Open', labelZh: '打开' }], defaultVisible: false },
    { key: 'placed', label: 'Placed', kind: 'dateRange', defaultVisible: true },
    { key: 'late', label: 'Late to ship', kind: 'flag', defaultVisible: true },
  ],
  columns: [
    { key: 'name', title: 'Name', kind: 'text', width: 100, sortable: true, defaultVisible: true },
    { key: 'platform', title: 'Platform', kind: 'status', width: 100, sortable: false, defaultVisible: true, optionName: 'platform' },
  ],
  options: {
    platform: [{ value: 'lazada', label: 'Lazada', labelZh: '来赞达' }],
    country: [
      { value: 'PH', label: 'Philippines', labelZh: '菲律宾' },
      { value: 'US', label: 'United States', labelZh: '美国' },
    ],
  },
};

describe('exportSummary', () => {
  it('names every active condition with labels, in the list order, and the columns in file order', () => {
    const summary = exportSummary(
      setup,
      {
        // given out of order, with empty and off ones among them
        conditions: { late: true, placed: [null, '2026-03-02'], state: 'open', shop: 's1', countries: ['PH', 'US'], platform: 'lazada', name: '  ' },
        columns: ['platform', 'name', 'gone'],
      },
      i18nIn('en'),
      { shop: [{ value: 's1', label: 'Harbor Store' }] },
    );
    expect(summary.filter.map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Platform: Lazada',
      'Countries: Philippines, United States',
      'Shop: Harbor Store',
      'State: Open',
      'Placed: until 2026-03-02',
      'Late to ship: Yes',
    ]);
    // a column the setup does not know any more reads as its key rather than disappearing
    expect(summary.columns).toEqual(['Platform', 'Name', 'gone']);
  });

  it('reads the dictionaries in the user language, and says nothing of unset conditions', () => {
    const zh = exportSummary(setup, { conditions: { platform: 'lazada', state: 'open', late: false, countries: [] }, columns: null }, i18nIn('zh-CN'));
    expect(zh.filter.map((t) => t.value)).toEqual(['来赞达', '打开']);
    expect(zh.columns).toEqual([]);
    expect(exportSummary(setup, { conditions: {}, columns: ['name'] }, i18nIn('en')).filter).toEqual([]);
  });

  it('a code no dictionary knows is shown as it is', () => {
    expect(exportSummary(setup, { conditions: { platform: 'newshop' }, columns: [] }, i18nIn('en')).filter).toEqual([{ key: 'platform', label: 'Platform', value: 'newshop' }]);
  });
});

describe('conditionValueText', () => {
  const words = filterWords(i18nIn('en'));
  const same = (code: string) => code;
  it('ranges: both ends, one end, none', () => {
    expect(conditionValueText('numberRange', [1, 5], same, words)).toBe('1 – 5');
    expect(conditionValueText('numberRange', [0, null], same, words)).toBe('from 0');
    expect(conditionValueText('dateRange', [null, null], same, words)).toBeNull();
    expect(conditionValueText('dateRange', 'nonsense', same, words)).toBeNull();
  });
  it('text is trimmed; a blank text or an unset select sets nothing', () => {
    expect(conditionValueText('text', ' abc ', same, words)).toBe('abc');
    expect(conditionValueText('text', '', same, words)).toBeNull();
    expect(conditionValueText('select', null, same, words)).toBeNull();
    expect(conditionValueText('flag', false, same, words)).toBeNull();
  });
});
