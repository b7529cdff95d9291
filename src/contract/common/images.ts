// Images (spec section 7, "Import and template": upload image, upload single image, delete single
// image) and upload configuration by confKey. Images are stored by the server per tenant, checked
// by content (PNG, JPEG, GIF, WebP; never SVG, which can carry scripts), and served back from
// their own address. An upload config names what an upload screen accepts.
import { z } from 'zod';
import { endpoint, Timeout } from '../kernel/endpoint';
import { isKnownImportType } from '../kernel/import-types';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageTypes = ['product', 'brand', 'qualification', 'other'] as const;
export const imageTypeSchema = z.enum(imageTypes);

export const imageSchema = z.object({
  id: z.string(),
  /** Where the image is served (same origin, under /back/). */
  url: z.string(),
  imgType: imageTypeSchema,
  contentType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  size: z.number().int().positive(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type StoredImage = z.infer<typeof imageSchema>;

const timezone = z.string().regex(/^GMT[+-]\d{2}:\d{2}$/);

export const uploadImage = endpoint({
  id: 'image.upload',
  changes: 'tenant',
  method: 'POST',
  path: '/api/scm-app/supplier/image/upload',
  summary: 'Uploads an image (PNG, JPEG, GIF or WebP, checked by content; at most 5 MB)',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({ file: z.file().max(IMAGE_MAX_BYTES), timezone }),
  response: imageSchema,
});

export const uploadSingleImage = endpoint({
  id: 'image.uploadSingle',
  changes: 'tenant',
  method: 'POST',
  path: '/api/scm-app/supplier/image/single',
  summary: 'Uploads one image of a kind (imgType)',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({ file: z.file().max(IMAGE_MAX_BYTES), imgType: imageTypeSchema.optional(), timezone }),
  response: imageSchema,
});

export const uploadGoodsBaseFile = endpoint({
  id: 'image.goodsBaseUpload',
  changes: 'tenant',
  method: 'POST',
  path: '/api/scm-app/supplier/goods-base/file/upload',
  summary: 'Uploads a goods-base (product master) image: the same checks as any image upload',
  multipart: true,
  timeoutMs: Timeout.upload,
  body: z.strictObject({ file: z.file().max(IMAGE_MAX_BYTES), imgType: imageTypeSchema.optional(), timezone }),
  response: imageSchema,
});

export const deleteSingleImage = endpoint({
  id: 'image.deleteSingle',
  changes: 'tenant',
  method: 'DELETE',
  path: '/api/scm-app/supplier/image/single/{id}',
  summary: 'Deletes an image (deleting it again succeeds)',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.object({ id: z.string() }),
});

export const getImage = endpoint({
  id: 'image.get',
  method: 'GET',
  path: '/api/scm-app/supplier/image/{id}',
  summary: 'The image itself',
  params: z.strictObject({ id: z.string().min(1).max(64) }),
  response: z.unknown(),
  file: true,
});

export const uploadConfigSchema = z.object({
  confKey: z.string(),
  appId: z.string(),
  /** Largest file accepted, in bytes. */
  maxBytes: z.number().int().positive(),
  /** Kinds of file accepted: 'xlsx', 'csv', 'png', 'jpeg', 'gif', 'webp'. */
  accept: z.array(z.enum(['xlsx', 'csv', 'png', 'jpeg', 'gif', 'webp'])).min(1),
  /** Whether imports stop at review even when every row is valid. */
  preview: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type UploadConfig = z.infer<typeof uploadConfigSchema>;

/**
 * The upload screens that have a configuration: one per import type (`import.<type>`). A screen's
 * configuration belongs to its import type's route group: reading it needs the group granted,
 * saving it (it applies to everyone in the tenant) needs the group managed (access.ts). The types
 * are the areas' (their manifests), so a key is checked against the kernel's registry of them.
 * Answers the import type a key names.
 */
export const confKeyImportType = (confKey: string): string | undefined => {
  const type = confKey.startsWith('import.') ? confKey.slice('import.'.length) : '';
  return isKnownImportType(type) ? type : undefined;
};
/** An upload configuration's key: `import.` and an import type. */
const confKeySchema = z
  .string()
  .max(80)
  .refine((key) => confKeyImportType(key) !== undefined, { message: 'not an upload configuration' });

export const getUploadConfig = endpoint({
  id: 'upload.configGet',
  method: 'GET',
  path: '/api/scm-app/supplier/upload/config',
  summary: "An upload screen's configuration (by confKey and application id); defaults until saved",
  query: z.strictObject({ confKey: confKeySchema, appId: z.string().min(1).max(64) }),
  response: uploadConfigSchema,
});

export const saveUploadConfig = endpoint({
  id: 'upload.configSave',
  method: 'POST',
  path: '/api/scm-app/supplier/upload/config',
  summary: "Saves an upload screen's configuration for the tenant",
  body: z.strictObject({
    confKey: confKeySchema,
    appId: z.string().min(1).max(64),
    maxBytes: z.number().int().min(1024).max(20 * 1024 * 1024),
    accept: z.array(z.enum(['xlsx', 'csv', 'png', 'jpeg', 'gif', 'webp'])).min(1).max(6),
    preview: z.boolean(),
  }),
  response: uploadConfigSchema,
});

export const imageEndpoints = [uploadImage, uploadSingleImage, uploadGoodsBaseFile, deleteSingleImage, getImage, getUploadConfig, saveUploadConfig] as const;
