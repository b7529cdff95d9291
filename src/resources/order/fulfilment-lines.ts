// Fulfilment by line (/order/fulfillmentLines): the server's customisable table
// `order.fulfillmentLines` (the spec's fulfilment receipt search): one row per order line with
// its ordered, shipped, cancelled and open quantities, its state, receipt info and dates. A row
// opens its order (/order/info/:id).
import { msg } from '@lingui/core/macro';
import { searchFulfilmentLines, type FulfilmentLineRow } from '../../contract/order/fulfilment-lines';
import { defineResource, tableSearch } from '../types';

const row: FulfilmentLineRow = {
  id: 'od-harbor-0000006-1',
  orderId: 'od-harbor-0000006',
  supplierOrderId: 'PO00000006',
  lineNo: 1,
  sku: 'HB-AP10001-BLK',
  skuName: 'Rain Jacket - Black',
  status: 'partShipped',
  orderStatus: 'partShipped',
  qty: 3,
  shippedQty: 1,
  cancelledQty: 0,
  openQty: 2,
  receiptQty: 3,
  invoiceNo: 'INV-2026-0006',
  warehouseName: 'Harbor Goods - Los Angeles',
  orderTime: '2026-02-26T09:00:00.000Z',
  shipDeadline: '2026-03-01T09:00:00.000Z',
  lastShippedAt: '2026-02-27T15:20:00.000Z',
  deliveredAt: null,
};

export const fulfilmentLineResource = defineResource<FulfilmentLineRow>({
  key: 'order.fulfillmentLines',
  bizType: 'order.fulfillmentLines',
  title: msg`Fulfilment by line`,
  endpoints: { search: searchFulfilmentLines },
  fetchPage: tableSearch<FulfilmentLineRow>(searchFulfilmentLines),
  rowId: (r) => r.id,
  detailPath: (r) => `/info/${encodeURIComponent(r.orderId)}`,
  listPath: '/fulfillmentLines',
  examples: { row },
});

/** The address of the lines of one order (its number as the list's condition). */
export const fulfilmentLinesOf = (supplierOrderId: string): string => `/fulfillmentLines?q=${encodeURIComponent(JSON.stringify({ supplierOrderId }))}`;
