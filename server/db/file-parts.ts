// Stored files (an uploaded import, an image) as numbered parts of FILE_PART_BYTES in file_parts
// (migration 025). Each part is one short statement, so on the embedded database the event loop
// turns between parts instead of stalling for seconds on one 20 MB value; the bytes travel as
// base64, which both engines encode and decode natively (PGlite's hex path was slower). The file
// belongs to the row whose id names it; callers check that row's tenant before reading.
import type { Db } from './db';

export const FILE_PART_BYTES = 256 * 1024;

/** Stores `bytes` as file `fileId` (inside the caller's transaction, with the owning row). */
export async function storeFileParts(db: Db, fileId: string, bytes: Uint8Array): Promise<void> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let part = 0, at = 0; at < buffer.byteLength; part += 1, at += FILE_PART_BYTES) {
    const slice = buffer.subarray(at, Math.min(at + FILE_PART_BYTES, buffer.byteLength));
    await db.query("INSERT INTO file_parts (file_id, part, bytes) VALUES ($1, $2, decode($3, 'base64'))", [fileId, part, slice.toString('base64')]);
  }
}

/** The whole file, read part by part (an empty file, or none stored, is zero bytes). */
export async function readFileParts(db: Db, fileId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let part = 0; ; part += 1) {
    const row = await db.maybe<{ data: string }>("SELECT encode(bytes, 'base64') AS data FROM file_parts WHERE file_id = $1 AND part = $2", [fileId, part]);
    if (!row) break;
    parts.push(Buffer.from(row.data, 'base64'));
  }
  return Buffer.concat(parts);
}
