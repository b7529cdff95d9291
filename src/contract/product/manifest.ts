// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { applyBatchStatusLabels, applyItemStatusLabels, applyReasonCodeLabels, priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels, sameDeclineReasonLabels, sameOriginLabels, sameRelationStatusLabels } from './labels';
import { newProductEndpoints } from './new-product';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { sameEndpoints } from './same';
import { standardEndpoints } from './standard';
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
    ...standardEndpoints,
    ...sameEndpoints,
  ],
  options: {
    productStatus: productStatusLabels,
    priceProposalStatus: priceProposalStatusLabels,
    priceDriver: priceDriverLabels,
    priceDecisionCode: priceDecisionCodeLabels,
    applyBatchStatus: applyBatchStatusLabels,
    applyItemStatus: applyItemStatusLabels,
    applyReasonCode: applyReasonCodeLabels,
    sameRelationStatus: sameRelationStatusLabels,
    sameDeclineReason: sameDeclineReasonLabels,
    sameOrigin: sameOriginLabels,
  },
});
