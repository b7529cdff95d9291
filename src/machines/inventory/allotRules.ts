// The allotment rules of docs/domain/inventory.md ("Allotment"), checked on the client before the
// server checks them again: each value with the contract's zod schema (a ratio 0..100 with at
// most 2 decimals, a fixed quantity a whole number), then per sku the sums: ratios at most 100 %
// (INVENTORY_ALLOT_RATIO_OVER_100) and fixed quantities at most the group available
// (INVENTORY_ALLOT_EXCEEDS_AVAILABLE). Issues are codes; screens translate them.
import { allotmentInputSchema, InventoryErrorCode, type AllotMode, type AllotSkuRow } from '../../contract/inventory/inventory';

/** An allotment being edited: the value may be empty while the user types. */
export interface DraftAllotment {
  cartId: string;
  mode: AllotMode;
  value: number | null;
}

export type AllotIssueCode =
  | typeof InventoryErrorCode.allotRatioOver100
  | typeof InventoryErrorCode.allotExceedsAvailable
  | 'required'
  | 'ratioRange'
  | 'ratioDecimals'
  | 'fixedInteger'
  | 'negative'
  | 'cartRepeat';

export interface AllotIssue {
  code: AllotIssueCode;
  /** The cart whose value is wrong; absent for a rule on the sku's sums. */
  cartId?: string;
}

export interface AllotCheck {
  ratioSum: number;
  fixedSum: number;
  /** Group available of the sku. */
  available: number;
  issues: AllotIssue[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function valueIssue(a: DraftAllotment): AllotIssueCode | null {
  if (a.value === null || !Number.isFinite(a.value)) return 'required';
  if (a.value < 0) return 'negative';
  const r = allotmentInputSchema.safeParse({ cartId: a.cartId, mode: a.mode, value: a.value });
  if (r.success) return null;
  if (a.mode === 'fixed') return 'fixedInteger';
  return a.value > 100 ? 'ratioRange' : 'ratioDecimals';
}

/** Checks the full allotment of one sku in its group (row: the sku as the server sent it). */
export function checkAllotment(row: Pick<AllotSkuRow, 'available'>, allotments: readonly DraftAllotment[]): AllotCheck {
  const issues: AllotIssue[] = [];
  const seen = new Set<string>();
  let ratioSum = 0;
  let fixedSum = 0;
  for (const a of allotments) {
    if (seen.has(a.cartId)) issues.push({ code: 'cartRepeat', cartId: a.cartId });
    seen.add(a.cartId);
    const issue = valueIssue(a);
    if (issue) issues.push({ code: issue, cartId: a.cartId });
    if (a.value === null || !Number.isFinite(a.value)) continue;
    if (a.mode === 'ratio') ratioSum += a.value;
    else fixedSum += a.value;
  }
  ratioSum = round2(ratioSum);
  if (ratioSum > 100) issues.push({ code: InventoryErrorCode.allotRatioOver100 });
  if (fixedSum > row.available) issues.push({ code: InventoryErrorCode.allotExceedsAvailable });
  return { ratioSum, fixedSum, available: row.available, issues };
}

/** The allotments of a row as drafts (the server's values). */
export const draftsOf = (row: Pick<AllotSkuRow, 'allotments'>): DraftAllotment[] => row.allotments.map((a) => ({ cartId: a.cartId, mode: a.mode, value: a.value }));

/** Whether drafts equal the row's allotments (same carts, modes and values, any order). */
export function sameAllotments(row: Pick<AllotSkuRow, 'allotments'>, drafts: readonly DraftAllotment[]): boolean {
  if (row.allotments.length !== drafts.length) return false;
  const byCart = new Map(row.allotments.map((a) => [a.cartId, a]));
  return drafts.every((d) => {
    const a = byCart.get(d.cartId);
    return !!a && a.mode === d.mode && a.value === d.value;
  });
}

/**
 * What each cart would sell with these allotments (docs/domain/inventory.md, "Allotment"): fixed
 * quantities first (scaled down when the available has fallen below their sum), then the ratios
 * of what is left; the carts without an allotment share the remainder. Values that are empty or
 * break a rule count as 0. The server computes the same after saving.
 */
export function previewSellable(available: number, allotments: readonly DraftAllotment[]): { byCart: Record<string, number>; shared: number } {
  const value = (a: DraftAllotment) => (a.value !== null && Number.isFinite(a.value) && a.value > 0 ? a.value : 0);
  const fixed = allotments.filter((a) => a.mode === 'fixed');
  const ratios = allotments.filter((a) => a.mode === 'ratio');
  const fixedSum = fixed.reduce((s, a) => s + Math.floor(value(a)), 0);
  const byCart: Record<string, number> = {};
  for (const a of fixed) byCart[a.cartId] = fixedSum > available && fixedSum > 0 ? Math.floor((Math.floor(value(a)) * available) / fixedSum) : Math.floor(value(a));
  const rest = Math.max(0, available - fixedSum);
  let given = 0;
  for (const a of ratios) {
    const q = Math.floor((rest * Math.min(100, value(a))) / 100);
    byCart[a.cartId] = q;
    given += q;
  }
  return { byCart, shared: Math.max(0, rest - given) };
}
