// The /replenishment group's contract.
import { defineContractArea } from '../kernel/area';
import { replenishmentRecordStatusLabels } from './labels';
import { replenishmentEndpoints } from './records';
import { replenishmentShell } from './shell';

export const replenishmentArea = defineContractArea({
  shell: replenishmentShell,
  groups: { replenishment: 'replenishment' },
  endpoints: replenishmentEndpoints,
  options: { replenishmentRecordStatus: replenishmentRecordStatusLabels },
});
