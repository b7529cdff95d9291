// The /inventoryCenter group's contract.
import { defineContractArea } from '../kernel/area';
import { inventoryCenterEndpoints } from './stock';
import { inventoryCenterShell } from './shell';

export const inventoryCenterArea = defineContractArea({
  shell: inventoryCenterShell,
  groups: { inventoryCenter: 'inventoryCenter' },
  endpoints: inventoryCenterEndpoints,
});
