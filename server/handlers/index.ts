// Every handler of the server, one array per contract area. buildHandlerMap() checks this against
// allEndpoints at start-up. A new area adds its file here.
import type { HandlerEntry } from './handler';
import { commonHandlers } from './common';
import { assetHandlers } from './assets-handlers';
import { inventoryHandlers } from './inventory-handlers';
import { tableHandlers } from './table';
import { exportHandlers } from './exports';
import { importHandlers } from './imports';
import { imageHandlers } from './images';
import { separationHandlers } from './separation';
import { separationIncrementHandlers } from './separation-increments';
import { orderHandlers } from './orders';
import { orderFulfilmentHandlers } from './order-fulfilment';
import { orderReceiptHandlers } from './order-receipts';
import { orderAbnormalHandlers } from './order-abnormal';
import { orderDocumentHandlers } from './order-documents';
import { orderWaybillHandlers } from './order-waybills';
import { orderRequestHandlers } from './order-requests';
import { appointmentHandlers } from './appointments';
import { orderLeadTimeHandlers } from './order-lead-time';
import { orderExtrasHandlers } from './order-extras';
import { platformOrderHandlers } from './platform-orders';
import { orderStoreHandlers } from './order-stores';
import { orderVariantHandlers } from './order-variants';

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
