// What the portal's shell knows of the /poolFinance group (kernel/area.ts): its option dictionaries'
// names and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const poolFinanceShell = defineAreaShell({
  name: 'poolFinance',
  options: ['poolFinanceApplicationStatus', 'poolFinanceRefusalReason'],
  // the list's search is sent as POST and only reads
  readsByPost: ['poolFinance.applicationSearch'],
});
