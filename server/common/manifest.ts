// The common calls' handlers: user, language, menu, options, dashboard and its work queue, terms, table and theme,
// the export centre, images and upload configurations, tax codes and conversions, visit statistics.
import { defineServerArea } from '../back/area';
import { commonHandlers } from './common';
import { exportHandlers } from './exports';
import { exportRequestHandlers } from './export-requests';
import { imageHandlers } from './images';
import { tableHandlers } from './table';
import { workQueueHandlers } from './work-queue';
import { lookupHandlers } from './lookup';
import { seedTaxRates, taxHandlers } from './tax';
import { visitHandlers } from './visits';

export const commonServer = defineServerArea({
  name: 'common',
  handlers: [...commonHandlers, ...workQueueHandlers, ...lookupHandlers, ...tableHandlers, ...exportHandlers, ...exportRequestHandlers, ...imageHandlers, ...taxHandlers, ...visitHandlers],
  seed: seedTaxRates,
});
