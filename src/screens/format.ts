// Display helpers of the inventory screens: quantities and times in the user's locale, allotment
// values (a ratio is a percent of 0..100, shown with formatPercent of spec section 5). Labels of
// option dictionaries: optionLabel in ../generic/labels.ts.
import { formatPercent } from '../contract/kernel/rules';
import type { AllotMode } from '../contract/inventory/inventory';

export const formatQty = (n: number | null | undefined, locale: string) => (typeof n === 'number' ? new Intl.NumberFormat(locale).format(n) : '-');

export function formatTime(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A ratio (percent 0..100) as '12.50%', a fixed quantity as a number; '-' without a value. */
export function allotValueText(mode: AllotMode | null | undefined, value: number | null | undefined, locale: string): string {
  if (mode === null || mode === undefined || value === null || value === undefined) return '-';
  return mode === 'ratio' ? formatPercent(value / 100) : formatQty(value, locale);
}
