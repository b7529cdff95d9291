// The import domain's values in both languages (kernel/labels.ts): the option dictionary of import
// statuses, and the screens' type picker, status badge and record filters read these sets.
import { defineLabels } from '../kernel/labels';
import type { ImportStatus, ImportType } from './imports';

export const importTypeLabels = defineLabels<ImportType>({
  warehouseBuffer: ['Warehouse buffer settings', '仓库缓冲设置'],
  warehouse: ['Warehouses', '仓库'],
  allot: ['Allotments', '库存分配'],
  skuCost: ['SKU purchase costs', 'SKU 采购成本'],
  separation: ['Isolation lines', '隔离明细'],
  orderShipment: ['Order shipments', '订单发货'],
  receiptInfo: ['Receipt info', '票据信息'],
  uploadOrder: ['Upload orders', '上传订单'],
});

export const importStatusLabels = defineLabels<ImportStatus>({
  queued: ['Queued', '排队中'],
  reading: ['Reading the file', '正在读取文件'],
  review: ['Waiting for review', '待审核'],
  applying: ['Importing', '正在导入'],
  done: ['Imported', '已导入'],
  failed: ['Could not be read', '无法读取'],
  cancelled: ['Cancelled', '已取消'],
});
