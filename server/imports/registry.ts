// Every import type the server knows, by its contract name.
import type { ImportType } from '../../src/contract';
import type { ImportDefinition } from './definition';
import { allotImport } from '../inventory/import-allot';
import { orderReceiptImport } from '../order/import-receipt';
import { orderShipmentImport } from '../order/import-shipment';
import { uploadOrderImport } from '../order/import-upload-order';
import { separationImport } from '../separate/import-separation';
import { skuCostImport } from '../cost/import-sku-cost';
import { warehouseBufferImport } from '../asset/import-warehouse-buffer';
import { warehouseImport } from '../asset/import-warehouse';

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
