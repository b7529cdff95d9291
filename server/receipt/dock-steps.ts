// The platform warehouse's dock and the inbound's end (docs/domain/receipts.md, "Inbound" and "Slice
// (built): dock decision and request calls"), each in the caller's transaction, shared by the dock
// calls (dock.ts), the receipt job (receiving.ts) and the seed:
//   dockCheck       what the dock finds on a shipped inbound, as the reference server plays it:
//                   RECEIPT_DOCK_NO_TRACKING_EVENT when the tracking number does not end in a digit
//                   (the reference carrier keys its events by that digit, as the count does),
//                   RECEIPT_DOCK_CARTONS_MISMATCH when a carton is declared lighter than 10 g a unit
//                   it holds (it cannot hold them), RECEIPT_DOCK_LATE_BEYOND_GRACE when it arrives more
//                   than DOCK_GRACE_DAYS after the request's deliver-by; else null (accepted).
//   rejectAtDock    shipped -> rejectedAtDock with the reason (the goods stay in transit).
//   acceptAtDock    the dock takes it (dock_accepted_at); the count (receiveInbound) may follow.
//   (closeIfSettled, received -> closed once no difference of its receipt is open or disputed, is in
//   receipt-steps.ts beside the steps that settle differences.)
// Each writes a record_history row by "Platform".
import { DOCK_GRACE_DAYS, type DockReason } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { platformHistory } from './receipt-steps';

/** A carton lighter than this per unit it holds cannot hold them (kg). */
export const MIN_CARTON_KG_PER_UNIT = 0.01;

export interface DockFacts {
  trackingNo: string;
  /** Per carton: its declared weight and the units it holds. */
  cartons: readonly { weightKg: number; units: number }[];
  deliverBy: Date;
}

/** The dock's rule, in order; null: accepted. */
export function dockProblem(f: DockFacts, now: Date): DockReason | null {
  if (!/\d$/.test(f.trackingNo)) return 'RECEIPT_DOCK_NO_TRACKING_EVENT';
  if (f.cartons.some((c) => c.weightKg < c.units * MIN_CARTON_KG_PER_UNIT)) return 'RECEIPT_DOCK_CARTONS_MISMATCH';
  if (now.getTime() > f.deliverBy.getTime() + DOCK_GRACE_DAYS * 86_400_000) return 'RECEIPT_DOCK_LATE_BEYOND_GRACE';
  return null;
}

/** The facts of an inbound (its cartons by carton number: a line without one is a carton of its own). */
export async function dockCheck(tx: Db, inboundId: string, now: Date): Promise<DockReason | null> {
  const head = await tx.one<{ tracking_no: string; deliver_by: Date }>(
    'SELECT i.tracking_no, r.deliver_by FROM receipt_inbounds i JOIN receipt_requests r ON r.id = i.request_id AND r.tenant_id = i.tenant_id WHERE i.id = $1',
    [inboundId],
  );
  const cartons = await tx.query<{ weight: string; units: number }>(
    `SELECT max(carton_weight_kg) AS weight, sum(qty)::int AS units FROM receipt_inbound_lines WHERE inbound_id = $1 GROUP BY coalesce(carton_no, id)`,
    [inboundId],
  );
  return dockProblem({ trackingNo: head.tracking_no, cartons: cartons.map((c) => ({ weightKg: Number(c.weight), units: c.units })), deliverBy: new Date(head.deliver_by) }, now);
}

export async function rejectAtDock(tx: Db, inbound: { id: string; tenant_id: string }, reason: DockReason, now: Date): Promise<void> {
  await tx.query(`UPDATE receipt_inbounds SET status = 'rejectedAtDock', dock_reason = $2, receive_due_at = NULL, version = version + 1, updated_at = $3 WHERE id = $1`, [inbound.id, reason, now]);
  await platformHistory(tx, inbound.tenant_id, 'receipt.inbound', inbound.id, 'rejectOrder', 'shipped', 'rejectedAtDock', reason, now);
}

export async function acceptAtDock(tx: Db, inbound: { id: string; tenant_id: string }, now: Date): Promise<void> {
  await tx.query('UPDATE receipt_inbounds SET dock_accepted_at = $2, version = version + 1, updated_at = $2 WHERE id = $1', [inbound.id, now]);
  await platformHistory(tx, inbound.tenant_id, 'receipt.inbound', inbound.id, 'confirmOrder', 'shipped', 'shipped', '', now);
}
