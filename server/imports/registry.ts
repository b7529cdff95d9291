// Every import type the server knows, by its contract name.
import type { ImportType } from '../../src/contract';
import type { ImportDefinition } from './definition';
import { allotImport } from './types/allot';
import { orderReceiptImport } from './types/order-receipt';
import { orderShipmentImport } from './types/order-shipment';
import { uploadOrderImport } from './types/upload-order';
import { separationImport } from './types/separation';
import { skuCostImport } from './types/sku-cost';
import { warehouseBufferImport } from './types/warehouse-buffer';
import { warehouseImport } from './types/warehouse';

const definitions: Record<ImportType, ImportDefinition> = {
  warehouseBuffer: warehouseBufferImport,
  skuCost: skuCostImport,
  allot: allotImport,
  warehouse: warehouseImport,
  separation: separationImport,
  orderShipment: orderShipmentImport,
  receiptInfo: orderReceiptImport,
  uploadOrder: uploadOrderImport,
};

export function importDefinition(type: ImportType): ImportDefinition | undefined {
  return definitions[type];
}
