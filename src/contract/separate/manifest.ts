// The /separate group's contract: isolations and incremental separations.
import { defineContractArea } from '../kernel/area';
import { workQueueCount } from '../kernel/work-queue';
import { separationList } from './separation';
import { separationEndpoints } from './separation';
import { incrementStatusLabels, separationStatusLabels } from './labels';

export const separateArea = defineContractArea({
  name: 'separate',
  groups: { separate: 'separate' },
  endpoints: separationEndpoints,
  readsByPost: ['separate.search', 'separate.warehouseGroup', 'separate.allocationWarehouseGroup', 'separate.allocationIncrementalGroup', 'separate.groupCheck'],
  options: { separationStatus: separationStatusLabels, incrementStatus: incrementStatusLabels },
  imports: { separation: { label: ['Isolation lines', '隔离明细'] } },
  // the dashboard's count (docs/domain/dashboard.md): isolations the job will start
  workQueue: [workQueueCount(separationList, { id: 'isolationsWaiting', group: 'separate', entry: 'control', conditions: { waitingForJob: true } })],
});
