// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { separationResource } from './separations';

/** The lists the generic machines' model tests run over (src/resources/index.ts). */
export const listResources: readonly AnyResource[] = [separationResource];
