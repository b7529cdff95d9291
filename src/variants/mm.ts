// Variant mm: Merchandise management: isolation, inventory, assets, orders.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const mm = defineVariant('mm', {
  title: { en: 'Wharf Merchandise Management', 'zh-CN': '商品管理' },
  options: ['currency', 'country', 'platform', 'warehouseType', 'importRecordStatus', 'sellerOrderStatus'],
  theme: { primary: '#475569', accent: '#c2410c' },
});
