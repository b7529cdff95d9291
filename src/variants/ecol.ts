// Variant ecol: Logistics service providers: collection, provider finance, services; own dashboard.
// Application id, flavour, account type, groups and permissions come from variantCores.
import { defineVariant } from './schema';

export const ecol = defineVariant('ecol', {
  title: 'Wharf Logistics Service Provider',
  dashboard: 'ecol',
  options: ['currency', 'country', 'importRecordStatus', 'auditStatus'],
  theme: { primary: '#166534', accent: '#7c2d12' },
});
