// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { platformProductListDefinition } from './list-platform';
export { priceProposalListDefinition } from './list-price';
export { channelProductListDefinition } from './list-channel';
export { syncJobListDefinition } from './list-sync';
export { SyncRunner } from './sync-runner';
export { matchListDefinition } from './list-match';
