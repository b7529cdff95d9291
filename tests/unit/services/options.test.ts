// getOptions() caching, accountTypeQuery() per variant config, timezoneOffset() strings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountTypeQuery, clearOptionCache, getOptions, setServiceLanguage, timezoneOffset } from '../../../src/services';
import { envelope, setup, stubFetch } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('getOptions()', () => {
  beforeEach(() => {
    setup();
    clearOptionCache();
    sessionStorage.clear();
  });
  const currencies = [{ value: 'usd', label: 'US dollar' }, { value: 'cny', label: 'Renminbi', labelZh: '人民币' }];

  it('fetches option/{name} once and caches it in sessionStorage under wharf.option.<name>', async () => {
    const { seen } = stubFetch(() => envelope('0', currencies));
    expect(await getOptions('currency')).toEqual(currencies);
    expect(await getOptions('currency')).toEqual(currencies);
    expect(seen.map((r) => r.url)).toEqual(['/back/api/scm-app/supplier/option/currency']);
    expect(JSON.parse(sessionStorage.getItem('wharf.option.currency')!)).toEqual(currencies);
  });

  it("caches per screen language: a dictionary cached in one language never serves the other (decision 022)", async () => {
    const { seen } = stubFetch((req) => envelope('0', [{ value: 'x', label: req.headers.get('X-Wharf-Lang') ?? '-' }]));
    setServiceLanguage('en');
    expect((await getOptions('currency'))[0].label).toBe('en');
    setServiceLanguage('zh-CN');
    expect((await getOptions('currency'))[0].label).toBe('zh-CN');
    setServiceLanguage('en');
    expect((await getOptions('currency'))[0].label).toBe('en');
    expect(seen).toHaveLength(2);
    expect(sessionStorage.getItem('wharf.option.zh-CN.currency')).toContain('zh-CN');
  });

  it('caches by name', async () => {
    const { seen } = stubFetch((req) => envelope('0', [{ value: req.url.split('/').pop()!, label: 'x' }]));
    await getOptions('platform');
    await getOptions('country');
    await getOptions('platform');
    expect(seen).toHaveLength(2);
  });

  it('reads an entry another page stored; a corrupt entry is fetched again', async () => {
    sessionStorage.setItem('wharf.option.auditStatus', JSON.stringify([{ value: '1', label: 'Pending' }]));
    sessionStorage.setItem('wharf.option.platform', '{not json');
    const { seen } = stubFetch(() => envelope('0', [{ value: 'p', label: 'P' }]));
    expect(await getOptions('auditStatus')).toEqual([{ value: '1', label: 'Pending' }]);
    expect(await getOptions('platform')).toEqual([{ value: 'p', label: 'P' }]);
    expect(seen).toHaveLength(1);
  });

  it('screens asking at the same moment share one call, whether it answers or fails; one that leaves gets an abort', async () => {
    const { seen } = stubFetch(() => envelope('0', currencies));
    const leaving = new AbortController();
    const [a, b, c] = [getOptions('currency'), getOptions('currency', { signal: leaving.signal }), getOptions('currency')];
    leaving.abort();
    await expect(b).rejects.toBeDefined();
    expect(await a).toEqual(currencies);
    expect(await c).toEqual(currencies);
    expect(seen).toHaveLength(1);
    clearOptionCache();
    sessionStorage.clear();
    const failing = stubFetch(() => envelope('SYS_INTERNAL_ERROR', null, 'boom', 500));
    const both = await Promise.allSettled([getOptions('country'), getOptions('country')]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing.seen).toHaveLength(1);
  });

  it('a failed call is not cached', async () => {
    const { seen } = stubFetch(() => envelope('SYS_INTERNAL_ERROR', null, 'boom', 500));
    await expect(getOptions('currency')).rejects.toMatchObject({ code: 'SYS_INTERNAL_ERROR' });
    await expect(getOptions('currency')).rejects.toBeDefined();
    expect(seen).toHaveLength(2);
    expect(sessionStorage.getItem('wharf.option.currency')).toBeNull();
  });

  it('sessionStorage is the one cache: an entry removed from it is fetched again, not served from memory', async () => {
    const { seen } = stubFetch(() => envelope('0', currencies));
    await getOptions('currency');
    sessionStorage.removeItem('wharf.option.currency');
    expect(await getOptions('currency')).toEqual(currencies);
    expect(seen).toHaveLength(2);
  });

  it('keeps a dictionary in memory when sessionStorage is full', async () => {
    const { seen } = stubFetch(() => envelope('0', currencies));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      await getOptions('portType');
      expect(await getOptions('portType')).toEqual(currencies);
      expect(seen).toHaveLength(1);
    } finally {
      setItem.mockRestore();
    }
  });

  it('works without sessionStorage (memory cache)', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const { seen } = stubFetch(() => envelope('0', currencies));
    await getOptions('warehouseType');
    await getOptions('warehouseType');
    expect(seen).toHaveLength(1);
  });

  it('clearOptionCache() drops entries', async () => {
    const { seen } = stubFetch(() => envelope('0', currencies));
    await getOptions('currency');
    clearOptionCache();
    await getOptions('currency');
    expect(seen).toHaveLength(2);
  });
});

describe('accountTypeQuery()', () => {
  it.each([
    ['default (tof)', 'supplier', 3],
    ['vms', 'seller', 4],
    ['dms', 'distributor', 5],
  ] as const)('%s -> %i', (_, flavour, n) => {
    setup(flavour, n);
    expect(accountTypeQuery()).toEqual({ 'account-type': n });
  });
});

describe('timezoneOffset()', () => {
  const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes });
  it.each([
    [-480, 'GMT+08:00'],
    [300, 'GMT-05:00'],
    [330, 'GMT-05:30'],
    [-330, 'GMT+05:30'],
    [-345, 'GMT+05:45'],
    [-840, 'GMT+14:00'],
    [720, 'GMT-12:00'],
    [0, 'GMT+00:00'],
    [-0, 'GMT+00:00'],
  ])('getTimezoneOffset %i -> %s', (minutes, expected) => {
    expect(timezoneOffset(at(minutes) as Date)).toBe(expected);
  });
  it('defaults to now', () => {
    expect(timezoneOffset()).toMatch(/^GMT[+-]\d{2}:\d{2}$/);
  });
});
