// One transaction and the dispute of it (/finance/transactionInfo/:id; contract
// src/contract/finance/transactions.ts), on the record-with-actions kit. A deduction (a return or a
// refund) of a settlement awaiting confirmation, not disputed yet, can be disputed: a reason picked
// from the design's list (a return's dialog opens on the received quantity, the usual reason; a
// refund's on none) and a note (the server refuses OTHER without one, FINANCE_DISPUTE_NOTE_REQUIRED).
// The dispute carries the settlement's version: a settlement changed meanwhile is stale.
import { i18n } from '@lingui/core';
import { call } from '../../services';
import { disputeReasonLabels, disputeReasons, disputeSettlement, DISPUTE_NOTE_MAX, FinanceErrorCode, getTransaction, type DisputeReason, type TransactionDetail } from '../../contract/finance';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

const disputable = (t: TransactionDetail) => t.kind !== 'sale' && t.dispute === null && (t.settlementStatus === 'pendingConfirm' || t.settlementStatus === 'disputed');

export const transactionSpec: RecordActionsSpec<TransactionDetail, 'dispute'> = {
  id: 'financeTransaction',
  load: (number, signal) => call(getTransaction, { params: { number } }, { signal, quiet: true }),
  actions: {
    dispute: {
      allowed: disputable,
      note: { required: false, max: DISPUTE_NOTE_MAX },
      choice: { options: () => disputeReasons.map((r) => ({ value: r, label: disputeReasonLabels.text(r, i18n.locale) })), initial: (t) => (t.kind === 'return' ? 'QUANTITY_RECEIVED_WRONG' : null) },
      submit: async ({ key, version, note, choice }, signal) => {
        const t = await call(getTransaction, { params: { number: key } }, { signal, quiet: true });
        await call(disputeSettlement, { body: { number: t.settlementNo, version, lines: [{ transactionNo: key, reason: choice as DisputeReason, note }] } }, { signal, save: true });
        return call(getTransaction, { params: { number: key } }, { signal, quiet: true });
      },
    },
  },
  staleCodes: [FinanceErrorCode.stale, FinanceErrorCode.decided],
};

export const transactionMachine = createRecordActionsMachine(transactionSpec);
