// Variant fobt: FOB trade suppliers: orders, products, receipts.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const fobt = defineVariant('fobt', {
  title: 'Wharf FOB Trade',
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#92400e', accent: '#155e75' },
});
