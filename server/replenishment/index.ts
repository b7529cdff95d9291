// The area's public exports: what other areas (and server/main.ts) may import (scripts/check-areas.mjs).
export { replenishmentOrderListDefinition } from './list-orders';
export { replenishmentInventoryListDefinition } from './list-inventory';
export { ReplenishmentSuggestRunner } from './suggest-job';
export { replenishmentInboundListDefinition } from './list-inbounds';
