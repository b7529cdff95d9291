// One settlement and its confirmation (/finance/settlementInfo/:id; contract
// src/contract/finance/settlements.ts), on the record-with-actions kit (generic/recordActions.machine.ts,
// whose header says what each state means). While it awaits confirmation, or has lines disputed,
// it can be confirmed (the whole, or the undisputed part); someone else acting first
// (FINANCE_SETTLEMENT_STALE, _DECIDED) asks for a reload. Lines are disputed from the transaction
// (transaction.machine.ts).
import { call } from '../../services';
import { approveSettlement, FinanceErrorCode, getOperationHistory, getSettlement, type OperationHistory, type SettlementInfo } from '../../contract/finance';
import { createRecordActionsMachine, type RecordActionsSpec } from '../generic/recordActions.machine';

export type SettlementRecord = SettlementInfo & { history: OperationHistory };

const load = async (number: string, signal: AbortSignal): Promise<SettlementRecord> => {
  const [info, history] = await Promise.all([
    call(getSettlement, { params: { number } }, { signal, quiet: true }),
    call(getOperationHistory, { params: { type: 'settlement', number } }, { signal, quiet: true }),
  ]);
  return { ...info, history };
};

export const settlementSpec: RecordActionsSpec<SettlementRecord, 'confirm'> = {
  id: 'financeSettlement',
  load,
  actions: {
    confirm: {
      allowed: (s) => s.status === 'pendingConfirm' || s.status === 'disputed',
      submit: async ({ key, version }, signal) => {
        await call(approveSettlement, { body: { number: key, version } }, { signal, save: true });
        return load(key, signal);
      },
    },
  },
  staleCodes: [FinanceErrorCode.stale, FinanceErrorCode.decided],
};

export const settlementMachine = createRecordActionsMachine(settlementSpec);
