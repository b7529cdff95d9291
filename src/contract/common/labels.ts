// The export centre's values in both languages (kernel/labels.ts): the option dictionary of job
// statuses (the server's export list names it) and the export centre's badge and filter.
import { defineLabels } from '../kernel/labels';
import type { exportStatuses } from './exports';

export const exportStatusLabels = defineLabels<(typeof exportStatuses)[number]>({
  queued: ['Queued', '排队中'],
  running: ['Running', '进行中'],
  succeeded: ['Finished', '已完成'],
  failed: ['Failed', '失败'],
});
