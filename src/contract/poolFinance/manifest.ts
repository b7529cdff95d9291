// The /poolFinance group's contract.
import { defineContractArea } from '../kernel/area';
import { applicationStatusLabels, refusalReasonLabels } from './labels';
import { poolFinanceEndpoints } from './applications';
import { poolFinanceShell } from './shell';

export const poolFinanceArea = defineContractArea({
  shell: poolFinanceShell,
  groups: { poolFinance: 'poolFinance' },
  endpoints: poolFinanceEndpoints,
  options: { poolFinanceApplicationStatus: applicationStatusLabels, poolFinanceRefusalReason: refusalReasonLabels },
});
