// The /replenishment group's contract.
import { defineContractArea } from '../kernel/area';
import { inboundStatusLabels } from '../receipt';
import { replenishmentOrderStatusLabels } from './labels';
import { replenishmentInboundEndpoints } from './inbound';
import { searchReplenishmentInventory } from './inventory';
import { replenishmentOrderEndpoints } from './order';
import { replenishmentShell } from './shell';

export const replenishmentArea = defineContractArea({
  shell: replenishmentShell,
  groups: { replenishment: 'replenishment' },
  endpoints: [...replenishmentOrderEndpoints, searchReplenishmentInventory, ...replenishmentInboundEndpoints],
  options: { replenishmentOrderStatus: replenishmentOrderStatusLabels, replenishmentInboundStatus: inboundStatusLabels },
});
