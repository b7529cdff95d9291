// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels } from './labels';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';

export const productArea = defineContractArea({
  name: 'product',
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints],
  readsByPost: ['product.platformSearch', 'product.priceSearch', 'product.pricePreview'],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels },
  // built in slices: the menu shows the lists built so far (the record opens from them)
  menu: ['platformList', 'approvalList'],
});
