// The /product group's contract (docs/domain/products.md): platform products and price approval.
import { defineContractArea } from '../kernel/area';
import {
  applyBatchStatusLabels,
  applyItemStatusLabels,
  applyReasonCodeLabels,
  carrierClassLabels,
  changeActionLabels,
  changeSubjectLabels,
  fulfilmentTagLabels,
  brandAuthStatusLabels,
  brandAuthTypeLabels,
  brandExpiryWindowLabels,
  brandRefusalCodeLabels,
  priceDecisionCodeLabels,
  priceDriverLabels,
  priceProposalStatusLabels,
  productStatusLabels,
  sameDeclineReasonLabels,
  sameOriginLabels,
  sameRelationStatusLabels,
  strategyStatusLabels,
  tagApplicationStatusLabels,
  tagDecisionCodeLabels,
  reviewRatingLabels,
  reviewRepliedLabels,
  reviewReportReasonLabels,
  reviewStatusLabels,
} from './labels';
import { newProductEndpoints } from './new-product';
import { changeRecordEndpoints } from './change-record';
import { tagEndpoints } from './tag';
import { tagUploadEndpoints } from './tag-upload';
import { strategyEndpoints } from './strategy';
import { brandEndpoints } from './brand';
import { reviewEndpoints } from './review';
import { platformProductEndpoints } from './platform';
import { priceEndpoints } from './price';
import { sameEndpoints } from './same';
import { standardEndpoints } from './standard';
import { productShell } from './shell';
import { masterEndpoints } from './master';
import { translationEndpoints } from './translation';
import { channelEndpoints } from './channel';
import { syncEndpoints } from './sync';
import { matchEndpoints } from './match';
import { priceFormulaEndpoints } from './price-formula';
import { gbEndpoints } from './goods-base';
import { skuEndpoints } from './sku';
import { gbPublishCodeLabels, gbStatusLabels } from './labels';
import { matchStatusLabels, shelfStatusLabels, syncKindLabels, syncStatusLabels } from './labels';
import { reviewDecisionCodeLabels } from './labels';
import { overviewEndpoints } from './overview';
import { listingSettingsEndpoints } from './listing-settings';
import { distributionEndpoints } from './distribution';
import { subscriptionEndpoints } from './subscriptions';

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
    ...tagEndpoints,
    ...changeRecordEndpoints,
    ...strategyEndpoints,
    ...brandEndpoints,
    ...reviewEndpoints,
    ...channelEndpoints,
    ...syncEndpoints,
    ...matchEndpoints,
    ...priceFormulaEndpoints,
    ...gbEndpoints,
    ...masterEndpoints,
    ...tagUploadEndpoints,
    ...overviewEndpoints,
    ...listingSettingsEndpoints,
    ...distributionEndpoints,
    ...subscriptionEndpoints,
    ...skuEndpoints,
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
    fulfilmentTag: fulfilmentTagLabels,
    tagApplicationStatus: tagApplicationStatusLabels,
    tagDecisionCode: tagDecisionCodeLabels,
    changeSubject: changeSubjectLabels,
    changeAction: changeActionLabels,
    carrierClass: carrierClassLabels,
    strategyStatus: strategyStatusLabels,
    brandAuthStatus: brandAuthStatusLabels,
    brandAuthType: brandAuthTypeLabels,
    brandRefusalCode: brandRefusalCodeLabels,
    brandExpiryWindow: brandExpiryWindowLabels,
    reviewStatus: reviewStatusLabels,
    reviewReportReason: reviewReportReasonLabels,
    reviewRating: reviewRatingLabels,
    reviewReplied: reviewRepliedLabels,
    shelfStatus: shelfStatusLabels,
    syncKind: syncKindLabels,
    syncStatus: syncStatusLabels,
    matchStatus: matchStatusLabels,
    reviewDecisionCode: reviewDecisionCodeLabels,
    gbStatus: gbStatusLabels,
    gbPublishCode: gbPublishCodeLabels,
  },
});
