// Labels of the cost domain's values (src/contract/inventory/inventory.ts, "cost") as message descriptors.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { costMissingParts } from '../../contract/inventory';

/** A setting the landed cost needs that is not filled in (it counts as 0). */
export const costMissingLabels: Record<(typeof costMissingParts)[number], MessageDescriptor> = {
  warehouseCost: msg`warehouse cost setting`,
  logisticsCost: msg`logistics cost setting`,
  logisticsFormula: msg`logistics formula (could not be evaluated)`,
  cartCost: msg`shop platform fees`,
  exchangeRate: msg`exchange rate`,
};

export const warehouseCostItemLabels: Record<'inbound' | 'outbound' | 'storage', MessageDescriptor> = {
  inbound: msg`Inbound per unit`,
  outbound: msg`Outbound per order`,
  storage: msg`Storage (30 days)`,
};
