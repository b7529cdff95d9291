// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import { changeActionLabels, changeSubjectLabels, fulfilmentTagLabels, priceDecisionCodeLabels, priceDriverLabels, priceProposalStatusLabels, productStatusLabels, tagApplicationStatusLabels, tagDecisionCodeLabels, carrierClassLabels, strategyStatusLabels } from './labels';
import { changeRecordEndpoints } from './change-record';
import { tagEndpoints } from './tag';
import { strategyEndpoints } from './strategy';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...tagEndpoints, ...changeRecordEndpoints, ...strategyEndpoints],
  options: { productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels,
    fulfilmentTag: fulfilmentTagLabels, tagApplicationStatus: tagApplicationStatusLabels, tagDecisionCode: tagDecisionCodeLabels, changeSubject: changeSubjectLabels, changeAction: changeActionLabels,
    carrierClass: carrierClassLabels, strategyStatus: strategyStatusLabels },
});
