// Variant scm: Supply-chain management: assets, inventory, isolation, cost; scm report screen.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const scm = defineVariant('scm', {
  title: { en: 'Wharf Supply Chain Management', 'zh-CN': '供应链管理' },
  screens: { report: 'scm' },
  options: ['currency', 'country', 'platform', 'warehouseType', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#5b21b6', accent: '#0e7490' },
});
