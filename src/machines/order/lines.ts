// Quantities per order line, as the ship and part-cancel forms edit them: what is left on a line,
// the problems of what was typed, and the lines to send. Pure functions, shared by the machines
// and their model tests.
import { CANCEL_REASON_MAX, TRACKING_NO, type OrderDetail, type OrderLine } from '../../contract/order';

/** What can still be shipped or cancelled on a line. */
export const leftOf = (line: OrderLine): number => line.qty - line.shippedQty - line.cancelledQty;

/** Typed quantities by line id ('' = none). */
export type LineQtys = Record<string, string>;

export type QtyProblem = 'notWhole' | 'tooMany';

/** Every line with quantity left, filled with what is left (ship) or empty (cancel). */
export function initialQtys(order: OrderDetail, fill: boolean): LineQtys {
  return Object.fromEntries(order.lines.filter((l) => leftOf(l) > 0).map((l) => [l.id, fill ? String(leftOf(l)) : '']));
}

/** The problem of each line's typed quantity (an empty or 0 quantity takes nothing from the line). */
export function qtyProblems(order: OrderDetail, qtys: LineQtys): Record<string, QtyProblem> {
  const problems: Record<string, QtyProblem> = {};
  for (const line of order.lines) {
    const raw = (qtys[line.id] ?? '').trim();
    if (raw === '') continue;
    if (!/^\d+$/.test(raw)) problems[line.id] = 'notWhole';
    else if (Number(raw) > leftOf(line)) problems[line.id] = 'tooMany';
  }
  return problems;
}

/** The lines to send: those with a positive quantity. */
export function pickedLines(qtys: LineQtys): { lineId: string; qty: number }[] {
  return Object.entries(qtys)
    .filter(([, raw]) => /^\d+$/.test(raw.trim()) && Number(raw) > 0)
    .map(([lineId, raw]) => ({ lineId, qty: Number(raw) }));
}

export type FormProblem = 'noLines' | 'badQty' | 'noCarrier' | 'badTracking' | 'noReason' | 'reasonTooLong';

/** What keeps a ship form from being sent (empty: it can be sent). */
export function shipProblems(order: OrderDetail, qtys: LineQtys, carrierCode: string, trackingNo: string): FormProblem[] {
  const problems: FormProblem[] = [];
  if (Object.keys(qtyProblems(order, qtys)).length) problems.push('badQty');
  else if (pickedLines(qtys).length === 0) problems.push('noLines');
  if (!carrierCode) problems.push('noCarrier');
  if (!TRACKING_NO.test(trackingNo.trim())) problems.push('badTracking');
  return problems;
}

/** What keeps a part-cancel form from being sent. */
export function cancelProblems(order: OrderDetail, qtys: LineQtys, reason: string): FormProblem[] {
  const problems: FormProblem[] = [];
  if (Object.keys(qtyProblems(order, qtys)).length) problems.push('badQty');
  else if (pickedLines(qtys).length === 0) problems.push('noLines');
  if (reason.trim() === '') problems.push('noReason');
  else if (reason.trim().length > CANCEL_REASON_MAX) problems.push('reasonTooLong');
  return problems;
}

/** Whether an error code means the order changed under the user (reload, then try again). */
export const isStaleOrder = (code: string) => code === 'ORDER_VERSION_STALE' || code === 'SYS_CONFLICT';
