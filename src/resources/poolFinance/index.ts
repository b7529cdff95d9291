// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { applicationResource } from './applications';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [applicationResource as unknown as AnyResource];
