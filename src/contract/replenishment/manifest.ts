// The /replenishment group's contract.
import { defineContractArea } from '../kernel/area';
import { replenishmentOrderStatusLabels } from './labels';
import { replenishmentEndpoints } from './order';
import { replenishmentShell } from './shell';

export const replenishmentArea = defineContractArea({
  shell: replenishmentShell,
  groups: { replenishment: 'replenishment' },
  endpoints: replenishmentEndpoints,
  options: { replenishmentOrderStatus: replenishmentOrderStatusLabels },
});
