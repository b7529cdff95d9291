// Queues an uploaded file for the import pipeline (docs/domain/imports.md): the file's type is
// checked by its content (and an xlsx's zip directory within limits) in the worker thread, never by
// its name, then the import record and its bytes are stored in one transaction, so the runner never
// sees an import without all of its bytes. The pipeline's own upload (import.upload) and an area's
// upload calls (the order upload, the batch upload of purchase info) all come through here.
import { randomBytes } from 'node:crypto';
import { ErrorCode, type ImportRecord } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { sniffSpreadsheetOffThread } from '../workers/spreadsheet-pool';
import { importDefinition } from './registry';
import { IMPORT_COLUMNS, recordOut, type ImportRecordRow } from './store';
import { isSpreadsheetError } from './xlsx/errors';

export interface QueuedFile {
  /** The import type (its group's access was checked by the pipeline: contract/access.ts). */
  type: string;
  file: File;
  /** "GMT+08:00": the uploader's offset, which the type's date cells are read in. */
  timeZone: string;
  /** Stop at review even when every row is valid. */
  preview: boolean;
  now: Date;
}

export async function queueImport(db: Db, user: SessionUser, upload: QueuedFile): Promise<ImportRecord> {
  if (!importDefinition(upload.type)) throw new ApiError(ErrorCode.invalid, msg(ErrorCode.invalid, user.lang), 400);
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  try {
    // in the worker thread, since a CSV's check decodes all of its text
    await sniffSpreadsheetOffThread(bytes);
  } catch (error) {
    if (isSpreadsheetError(error)) throw new ApiError(ErrorCode.invalid, error.text(user.lang), 400, { reason: error.code });
    throw error;
  }
  const fileName = (upload.file.name || 'upload').replace(/[\\/\0]/g, '_').slice(0, 200);
  const id = `im_${randomBytes(8).toString('hex')}`;
  const row = await db.transaction(async (tx) => {
    const inserted = await tx.one<ImportRecordRow>(
      `INSERT INTO imports AS i (id, tenant_id, user_id, user_name, import_type, file_name, file_size, time_zone, lang, preview, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'queued', $11)
       RETURNING ${IMPORT_COLUMNS}`,
      [id, user.tenant.id, user.id, user.displayName, upload.type, fileName, bytes.byteLength, upload.timeZone, user.lang, upload.preview, upload.now],
    );
    await storeFileParts(tx, id, bytes);
    return inserted;
  });
  return recordOut(row, user.lang);
}
