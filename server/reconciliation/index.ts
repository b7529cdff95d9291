// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { reconciliationRecordListDefinition } from './list-records';
