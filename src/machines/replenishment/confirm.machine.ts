// Confirming a suggested replenishment order (the record's "Confirm", the call `confirm`), on the
// line-quantities kit (generic/lineQuantities.machine.ts, whose header says what each state means):
// per line, the quantity to send, opening at the suggestion, from 0 to 150 % of it, not every line
// at zero (cancel instead). A stale version (REPLENISHMENT_ORDER_STALE) comes back as the dialog's
// error.
import { call } from '../../services';
import { confirmProblem, confirmReplenishmentOrder, maxConfirmQty, type ConfirmProblem, type ReplenishmentOrder } from '../../contract/replenishment/order';
import { createLineQuantitiesMachine, type LineQuantitiesSpec } from '../generic/lineQuantities.machine';

/** A line of the order as the dialog opens on it. */
export interface ConfirmSeed {
  lineId: string;
  sku: string;
  suggestedQty: number;
}

export interface ConfirmLine {
  lineId: string;
  sku: string;
  suggestedQty: number;
  /** The most the line may take: 150 % of the suggestion. */
  max: number;
  /** The quantity to send. */
  value: number;
}

type Body = { id: string; version: number; lines: { lineId: string; qty: number }[] };

export const replenishmentConfirmSpec: LineQuantitiesSpec<ConfirmSeed, ConfirmLine, ConfirmProblem, Body, ReplenishmentOrder> = {
  id: 'replenishmentConfirm',
  line: (l) => ({ lineId: l.lineId, sku: l.sku, suggestedQty: l.suggestedQty, max: maxConfirmQty(l.suggestedQty), value: l.suggestedQty }),
  // the contract's rule, which the server checks too
  problem: (lines) => confirmProblem(lines.map((l) => ({ suggestedQty: l.suggestedQty, qty: l.value }))),
  body: (e) => ({ id: e.recordId, version: e.version, lines: e.lines.map((l) => ({ lineId: l.lineId, qty: l.value })) }),
  save: (body, signal) => call(confirmReplenishmentOrder, { body }, { signal, save: true }),
};

export const replenishmentConfirmMachine = createLineQuantitiesMachine(replenishmentConfirmSpec);
