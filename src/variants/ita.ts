// Variant ita: ITA suppliers: products, orders and performance scoring.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const ita = defineVariant('ita', {
  title: { en: 'Wharf ITA Portal', 'zh-CN': 'ITA 门户' },
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#0369a1', accent: '#9d174d' },
});
