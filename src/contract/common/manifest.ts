// The common calls (spec section 7 "Common", "Table and theme", "Export", images and upload
// configurations, tax conversions, visit statistics): they belong to no route group, so each declares what it changes on its
// descriptor; the upload configurations take the group of the import type they name.
import { defineContractArea } from '../kernel/area';
import { commonEndpoints } from './common';
import { exportEndpoints } from './exports';
import { exportRequestEndpoints } from './export-requests';
import { imageEndpoints } from './images';
import { tableEndpoints } from './table-calls';
import { workQueueEndpoints } from './work-queue';
import { lookupEndpoints } from './lookup';
import { taxEndpoints } from './tax';
import { visitEndpoints } from './visits';
import { exportStatusLabels } from './labels';
import { commonShell } from './shell';

export const commonArea = defineContractArea({
  shell: commonShell,
  groups: {},
  endpoints: [...commonEndpoints, ...workQueueEndpoints, ...lookupEndpoints, ...tableEndpoints, ...exportEndpoints, ...exportRequestEndpoints, ...imageEndpoints, ...taxEndpoints, ...visitEndpoints],
  options: { exportStatus: exportStatusLabels },
});
