// The descriptors of the /asset group (see docs/domain/assets.md). `listResources` are the lists
// the generic machines' model tests run over (src/resources/index.ts finds them by folder);
// the settings, reference lists and queries are tested by tests/model/asset-*.test.ts.
import type { AnyResource } from '../types';
import { cartResource } from './cart';
import { logisticsResource } from './logistics';
import { recordResources, thirdWarehouseResource, triggerRecordsResource } from './lists';
import { warehouseResource } from './warehouse';

export { warehouseResource } from './warehouse';
export { cartResource, cartEditResource } from './cart';
export { logisticsResource } from './logistics';
export { thirdWarehouseResource, triggerRecordsResource, recordsResource, type RecordKind } from './lists';

export const listResources: readonly AnyResource[] = [
  warehouseResource as unknown as AnyResource,
  cartResource as unknown as AnyResource,
  logisticsResource as unknown as AnyResource,
  thirdWarehouseResource as unknown as AnyResource,
  triggerRecordsResource as unknown as AnyResource,
  ...recordResources,
];
export * from './queries';
