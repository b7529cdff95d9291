// What the portal's shell knows of the /template group (kernel/area.ts): its option dictionary's
// name; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const templateShell = defineAreaShell({
  name: 'template',
  options: ['importRecordStatus'],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: [
    'import.rowSearch',
    'import.rowExport',
    'import.records',
    'import.groupBizFields',
    'import.templateFields',
  ],
});
