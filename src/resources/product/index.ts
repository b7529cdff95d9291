// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { platformProductResource, priceProposalResource } from './platform';
import { channelProductResource, matchResource, syncJobResource } from './channel-sync';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [platformProductResource as unknown as AnyResource, priceProposalResource as unknown as AnyResource,
  channelProductResource as unknown as AnyResource, syncJobResource as unknown as AnyResource, matchResource as unknown as AnyResource];
