// Labels shared by the dashboards.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TenantKind } from '../../contract/kernel/groups';

export const kindName: Record<TenantKind, MessageDescriptor> = {
  supplier: msg`Supplier`,
  seller: msg`Seller`,
  distributor: msg`Distributor`,
  provider: msg`Logistics service provider`,
};

export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
