// Variant vms: Vendor management for sellers (seller flavour, account type 4); vms product list and
// vms order info; its order list searches with the older filter shape.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const vms = defineVariant('vms', {
  title: { en: 'Wharf Vendor Management', 'zh-CN': '供应商库存管理' },
  screens: { productList: 'vms', orderInfo: 'vms', orderFilter: 'old' },
  // The seller flavour's uploads go through the vms paths, which take no application id.
  uploadAppId: false,
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#b91c1c', accent: '#1e40af' },
});
