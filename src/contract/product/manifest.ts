// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels, sameDeclineReasonLabels, sameOriginLabels, sameRelationStatusLabels } from './labels';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { sameEndpoints } from './same';
import { standardEndpoints } from './standard';
import { productShell } from './shell';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...standardEndpoints, ...sameEndpoints],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels,
    sameRelationStatus: sameRelationStatusLabels, sameDeclineReason: sameDeclineReasonLabels, sameOrigin: sameOriginLabels },
});
