// Rules and formatters of spec section 5 (src/contract/kernel/rules.ts), table-driven.
import { describe, expect, it } from 'vitest';
import {
  checkNoRepeat, currencyDecimals, currencySymbol, currencySymbols, findDuplicates, fitsCurrency, formatMoney, formatPercent, isDigitsOnly, isExternalLink,
  isPositiveNumber5, joinAddress, labelOf, positiveNumber5Rule, round2, roundInt,
} from '../../src/contract/kernel/rules';

describe('isDigitsOnly', () => {
  it.each([
    ['', true], [undefined, true], [null, true], ['0', true], ['0123456789', true], [42, true],
    ['12a', false], ['-1', false], ['1.5', false], [' 1', false], ['1 2', false], ['１２', false], ['+1', false],
  ])('%j -> %s', (v, ok) => expect(isDigitsOnly(v as string)).toBe(ok));
});

describe('isPositiveNumber5', () => {
  it.each([
    ['1', true], ['9', true], ['10', true], ['12345678', true], ['1.5', true], ['1.12345', true], ['10.12345', true],
    ['0.5', true], ['0.00001', true], ['5.12345', true], ['-1.5', true], ['-0.5', true], [1.25, true], [-3, true],
    ['0', false], ['05', false], ['00.5', false], ['1.123456', false], ['0.123456', false], ['0.', false], ['1.', false],
    ['.5', false], ['', false], [null, false], [undefined, false], ['abc', false], ['1,000', false], ['--1', false],
    ['1e5', false], ['0.0', true], ['-0', false],
    // judged as typed, not trimmed (issue 18 item 9): spaces make it something else than a number
    [' 1.5', false], ['1.5 ', false], [' 1', false], ['\t2', false], ['3\n', false], ['- 1', false], [' -1', false],
  ])('%j -> %s', (v, ok) => expect(isPositiveNumber5(v as string)).toBe(ok));

  it('the validator has blank message text', () => {
    expect(positiveNumber5Rule('0')).toEqual({ ok: false, message: '' });
    expect(positiveNumber5Rule('0.5')).toEqual({ ok: true, message: '' });
  });
});

describe('duplicate check', () => {
  it.each([
    ['empty list', [], true],
    ['one item', [{ sku: 'A' }], true],
    ['one item even if blank', [{ sku: '' }], true],
    ['distinct', [{ sku: 'A' }, { sku: 'B' }], true],
    ['repeated sku', [{ sku: 'A' }, { sku: 'B' }, { sku: 'A' }], false],
    ['repeated after trimming', [{ sku: 'A ' }, { sku: 'A' }], false],
    ['case-sensitive', [{ sku: 'a' }, { sku: 'A' }], true],
    ['blanks are not repeats', [{ sku: '' }, { sku: '' }, { sku: null }], true],
  ])('%s', (_, list, ok) => {
    const r = checkNoRepeat(list as Array<{ sku: string | null }>, 'sku');
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.messageKey).toBe('ERROR_REPEAT');
  });

  it('labels and scalars', () => {
    expect(checkNoRepeat([{ label: 'x' }, { label: 'x' }], 'label')).toEqual({ ok: false, messageKey: 'ERROR_REPEAT', duplicates: ['x'] });
    expect(checkNoRepeat(['s1', 's2', 's1', 's2', 's1'])).toEqual({ ok: false, messageKey: 'ERROR_REPEAT', duplicates: ['s1', 's2'] });
    expect(checkNoRepeat(['only'])).toEqual({ ok: true });
  });

  it('findDuplicates with a key function, numbers compare as strings', () => {
    expect(findDuplicates([{ n: 1 }, { n: '1' }, { n: 2 }], (x) => x.n)).toEqual(['1']);
    expect(findDuplicates([{ n: 1 }], 'n')).toEqual([]);
  });
});

describe('round2 / roundInt', () => {
  it.each([
    [1.005, 1.01, 1], [1.004, 1, 1], [2.675, 2.68, 3], ['3.14159', 3.14, 3], [-1.005, -1.01, -1], [-0.001, 0, 0],
    [0, 0, 0], ['12', 12, 12], [1.5, 1.5, 2], [-1.5, -1.5, -2], [1e21, 1e21, 1e21], [1e-7, 0, 0], [' 7.126 ', 7.13, 7],
  ])('%j -> %j / %j', (v, r2, ri) => {
    expect(round2(v)).toBe(r2);
    expect(roundInt(v)).toBe(ri);
  });
  it.each([[NaN], [''], ['  '], ['abc'], ['12abc'], [null], [undefined], [Infinity], [{}], [true]])('%j -> null', (v) => {
    expect(round2(v)).toBeNull();
    expect(roundInt(v)).toBeNull();
  });
  it('never returns -0', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(Object.is(roundInt(-0.4), 0)).toBe(true);
  });
});

describe('isExternalLink', () => {
  it.each([
    ['http://a.example', true], ['https://a.example/x', true], ['HTTPS://A.EXAMPLE', true], ['mailto:a@b.c', true],
    ['tel:+861234', true], ['/order/list', false], ['order/list', false], ['ftp://x', false], ['//cdn.example', false],
    ['javascript:alert(1)', false], ['', false], [null, false], [undefined, false], ['httpx://a', false],
    // judged as typed, not trimmed (issue 18 item 9)
    [' https://a.example', false], ['\thttp://a.example', false], ['\nmailto:a@b.c', false], [' tel:1', false],
    ['https://a.example ', true],
  ])('%j -> %s', (v, ok) => expect(isExternalLink(v)).toBe(ok));
});

describe('formatPercent', () => {
  it.each([
    [0.1234, '12.34%'], [1, '100.00%'], [0, '0.00%'], [0.0105, '1.05%'], [-0.5, '-50.00%'], ['0.25', '25.00%'],
    [0.123456, '12.35%'], [-0.00001, '0.00%'], [12, '1200.00%'],
    [null, '-'], [undefined, '-'], [NaN, '-'], ['', '-'], ['abc', '-'],
  ])('%j -> %s', (v, s) => expect(formatPercent(v)).toBe(s));
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'usd', '$1,234.50'],
    [-1234.5, 'USD', '-$1,234.50'],
    [1234567.891, 'cny', '¥1,234,567.89'],
    ['1000', 'rmb', '¥1,000.00'],
    [0.5, 'eur', '€0.50'],
    [999.999, 'gbp', '£1,000.00'],
    [-0.01, 'cad', '-C$0.01'],
    [100, 'hkd', 'HK$100.00'],
    [100, 'Aud', 'A$100.00'],
    [12.5, '%', '12.50%'],
    [-3, 'percent', '-3.00%'],
    [1234.5, 'chf', 'CHF 1,234.50'],
    [1234.5, '', '1,234.50'],
    [1234.5, undefined, '1,234.50'],
    // empty and zero: only the symbol
    [0, 'usd', '$'], ['0', 'usd', '$'], ['0.00', 'usd', '$'], ['-0', 'usd', '$'], [-0, 'usd', '$'], [-0.004, 'usd', '$'],
    ['', 'usd', '$'], [null, 'eur', '€'], [undefined, 'gbp', '£'], ['abc', 'usd', '$'], [0, '%', '%'], [0, 'chf', 'CHF'],
    [null, undefined, ''],
    // JPY, a zero-decimal currency: whole yen, rounded half away from zero, with separators (decision 028)
    [1234.5, 'jpy', 'J¥1,235'], ['1234567', 'JPY', 'J¥1,234,567'], ['1234567.00', 'jpy', 'J¥1,234,567'], [-50, 'jpy', '-J¥50'],
    [-1234.5, 'JPY', '-J¥1,235'], [45.67, 'jpy', 'J¥46'], [0.4, 'jpy', 'J¥'], [-0.4, 'jpy', 'J¥'], [0, 'jpy', 'J¥'], ['', 'jpy', 'J¥'],
  ])('%j %j -> %s', (amount, currency, s) => expect(formatMoney(amount, currency)).toBe(s));

  it('knows the zero-decimal currencies of the spec\'s constants', () => {
    expect(Object.keys(currencySymbols).filter((c) => currencyDecimals(c) === 0)).toEqual(['jpy']);
    expect([currencyDecimals('JPY'), currencyDecimals(' jpy '), currencyDecimals('usd'), currencyDecimals(null)]).toEqual([0, 0, 2, 2]);
  });

  it('accepts only whole amounts in a zero-decimal currency', () => {
    expect([fitsCurrency(1200, 'JPY'), fitsCurrency(0, 'jpy'), fitsCurrency(1200.5, 'JPY'), fitsCurrency(0.01, 'jpy')]).toEqual([true, true, false, false]);
    expect([fitsCurrency(12.34, 'USD'), fitsCurrency(12.345, 'EUR'), fitsCurrency(1, 'chf')]).toEqual([true, true, true]);
  });

  it.each([
    ['usd', '$'], ['rmb', '¥'], ['cny', '¥'], ['eur', '€'], ['gbp', '£'], ['jpy', 'J¥'], ['cad', 'C$'], ['hkd', 'HK$'],
    ['aud', 'A$'], ['%', '%'], ['percent', '%'], ['XYZ', 'XYZ '], ['', ''],
  ])('symbol %s -> %j', (code, symbol) => expect(currencySymbol(code)).toBe(symbol));
});

describe('labelOf', () => {
  const options = [{ value: '1', label: 'Pending', labelZh: '待审核' }, { value: '2', label: 'Approved' }];
  it.each([
    ['1', undefined, 'Pending'], [1, undefined, 'Pending'], ['2', undefined, 'Approved'], ['3', undefined, '-'],
    ['', undefined, '-'], [null, undefined, '-'], [undefined, undefined, '-'], ['1', 'zh-CN', '待审核'], ['2', 'zh-CN', 'Approved'],
  ])('%j (%s) -> %s', (value, lang, label) => expect(labelOf(options, value, lang)).toBe(label));
  it('no options', () => {
    expect(labelOf(undefined, '1')).toBe('-');
    expect(labelOf([], '1')).toBe('-');
  });
});

describe('joinAddress', () => {
  const full = { addressLine1: '1 Harbour Rd', district: 'Wan Chai', area: 'Island', city: 'Hong Kong', stateOrProvince: 'HK', country: 'HK', postalCode: '999077' };
  it.each([
    ['full, with a country label', full, 'Hong Kong SAR', '1 Harbour Rd, Wan Chai, Hong Kong, HK, Hong Kong SAR, 999077'],
    ['no label: the country code', full, undefined, '1 Harbour Rd, Wan Chai, Hong Kong, HK, HK, 999077'],
    ['area when no district', { ...full, district: '' }, 'X', '1 Harbour Rd, Island, Hong Kong, HK, X, 999077'],
    ['blank parts skipped', { addressLine1: ' 5 Main St ', city: 'Austin', postalCode: '78701', district: '  ' }, undefined, '5 Main St, Austin, 78701'],
    ['only a postal code', { postalCode: '100000' }, undefined, '100000'],
    ['only a country label', {}, 'China', 'China'],
    ['all empty', { addressLine1: '', district: null, city: ' ', country: '' }, undefined, null],
    ['empty object', {}, undefined, null],
    ['null', null, 'China', null],
  ])('%s', (_, addr, label, expected) => expect(joinAddress(addr, label)).toBe(expected));
});
