// The area's public exports: what other areas (and server/main.ts) may import (scripts/check-areas.mjs).
export { billListDefinition } from './list-bills';
export { resultListDefinition } from './list-results';
export { ReconciliationRunner, runReconciliationJobOnce } from './job';
