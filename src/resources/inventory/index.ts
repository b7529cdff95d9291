// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export * from './views';
import type { AnyResource } from '../types';
import { warehouseGroupResource } from './groups';
import { inventoryResource } from './inventory';

/** The lists the generic machines' model tests run over (src/resources/index.ts). */
export const listResources: readonly AnyResource[] = [warehouseGroupResource, inventoryResource];
