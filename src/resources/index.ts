// The registry of resource descriptors. Every descriptor listed here is run through the generic
// machines' model tests (tests/model/generic-*.test.ts) with its own examples, so adding one
// here is all a new list needs to be covered.
import type { AnyResource } from './types';
import { exportJobsResource } from './exportJobs';
import { assetResources } from './asset';
import { warehouseGroupResource } from './inventory/groups';
import { inventoryResource } from './inventory/inventory';
import { costListResource } from './cost/costs';
import { importRecordsResource } from './template/imports';
import { separationResource } from './separate/separations';
import { orderResource, orderResourceOld } from './order/orders';
import { abnormalResource } from './order/abnormal';
import { requestResources } from './order/requests';
import { arrivalResource } from './order/arrivals';
import { platformOrderResource } from './order/platform-orders';

export type { AnyResource, ResourceDescriptor, ResourceAction, ColumnHint, FormFieldSpec, LocalColumn, LocalCondition } from './types';
export { defineResource, tableSearch } from './types';

export const resources: readonly AnyResource[] = [
  exportJobsResource,
  ...assetResources,
  warehouseGroupResource,
  inventoryResource,
  costListResource,
  importRecordsResource as unknown as AnyResource,
  separationResource,
  orderResource as unknown as AnyResource,
  orderResourceOld as unknown as AnyResource,
  abnormalResource,
  requestResources.cancel,
  requestResources.return,
  requestResources.refund,
  arrivalResource as unknown as AnyResource,
  platformOrderResource as unknown as AnyResource,
];
