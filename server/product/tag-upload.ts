// The spec's "label check" (src/contract/product/tag-upload.ts): hands the file to the import
// pipeline as import type tagApply, always stopping at review, and answers the import record. The
// rows' rules and the applications they make are import-tag-apply.ts.
import { checkTagLabels, TAG_IMPORT_TYPE } from '../../src/contract/product';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { queueImport } from '../imports/queue';

export const tagUploadHandlers: HandlerEntry[] = [
  defineHandler(checkTagLabels, async ({ db, user, body, now }) => queueImport(db, user, { type: TAG_IMPORT_TYPE, file: body.file, timeZone: body.timeZone, preview: true, now })),
];
