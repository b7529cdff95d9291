// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { applyBatchStatusLabels, applyItemStatusLabels, applyReasonCodeLabels, priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels } from './labels';
import { newProductEndpoints } from './new-product';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...newProductEndpoints],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels,
    applyBatchStatus: applyBatchStatusLabels, applyItemStatus: applyItemStatusLabels, applyReasonCode: applyReasonCodeLabels },
});
