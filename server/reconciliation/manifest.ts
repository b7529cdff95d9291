// The /reconciliation group on the server: bills (list, one bill, providers, fee codes, create,
// upload, submit), their result lines (list, one line, a decision), the logistics cost bill import
// and the demo seed, after the asset and order areas whose cost settings and shipments it matches.
import { defineServerArea } from '../back/area';
import { billHandlers } from './bills';
import { logisticsCostImport } from './import-cost-bill';
import { resultHandlers } from './results';
import { seedReconciliation } from './seed';

export const reconciliationServer = defineServerArea({
  name: 'reconciliation',
  handlers: [...billHandlers, ...resultHandlers],
  imports: { reconciliationLogisticsCost: logisticsCostImport },
  seed: seedReconciliation,
  seedAfter: ['asset', 'order'],
});
