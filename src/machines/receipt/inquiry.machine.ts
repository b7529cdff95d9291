// One price inquiry (/receipt/priceInquiryInfo/:no; contract src/contract/receipt/inquiry.ts) on the
// record-with-actions kit (generic/recordActions.machine.ts, whose header says what each state
// means). The record is read from the inquiry's header, its table and the first page of the
// purchases its award led to. "Clear reply" (an optional note) while replied and before the deadline
// (the server refuses it after: RECEIPT_INQUIRY_CLOSED); the reply itself is its own form
// (inquiryReply.machine.ts). Someone acting first (RECEIPT_INQUIRY_STALE, _STATE, _CLOSED) asks
// for a reload.
import { call } from '../../services';
import {
  clearInquiryReply,
  getInquiryHeader,
  getInquiryTable,
  INQUIRY_NOTE_MAX,
  InquiryErrorCode,
  searchInquiryPurchases,
  type InquiryHeader,
  type InquiryLine,
  type InquiryPurchasePage,
} from '../../contract/receipt/inquiry';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type InquiryAction = 'clear';

export interface InquiryRecord extends InquiryHeader {
  table: readonly InquiryLine[];
  purchases: InquiryPurchasePage;
}

/** Purchases shown on the record (the award opens one request; its lines fit one page). */
export const PURCHASES_PAGE = 50;

async function load(no: string, signal: AbortSignal): Promise<InquiryRecord> {
  const [header, table, purchases] = await Promise.all([
    call(getInquiryHeader, { params: { no } }, { signal, quiet: true }),
    call(getInquiryTable, { params: { no } }, { signal, quiet: true }),
    call(searchInquiryPurchases, { body: { no, pageNo: 1, pageSize: PURCHASES_PAGE } }, { signal, quiet: true }),
  ]);
  return { ...header, table: table.lines, purchases };
}

/** Whether the reply window is still open at `now` (the server's clock decides; this only hides what it would refuse). */
export const replyOpen = (r: Pick<InquiryHeader, 'status' | 'replyClosesAt'>, now = Date.now()) => (r.status === 'open' || r.status === 'replied') && now < new Date(r.replyClosesAt).getTime();

export const inquirySpec: RecordActionsSpec<InquiryRecord, InquiryAction> = {
  id: 'receiptInquiry',
  load,
  actions: {
    clear: {
      allowed: (r) => r.status === 'replied' && replyOpen(r),
      // optional: why the reply is withdrawn (kept in the inquiry's history)
      note: { required: false, max: INQUIRY_NOTE_MAX },
      submit: async ({ key, version, note }, signal) => {
        await call(clearInquiryReply, { body: { no: key, version, note } }, { signal, save: true });
        return load(key, signal);
      },
    },
  },
  staleCodes: [InquiryErrorCode.stale, InquiryErrorCode.decided, InquiryErrorCode.closed],
};

export const inquiryMachine = createRecordActionsMachine(inquirySpec);
