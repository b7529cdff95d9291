// Fulfilment label applications by upload (docs/domain/products.md "Fulfilment tag", "Slice (built):
// label applications by upload"): the spec's "label check" is this call: a spreadsheet of rows
// (product code, seller sku, label, note) handed to the import pipeline as import type `tagApply`;
// the file is checked by content, its rows are read and checked against the tenant's products,
// skus and open applications off the request thread, and the import always stops at review. The
// spec's "label submit" is confirming that review: the pipeline's submit of the import
// (src/contract/template/imports.ts), which creates one application per product and label from
// its rows, once. The review, fixes, error file, confirm and cancel are the pipeline's calls.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { IMPORT_FILE_MAX_BYTES, importRecordSchema } from '../template';

/** The import type of label applications (declared in the product shell's `imports`). */
export const TAG_IMPORT_TYPE = 'tagApply';

export const checkTagLabels = endpoint({
  id: 'product.tagLabelCheck',
  method: 'POST',
  path: '/api/scm-app/supplier/product/fulfillmentTag/label/check',
  summary: 'Label applications from a spreadsheet (import type tagApply): checked by content, rows checked in the background, created only when the review is confirmed',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({
    file: z.file().max(IMPORT_FILE_MAX_BYTES),
    /** GMT plus the offset, e.g. "GMT+08:00" (spec section 7). */
    timeZone: z.string().regex(/^GMT[+-]\d{2}:\d{2}$/),
  }),
  response: importRecordSchema,
});

export const tagUploadEndpoints = [checkTagLabels] as const;
