// The /asset group's contract: warehouses, carts, logistics channels and the asset settings.
import { defineContractArea } from '../kernel/area';
import { assetEndpoints } from './assets';
import { assetShell } from './shell';

export const assetArea = defineContractArea({
  shell: assetShell,
  groups: { asset: 'asset' },
  endpoints: assetEndpoints,
});
