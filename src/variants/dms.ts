// Variant dms: Distributors (distributor flavour, account type 5); dms report screen.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const dms = defineVariant('dms', {
  title: { en: 'Wharf Distributor Management', 'zh-CN': '分销商管理' },
  screens: { report: 'dms' },
  // Distributor uploads go through the distribution upload path, which takes no application id.
  uploadAppId: false,
  options: ['currency', 'country', 'importRecordStatus', 'auditStatus'],
  theme: { primary: '#9a3412', accent: '#1e3a8a' },
});
