// Variant fobt: FOB trade suppliers: orders (with the fobt order info), products, receipts.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const fobt = defineVariant('fobt', {
  title: { en: 'Wharf FOB Trade', 'zh-CN': '离岸价贸易' },
  screens: { orderInfo: 'fobt' },
  options: ['currency', 'country', 'platform', 'importRecordStatus', 'sellerOrderStatus', 'auditStatus'],
  theme: { primary: '#92400e', accent: '#155e75' },
});
