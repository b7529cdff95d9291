// Every import type the server knows, by its contract name.
import type { ImportType } from '../../src/contract';
import type { ImportDefinition } from './definition';
import { warehouseBufferImport } from './types/warehouse-buffer';

const definitions: Partial<Record<ImportType, ImportDefinition>> = {
  warehouseBuffer: warehouseBufferImport,
};

export function importDefinition(type: ImportType): ImportDefinition | undefined {
  return definitions[type];
}
