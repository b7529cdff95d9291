// The platform's rules for receipts, as the reference server plays them (docs/domain/receipts.md,
// "Receipts and their differences"); pure, so the job, the seed and the tests share them.
//
// The carton's weight as the warehouse found it: a short line's carton weighs what was declared when
// the tracking number's last digit is 1, 5 or 9 (the units were there: a counting error), and less
// by the missing units' share when it is 3 or 7 (they never arrived). Other lines weigh as declared.
//
// A dispute is decided, in order:
//   short     upheld (COUNTING_ERROR) when the carton was found within 5 % of its declared weight
//             and the line's received quantity is below the carton's declared quantity;
//   over, wrongSku  upheld (CARTON_PHOTO) when a photo is attached to the carton;
//   damaged   upheld (DAMAGED_ON_ARRIVAL) when the damage is marked on arrival with a photo;
//   otherwise refused (EVIDENCE_INSUFFICIENT): open again while attempts are left, else closedLost.
import type { DisputeDecision, ReceiptDifferenceType } from './receipt';

export function foundCartonKg(trackingNo: string, declaredKg: number, shipped: number, receivedTotal: number): number {
  const digit = Number(/(\d)$/.exec(trackingNo)?.[1] ?? -1);
  if (receivedTotal >= shipped || shipped <= 0 || ![3, 7].includes(digit)) return declaredKg;
  return Math.round(((declaredKg * receivedTotal) / shipped) * 100) / 100;
}

export interface DisputeFacts {
  type: ReceiptDifferenceType;
  declaredKg: number;
  foundKg: number;
  cartonQty: number;
  received: number;
  cartonPhotos: number;
  photos: number;
  damageOnArrival: boolean;
}

/** Upheld: the code says why; refused: RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT. */
export function decideDispute(f: DisputeFacts): { upheld: boolean; code: DisputeDecision } {
  const refused = { upheld: false, code: 'RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT' as const };
  if (f.type === 'short') {
    const weightHolds = f.declaredKg > 0 && Math.abs(f.foundKg - f.declaredKg) <= f.declaredKg * 0.05;
    return weightHolds && f.received < f.cartonQty ? { upheld: true, code: 'RECEIPT_DISPUTE_COUNTING_ERROR' } : refused;
  }
  if (f.type === 'over' || f.type === 'wrongSku') return f.cartonPhotos > 0 ? { upheld: true, code: 'RECEIPT_DISPUTE_CARTON_PHOTO' } : refused;
  return f.damageOnArrival && f.photos > 0 ? { upheld: true, code: 'RECEIPT_DISPUTE_DAMAGED_ON_ARRIVAL' } : refused;
}
