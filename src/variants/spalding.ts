// Variant spalding: Custom-made (customisation audit) orders, roles and reports.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const spalding = defineVariant('spalding', {
  title: { en: 'Wharf Customisation Audit', 'zh-CN': '定制审核' },
  options: ['currency', 'country', 'importRecordStatus', 'auditStatus'],
  theme: { primary: '#be123c', accent: '#334155' },
});
