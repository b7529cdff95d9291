// What the portal's shell knows of the /separate group (kernel/area.ts): its option dictionaries'
// names, its import type and the dashboard's count; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';
import { workQueueItem } from '../kernel/work-queue';
import type { separationList } from './separation';

export const separateShell = defineAreaShell({
  name: 'separate',
  options: ['separationStatus', 'incrementStatus'],
  imports: { separation: { label: ['Isolation lines', '隔离明细'] } },
  // the dashboard's count (docs/domain/dashboard.md): isolations the job will start
  workQueue: [workQueueItem<typeof separationList>({ id: 'isolationsWaiting', group: 'separate', entry: 'control', bizType: 'separate.control', conditions: { waitingForJob: true } })],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: [
    'separate.search',
    'separate.warehouseGroup',
    'separate.allocationWarehouseGroup',
    'separate.allocationIncrementalGroup',
    'separate.groupCheck',
  ],
});
