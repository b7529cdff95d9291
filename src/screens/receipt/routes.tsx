// The /receipt group (spec section 2), slice 1 (docs/domain/receipts.md): receipt requests and
// inbounds, each a list and a record. The first route is the group's landing list.
import { msg } from '@lingui/core/macro';
import { lazyScreen, type ScreenRoute } from '../groupRoutes';
import { InboundInfoScreen } from './InboundInfoScreen';
import { InboundListScreen } from './InboundListScreen';
import { RequestInfoScreen } from './RequestInfoScreen';
import { RequestListScreen } from './RequestListScreen';
import { OutboundOrderFormScreen } from './OutboundOrderFormScreen';
import { OutboundOrderInfoScreen } from './OutboundOrderInfoScreen';
import { OutboundOrderListScreen } from './OutboundOrderListScreen';
import { InquiryInfoScreen } from './InquiryInfoScreen';
import { InquiryListScreen } from './InquiryListScreen';
import { ReceiptListScreen } from './ReceiptListScreen';
import { ReceiptInfoScreen } from './ReceiptInfoScreen';
import { PlatformStockScreen } from './PlatformStockScreen';
import { OutboundInfoScreen } from './OutboundInfoScreen';
import { OutboundListScreen } from './OutboundListScreen';
import { ReturnRefundMasterListScreen } from './ReturnRefundMasterListScreen';
import { ReturnRefundOrderListScreen } from './ReturnRefundOrderListScreen';

export const routes: ScreenRoute[] = [
  { path: 'request', title: msg`Receipt requests`, component: RequestListScreen },
  { path: 'requestInfo/:id', title: msg`Receipt request`, component: RequestInfoScreen, hidden: true },
  { path: 'inbound', title: msg`Inbounds`, component: InboundListScreen },
  { path: 'inboundInfo/:id', title: msg`Inbound`, component: InboundInfoScreen, hidden: true },
  { path: 'outboundOrder', title: msg`Outbound orders`, component: OutboundOrderListScreen },
  { path: 'create/outboundOrder/:id?', title: msg`Outbound order draft`, component: OutboundOrderFormScreen, hidden: true },
  { path: 'outboundOrderInfo/:id', title: msg`Outbound order`, component: OutboundOrderInfoScreen, hidden: true },
  { path: 'priceInquiry', title: msg`Price inquiries`, component: InquiryListScreen },
  { path: 'priceInquiryInfo/:id?', title: msg`Price inquiry`, component: InquiryInfoScreen, hidden: true },
  // slice 2: receipts and their differences, platform stock and batches
  { path: 'list', title: msg`Receipts`, component: ReceiptListScreen },
  { path: 'info/:id?', title: msg`Receipt`, component: ReceiptInfoScreen, hidden: true },
  { path: 'inventory', title: msg`Platform stock`, component: PlatformStockScreen },
  { path: 'inventory/:sku/:warehouse', title: msg`Platform stock`, component: PlatformStockScreen, hidden: true },
  { path: 'outbound', title: msg`Outbounds`, component: OutboundListScreen },
  { path: 'outboundInfo/:id', title: msg`Outbound`, component: OutboundInfoScreen, hidden: true },
  { path: 'outboundInfoReverse/:id', title: msg`Reverse outbound`, component: OutboundInfoScreen, hidden: true },
  // the uploads: not in the spec's menu, linked from the inbound and outbound order lists; loaded
  // when first opened (decision 041), since the import screen is large
  { path: 'upload', title: msg`Inbounds by upload`, component: lazyScreen(() => import('./InboundUploadScreen'), (m) => m.InboundUploadScreen), hidden: true },
  { path: 'outboundUpload', title: msg`Outbound orders by upload`, component: lazyScreen(() => import('./OutboundOrderUploadScreen'), (m) => m.OutboundOrderUploadScreen), hidden: true },
  // return-refund: the records load when first opened (decision 041)
  { path: 'returnRefundOrder', title: msg`Return-refund orders`, component: ReturnRefundOrderListScreen },
  { path: 'returnRefundOrderInfo/:id', title: msg`Return-refund order`, component: lazyScreen(() => import('./ReturnRefundOrderInfoScreen'), (m) => m.ReturnRefundOrderInfoScreen), hidden: true },
  { path: 'returnRefundMaster', title: msg`Return-refund masters`, component: ReturnRefundMasterListScreen },
  { path: 'returnRefundMasterInfo/:id', title: msg`Return-refund master`, component: lazyScreen(() => import('./ReturnRefundMasterInfoScreen'), (m) => m.ReturnRefundMasterInfoScreen), hidden: true },
];
