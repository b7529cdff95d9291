// Variant cbdc: Cross-border declarations: customs, orders, products, receipts, finance.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const cbdc = defineVariant('cbdc', {
  title: { en: 'Wharf Cross-Border Customs', 'zh-CN': '跨境海关' },
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#86198f', accent: '#0f766e' },
});
