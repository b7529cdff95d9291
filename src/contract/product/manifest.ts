// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels } from './labels';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';
import { channelEndpoints } from './channel';
import { syncEndpoints } from './sync';
import { matchEndpoints } from './match';
import { matchStatusLabels, shelfStatusLabels, syncKindLabels, syncStatusLabels } from './labels';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...channelEndpoints, ...syncEndpoints, ...matchEndpoints],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels,
    shelfStatus: shelfStatusLabels, syncKind: syncKindLabels, syncStatus: syncStatusLabels, matchStatus: matchStatusLabels },
});
