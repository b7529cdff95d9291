// A small deterministic generator (mulberry32) for the soak checks: their random choices (kill
// points, the load's mix) come from a printed seed so a failing run can be replayed.

export interface SeededRandom {
  /** In [0, 1). */
  next(): number;
  /** An integer in [lo, hi). */
  between(lo: number, hi: number): number;
  /** One of the items. */
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (lo: number, hi: number) => Math.floor(lo + next() * (hi - lo));
  return { next, between, pick: (items) => items[between(0, items.length)] };
}
