// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { applicationListDefinition } from './list-applications';
export { PoolFinanceRunner, runPoolFinanceJobOnce } from './job';
