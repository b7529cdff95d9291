// The /separate group's contract: isolations and incremental separations.
import { defineContractArea } from '../kernel/area';
import { separationList } from './separation';
import { separationEndpoints } from './separation';
import { incrementStatusLabels, separationStatusLabels } from './labels';
import { separateShell } from './shell';

export const separateArea = defineContractArea({
  shell: separateShell,
  groups: { separate: 'separate' },
  endpoints: separationEndpoints,
  options: { separationStatus: separationStatusLabels, incrementStatus: incrementStatusLabels },
  // the list the shell's work-queue count searches
  workQueueLists: [separationList],
});
