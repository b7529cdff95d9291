// What the portal's shell knows of the /product group (kernel/area.ts): its option dictionaries'
// names, the menu entries built so far and its reads sent as POST; its endpoints and schemas load
// with its screens (manifest.ts).
import { defineAreaShell } from '../kernel/area';

export const productShell = defineAreaShell({
  name: 'product',
  // one line a slice, so slices built side by side merge without conflicts
  options: [
    'productStatus', 'priceProposalStatus', 'priceDriver', 'priceDecisionCode',
    'applyBatchStatus', 'applyItemStatus', 'applyReasonCode',
    'sameRelationStatus', 'sameDeclineReason', 'sameOrigin',
    'fulfilmentTag', 'tagApplicationStatus', 'tagDecisionCode', 'changeSubject', 'changeAction', 'carrierClass', 'strategyStatus',
    'brandAuthStatus', 'brandAuthType', 'brandRefusalCode', 'brandExpiryWindow', 'reviewStatus', 'reviewReportReason', 'reviewRating', 'reviewReplied',
    'shelfStatus', 'syncKind', 'syncStatus', 'matchStatus',
    'reviewDecisionCode',
    'gbStatus', 'gbPublishCode',
  ],
  // the product upload (/product/upload): extended attributes of existing products from a file;
  // label applications by upload (the spec's "label check": tag-upload.ts) load the call when a file is sent
  imports: {
    productAttribute: { label: ['Product attributes', '商品属性'] },
    tagApply: { label: ['Label applications', '标签申请'], upload: () => import('./tag-upload').then((m) => m.checkTagLabels) },
    goodsBase: { label: ['Goods-base products', '商品库商品'] },
  },
  // built in slices: the menu shows the lists built so far (the record opens from them)
  menu: [
    'platformList', 'approvalList',
    'categoryAttribute', 'applyNewProductList',
    'standardProduct', 'sameBiddingList',
    'fulfillmentTagApplyList', 'recordsList', 'fulfillmentStrategyList',
    'brandList', 'reviewList',
    'channelList', 'matchList', 'syncList',
    'gbProductList',
    'list',
  ],
  // the calls sent as POST that only read (a failed quiet one still toasts its message)
  readsByPost: [
    'product.platformSearch', 'product.priceSearch', 'product.pricePreview',
    'product.applySearch',
    'product.standardSearch', 'product.sameConfirmSearch', 'product.sameSearch',
    'product.tagSearch', 'product.recordSearch', 'product.strategySearch',
    'product.brandAuthSearch', 'product.reviewSearch',
    'product.channelSearch', 'product.syncSearch', 'product.matchSearch',
    'product.priceFormulaRecalculate',
    'product.gbSearch',
    'product.masterSearch', 'product.vmsSearch',
  ],
});
