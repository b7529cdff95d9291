// The arithmetic of allotment and trigger (docs/domain/inventory.md, "Allotment" and "Trigger"),
// pure so the handlers, the seed and the tests compute the same numbers.
import { createHash } from 'node:crypto';
import type { AllotMode } from '../../src/contract';

export interface AllotValue {
  cartId: string;
  mode: AllotMode;
  /** Percent (0..100, 2 decimals) for ratio, units for fixed. */
  value: number;
}

export interface SellableResult {
  /** What each allotted cart may sell. */
  byCart: Map<string, number>;
  fixedSum: number;
  /** Sum of the ratios, percent (2 decimals). */
  ratioSum: number;
  /** What the carts without an allotment share. */
  shared: number;
}

/** Percent with 2 decimals as an integer number of hundredths (12.5 -> 1250), free of float drift. */
export const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * Sellable quantities of one sku in one group: fixed quantities first (scaled down when the
 * available stock fell below their sum), ratios of what is left, the rest shared.
 */
export function sellableOf(available: number, allotments: readonly AllotValue[]): SellableResult {
  const a = Math.max(0, Math.trunc(available));
  const byCart = new Map<string, number>();
  let fixedSum = 0;
  let ratioHundredths = 0;
  for (const x of allotments) {
    if (x.mode === 'fixed') fixedSum += x.value;
    else ratioHundredths += hundredths(x.value);
  }
  for (const x of allotments) {
    if (x.mode === 'fixed') byCart.set(x.cartId, fixedSum <= a ? x.value : Math.floor((x.value * a) / fixedSum));
  }
  const rest = Math.max(0, a - fixedSum);
  let ratioSold = 0;
  for (const x of allotments) {
    if (x.mode !== 'ratio') continue;
    const n = Math.floor((rest * hundredths(x.value)) / 10_000);
    byCart.set(x.cartId, n);
    ratioSold += n;
  }
  return { byCart, fixedSum, ratioSum: ratioHundredths / 100, shared: Math.max(0, rest - ratioSold) };
}

export type TriggerChange = 'new' | 'increase' | 'decrease' | 'release';

export function changeOf(oldQty: number | null, newQty: number | null): TriggerChange | null {
  if (newQty === null) return oldQty === null ? null : 'release';
  if (oldQty === null) return 'new';
  if (newQty === oldQty) return null;
  return newQty > oldQty ? 'increase' : 'decrease';
}

export interface TokenLine {
  groupId: string;
  cartId: string;
  skuId: string;
  oldQty: number | null;
  newQty: number | null;
}

/**
 * The token of a diff: a hash of its scope and of every line (in the order given, which the
 * diff makes stable). Any change of a line, or a line more or less, changes the token.
 */
export function diffToken(scope: string | null, lines: readonly TokenLine[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(['wharf-trigger-v1', scope ?? '*']));
  for (const l of lines) hash.update(JSON.stringify([l.groupId, l.cartId, l.skuId, l.oldQty, l.newQty]));
  return hash.digest('base64url').slice(0, 32);
}
