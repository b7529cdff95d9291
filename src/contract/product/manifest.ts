// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { applyBatchStatusLabels, applyItemStatusLabels, applyReasonCodeLabels, priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels } from './labels';
import { newProductEndpoints } from './new-product';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';
import { translationEndpoints } from './translation';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  // one line a slice, so slices built side by side merge without conflicts
  endpoints: [
    ...platformProductEndpoints,
    ...priceEndpoints,
    ...translationEndpoints,
    ...newProductEndpoints,
  ],
  options: {
    productStatus: productStatusLabels,
    priceProposalStatus: priceProposalStatusLabels,
    priceDriver: priceDriverLabels,
    priceDecisionCode: priceDecisionCodeLabels,
    applyBatchStatus: applyBatchStatusLabels,
    applyItemStatus: applyItemStatusLabels,
    applyReasonCode: applyReasonCodeLabels,
  },
});
