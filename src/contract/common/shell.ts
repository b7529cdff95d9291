// What the portal's shell knows of the common calls' area beyond the calls it makes itself
// (common.ts, visits.ts, work-queue.ts): the option dictionary it names (kernel/area.ts).
import { defineAreaShell } from '../kernel/area';

export const commonShell = defineAreaShell({
  name: 'common',
  options: ['exportStatus'],
});
