// The /replenishment group's contract.
import { defineContractArea } from '../kernel/area';
import { replenishmentOrderStatusLabels } from './labels';
import { searchReplenishmentInventory } from './inventory';
import { replenishmentOrderEndpoints } from './order';
import { replenishmentShell } from './shell';

export const replenishmentArea = defineContractArea({
  shell: replenishmentShell,
  groups: { replenishment: 'replenishment' },
  endpoints: [...replenishmentOrderEndpoints, searchReplenishmentInventory],
  options: { replenishmentOrderStatus: replenishmentOrderStatusLabels },
});
