// The registry of resource descriptors, found by folder: each area's src/resources/<area>/index.ts
// exports its lists as `listResources`. Every descriptor here is run through the generic machines'
// model tests (tests/model/generic-*.test.ts) with its own examples, so a new area's lists are
// covered without a line here. Only the tests read it (the screens import their own descriptors).
import type { AnyResource } from './types';
import { exportJobsResource } from './exportJobs';

export type { AnyResource, ResourceDescriptor, ResourceAction, ColumnHint, FormFieldSpec, LocalColumn, LocalCondition } from './types';
export { defineResource, tableSearch } from './types';

const areas = import.meta.glob<{ listResources?: readonly AnyResource[] }>('./*/index.ts', { eager: true });

export const resources: readonly AnyResource[] = [
  exportJobsResource,
  ...Object.keys(areas)
    .sort()
    .flatMap((file) => areas[file].listResources ?? []),
];
