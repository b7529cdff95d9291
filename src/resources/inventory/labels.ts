// Labels of the inventory domain's values (src/contract/inventory/inventory.ts) as message descriptors, for
// the bespoke screens (the lists label them from the server's option dictionaries).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AllotMode } from '../../contract/inventory/inventory';

export const pushStatusLabels: Record<'modified' | 'synced', MessageDescriptor> = {
  modified: msg`Modified, not pushed`,
  synced: msg`Pushed`,
};

export const stockStatusLabels: Record<'inStock' | 'lowStock' | 'outOfStock', MessageDescriptor> = {
  inStock: msg`In stock`,
  lowStock: msg`Low stock`,
  outOfStock: msg`Out of stock`,
};

export const allotModeLabels: Record<AllotMode, MessageDescriptor> = {
  ratio: msg`Ratio (%)`,
  fixed: msg`Fixed quantity`,
};
