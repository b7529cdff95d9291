// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { applyBatchResource } from './apply';
import { brandAuthResource, reviewResource } from './brand-review';
import { platformProductResource, priceProposalResource } from './platform';
import { channelProductResource, matchResource, syncJobResource } from './channel-sync';
import { sameConfirmResource, sameSearchResource, standardProductResource } from './standard-same';
import { changeRecordResource, tagApplicationResource } from './tag';
import { strategyResource } from './strategy';
import { gbResource } from './goods-base';
import { productMasterResource, vmsProductResource } from './master';

/** The lists the generic machines' model tests run over (src/resources/index.ts finds them by folder). */
export const listResources: readonly AnyResource[] = [
  platformProductResource as unknown as AnyResource,
  priceProposalResource as unknown as AnyResource,
  applyBatchResource as unknown as AnyResource,
  standardProductResource as unknown as AnyResource,
  sameConfirmResource as unknown as AnyResource,
  sameSearchResource as unknown as AnyResource,
  tagApplicationResource as unknown as AnyResource,
  changeRecordResource as unknown as AnyResource,
  strategyResource as unknown as AnyResource,
  brandAuthResource as unknown as AnyResource,
  reviewResource as unknown as AnyResource,
  channelProductResource as unknown as AnyResource,
  syncJobResource as unknown as AnyResource,
  matchResource as unknown as AnyResource,
  gbResource as unknown as AnyResource,
  productMasterResource as unknown as AnyResource,
  vmsProductResource as unknown as AnyResource,
];
