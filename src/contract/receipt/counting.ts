// The platform warehouse's count of a shipped inbound, as the reference server plays it
// (docs/domain/receipts.md, "Slice 1 (built)"): deterministic, so the demo and the tests see
// differences. By the LAST DIGIT of the tracking number:
//   odd (1, 3, 5, 7, 9)  the first line arrives 1 unit short;
//   8                    the first line arrives 1 unit over;
//   0                    1 unit of the first line arrives damaged (received, not sellable);
//   2, 4, 6 or no digit  everything arrives as shipped.
// A line of 1 unit is never counted short to 0 by the odd rule's sake alone: it still loses it
// (received 0), which is a real short.
export interface CountedLine {
  shipped: number;
  good: number;
  damaged: number;
}

export function countInbound(trackingNo: string, shipped: readonly number[]): CountedLine[] {
  const digit = /(\d)$/.exec(trackingNo)?.[1];
  const d = digit === undefined ? -1 : Number(digit);
  return shipped.map((qty, i) => {
    if (i > 0 || qty <= 0) return { shipped: qty, good: qty, damaged: 0 };
    if (d % 2 === 1) return { shipped: qty, good: qty - 1, damaged: 0 };
    if (d === 8) return { shipped: qty, good: qty + 1, damaged: 0 };
    if (d === 0) return { shipped: qty, good: qty - 1, damaged: 1 };
    return { shipped: qty, good: qty, damaged: 0 };
  });
}

/** A counted line's differences: short (received less than shipped), over (more), damaged. */
export function lineDifferences(l: CountedLine): { type: 'short' | 'over' | 'damaged'; qty: number }[] {
  const received = l.good + l.damaged;
  const out: { type: 'short' | 'over' | 'damaged'; qty: number }[] = [];
  if (received < l.shipped) out.push({ type: 'short', qty: l.shipped - received });
  if (received > l.shipped) out.push({ type: 'over', qty: received - l.shipped });
  if (l.damaged > 0) out.push({ type: 'damaged', qty: l.damaged });
  return out;
}

/** A delay application moves deliver-by by this many days. The platform grants a request's first
 * application and refuses a later one (PLATFORM_NEEDS_STOCK): it needs the goods by then. */
export const DELAY_DAYS = 7;
