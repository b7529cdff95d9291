// The isolation domain's values in both languages (kernel/labels.ts): the option dictionaries, the
// server's messages and exports, and the screens' badges read these sets.
import { defineLabels } from '../kernel/labels';
import type { IncrementStatus, SeparationStatus } from './separation';

export const separationStatusLabels = defineLabels<SeparationStatus>({
  draft: ['Draft', '草稿'],
  checked: ['Checked', '已校验'],
  submitted: ['Submitted', '已提交'],
  inEffect: ['In effect', '生效中'],
  suspending: ['Suspension requested', '暂停中'],
  suspended: ['Suspended', '已暂停'],
  finished: ['Finished', '已结束'],
  terminated: ['Terminated', '已终止'],
  recovered: ['Recovered', '已恢复'],
  cancelled: ['Cancelled', '已取消'],
});

export const incrementStatusLabels = defineLabels<IncrementStatus>({
  created: ['Created', '已创建'],
  syncing: ['Syncing', '同步中'],
  synced: ['Synced', '已同步'],
  cancelled: ['Cancelled', '已取消'],
  terminated: ['Terminated', '已终止'],
});
