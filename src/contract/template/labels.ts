// The import domain's values in both languages (kernel/labels.ts): the option dictionary of import
// statuses, and the screens' status badge and record filters read it. The import types' names are
// declared by the areas that own the types (src/contract/areas.ts: importTypeLabels).
import { defineLabels } from '../kernel/labels';
import type { ImportStatus } from './imports';

export const importStatusLabels = defineLabels<ImportStatus>({
  queued: ['Queued', '排队中'],
  reading: ['Reading the file', '正在读取文件'],
  review: ['Waiting for review', '待审核'],
  applying: ['Importing', '正在导入'],
  done: ['Imported', '已导入'],
  failed: ['Could not be read', '无法读取'],
  cancelled: ['Cancelled', '已取消'],
});
