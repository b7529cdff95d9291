// Validation rules and display formatters of spec section 5 (and the currency symbols of section
// 9). Pure functions, no DOM, no i18n: shared by the client (forms, tables) and the server
// (request validation). Validators return message keys or blank text, never translated text.
import type { MessageKey } from './messages';

type Scalar = string | number | null | undefined;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A value as a finite number: numbers and numeric strings; null for anything else. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

// ---------------------------------------------------------------------------------------------
// Validation

/** Digits only: empty (undefined, null, '') passes; otherwise only 0-9 (no sign, no spaces). */
export function isDigitsOnly(v: Scalar): boolean {
  if (v === undefined || v === null || v === '') return true;
  return /^[0-9]+$/.test(String(v));
}

/**
 * Positive number with up to 5 decimals. The absolute value (a leading '-' is dropped) either
 * starts with a non-zero digit and has up to 5 decimals ('1', '12.5', '10.12345'), or is a single
 * digit followed by 1-5 decimals ('0.5', '0.00001'). So '0', '05', '1.', '.5', '1.123456', '' fail.
 * The rule is syntactic, as the spec writes it: '0.0' passes (a single digit with a decimal).
 * The value is judged as typed, never trimmed: ' 1.5' and '1.5 ' fail (a form that wants to
 * forgive spaces trims its field before asking). Empty values fail here: whether a field is
 * required is a separate rule.
 */
export function isPositiveNumber5(v: Scalar): boolean {
  if (v === undefined || v === null) return false;
  const s = String(v);
  const abs = s.startsWith('-') ? s.slice(1) : s;
  return /^(?:[1-9]\d*(?:\.\d{1,5})?|\d\.\d{1,5})$/.test(abs);
}

export interface RuleResult {
  ok: boolean;
  /** The spec gives this rule a blank message: the field is only marked. */
  message: '';
}

/** isPositiveNumber5 as a form validator (blank message text, spec section 5). */
export function positiveNumber5Rule(v: Scalar): RuleResult {
  return { ok: isPositiveNumber5(v), message: '' };
}

/**
 * Values of `key` occurring more than once, in first-seen order. Values are compared as trimmed
 * strings, case-sensitively (skus are); blank values are not duplicates (they fail "required").
 */
export function findDuplicates<T>(list: readonly T[], key: keyof T | ((item: T) => unknown)): string[] {
  if (list.length <= 1) return [];
  const get = typeof key === 'function' ? key : (item: T) => item?.[key];
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const item of list) {
    const raw = get(item);
    if (isBlank(raw)) continue;
    const k = String(raw).trim();
    if (seen.has(k)) dup.add(k);
    else seen.add(k);
  }
  return [...dup];
}

export type RepeatCheck = { ok: true } | { ok: false; messageKey: Extract<MessageKey, 'ERROR_REPEAT'>; duplicates: string[] };

/**
 * Duplicate check of spec section 5: a sku or label occurring more than once yields ERROR_REPEAT;
 * a list of 1 or fewer always passes. A list of scalars is checked directly; a list of objects
 * needs `key` (e.g. 'sku' or 'label').
 */
export function checkNoRepeat<T>(list: readonly T[], key?: keyof T | ((item: T) => unknown)): RepeatCheck {
  if (list.length <= 1) return { ok: true };
  const duplicates = findDuplicates(list, key ?? ((x: T) => x));
  return duplicates.length === 0 ? { ok: true } : { ok: false, messageKey: 'ERROR_REPEAT', duplicates };
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** Decimal rounding, half away from zero, without binary artefacts (1.005 -> 1.01). */
function roundTo(n: number, digits: number): number {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const rounded = abs >= 1e15
    ? abs // beyond double precision for decimals: nothing to round
    : String(abs).includes('e')
      ? Math.round(abs * 10 ** digits) / 10 ** digits // tiny values in exponent notation
    : Number(`${Math.round(Number(`${abs}e${digits}`))}e-${digits}`);
  const r = sign * rounded;
  return r === 0 ? 0 : r; // never -0
}

/** Rounded to 2 decimals; null when not a number (NaN, '', 'abc', null, undefined, Infinity). */
export function round2(v: unknown): number | null {
  const n = toNumber(v);
  return n === null ? null : roundTo(n, 2);
}

/** Rounded to an integer; null when not a number. */
export function roundInt(v: unknown): number | null {
  const n = toNumber(v);
  return n === null ? null : roundTo(n, 0);
}

// ---------------------------------------------------------------------------------------------
// Links

/**
 * External when it starts with http://, https://, mailto: or tel: (case-insensitive). Judged as
 * written, not trimmed: ' https://a.example' does not start with http and is not external.
 */
export function isExternalLink(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^(?:https?:\/\/|mailto:|tel:)/i.test(url);
}

// ---------------------------------------------------------------------------------------------
// Display

/** Ratio as a percent with 2 decimals: 0.1234 -> '12.34%'; '-' when null or not a number. */
export function formatPercent(ratio: unknown): string {
  const n = toNumber(ratio);
  if (n === null) return '-';
  return `${(roundTo(n * 100, 2)).toFixed(2)}%`;
}

/** Currency symbols of spec section 9 (keys lower-case). */
export const currencySymbols: Readonly<Record<string, string>> = {
  '%': '%',
  percent: '%',
  usd: '$',
  rmb: '¥',
  cny: '¥',
  eur: '€',
  gbp: '£',
  jpy: 'J¥',
  cad: 'C$',
  hkd: 'HK$',
  aud: 'A$',
};

/**
 * The symbol shown for a currency code (case-insensitive). Unknown codes show the upper-cased
 * code followed by a space ('CHF ' -> 'CHF 1,234.00'); no code shows no symbol.
 */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? '').trim();
  if (!code) return '';
  return currencySymbols[code.toLowerCase()] ?? `${code.toUpperCase()} `;
}

const isPercentCode = (currency: string | null | undefined) => currencySymbols[(currency ?? '').trim().toLowerCase()] === '%';

/**
 * Currencies of spec section 9's symbols that have no minor unit: an amount in one is a whole
 * number (decision 028). JPY is the only one among the spec's constants.
 */
export const zeroDecimalCurrencies: ReadonlySet<string> = new Set(['jpy']);

/** How many decimals an amount in this currency shows: 0 for a zero-decimal currency, else 2. */
export function currencyDecimals(currency: string | null | undefined): 0 | 2 {
  return zeroDecimalCurrencies.has((currency ?? '').trim().toLowerCase()) ? 0 : 2;
}

/**
 * An amount a user enters fits its currency: in a zero-decimal currency it is whole (decision 028);
 * any other currency's own rules (2 decimals, 5 for rates) are checked where the field is.
 */
export function fitsCurrency(amount: number, currency: string | null | undefined): boolean {
  return currencyDecimals(currency) === 2 || Number.isInteger(amount);
}

/** 1234567.891 -> '1,234,567.89' (absolute value, rounded to `decimals`, thousands separators). */
function groupThousands(abs: number, decimals: 0 | 2): string {
  const [int, dec] = abs.toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec === undefined ? grouped : `${grouped}.${dec}`;
}

/**
 * Money display of spec section 5: absolute value, 2 decimals, thousands separators, a leading
 * minus for negatives, the currency symbol in front: formatMoney(-1234.5, 'usd') = '-$1,234.50'.
 *
 * - Empty (undefined, null, '') and zero amounts show only the symbol ('$'; '' without a code).
 *   Zero means zero after rounding to the currency's decimals, so '0', '0.00', '-0', -0 and -0.004
 *   all show only the symbol: a '-0.00' is never shown. An amount that is not a number ('abc') is
 *   treated as empty.
 * - '%' (or 'percent'): the percent sign stays a percent sign but goes after the number, as a
 *   percentage reads: formatMoney(12.5, '%') = '12.50%', formatMoney(-3, '%') = '-3.00%'; empty or
 *   zero shows '%'.
 * - Zero-decimal currencies (JPY): whole amounts, rounded half away from zero, with separators:
 *   formatMoney(1234.5, 'jpy') = 'J¥1,235'. The spec shows JPY "as given unless asked"; the portal
 *   always asks, so yen never shows decimals (issue 17, decision 028).
 * - Unknown codes: 'CHF 1,234.00'; only the code when empty or zero ('CHF').
 */
export function formatMoney(amount: unknown, currency: string | null | undefined): string {
  const symbol = currencySymbol(currency);
  const bare = symbol.trimEnd();
  const n = toNumber(amount);
  if (n === null) return bare;
  const decimals = currencyDecimals(currency);
  const rounded = roundTo(n, decimals);
  if (rounded === 0) return bare;
  const sign = rounded < 0 ? '-' : '';
  const digits = groupThousands(Math.abs(rounded), decimals);
  return isPercentCode(currency) ? `${sign}${digits}%` : `${sign}${symbol}${digits}`;
}

export interface LabelledOption {
  value: string | number;
  label: string;
  labelZh?: string;
}

/**
 * The label of `value` in an option list, '-' when not found (or value empty). Values compare as
 * strings ('1' finds 1). With lang 'zh-CN' the Chinese label is used when the option has one.
 */
export function labelOf(options: readonly LabelledOption[] | null | undefined, value: unknown, lang?: string): string {
  if (!options || value === undefined || value === null || value === '') return '-';
  const key = String(value);
  const found = options.find((o) => String(o.value) === key);
  if (!found) return '-';
  return (lang === 'zh-CN' && found.labelZh) || found.label || '-';
}

/** Address fields of spec section 3. */
export interface Address {
  postalCode?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  district?: string | null;
  area?: string | null;
  stateOrProvince?: string | null;
  country?: string | null;
}

/**
 * One-line address: street, district (or area when no district), city, state or province,
 * country label (the country code when no label is given), postal code; blank parts skipped,
 * joined with ', '. Null when every part is empty.
 */
export function joinAddress(addr: Address | null | undefined, countryLabel?: string | null): string | null {
  if (!addr) return null;
  const t = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');
  const parts = [
    t(addr.addressLine1),
    t(addr.district) || t(addr.area),
    t(addr.city),
    t(addr.stateOrProvince),
    t(countryLabel) || t(addr.country),
    t(addr.postalCode),
  ].filter((p) => p !== '');
  return parts.length === 0 ? null : parts.join(', ');
}
