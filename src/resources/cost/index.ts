// The area's public exports: what other areas may import (scripts/check-areas.mjs).
export * from './views';
import type { AnyResource } from '../types';
import { costListResource } from './costs';

/** The lists the generic machines' model tests run over (src/resources/index.ts). */
export const listResources: readonly AnyResource[] = [costListResource];
export * from './tax';
