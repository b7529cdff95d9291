// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { platformProductListDefinition } from './list-platform';
export { priceProposalListDefinition } from './list-price';
export { applyBatchListDefinition } from './list-apply';
export { standardProductListDefinition } from './list-standard';
export { sameConfirmListDefinition, sameSearchListDefinition } from './list-same';
export { tagApplicationListDefinition } from './list-tag';
export { changeRecordListDefinition } from './change-records';
export { brandAuthListDefinition } from './list-brand';
export { reviewListDefinition } from './list-review';
export { channelProductListDefinition } from './list-channel';
export { syncJobListDefinition } from './list-sync';
export { SyncRunner } from './sync-runner';
export { matchListDefinition } from './list-match';
export { productMasterListDefinition, vmsProductListDefinition } from './list-master';
