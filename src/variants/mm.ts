// Variant mm: Merchandise management: isolation, inventory, assets, orders.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const mm = defineVariant('mm', {
  title: 'Wharf Merchandise Management',
  options: ['currency', 'country', 'platform', 'warehouseType', 'importRecordStatus', 'sellerOrderStatus'],
  theme: { primary: '#475569', accent: '#c2410c' },
});
