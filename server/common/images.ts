// Handlers of images and upload configurations (src/contract/common/images.ts). An image is checked by
// its content before it is stored; it is served back with the type found there, `nosniff` and a
// sandboxing CSP, so even a crafted file cannot run in the portal's origin. Every query names
// the caller's tenant; another tenant's image is not found.
import { randomBytes } from 'node:crypto';
import {
  deleteSingleImage,
  ErrorCode,
  getImage,
  getUploadConfig,
  saveUploadConfig,
  uploadImage,
  uploadGoodsBaseFile,
  uploadSingleImage,
  type Language,
  type StoredImage,
  type UploadConfig,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { readFileParts, storeFileParts } from '../db/file-parts';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { sniffImage } from '../images/sniff';
import { defineHandler, type HandlerEntry } from '../back/handler';

const IMAGE_PATH = '/back/api/scm-app/supplier/image';
const notFound = (lang: Language) => new ApiError(ErrorCode.notFound, msg(ErrorCode.notFound, lang), 404);

interface ImageRow {
  id: string;
  img_type: StoredImage['imgType'];
  content_type: StoredImage['contentType'];
  file_name: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: Date;
}
const IMAGE_COLUMNS = 'id, img_type, content_type, file_name, size, width, height, created_at';

const imageOut = (r: ImageRow): StoredImage => ({
  id: r.id,
  url: `${IMAGE_PATH}/${r.id}`,
  imgType: r.img_type,
  contentType: r.content_type,
  size: r.size,
  width: r.width,
  height: r.height,
  fileName: r.file_name,
  createdAt: r.created_at.toISOString(),
});

async function storeImage(db: Db, user: SessionUser, file: File, imgType: StoredImage['imgType'], now: Date): Promise<StoredImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = sniffImage(bytes);
  if (!image) throw new ApiError(ErrorCode.invalid, msg('notAnImage', user.lang), 400);
  const fileName = (file.name || 'image').replace(/[\\/\0]/g, '_').slice(0, 200);
  const id = `img_${randomBytes(8).toString('hex')}`;
  const row = await db.transaction(async (tx) => {
    const inserted = await tx.one<ImageRow>(
      `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${IMAGE_COLUMNS}`,
      [id, user.tenant.id, imgType, image.contentType, fileName, bytes.byteLength, image.width, image.height, user.id, now],
    );
    await storeFileParts(tx, id, bytes);
    return inserted;
  });
  return imageOut(row);
}

const ACCEPT_DEFAULT: UploadConfig['accept'] = ['xlsx', 'csv'];
const MAX_DEFAULT = 20 * 1024 * 1024;

export const imageHandlers: HandlerEntry[] = [
  defineHandler(uploadImage, async ({ db, user, body, now }) => storeImage(db, user, body.file, 'other', now)),

  defineHandler(uploadSingleImage, async ({ db, user, body, now }) => storeImage(db, user, body.file, body.imgType ?? 'other', now)),

  defineHandler(uploadGoodsBaseFile, async ({ db, user, body, now }) => storeImage(db, user, body.file, body.imgType ?? 'product', now)),

  defineHandler(deleteSingleImage, async ({ db, user, params, now }) => {
    const row = await db.maybe<{ id: string }>('SELECT id FROM images WHERE id = $1 AND tenant_id = $2', [params.id, user.tenant.id]);
    if (!row) throw notFound(user.lang);
    // deleting a deleted image again is a retried delete: it succeeds
    await db.query('UPDATE images SET deleted_at = coalesce(deleted_at, $3) WHERE id = $1 AND tenant_id = $2', [params.id, user.tenant.id, now]);
    return { id: row.id };
  }),

  defineHandler(getImage, async ({ db, user, params }) => {
    const row = await db.maybe<{ id: string; content_type: string }>(
      'SELECT id, content_type FROM images WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL',
      [params.id, user.tenant.id],
    );
    if (!row) throw notFound(user.lang);
    const bytes = new Uint8Array(await readFileParts(db, row.id));
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': row.content_type,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, max-age=3600',
      },
    });
  }),

  defineHandler(getUploadConfig, async ({ db, user, query }) => {
    const row = await db.maybe<{ max_bytes: number; accept: UploadConfig['accept']; preview: boolean; updated_at: Date }>(
      'SELECT max_bytes, accept, preview, updated_at FROM upload_configs WHERE tenant_id = $1 AND conf_key = $2 AND app_id = $3',
      [user.tenant.id, query.confKey, query.appId],
    );
    return {
      confKey: query.confKey,
      appId: query.appId,
      maxBytes: row?.max_bytes ?? MAX_DEFAULT,
      accept: row?.accept ?? ACCEPT_DEFAULT,
      preview: row?.preview ?? true,
      updatedAt: row?.updated_at.toISOString() ?? null,
    };
  }),

  defineHandler(saveUploadConfig, async ({ db, user, body, now }) => {
    const accept = [...new Set(body.accept)];
    await db.query(
      `INSERT INTO upload_configs (tenant_id, conf_key, app_id, max_bytes, accept, preview, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
       ON CONFLICT (tenant_id, conf_key, app_id) DO UPDATE SET max_bytes = EXCLUDED.max_bytes, accept = EXCLUDED.accept,
         preview = EXCLUDED.preview, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [user.tenant.id, body.confKey, body.appId, body.maxBytes, JSON.stringify(accept), body.preview, now, user.id],
    );
    return { confKey: body.confKey, appId: body.appId, maxBytes: body.maxBytes, accept, preview: body.preview, updatedAt: now.toISOString() };
  }),
];
