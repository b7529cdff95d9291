// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { platformProductListDefinition } from './list-platform';
export { priceProposalListDefinition } from './list-price';
export { brandAuthListDefinition } from './list-brand';
export { reviewListDefinition } from './list-review';
