// The /bulkInventory domain's values in both languages (kernel/labels.ts): the option dictionaries
// (the type and option pickers, the list's filters), the server's `warehouseType` and `options`
// calls, its messages and exports read these sets.
import { defineLabels } from '../kernel/labels';
import type { BulkOption, BulkType } from './warehouse';

export const bulkTypeLabels = defineLabels<BulkType>({
  factory: ['Factory warehouse', '工厂仓'],
  consolidation: ['Consolidation warehouse', '集货仓'],
  bondedBulk: ['Bonded bulk warehouse', '保税大宗仓'],
});

export const bulkOptionLabels = defineLabels<BulkOption>({
  palletStorage: ['Pallet storage', '托盘存储'],
  coldChain: ['Cold chain', '冷链'],
  hazardousGoods: ['Hazardous goods allowed', '允许危险品'],
});
