// Every handler of the server, one array per contract area. buildHandlerMap() checks this against
// allEndpoints at start-up. A new area adds its file here.
import type { HandlerEntry } from './back/handler';
import { commonHandlers } from './common/common';
import { assetHandlers } from './asset/handlers';
import { inventoryHandlers } from './inventory/handlers';
import { tableHandlers } from './common/table';
import { exportHandlers } from './common/exports';
import { importHandlers } from './template/imports';
import { imageHandlers } from './common/images';
import { separationHandlers } from './separate/separation';
import { separationIncrementHandlers } from './separate/increments';
import { orderHandlers } from './order/orders';
import { orderFulfilmentHandlers } from './order/fulfilment';
import { orderReceiptHandlers } from './order/receipts';
import { orderAbnormalHandlers } from './order/abnormal';
import { orderDocumentHandlers } from './order/documents';
import { orderWaybillHandlers } from './order/waybills';
import { orderRequestHandlers } from './order/requests';
import { appointmentHandlers } from './order/appointments';
import { orderLeadTimeHandlers } from './order/lead-time';
import { orderExtrasHandlers } from './order/extras';
import { platformOrderHandlers } from './order/platform-orders';
import { orderStoreHandlers } from './order/stores';
import { orderVariantHandlers } from './order/variants';

// One area per line, so each area adds a line.
export const allHandlers: readonly HandlerEntry[] = [
  ...commonHandlers,
  ...tableHandlers,
  ...exportHandlers,
  ...assetHandlers,
  ...inventoryHandlers,
  ...importHandlers,
  ...imageHandlers,
  ...separationHandlers,
  ...separationIncrementHandlers,
  ...orderHandlers,
  ...orderFulfilmentHandlers,
  ...orderReceiptHandlers,
  ...orderAbnormalHandlers,
  ...orderDocumentHandlers,
  ...orderWaybillHandlers,
  ...orderRequestHandlers,
  ...appointmentHandlers,
  ...orderLeadTimeHandlers,
  ...orderExtrasHandlers,
  ...platformOrderHandlers,
  ...orderStoreHandlers,
  ...orderVariantHandlers,
];
