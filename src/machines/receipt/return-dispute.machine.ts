// Disputing a return-refund master's items (the master record's "Dispute items", the call
// `dispute`), on the line-quantities kit (generic/lineQuantities.machine.ts, whose header says what
// each state means) with a reason as each line's value: per item the supplier bears and has not
// disputed yet, a reason; an item with a reason is disputed, one left blank is not. At least one
// reason, none longer than the call takes; the call carries the items with a reason, trimmed. A
// stale version or a refused item (RECEIPT_RETURN_STALE, RECEIPT_RETURN_ITEM) comes back as the
// dialog's error.
import { call } from '../../services';
import { disputeReturnItems, type ReturnMasterInfo } from '../../contract/receipt/return-refund';
import { RECEIPT_REASON_MAX } from '../../contract/receipt/request';
import { createLineQuantitiesMachine, type LineQuantitiesSpec } from '../generic/lineQuantities.machine';

/** An item of the master as the dialog opens on it. */
export interface ReturnDisputeSeed {
  itemId: string;
  returnNo: string;
  sku: string;
}

export interface ReturnDisputeItem {
  lineId: string;
  returnNo: string;
  sku: string;
  /** The reason typed ('' : not disputed). */
  value: string;
}

export type ReturnDisputeProblem = 'none' | 'tooLong';
type Body = { id: string; version: number; items: { itemId: string; reason: string }[] };

/** What is wrong before anything is sent (the server refuses a blank or too long reason as well). */
export function returnDisputeProblem(items: readonly ReturnDisputeItem[]): ReturnDisputeProblem | null {
  const given = items.map((i) => i.value.trim()).filter((r) => r !== '');
  if (given.length === 0) return 'none';
  return given.some((r) => r.length > RECEIPT_REASON_MAX) ? 'tooLong' : null;
}

export const returnDisputeSpec: LineQuantitiesSpec<ReturnDisputeSeed, ReturnDisputeItem, ReturnDisputeProblem, Body, ReturnMasterInfo> = {
  id: 'receiptReturnDispute',
  line: (i) => ({ lineId: i.itemId, returnNo: i.returnNo, sku: i.sku, value: '' }),
  problem: returnDisputeProblem,
  body: (e) => ({
    id: e.recordId,
    version: e.version,
    items: e.lines.filter((i) => i.value.trim() !== '').map((i) => ({ itemId: i.lineId, reason: i.value.trim() })),
  }),
  save: (body, signal) => call(disputeReturnItems, { body }, { signal, save: true }),
};

export const returnDisputeMachine = createLineQuantitiesMachine(returnDisputeSpec);
