// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { importRecordsResource } from './imports';

/** The lists the generic machines' model tests run over (src/resources/index.ts). */
export const listResources: readonly AnyResource[] = [importRecordsResource as unknown as AnyResource];
