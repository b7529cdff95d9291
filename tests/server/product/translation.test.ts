// SPU transfer (docs/domain/products.md): the platform's grant per tenant, a product's translations,
// saving one (each problem named in both languages, nothing written; the version read; the same
// save sent twice is one), refused without the grant, and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductTranslations, SpuTransferAuth } from '../../../src/contract/product';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/product';
let h: Harness;
let harbor: string;
let pacific: string;

beforeAll(async () => {
  h = await createHarness();
  harbor = await h.signIn('supplier1');
  pacific = await h.signIn('supplier2');
}, 120_000);
afterAll(() => h?.close());

const auth = (cookie: string) => h.call<SpuTransferAuth>('GET', `${P}/spu-transfer/auth`, { cookie });
const read = (id: string, cookie = harbor) => h.call<ProductTranslations>('GET', `${P}/platform/${id}/translations`, { cookie });
const save = (id: string, body: Record<string, unknown>, cookie = harbor, lang?: string) =>
  h.call<ProductTranslations>('PUT', `${P}/platform/${id}/translations`, { cookie, body: { lang: 'zh-CN', description: '', version: 0, ...body }, ...(lang ? { headers: { 'X-Wharf-Lang': lang } } : {}) });
const rows = (id: string) => h.db.query<{ lang: string; title: string; version: number }>('SELECT lang, title, version FROM product_translations WHERE product_id = $1 ORDER BY lang', [id]);

describe('SPU transfer: translations', () => {
  it('the grant is the tenant\'s: harbor has it, pacific has not', async () => {
    expect((await auth(harbor)).envelope.data).toMatchObject({ authorized: true });
    expect((await auth(pacific)).envelope.data).toEqual({ authorized: false, grantedAt: null });
  });

  it('saves a translation, refuses values and stale versions in both languages with nothing written, and takes a repeat once', async () => {
    const id = 'pr-harbor-000011';
    const before = (await read(id)).envelope.data;
    expect(before.items).toEqual([]);
    expect(before.source.title.length).toBeGreaterThan(0);

    for (const [body, field] of [
      [{ title: '  ' }, 'title'],
      [{ title: 'Thermal bottle' }, 'title'],
      [{ lang: 'en', title: '保温杯' }, 'title'],
      [{ title: '保温杯', description: 'x'.repeat(2001) }, 'description'],
    ] as const) {
      const r = await save(id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.envelope.code).toBe('PRODUCT_TRANSLATION_INVALID');
      expect((r.envelope.data as unknown as { fields: string[] }).fields).toEqual([field]);
    }
    const zh = await save(id, { title: '' }, harbor, 'zh-CN');
    expect(zh.envelope.message).toBe('请填写标题。');
    expect(await rows(id)).toEqual([]);

    const first = await save(id, { title: ' 北风保温杯 500 毫升 ', description: '双层不锈钢' });
    expect(first.status).toBe(200);
    expect(first.envelope.data.items).toMatchObject([{ lang: 'zh-CN', title: '北风保温杯 500 毫升', description: '双层不锈钢', version: 1 }]);
    // the same save again (a lost answer retried) is one save
    expect((await save(id, { title: '北风保温杯 500 毫升', description: '双层不锈钢' })).status).toBe(200);
    expect(await rows(id)).toEqual([{ lang: 'zh-CN', title: '北风保温杯 500 毫升', version: 1 }]);

    const stale = await save(id, { title: '北风保温杯' });
    expect(stale.status).toBe(409);
    expect(stale.envelope.code).toBe('PRODUCT_TRANSLATION_STALE');
    expect((await save(id, { title: '北风保温杯' }, harbor, 'zh-CN')).envelope.message).toBe('该翻译已被他人修改，请刷新后重试。');
    const second = await save(id, { title: '北风保温杯', version: 1 });
    expect(second.envelope.data.items[0]).toMatchObject({ title: '北风保温杯', version: 2 });
    const en = await save(id, { lang: 'en', title: 'Northwind bottle' });
    expect(en.envelope.data.items.map((i) => i.lang)).toEqual(['en', 'zh-CN']);
  });

  it('is refused without the grant, and a product of another tenant is not found', async () => {
    const own = (await h.db.one<{ id: string }>("SELECT id FROM products WHERE tenant_id = $1 ORDER BY id LIMIT 1", [h.seeded.tenantIds.pacific])).id;
    const denied = await save(own, { title: '保温杯' }, pacific);
    expect(denied.status).toBe(403);
    expect(denied.envelope.code).toBe('PRODUCT_SPU_TRANSFER_DENIED');
    expect(denied.envelope.message).toBe('贵司尚未获得商品跨站转移授权，无法翻译商品。');
    expect(await rows(own)).toEqual([]);
    expect((await read(own)).status).toBe(404);
    expect((await save(own, { title: '保温杯' })).status).toBe(404);
    expect((await read('pr-harbor-000011', pacific)).status).toBe(404);
  });
});
