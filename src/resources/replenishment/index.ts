// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { replenishmentInboundResource } from './inbounds';
import { replenishmentInventoryResource } from './inventory';
import { replenishmentOrderResource } from './orders';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [replenishmentOrderResource as unknown as AnyResource, replenishmentInventoryResource as unknown as AnyResource, replenishmentInboundResource as unknown as AnyResource];
