// The price of pool financing (docs/domain/finance.md "Pool financing"), exact and shared by the
// form (shown before submitting) and the server (stored with the application): money is integer
// cents in BigInt, every division rounded once, half away from zero.
//   fee      = amount x 8 % x days to the due date / 365
//   discount = fee / amount, in % (what the supplier gives up of the amount)
//   APR      = fee / (amount - fee) x 365 / days, in % (the yearly cost of the cash received)

/** The demo's annual rate, in hundredths of a percent (8.00 %). */
export const POOL_FINANCE_RATE_BP = 800n;
/** 80 % of the eligible amounts is the limit. */
export const POOL_FINANCE_ADVANCE_PERCENT = 80n;
/** A confirmed settlement is paid this many days after its month ends (the demo's terms). */
export const POOL_FINANCE_TERMS_DAYS = 60;

/** a / b rounded half away from zero (b > 0). */
export function divRound(a: bigint, b: bigint): bigint {
  const q = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -q : q;
}

/** "12.3", "-0.05", "7" -> cents; null when not a decimal with at most 2 places. */
export function toCents(text: string): bigint | null {
  const m = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents (or hundredths of a percent) as a decimal text with 2 places. */
export function centsText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** 80 % of an amount in cents, rounded half away from zero. */
export const advanceOf = (cents: bigint) => divRound(cents * POOL_FINANCE_ADVANCE_PERCENT, 100n);

export interface PoolFinancePrice {
  fee: string;
  /** fee / amount in % (2 places) */
  discountPercent: string;
  /** yearly % of the cash received */
  apr: string;
  days: number;
}

/** The price of financing `amount` (cents) for `days` days (at least 1). */
export function priceOf(amountCents: bigint, days: number): PoolFinancePrice {
  const d = BigInt(Math.max(1, Math.floor(days)));
  const fee = divRound(amountCents * POOL_FINANCE_RATE_BP * d, 10_000n * 365n);
  const discount = amountCents > 0n ? divRound(fee * 10_000n, amountCents) : 0n;
  const net = amountCents - fee;
  const apr = net > 0n ? divRound(fee * 365n * 10_000n, net * d) : 0n;
  return { fee: centsText(fee), discountPercent: centsText(discount), apr: centsText(apr), days: Number(d) };
}

/** Whole days from `from` to `to` (UTC dates), at least 1. */
export function daysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / 86_400_000);
  return Math.max(1, day(to) - day(from));
}
