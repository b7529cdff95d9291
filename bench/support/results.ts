// Machine-readable results: each benchmark records its figures with the target and a
// verdict; bench/run.ts passes BENCH_RESULTS (a JSON-lines file) and prints the summary table.
// Run alone (no BENCH_RESULTS), recording is a no-op and the benchmark's own table is the output.
import { appendFileSync } from 'node:fs';

export type Verdict = 'met' | 'not met' | 'not measured' | 'context';

export interface Result {
  bench: string;
  figure: string;
  /** The measured value with its unit, or '-' when not measured. */
  value: string;
  /** The target as written in the issue ('' for context figures). */
  target: string;
  verdict: Verdict;
  /** Why not measured, the size used, or the side-by-side baseline. */
  note?: string;
}

export function record(result: Result): void {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(result)}\n`);
}

/** met / not met of a figure against an upper bound. */
export const atMost = (value: number, limit: number): Verdict => (value <= limit ? 'met' : 'not met');
export const atLeast = (value: number, limit: number): Verdict => (value >= limit ? 'met' : 'not met');

/** The p-th percentile (nearest rank) of xs. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}
