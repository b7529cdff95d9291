// The order group's upload calls (src/contract/order/uploads.ts; docs/domain/orders.md, "Upload
// order" and "Batch upload purchase info"): each hands its file to the import pipeline as its
// import type (uploadOrder, receiptInfo), always stopping at review, and answers the record.
import { batchUploadPurchaseInfo, orderUploadTypes, uploadOrders } from '../../src/contract';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { queueImport } from '../imports/queue';

export const orderUploadHandlers: HandlerEntry[] = [uploadOrders, batchUploadPurchaseInfo].map((endpoint) =>
  defineHandler(endpoint, async ({ db, user, body, now }) =>
    queueImport(db, user, { type: orderUploadTypes[endpoint.id], file: body.file, timeZone: body.timeZone, preview: true, now }),
  ),
);
