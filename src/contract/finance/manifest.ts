// The /finance group's contract.
import { defineContractArea } from '../kernel/area';
import { invoiceEndpoints, invoiceList } from './invoices';
import { invoiceStatusLabels, settlementStatusLabels, transactionKindLabels } from './labels';
import { approveSettlement, disputeSettlement, getOperationHistory, getSettlement, getSettlementConfirmInfo, searchSettlements, settlementList } from './settlements';
import { financeShell } from './shell';
import { getTransaction, searchTransactions, transactionList } from './transactions';

export const financeTables = [settlementList.table, transactionList.table, invoiceList.table] as const;
export const financeEndpoints = [searchSettlements, getSettlement, getSettlementConfirmInfo, getOperationHistory, approveSettlement, disputeSettlement, searchTransactions, getTransaction, ...invoiceEndpoints] as const;

export const financeArea = defineContractArea({
  shell: financeShell,
  groups: { finance: 'finance' },
  endpoints: financeEndpoints,
  options: { financeSettlementStatus: settlementStatusLabels, financeTransactionKind: transactionKindLabels, financeInvoiceStatus: invoiceStatusLabels },
});
