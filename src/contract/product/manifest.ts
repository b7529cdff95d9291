// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels } from './labels';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';
import { translationEndpoints } from './translation';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...translationEndpoints],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels },
});
