// Display names of the route groups of spec section 2, in the user's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GroupId } from '../contract/kernel/groups';

export const groupNames: Record<GroupId, MessageDescriptor> = {
  asset: msg`Assets`,
  inventory: msg`Inventory`,
  report: msg`Reports`,
  cost: msg`Costs`,
  separate: msg`Stock isolation`,
  product: msg`Products`,
  order: msg`Orders`,
  receipt: msg`Receipts`,
  bills: msg`Bills`,
  template: msg`Templates`,
  activity: msg`Activities`,
  service: msg`Services`,
  cdsOrder: msg`CDS orders`,
  spalding: msg`Custom-made orders`,
  distribution: msg`Distribution`,
  supplyChain: msg`Supply chain`,
  collect: msg`Collection`,
  finance: msg`Finance`,
  serviceProvider: msg`Provider finance`,
  bulkInventory: msg`Bulk inventory`,
  poolFinance: msg`Pool finance`,
  replenishment: msg`Replenishment`,
  platform: msg`Platform`,
  inventoryCenter: msg`Inventory centre`,
  performance: msg`Performance`,
  customs: msg`Customs`,
  cainiao: msg`Value-added services`,
  reconciliation: msg`Reconciliation`,
};
