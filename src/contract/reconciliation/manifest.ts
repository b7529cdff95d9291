// The /reconciliation group's contract.
import { defineContractArea } from '../kernel/area';
import { reconciliationRecordStatusLabels } from './labels';
import { reconciliationEndpoints } from './records';
import { reconciliationShell } from './shell';

export const reconciliationArea = defineContractArea({
  shell: reconciliationShell,
  groups: { reconciliation: 'reconciliation' },
  endpoints: reconciliationEndpoints,
  options: { reconciliationRecordStatus: reconciliationRecordStatusLabels },
});
