// One return-refund master (/receipt/returnRefundMasterInfo/:id; contract
// src/contract/receipt/return-refund.ts) on the record-with-actions kit
// (generic/recordActions.machine.ts, whose header says what each state means). Its record is the
// master with its compensation detail and items, its outbound detail and the outbound's first sku
// page, read together. A pending master offers "Confirm" (the unsellable goods leave on its
// outbound). Disputing items (a reason per item) is its own dialog on return-dispute.machine.ts: the
// kit's note is one per action.
// Someone acting first (RECEIPT_RETURN_STALE, _STATE) asks for a reload.
import { call } from '../../services';
import {
  confirmReturnMaster,
  getReturnCompensation,
  getReturnMaster,
  getReturnOutbound,
  getReturnOutboundSkus,
  ReturnRefundErrorCode,
  type Compensation,
  type ReturnMasterInfo,
  type ReturnOutbound,
  type ReturnOutboundSkuPage,
} from '../../contract/receipt/return-refund';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type ReturnMasterAction = 'confirm';
export type ReturnMasterRecord = ReturnMasterInfo & { compensation: Compensation; outbound: ReturnOutbound; skus: ReturnOutboundSkuPage };

/** The outbound's sku page the record shows (a master holds a week's returns of one warehouse: far fewer skus). */
export const SKU_PAGE_SIZE = 50;

async function withDetails(master: Promise<ReturnMasterInfo>, signal: AbortSignal): Promise<ReturnMasterRecord> {
  const m = await master;
  const params = { id: m.id };
  const [compensation, outbound, skus] = await Promise.all([
    call(getReturnCompensation, { params }, { signal, quiet: true }),
    call(getReturnOutbound, { params }, { signal, quiet: true }),
    call(getReturnOutboundSkus, { params, query: { page: 1, pageSize: SKU_PAGE_SIZE } }, { signal, quiet: true }),
  ]);
  return { ...m, compensation, outbound, skus };
}

/** The items the supplier bears and has not disputed yet: what "Dispute items" offers. */
export const disputable = (r: ReturnMasterRecord) => r.compensation.items.filter((i) => i.payer === 'supplier' && i.dispute === 'none');

export const returnMasterSpec: RecordActionsSpec<ReturnMasterRecord, ReturnMasterAction> = {
  id: 'receiptReturnMaster',
  load: (id, signal) => withDetails(call(getReturnMaster, { params: { id } }, { signal, quiet: true }), signal),
  actions: {
    confirm: { allowed: (r) => r.status === 'pendingConfirm', submit: ({ key, version }, signal) => withDetails(call(confirmReturnMaster, { body: { id: key, version } }, { signal, save: true }), signal) },
  },
  staleCodes: [ReturnRefundErrorCode.stale, ReturnRefundErrorCode.decided],
};

export const returnMasterMachine = createRecordActionsMachine(returnMasterSpec);
