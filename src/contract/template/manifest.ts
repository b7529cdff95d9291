// The /template group's contract: the import pipeline (templates, upload, review, confirm). Its
// calls take the group of the import type they name (src/contract/access.ts), so no prefix maps
// to a group here; the reads sent as POST are listed. The import types themselves are declared by
// the areas whose data they change (their shells' `imports`).
import { defineContractArea } from '../kernel/area';
import { importEndpoints } from './imports';
import { importStatusLabels } from './labels';
import { templateShell } from './shell';

export const templateArea = defineContractArea({
  shell: templateShell,
  groups: {},
  endpoints: importEndpoints,
  options: { importRecordStatus: importStatusLabels },
});
