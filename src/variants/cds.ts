// Variant cds: CDS order handling.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const cds = defineVariant('cds', {
  title: { en: 'Wharf CDS Orders', 'zh-CN': 'CDS 订单' },
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus'],
  theme: { primary: '#3730a3', accent: '#a16207' },
});
