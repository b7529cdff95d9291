// The /reconciliation group's contract.
import { defineContractArea } from '../kernel/area';
import { createBill, getBill, listFeeCodes, listProviders, searchBills, submitBill, uploadCostBill } from './bills';
import { billStatusLabels, billTypeLabels, lineDecisionLabels, resultClassLabels } from './labels';
import { decideResultLine, getResultLine, searchResults } from './results';
import { reconciliationShell } from './shell';

export const reconciliationEndpoints = [searchBills, getBill, listProviders, listFeeCodes, createBill, submitBill, uploadCostBill, searchResults, getResultLine, decideResultLine] as const;

export const reconciliationArea = defineContractArea({
  shell: reconciliationShell,
  groups: { reconciliation: 'reconciliation' },
  endpoints: reconciliationEndpoints,
  options: {
    reconciliationBillStatus: billStatusLabels,
    reconciliationBillType: billTypeLabels,
    reconciliationResultClass: resultClassLabels,
    reconciliationLineDecision: lineDecisionLabels,
  },
});
