// Variant cds-admin: CDS administration.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const cdsAdmin = defineVariant('cds-admin', {
  title: { en: 'Wharf CDS Administration', 'zh-CN': 'CDS 管理后台' },
  options: ['currency', 'country', 'platform', 'importRecordStatus'],
  theme: { primary: '#1e3a5f', accent: '#b45309' },
});
