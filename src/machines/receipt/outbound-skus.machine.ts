// Lowering an outbound's lines (the outbound record's "Lower quantities", the call `update sku`), on
// the line-quantities kit (generic/lineQuantities.machine.ts, whose header says what each state
// means): per line, the quantity taken, between 0 and what the line takes now (a raise is refused:
// the released stock may be gone), and not every line at zero (close the outbound instead). A stale
// version (RECEIPT_OUTBOUND_NOTICE_STALE) comes back as the dialog's error.
import { call } from '../../services';
import { updateOutboundSkus, type OutboundInfo } from '../../contract/receipt/outbound';
import { createLineQuantitiesMachine, type LineQuantitiesSpec } from '../generic/lineQuantities.machine';

/** A line of the outbound as the dialog opens on it. */
export interface OutboundSkuSeed {
  skuId: string;
  sku: string;
  qty: number;
}

export interface OutboundSkuLine {
  lineId: string;
  sku: string;
  /** What the line takes now: the most it may be set to. */
  max: number;
  /** The quantity taken. */
  value: number;
}

export type OutboundSkusProblem = 'range' | 'allZero';
type Body = { id: string; version: number; skuList: { skuId: string; qty: number }[] };

/** What is wrong before anything is sent (the server refuses the same: _OVER, _EMPTY). */
export function outboundSkusProblem(lines: readonly OutboundSkuLine[]): OutboundSkusProblem | null {
  if (lines.some((l) => !Number.isInteger(l.value) || l.value < 0 || l.value > l.max)) return 'range';
  return lines.every((l) => l.value === 0) ? 'allZero' : null;
}

export const outboundSkusSpec: LineQuantitiesSpec<OutboundSkuSeed, OutboundSkuLine, OutboundSkusProblem, Body, OutboundInfo> = {
  id: 'receiptOutboundSkus',
  line: (l) => ({ lineId: l.skuId, sku: l.sku, max: l.qty, value: l.qty }),
  problem: outboundSkusProblem,
  body: (e) => ({ id: e.recordId, version: e.version, skuList: e.lines.map((l) => ({ skuId: l.lineId, qty: l.value })) }),
  save: (body, signal) => call(updateOutboundSkus, { body }, { signal, save: true }),
};

export const outboundSkusMachine = createLineQuantitiesMachine(outboundSkusSpec);
