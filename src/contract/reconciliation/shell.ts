// What the portal's shell knows of the /reconciliation group (kernel/area.ts): its option dictionary's
// name and its reads sent as POST; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const reconciliationShell = defineAreaShell({
  name: 'reconciliation',
  options: ['reconciliationRecordStatus'],
  // built in slices: the menu shows the list (the record opens from it)
  menu: ['list'],
  // the list's search is sent as POST and only reads
  readsByPost: ['reconciliation.recordSearch'],
});
