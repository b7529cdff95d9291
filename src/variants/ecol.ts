// Variant ecol: Logistics service providers: collection, provider finance, services; own dashboard.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const ecol = defineVariant('ecol', {
  title: { en: 'Wharf Logistics Service Provider', 'zh-CN': '物流服务商' },
  dashboard: 'ecol',
  options: ['currency', 'country', 'importRecordStatus', 'auditStatus'],
  theme: { primary: '#166534', accent: '#7c2d12' },
});
