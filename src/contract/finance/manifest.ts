// The /finance group's contract.
import { defineContractArea } from '../kernel/area';
import { financeRecordStatusLabels } from './labels';
import { financeEndpoints } from './records';
import { financeShell } from './shell';

export const financeArea = defineContractArea({
  shell: financeShell,
  groups: { finance: 'finance' },
  endpoints: financeEndpoints,
  options: { financeRecordStatus: financeRecordStatusLabels },
});
