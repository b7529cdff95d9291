// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { brandAuthResource, reviewResource } from './brand-review';
import { platformProductResource, priceProposalResource } from './platform';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [
  platformProductResource as unknown as AnyResource,
  priceProposalResource as unknown as AnyResource,
  brandAuthResource as unknown as AnyResource,
  reviewResource as unknown as AnyResource,
];
