// What the portal's shell knows of the /template group (kernel/area.ts): its option dictionary's
// name; its endpoints and schemas load with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const templateShell = defineAreaShell({
  name: 'template',
  options: ['importRecordStatus'],
});
