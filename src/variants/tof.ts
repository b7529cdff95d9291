// Variant tof: Primary build (spec section 1): the full supplier area set.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const tof = defineVariant('tof', {
  title: { en: 'Wharf Supplier Portal', 'zh-CN': '供应商门户' },
  subProduct: 'Wharf',
  templateAppId: true,
  options: ['currency', 'country', 'platform', 'warehouseType', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#1d4ed8', accent: '#0f766e' },
});
