// The rules the request audit offers its actions by (docs/domain/orders.md, "Requests and their
// audits"); the server enforces the same and answers a refusal when the client is behind.
import { flagsOfKind, OrderRequestErrorCode, type AuditFlag, type RequestDetail } from '../../contract/order/requests';

/** One line of a return being edited: the sku, how many come back, whether they can be restocked. */
export interface DraftLine {
  skuId: string;
  qty: number;
  restockable: boolean;
}

export const draftOf = (detail: RequestDetail | null): DraftLine[] =>
  (detail?.returnLines ?? []).map((l) => ({ skuId: l.skuId, qty: l.qty, restockable: l.restockable }));

/** The draft differs from the saved lines. */
export function isDirty(detail: RequestDetail | null, draft: readonly DraftLine[]): boolean {
  const saved = draftOf(detail);
  if (saved.length !== draft.length) return true;
  return draft.some((d, i) => d.skuId !== saved[i].skuId || d.qty !== saved[i].qty || d.restockable !== saved[i].restockable);
}

/** What shipped of a sku in the request's order (the most that can be returned). */
export const shippedOf = (detail: RequestDetail | null, skuId: string): number =>
  (detail?.order.lines ?? []).filter((l) => l.skuId === skuId).reduce((sum, l) => sum + l.shippedQty, 0);

/** Problems of a draft: none (null), no line, or a quantity out of 1..shipped. */
export function draftProblem(detail: RequestDetail | null, draft: readonly DraftLine[]): 'noLines' | 'qty' | null {
  if (draft.length === 0) return 'noLines';
  if (draft.some((d) => !Number.isInteger(d.qty) || d.qty < 1 || d.qty > shippedOf(detail, d.skuId))) return 'qty';
  return null;
}

/** Shipped skus of the order not on the return yet (what add sku offers). */
export function addableSkus(detail: RequestDetail | null, draft: readonly DraftLine[]) {
  const taken = new Set(draft.map((d) => d.skuId));
  const seen = new Set<string>();
  return (detail?.order.lines ?? []).filter((l) => l.shippedQty > 0 && !taken.has(l.skuId) && !seen.has(l.skuId) && seen.add(l.skuId));
}

/** The request can still be decided or edited. */
export const isOpen = (detail: RequestDetail | null) => detail?.status === 'requested';

/**
 * A decision the request allows now: still requested, a flag of its kind, and: a cancel is
 * approved only while nothing shipped; a return only when the order is delivered, it has lines
 * and no unsaved edit.
 */
export function mayDecide(detail: RequestDetail | null, flag: AuditFlag, dirty = false): boolean {
  if (!detail || !isOpen(detail) || !flagsOfKind[detail.kind].includes(flag)) return false;
  if (detail.kind === 'cancel' && flag === 'approve') return detail.order.shippedQty === 0;
  if (detail.kind === 'return') return !dirty && (flag !== 'approve' || (detail.order.status === 'delivered' && detail.returnLines.length > 0));
  return true;
}

/** A refund rejection needs a reason. */
export const needsReason = (detail: RequestDetail | null, flag: AuditFlag | null) => detail?.kind === 'refund' && flag === 'reject';

/** The answer says the request moved on under us: decided (or edited) by someone else. */
export const isDecidedElsewhere = (code: string) => code === OrderRequestErrorCode.decided || code === OrderRequestErrorCode.versionStale || code === 'SYS_CONFLICT';
