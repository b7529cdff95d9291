// Texts of the /asset screens: route titles, labels, and the field-error keys of the asset
// descriptors (the generic keys and zod codes fall back to the generic screens' texts).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { fieldErrorText } from '../generic/labels';

export const titles = {
  warehouse: msg`Warehouses`,
  warehouseInfo: msg`Warehouse`,
  qtySetting: msg`Buffer setting`,
  warehouseCostSet: msg`Warehouse cost setting`,
  cart: msg`Carts (shops)`,
  cartInfo: msg`Cart`,
  cartCostSet: msg`Platform fee setting`,
  logistics: msg`Logistics channels`,
  logisticsInfo: msg`Logistics channel`,
  logisticsCostSet: msg`Logistics cost setting`,
  setting: msg`Asset settings`,
  triggerDiff: msg`Trigger: review and apply`,
  trigger: msg`Trigger records`,
  thirdWarehouse: msg`Third-party warehouses`,
};

export const t = {
  back: msg`Back to the list`,
  newWarehouse: msg`New warehouse`,
  newChannel: msg`New logistics channel`,
  settingsOf: msg`Settings of this warehouse`,
  bufferLink: msg`Buffer setting`,
  bufferImport: msg`Import buffer settings`,
  costLink: msg`Cost setting`,
  feeLink: msg`Platform fee setting`,
  logisticsCostLink: msg`Cost setting`,
  records: msg`Change records`,
  save: msg`Save`,
  saving: msg`Saving…`,
  cancel: msg`Cancel`,
  delete: msg`Delete`,
  deleting: msg`Deleting…`,
  reload: msg`Reload`,
  retry: msg`Try again`,
  loading: msg`Loading…`,
  actions: msg`Actions`,
  loadFailed: msg`This could not be loaded.`,
  stale: msg`Someone else saved this after you opened it. Reload to see the latest version, then make your changes again.`,
  deleteTitle: msg`Delete this record?`,
  deleteMessage: msg`The record is deleted for good. This cannot be undone.`,
  platformDefault: msg`These are the platform's default fees. Save to give this cart its own.`,
  view: msg`Details`,
  yes: msg`Yes`,
  no: msg`No`,
};

const errorKeys: Record<string, MessageDescriptor> = {
  'asset.bufferQty': msg`Enter a whole number of at most 9 digits (digits only).`,
  'asset.ratio': msg`Enter a percentage from 0 to 100 with at most 2 decimals.`,
  'asset.amount': msg`Enter a positive amount with at most 5 decimals.`,
  'asset.percent': msg`Enter a percentage above 0 and at most 100, with at most 5 decimals.`,
  'asset.integer': msg`Enter a whole number (digits only).`,
  'asset.transitDays': msg`The maximum cannot be less than the minimum.`,
  'asset.samePorts': msg`Choose a destination port other than the origin port.`,
  'asset.url': msg`Enter an http(s) address.`,
  'asset.sample': msg`Enter a number from 0 to 1,000,000.`,
};

/** A field error key of an asset form as text. */
export function assetErrorText(i18n: I18n, key: string | undefined): string | null {
  if (!key) return null;
  const d = errorKeys[key];
  return d ? i18n._(d) : fieldErrorText(i18n, key);
}
