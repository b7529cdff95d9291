// Money of reconciliation in integer cents: amounts read from numeric columns and files (decimal
// strings) are parsed exactly; a cost formula's result (the asset area's evaluator works in numbers)
// is rounded once to cents, half away from zero, and every sum and comparison after it is exact.

/** "12.3", "-0.05", "7" -> cents; null when the text is not a decimal with at most 2 places. */
export function parseCents(text: string): number | null {
  const m = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** A number (a formula's result) to cents, half away from zero. */
export function toCents(value: number): number {
  const c = Math.round(Math.abs(value) * 100 + 1e-7);
  return value < 0 ? -c : c;
}

/** Cents as the decimal text a numeric column takes. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Amounts within this many cents of each other match (docs/domain/finance.md: 0.01 per line). */
export const TOLERANCE_CENTS = 1;
/** A billed weight above the shipment's by more than this share is a WEIGHT difference. */
export const WEIGHT_TOLERANCE = 0.02;
