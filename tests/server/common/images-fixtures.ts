// Fixtures of the image and upload-config endpoints for the matrices (spread into fixtures.ts).
// Images are inserted directly with fixed ids; deleting one again succeeds, so inputs repeat.
import type { Db } from '../../../server/db/db';
import { storeFileParts } from '../../../server/db/file-parts';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

/** A 1x1 PNG. */
export const PNG_1x1: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

async function ensureImage(db: Db, tenantId: string, userId: string, id: string): Promise<void> {
  await db.query(
    `INSERT INTO images (id, tenant_id, img_type, content_type, file_name, size, width, height, created_by, created_at)
     VALUES ($1, $2, 'other', 'image/png', 'dot.png', $3, 1, 1, $4, '2026-01-20T00:00:00Z') ON CONFLICT DO NOTHING`,
    [id, tenantId, PNG_1x1.byteLength, userId],
  );
  if (!(await db.maybe('SELECT 1 FROM file_parts WHERE file_id = $1', [id]))) await storeFileParts(db, id, PNG_1x1);
}

const foreign = (name: string) => async ({ db, tenantId, userId }: { db: Db; tenantId: string; userId: string }): Promise<RouteInput> => {
  const a = await db.one<{ tenant_id: string; id: string }>("SELECT tenant_id, id FROM users WHERE account = 'supplier1'");
  for (const id of ['img_fx_a', 'img_fx_a_del']) await ensureImage(db, a.tenant_id, a.id, id);
  await ensureImage(db, tenantId, userId, `img_fx_b_${name}`);
  return { params: { id: `img_fx_b_${name}` } };
};

const imageForm = (fields: Record<string, string>): RouteInput =>
  Object.defineProperty({}, 'body', {
    get: () => {
      const form = new FormData();
      form.set('file', new File([PNG_1x1], 'dot.png', { type: 'image/png' }));
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return form;
    },
    enumerable: true,
  });

const config = { confKey: 'import.warehouseBuffer', appId: 'wharf-tof' };

export const imageFixtures = {
  'image.upload': { input: imageForm({ timezone: 'GMT+08:00' }) },
  'image.uploadSingle': { input: imageForm({ timezone: 'GMT+08:00', imgType: 'product' }) },
  'image.goodsBaseUpload': { input: imageForm({ timezone: 'GMT+08:00' }) },
  'image.deleteSingle': { input: { params: { id: 'img_fx_a_del' } }, foreignObject: foreign('del') },
  'image.get': { input: { params: { id: 'img_fx_a' } }, foreignObject: foreign('get') },
  'upload.configGet': { input: { query: config } },
  'upload.configSave': { input: { body: { ...config, maxBytes: 10 * 1024 * 1024, accept: ['xlsx', 'csv'], preview: true } } },
} satisfies Record<string, Fixture>;
