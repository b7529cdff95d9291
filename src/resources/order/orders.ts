// Orders (/order/list): the server's customisable table `order.list` with the seller order
// search filter (search, columns, saved views, export, keyset pager). A row opens the read-only
// detail /order/info/:id, where the order's actions are.
import { msg } from '@lingui/core/macro';
import type { EndpointData } from '../../contract/kernel/endpoint';
import { getOrderInfo, searchOrders, searchOrdersOld, type OrderDetail, type OrderRow } from '../../contract/order/orders';
import type { ResourceView } from '../inventory';
import { defineResource, tableSearch } from '../types';

const row: OrderRow = {
  id: 'od-harbor-0000005',
  sellerOrderId: 'SO2603010000005',
  shopOrderId: '645-0039535-0000005',
  supplierOrderId: 'PO00000005',
  cartId: 'ct_1',
  cartName: 'Harbor - Amazon US',
  platformCode: 'amazon',
  status: 'partShipped',
  orderTime: '2026-03-01T18:00:00.000Z',
  cartOrderTime: '2026-03-01T17:55:00.000Z',
  shipDeadline: '2026-03-04T18:00:00.000Z',
  arriveDeadline: '2026-03-11T18:00:00.000Z',
  shippedAt: '2026-03-01T23:59:00.000Z',
  deliveredAt: null,
  warehouseId: 'wh_1',
  warehouseCode: 'LAX-01',
  warehouseName: 'Los Angeles',
  deliveryMode: 'express',
  supplyType: 'stock',
  currency: 'USD',
  receiverName: 'Ava Smith',
  country: 'US',
  trackingNo: '1Z3F2A9C0D4E5B6A7C',
  packageNo: 'PK00000005',
  appointmentFormNo: '',
  handoverOrderCode: 'HO00000005',
  waybillApplyStatus: 'applied',
  tag: '',
  abnormal: false,
  lineCount: 2,
  totalQty: 3,
  version: 1,
  updatedAt: '2026-03-01T18:00:00.000Z',
};

const detail: OrderDetail = {
  ...row,
  receiver: {
    name: 'Ava Smith',
    phone: '+1 555 0185',
    postalCode: '35635',
    addressLine1: '86 Maple Avenue',
    city: 'Springfield',
    district: 'Central',
    area: '',
    stateOrProvince: 'California',
    country: 'US',
  },
  lines: [
    { id: 'od-harbor-0000005-1', lineNo: 1, skuId: 'sk_1', sku: 'HB-TOWEL-01', skuName: 'Bath towel', supplyType: 'stock', qty: 2, shippedQty: 2, cancelledQty: 0, unitPrice: 12.5 },
    { id: 'od-harbor-0000005-2', lineNo: 2, skuId: 'sk_2', sku: 'HB-MUG-02', skuName: 'Mug', supplyType: 'stock', qty: 1, shippedQty: 0, cancelledQty: 0, unitPrice: 8 },
  ],
  carrierCode: 'UPS',
  acknowledgedAt: '2026-02-28T12:00:00.000Z',
  waybillCarrier: '',
  waybillNo: '',
  rescheduledAt: null,
  rescheduledFrom: null,
  shipments: [
    {
      id: 'od-harbor-0000005-s1',
      shipmentNo: 1,
      carrierCode: 'UPS',
      trackingNo: '1Z3F2A9C0D4E5B6A7C',
      shippedAt: '2026-03-01T18:00:00.000Z',
      shippedBy: null,
      lines: [{ lineId: 'od-harbor-0000005-1', qty: 2 }],
    },
  ],
};

export const orderResource = defineResource<OrderRow, OrderDetail>({
  key: 'order.list',
  bizType: 'order.list',
  title: msg`Orders`,
  endpoints: { search: searchOrders, get: getOrderInfo },
  fetchPage: tableSearch<OrderRow>(searchOrders),
  rowId: (r) => r.id,
  detailPath: (r) => `/info/${encodeURIComponent(r.id)}`,
  listPath: '/list',
  examples: { row, detail },
});

/** The same list over the older filter shape (the vms build; server table order.listOld). */
export const orderResourceOld = defineResource<OrderRow, OrderDetail>({
  key: 'order.listOld',
  bizType: 'order.listOld',
  title: msg`Orders`,
  endpoints: { search: searchOrdersOld, get: getOrderInfo },
  fetchPage: tableSearch<OrderRow>(searchOrdersOld),
  rowId: (r) => r.id,
  detailPath: (r) => `/info/${encodeURIComponent(r.id)}`,
  listPath: '/list',
  examples: { row, detail },
});

/** One order with its receiver and lines (/order/info/:id); id = the order id. */
export const orderInfoView: ResourceView<EndpointData<typeof getOrderInfo>> = {
  key: 'order.info',
  load: (id, { signal, call }) => call(getOrderInfo, { params: { id } }, { signal, quiet: true }),
};
