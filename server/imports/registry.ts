// Every import type the server knows, by its contract name.
import type { ImportType } from '../../src/contract';
import type { ImportDefinition } from './definition';
import { skuCostImport } from './types/sku-cost';
import { warehouseBufferImport } from './types/warehouse-buffer';

const definitions: Partial<Record<ImportType, ImportDefinition>> = {
  warehouseBuffer: warehouseBufferImport,
  skuCost: skuCostImport,
};

export function importDefinition(type: ImportType): ImportDefinition | undefined {
  return definitions[type];
}
