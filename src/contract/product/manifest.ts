// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import {
  brandAuthStatusLabels,
  brandAuthTypeLabels,
  brandExpiryWindowLabels,
  brandRefusalCodeLabels,
  priceDecisionCodeLabels,
  priceDriverLabels,
  priceProposalStatusLabels,
  productStatusLabels,
  reviewRatingLabels,
  reviewRepliedLabels,
  reviewReportReasonLabels,
  reviewStatusLabels,
} from './labels';
import { brandEndpoints } from './brand';
import { reviewEndpoints } from './review';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { productShell } from './shell';

export const productArea = defineContractArea({
  shell: productShell,
  groups: { product: 'product' },
  endpoints: [...platformProductEndpoints, ...priceEndpoints, ...brandEndpoints, ...reviewEndpoints],
  options: {
    productStatus: productStatusLabels, priceProposalStatus: priceProposalStatusLabels, priceDriver: priceDriverLabels, priceDecisionCode: priceDecisionCodeLabels,
    brandAuthStatus: brandAuthStatusLabels,
    brandAuthType: brandAuthTypeLabels,
    brandRefusalCode: brandRefusalCodeLabels,
    brandExpiryWindow: brandExpiryWindowLabels,
    reviewStatus: reviewStatusLabels,
    reviewReportReason: reviewReportReasonLabels,
    reviewRating: reviewRatingLabels,
    reviewReplied: reviewRepliedLabels,
  },
});
