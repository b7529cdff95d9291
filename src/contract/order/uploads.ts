// The order group's own upload calls (spec section 7 "Orders": "POST upload (multipart: file,
// timeZone; 60 s)" and "POST batch upload purchase info"; design in docs/domain/orders.md, "Upload
// order" and "Batch upload purchase info"). Each takes a spreadsheet as multipart and answers the
// import record the import pipeline made of it (import types `uploadOrder` and `receiptInfo`):
// the file is checked by content and queued, its rows are read and checked off the request
// thread, and nothing changes until the user confirms the review (these uploads always stop at
// review, so they take no preview flag). The review, fixes, confirm and cancel are the pipeline's
// calls (src/contract/template/imports.ts).
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { IMPORT_FILE_MAX_BYTES, importRecordSchema } from '../template';

const P = '/api/scm-app/supplier/order';

const uploadBody = z.strictObject({
  file: z.file().max(IMPORT_FILE_MAX_BYTES),
  /** GMT plus the offset, e.g. "GMT+08:00" (spec section 7, "Time zone values are sent as GMT plus the offset"). */
  timeZone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/),
});

export const uploadOrders = endpoint({
  id: 'order.upload',
  method: 'POST',
  path: `${P}/upload`,
  summary: 'Orders from a spreadsheet (import type uploadOrder): checked by content, read in the background, created only when the review is confirmed',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: uploadBody,
  response: importRecordSchema,
});

export const batchUploadPurchaseInfo = endpoint({
  id: 'order.batchUploadPurchaseInfo',
  method: 'POST',
  path: `${P}/batchUploadPurchaseInfo`,
  summary: "Orders' purchase info (receipt info, import type receiptInfo) from a spreadsheet: read in the background, applied when the review is confirmed",
  multipart: true,
  timeoutMs: Timeout.upload,
  body: uploadBody,
  response: importRecordSchema,
});

/** The import type each upload call queues (the server and the screens read it from here). */
export const orderUploadTypes = { 'order.upload': 'uploadOrder', 'order.batchUploadPurchaseInfo': 'receiptInfo' } as const;

export const orderUploadEndpoints = [uploadOrders, batchUploadPurchaseInfo] as const;
