// The /cost group on the server: the cost list, a sku's cost detail, and the sku cost import.
import { defineServerArea } from '../back/area';
import { inventoryCostHandlers } from './cost';
import { skuCostImport } from './import-sku-cost';

export const costServer = defineServerArea({ name: 'cost', handlers: inventoryCostHandlers, imports: { skuCost: skuCostImport } });
