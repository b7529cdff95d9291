// The /separate group's contract: isolations and incremental separations.
import { defineContractArea } from '../kernel/area';
import { separationEndpoints } from './separation';
import { incrementStatusLabels, separationStatusLabels } from './labels';

export const separateArea = defineContractArea({
  name: 'separate',
  groups: { separate: 'separate' },
  endpoints: separationEndpoints,
  readsByPost: ['separate.search', 'separate.warehouseGroup', 'separate.allocationWarehouseGroup', 'separate.allocationIncrementalGroup', 'separate.groupCheck'],
  options: { separationStatus: separationStatusLabels, incrementStatus: incrementStatusLabels },
  imports: { separation: { label: ['Isolation lines', '隔离明细'] } },
});
