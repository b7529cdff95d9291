// What the portal's shell knows of the /reconciliation group (kernel/area.ts): its option
// dictionaries' names, its import type and its reads sent as POST; its endpoints and schemas load
// with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const reconciliationShell = defineAreaShell({
  name: 'reconciliation',
  options: ['reconciliationBillStatus', 'reconciliationBillType', 'reconciliationResultClass', 'reconciliationLineDecision'],
  // the logistics cost bill (/reconciliation/upload): its own upload call, 40 s (spec section 9)
  imports: { reconciliationLogisticsCost: { label: ['Logistics cost bills', '物流费用账单'], upload: () => import('./bills').then((m) => m.uploadCostBill) } },
  readsByPost: ['reconciliation.billSearch', 'reconciliation.result'],
});
