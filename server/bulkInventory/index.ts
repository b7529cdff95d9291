// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export { bulkWarehouseListDefinition } from './list-warehouses';
export { bulkStockListDefinition } from './list-stock';
