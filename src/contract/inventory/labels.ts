// The inventory domain's values in both languages (kernel/labels.ts): the option dictionaries and
// the screens read these sets.
import { defineLabels } from '../kernel/labels';
import type { AllotMode } from './inventory';

export const pushStatusLabels = defineLabels<'modified' | 'synced'>({
  modified: ['Modified, not pushed', '已修改未推送'],
  synced: ['Pushed', '已推送'],
});

export const stockStatusLabels = defineLabels<'inStock' | 'lowStock' | 'outOfStock'>({
  inStock: ['In stock', '有货'],
  lowStock: ['Low stock', '库存不足'],
  outOfStock: ['Out of stock', '缺货'],
});

export const allotModeLabels = defineLabels<AllotMode>({
  ratio: ['Ratio (%)', '按比例（%）'],
  fixed: ['Fixed quantity', '固定数量'],
});
