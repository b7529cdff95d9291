// Variant scs: Supply-chain services: receipts, orders, products, finance, requisitions.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const scs = defineVariant('scs', {
  title: { en: 'Wharf Supply Chain Services', 'zh-CN': '供应链服务' },
  subProduct: 'Wharf SCS',
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#00695c', accent: '#6d28d9' },
});
