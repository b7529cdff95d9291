// Images and upload configurations on the real server: the type by content (a PNG named .txt is
// an image; an SVG or HTML named .png is not), the size limit, serving with the found type and a
// sandbox, deleting twice, other tenants; upload configs default until saved, per tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema, uploadConfigSchema } from '../../../src/contract';
import { sniffImage } from '../../../server/images/sniff';
import { createHarness, type Harness } from '../harness';
import { PNG_1x1 } from './images-fixtures';

const base = '/api/scm-app/supplier';
let h: Harness;
let supplier1: string;
let supplier2: string;
let viewer1: string;

beforeAll(async () => {
  h = await createHarness();
  [supplier1, supplier2, viewer1] = await Promise.all([h.signIn('supplier1'), h.signIn('supplier2'), h.signIn('viewer1')]);
}, 120_000);
afterAll(() => h?.close());

function imageForm(bytes: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new File([bytes], name));
  form.set('timezone', 'GMT+08:00');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe('images', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes, with their size when the header says it', () => {
    expect(sniffImage(PNG_1x1)).toEqual({ contentType: 'image/png', width: 1, height: 1 });
    const gif = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x00, 0x10, 0x00, 0, 0]);
    expect(sniffImage(gif)).toEqual({ contentType: 'image/gif', width: 32, height: 16 });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0, 0, 0, 0]);
    expect(sniffImage(jpeg)).toEqual({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
  });

  it('stores an image found by content, serves it with that type and a sandbox, and deletes it twice', async () => {
    const answer = await h.call('POST', `${base}/image/single`, { cookie: supplier1, body: imageForm(PNG_1x1, 'not-really.txt', { imgType: 'brand' }) });
    const image = imageSchema.parse(answer.envelope.data);
    expect(image).toMatchObject({ contentType: 'image/png', imgType: 'brand', width: 1, height: 1, fileName: 'not-really.txt' });
    const served = await h.request(image.url, { headers: { Cookie: supplier1 } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1x1);
    // another tenant does not get it
    expect((await h.request(image.url, { headers: { Cookie: supplier2 } })).status).toBe(404);
    expect((await h.call('DELETE', `${base}/image/single/${image.id}`, { cookie: supplier2 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.call('DELETE', `${base}/image/single/${image.id}`, { cookie: supplier1 })).envelope.code).toBe('0');
    expect((await h.call('DELETE', `${base}/image/single/${image.id}`, { cookie: supplier1 })).envelope.code).toBe('0');
    expect((await h.request(image.url, { headers: { Cookie: supplier1 } })).status).toBe(404);
  });

  it('takes goods-base images the same way (product by default)', async () => {
    const answer = await h.call('POST', `${base}/goods-base/file/upload`, { cookie: supplier1, body: imageForm(PNG_1x1, 'sku.png') });
    expect(imageSchema.parse(answer.envelope.data)).toMatchObject({ imgType: 'product', contentType: 'image/png' });
  });

  it('refuses what is not an image whatever its name, and files over 5 MB', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const refused = await h.call('POST', `${base}/image/upload`, { cookie: supplier1, body: imageForm(svg, 'logo.png') });
    expect([refused.status, refused.envelope.code, refused.envelope.message]).toEqual([400, 'SYS_INVALID_REQUEST', 'The file is not a PNG, JPEG, GIF or WebP image.']);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG_1x1);
    const tooBig = await h.call('POST', `${base}/image/upload`, { cookie: supplier1, body: imageForm(big, 'big.png') });
    expect(tooBig.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM images WHERE file_name IN ('logo.png', 'big.png')")).toEqual({ n: 0 });
  });
});

describe('images need a role that may change something (issue 15)', () => {
  it('the view-only role cannot upload, in any of the three ways', async () => {
    for (const path of ['image/upload', 'image/single', 'goods-base/file/upload']) {
      const answer = await h.call('POST', `${base}/${path}`, { cookie: viewer1, body: imageForm(PNG_1x1, 'viewer.png') });
      expect([answer.status, answer.envelope.code, answer.envelope.message], path).toEqual([403, 'SYS_FORBIDDEN', 'Your role can only view. Ask an administrator to make this change.']);
    }
    expect(await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM images WHERE file_name = 'viewer.png'")).toEqual({ n: 0 });
  });

  it("the view-only role cannot delete another user's image, which stays served", async () => {
    const image = imageSchema.parse((await h.call('POST', `${base}/image/single`, { cookie: supplier1, body: imageForm(PNG_1x1, 'kept.png') })).envelope.data);
    const answer = await h.call('DELETE', `${base}/image/single/${image.id}`, { cookie: viewer1 });
    expect([answer.status, answer.envelope.code]).toEqual([403, 'SYS_FORBIDDEN']);
    // it may still look at it
    const served = await h.request(image.url, { headers: { Cookie: viewer1 } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1x1);
  });

  it('stores an image of several parts and serves the same bytes back', async () => {
    // a PNG header followed by 1.3 MB of bytes: five parts of at most 256 KB
    const big = new Uint8Array(1_300_000);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) & 0xff;
    big.set(PNG_1x1);
    const image = imageSchema.parse((await h.call('POST', `${base}/image/upload`, { cookie: supplier1, body: imageForm(big, 'big-parts.png') })).envelope.data);
    expect(await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM file_parts WHERE file_id = $1', [image.id])).toEqual({ n: 5 });
    const served = new Uint8Array(await (await h.request(image.url, { headers: { Cookie: supplier1 } })).arrayBuffer());
    expect(served.byteLength).toBe(big.byteLength);
    expect(Buffer.compare(Buffer.from(served), Buffer.from(big))).toBe(0);
  });
});

describe('upload configs', () => {
  it('belong to the import type\'s group: the view-only role reads them but cannot change them for everyone', async () => {
    const query = { confKey: 'import.warehouse', appId: 'wharf-tof' };
    expect((await h.call('GET', `${base}/upload/config`, { cookie: viewer1, query })).envelope.code).toBe('0');
    const refused = await h.call('POST', `${base}/upload/config`, { cookie: viewer1, body: { ...query, maxBytes: 1024, accept: ['csv'], preview: false } });
    expect([refused.status, refused.envelope.code, refused.envelope.message]).toEqual([403, 'SYS_FORBIDDEN', 'Your role can view this area but not change it.']);
    const after = uploadConfigSchema.parse((await h.call('GET', `${base}/upload/config`, { cookie: supplier1, query })).envelope.data);
    expect(after).toMatchObject({ maxBytes: 20 * 1024 * 1024, preview: true, updatedAt: null });
    // a key that names no upload screen is refused, not stored
    const unknown = await h.call('POST', `${base}/upload/config`, { cookie: supplier1, body: { ...query, confKey: 'tenant.everything', maxBytes: 1024, accept: ['csv'], preview: false } });
    expect(unknown.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('answer defaults until saved, then the saved values, per tenant', async () => {
    const query = { confKey: 'import.allot', appId: 'wharf-tof' };
    const before = uploadConfigSchema.parse((await h.call('GET', `${base}/upload/config`, { cookie: supplier1, query })).envelope.data);
    expect(before).toMatchObject({ maxBytes: 20 * 1024 * 1024, accept: ['xlsx', 'csv'], preview: true, updatedAt: null });
    const saved = await h.call('POST', `${base}/upload/config`, { cookie: supplier1, body: { ...query, maxBytes: 2048, accept: ['xlsx', 'xlsx'], preview: false } });
    expect(uploadConfigSchema.parse(saved.envelope.data)).toMatchObject({ maxBytes: 2048, accept: ['xlsx'], preview: false });
    expect(uploadConfigSchema.parse((await h.call('GET', `${base}/upload/config`, { cookie: supplier1, query })).envelope.data)).toMatchObject({ maxBytes: 2048, preview: false });
    expect(uploadConfigSchema.parse((await h.call('GET', `${base}/upload/config`, { cookie: supplier2, query })).envelope.data).updatedAt).toBeNull();
  });
});
