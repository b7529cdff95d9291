// The area's public exports: what other areas may import (scripts/check-areas.mjs).
import type { AnyResource } from '../types';
import { abnormalResource } from './abnormal';
import { arrivalResource } from './arrivals';
import { fulfilmentLineResource } from './fulfilment-lines';
import { orderResource, orderResourceOld } from './orders';
import { platformOrderResource } from './platform-orders';
import { requestResources } from './requests';

/** The lists the generic machines' model tests run over (src/resources/index.ts). */
export const listResources: readonly AnyResource[] = [
  orderResource as unknown as AnyResource,
  orderResourceOld as unknown as AnyResource,
  abnormalResource,
  requestResources.cancel,
  requestResources.return,
  requestResources.refund,
  arrivalResource as unknown as AnyResource,
  platformOrderResource as unknown as AnyResource,
  fulfilmentLineResource as unknown as AnyResource,
];
