// Brand authorizations and reviews (docs/domain/products.md, "Brand authorization", "Review"): the
// seed (the products' brands in every state, their history; reviews with images in every state),
// the expiry radar and "new listings allowed", the disable-auth count, the platform's job (grants,
// refuses DOCUMENT_EXPIRED, expires on valid-to, decides once with two runners), submitting and
// revoking (reason required, stale, already decided: both languages, nothing changed), the R-brand
// download (csv and xlsx, both languages), adding one with its documents (content and size
// checked, each problem named), replying once and reporting with a reason code, tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAuthRowSchema, reviewInfoSchema, type BrandAuthDetail, type BrandAuthRow, type BrandDocument, type ReviewInfo, type ReviewRow } from '../../../src/contract/product';
import { SEEDED_BRANDS } from '../../../server/product/seed-brand-review';
import { BrandDecisionRunner } from '../../../server/product/brand-decisions';
import { createHarness, type Harness } from '../harness';
import { PDF_BYTES } from './brand-review-fixtures';

const P = '/api/scm-app/supplier/product';
const DAY = 86_400_000;
let h: Harness;
let cookie: string;
let cookieZh: string;
let tenantId: string;
let tenantZh: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  cookieZh = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
  tenantZh = h.seeded.tenantIds.pacific;
}, 120_000);
afterAll(() => h?.close());

async function brands(conditions: Record<string, unknown>, c = cookie) {
  const r = await h.call<{ rows: BrandAuthRow[]; total: number }>('POST', `${P}/brand/auth/search`, { cookie: c, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data.rows;
}
const auth = (id: string, c = cookie) => h.call<BrandAuthRow>('GET', `${P}/brand/detail/${id}`, { cookie: c });
const submit = (body: Record<string, unknown>, c = cookie) => h.call<BrandAuthRow>('POST', `${P}/brand/auth/submit`, { cookie: c, body: { note: '', ...body } });
const revoke = (body: Record<string, unknown>, c = cookie) => h.call<BrandAuthRow>('POST', `${P}/brand/auth/delete`, { cookie: c, body });
const authRow = (id: string) => h.db.one<{ status: string; version: number; refusal_code: string | null; revoke_reason: string }>('SELECT status, version, refusal_code, revoke_reason FROM product_brand_auths WHERE id = $1', [id]);
const runner = (offsetMs: number) => new BrandDecisionRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + offsetMs), log: () => {} });
async function drain(...runners: BrandDecisionRunner[]) {
  for (;;) {
    const worked = await Promise.all(runners.map((r) => r.runOnce()));
    if (!worked.some(Boolean)) return;
  }
}

async function reviews(conditions: Record<string, unknown>) {
  const r = await h.call<{ rows: ReviewRow[]; total: number }>('POST', `${P}/review/search`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
}
const review = (id: string, c = cookie) => h.call<ReviewInfo>('GET', `${P}/review/info?id=${encodeURIComponent(id)}`, { cookie: c });
const reply = (body: Record<string, unknown>, c = cookie) => h.call<ReviewInfo>('POST', `${P}/review/reply`, { cookie: c, body });
const report = (body: Record<string, unknown>, c = cookie) => h.call<ReviewInfo>('POST', `${P}/review/report`, { cookie: c, body: { note: '', ...body } });
const reviewRow = (id: string) => h.db.one<{ status: string; version: number; reply: string; report_reason: string | null }>('SELECT status, version, reply, report_reason FROM product_reviews WHERE id = $1', [id]);

describe('brand authorizations', () => {
  it('are seeded from the products’ brands with their history, the expiry radar and whether new listings are allowed', async () => {
    const all = await brands({});
    expect(all).toHaveLength(13);
    expect(all.every((r) => brandAuthRowSchema.safeParse(r).success)).toBe(true);
    const products = await h.db.query<{ brand: string }>('SELECT DISTINCT brand FROM products WHERE tenant_id = $1', [tenantId]);
    expect(new Set(all.map((r) => r.brandName))).toEqual(new Set(products.map((p) => p.brand)));
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['draft', 'submitted', 'granted', 'refused', 'expired', 'revoked']));
    const names = async (days: string) => (await brands({ expiresWithin: days })).map((r) => r.brandName).sort();
    expect(await names('30')).toEqual(['Lumen']);
    expect(await names('60')).toEqual(['Harbor & Co', 'Lumen']);
    expect(await names('90')).toEqual(['Harbor & Co', 'Lumen', 'Tidewell']);
    const byId = Object.fromEntries(all.map((r) => [r.id, r]));
    expect(byId['ba-harbor-002']).toMatchObject({ status: 'granted', daysLeft: 20, listingAllowed: true });
    expect(byId['ba-harbor-004']).toMatchObject({ brandName: 'Kestrel', status: 'expired', listingAllowed: false });
    expect(byId['ba-harbor-001']!.productCount).toBeGreaterThan(0);
    // the history of one brand, newest first; another brand's code finds nothing of this one
    const history = await h.call<{ brandName: string; items: { id: string }[] }>('GET', `${P}/brand/authed/NORTHWIND`, { cookie });
    expect(history.envelope.data).toMatchObject({ brandName: 'Northwind', items: [{ id: 'ba-harbor-001' }, { id: 'ba-harbor-009' }] });
    expect((await h.call('GET', `${P}/brand/authed/NOSUCHBRAND`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    // Kestrel: expired, a draft renewal, products on sale: counted as disabled
    const count = await h.call<{ brands: number; products: number }>('GET', `${P}/brand/disable-auth/count`, { cookie });
    const onSale = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE tenant_id = $1 AND brand = 'Kestrel' AND status = 'onSale'", [tenantId]);
    expect(count.envelope.data).toEqual({ brands: 1, products: onSale.n });
  });

  it('the platform’s job grants a submitted one, refuses a short document DOCUMENT_EXPIRED, expires on valid-to, and decides once with two runners', async () => {
    const draft = (await auth('ba-harbor-007')).envelope.data;
    const sent = await submit({ id: draft.id, version: draft.version, note: 'Certificate attached' });
    expect(sent.envelope.data).toMatchObject({ status: 'submitted', version: draft.version + 1 });
    // a repeat of the same submit is answered as done
    expect((await submit({ id: draft.id, version: draft.version })).envelope.data).toMatchObject({ status: 'submitted', version: draft.version + 1 });
    const short = (await auth('ba-harbor-010')).envelope.data; // refused, valid for 20 more days
    expect((await submit({ id: short.id, version: short.version })).envelope.code).toBe('0');
    await drain(runner(-1000)); // not due yet: nothing decided
    expect((await authRow(draft.id)).status).toBe('submitted');
    await drain(runner(3_600_000), runner(3_600_000));
    expect(await authRow(draft.id)).toMatchObject({ status: 'granted', refusal_code: null, version: draft.version + 2 });
    expect(await authRow(short.id)).toMatchObject({ status: 'refused', refusal_code: 'DOCUMENT_EXPIRED' });
    const decisions = await h.db.query<{ record_id: string; action: string }>("SELECT record_id, action FROM record_history WHERE record_kind = 'product.brand' AND actor_id IS NULL AND record_id = ANY($1::text[]) ORDER BY record_id", [[draft.id, short.id]]);
    expect(decisions).toEqual([
      { record_id: draft.id, action: 'grant' },
      { record_id: short.id, action: 'refuse' },
    ]);
    // 25 days on, Lumen's current authorization (valid to +20) expires and stops new listings
    await drain(runner(25 * DAY));
    expect(await authRow('ba-harbor-002')).toMatchObject({ status: 'expired' });
    expect((await auth('ba-harbor-002')).envelope.data).toMatchObject({ status: 'expired', listingAllowed: false });
  });

  it('revoking needs a reason, checks the version, happens once; submitting a granted one is refused; both languages, nothing changed', async () => {
    const a = (await auth('ba-harbor-001')).envelope.data;
    expect((await revoke({ id: a.id, version: a.version, note: ' ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    const stale = await revoke({ id: a.id, version: a.version + 1, note: 'Licence ended' });
    expect(stale.envelope).toMatchObject({ code: 'PRODUCT_BRAND_STALE', message: 'This brand authorization was changed by someone else. Reload it and try again.' });
    const wrong = await submit({ id: a.id, version: a.version });
    expect(wrong.envelope).toMatchObject({ code: 'PRODUCT_BRAND_DECIDED' });
    expect(await authRow(a.id)).toMatchObject({ status: 'granted', version: a.version });
    const ok = await revoke({ id: a.id, version: a.version, note: 'Licence ended' });
    expect(ok.envelope.data).toMatchObject({ status: 'revoked', revokeReason: 'Licence ended', listingAllowed: false, version: a.version + 1 });
    expect((await revoke({ id: a.id, version: a.version, note: 'Licence ended' })).envelope.data).toMatchObject({ status: 'revoked', version: a.version + 1 });
    const again = await revoke({ id: a.id, version: a.version + 1, note: 'Twice' });
    expect(again.envelope).toMatchObject({ code: 'PRODUCT_BRAND_DECIDED', message: 'This brand authorization was already revoked. Nothing was changed.' });
    expect(await authRow(a.id)).toMatchObject({ status: 'revoked', version: a.version + 1, revoke_reason: 'Licence ended' });
    // in Chinese, on the other tenant's own authorization
    const zh = (await auth('ba-pacific-001', cookieZh)).envelope.data;
    expect((await revoke({ id: zh.id, version: zh.version + 1, note: '授权到期' }, cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_BRAND_STALE', message: '该品牌授权已被他人修改，请刷新后重试。' });
    expect((await submit({ id: zh.id, version: zh.version }, cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_BRAND_DECIDED', message: '平台已受理或审核该品牌授权，本次操作未做任何更改。' });
    expect(await authRow(zh.id)).toMatchObject({ status: 'granted', version: zh.version });
  });

  it('downloads the registered brands as csv and xlsx in the caller’s language', async () => {
    const csv = await h.call('POST', `${P}/brand/r-brand/download`, { cookie, body: { format: 'csv' } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Brand,Authorization no.,Authorization type,Trademark no.,Registrant,Valid from,Valid to,Status');
    const granted = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM product_brand_auths WHERE tenant_id = $1 AND status = 'granted'", [tenantId]);
    expect(lines).toHaveLength(1 + granted.n);
    expect(lines.slice(1).every((l) => l.endsWith(',Granted'))).toBe(true);
    const zh = await h.call('POST', `${P}/brand/r-brand/download`, { cookie: cookieZh, body: { format: 'csv' } });
    expect(zh.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('品牌,授权编号,授权类型,商标注册号,注册人,有效期起,有效期至,状态');
    const xlsx = await h.call('POST', `${P}/brand/r-brand/download`, { cookie, body: { format: 'xlsx' } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.text.startsWith('PK')).toBe(true);
  });
});

describe('reviews', () => {
  it('are seeded on the products with images, filtered by rating and by reply', async () => {
    const all = await reviews({});
    expect(all.total).toBeGreaterThan(500);
    expect(new Set(all.rows.map((r) => r.status)).size).toBeGreaterThan(2);
    const low = await reviews({ rating: ['1', '2'] });
    expect(low.rows.length).toBeGreaterThan(0);
    expect(low.rows.every((r) => r.rating <= 2)).toBe(true);
    const replied = await reviews({ hasReply: 'yes' });
    expect(replied.rows.length).toBeGreaterThan(0);
    expect(replied.rows.every((r) => r.hasReply)).toBe(true);
    expect((await reviews({ hasReply: 'no' })).rows.every((r) => !r.hasReply)).toBe(true);
    const withImages = all.rows.find((r) => r.imageCount === 2)!;
    const one = (await review(withImages.id)).envelope.data;
    expect(reviewInfoSchema.safeParse(one).success).toBe(true);
    expect(one.images).toHaveLength(2);
    const image = await h.call('GET', one.images[0]!.url.replace('/back', ''), { cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('a reply is required and final; a report takes a reason code and is made once; both languages, nothing changed', async () => {
    const r = (await reviews({ status: 'new' })).rows[0]!;
    expect((await reply({ id: r.id, version: r.version, reply: '  ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await reply({ id: r.id, version: r.version + 1, reply: 'Thanks' })).envelope.code).toBe('PRODUCT_REVIEW_STALE');
    const ok = await reply({ id: r.id, version: r.version, reply: 'Thanks, we are sorry about the size.' });
    expect(ok.envelope.data).toMatchObject({ status: 'replied', hasReply: true, reply: 'Thanks, we are sorry about the size.', repliedBy: 'Grace Lin', version: r.version + 1 });
    // the same reply repeated is answered as made; another one is refused
    expect((await reply({ id: r.id, version: r.version, reply: 'Thanks, we are sorry about the size.' })).envelope.data).toMatchObject({ version: r.version + 1 });
    const second = await reply({ id: r.id, version: r.version + 1, reply: 'Another reply' });
    expect(second.envelope).toMatchObject({ code: 'PRODUCT_REVIEW_REPLIED', message: 'This review already has a reply; a reply is final. Nothing was changed.' });
    expect(await reviewRow(r.id)).toMatchObject({ reply: 'Thanks, we are sorry about the size.', version: r.version + 1 });
    // a replied review can still be reported, once
    const reported = await report({ id: r.id, version: r.version + 1, reason: 'ABUSIVE_LANGUAGE' });
    expect(reported.envelope.data).toMatchObject({ status: 'reported', reportReason: 'ABUSIVE_LANGUAGE', reply: 'Thanks, we are sorry about the size.' });
    expect((await report({ id: r.id, version: r.version + 2, reason: 'PERSONAL_INFO' })).envelope).toMatchObject({ code: 'PRODUCT_REVIEW_REPLIED' });
    expect((await report({ id: r.id, version: r.version + 1, reason: 'NOT_ABOUT_PRODUCT' })).envelope.code).toBe('PRODUCT_REVIEW_REPLIED');
    expect(await reviewRow(r.id)).toMatchObject({ status: 'reported', report_reason: 'ABUSIVE_LANGUAGE', version: r.version + 2 });
    expect((await report({ id: r.id, version: r.version, reason: 'SPAM' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    // in Chinese: a reported review of the other tenant cannot be reported again
    const zh = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_reviews WHERE tenant_id = $1 AND status = 'reported' AND reply = '' ORDER BY id LIMIT 1", [tenantZh]);
    expect((await report({ id: zh.id, version: zh.version, reason: 'PERSONAL_INFO' }, cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_REVIEW_DECIDED', message: '该评价已被举报，本次操作未做任何更改。' });
    const zhReplied = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_reviews WHERE tenant_id = $1 AND status = 'replied' ORDER BY id LIMIT 1", [tenantZh]);
    expect((await reply({ id: zhReplied.id, version: zhReplied.version, reply: '谢谢' }, cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_REVIEW_REPLIED', message: '该评价已回复，回复不可修改。本次操作未做任何更改。' });
    expect(await reviewRow(zh.id)).toMatchObject({ status: 'reported', version: zh.version });
  });

  it('another tenant’s review and authorization are not found and stay as they were', async () => {
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_reviews WHERE tenant_id <> $1 AND status = 'new' ORDER BY id LIMIT 1", [tenantId]);
    expect((await review(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await reply({ id: theirs.id, version: theirs.version, reply: 'Hi' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await reviewRow(theirs.id)).toMatchObject({ status: 'new', reply: '', version: theirs.version });
    const theirAuth = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM product_brand_auths WHERE tenant_id <> $1 AND status = 'granted' ORDER BY id LIMIT 1", [tenantId]);
    expect((await auth(theirAuth.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await revoke({ id: theirAuth.id, version: theirAuth.version, note: 'x' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await authRow(theirAuth.id)).toMatchObject({ status: 'granted', version: theirAuth.version });
  });
});

describe('adding a brand authorization', () => {
  const upload = (bytes: Uint8Array, name: string, c = cookie) => {
    const form = new FormData();
    form.set('file', new File([Uint8Array.from(bytes)], name));
    form.set('timezone', 'GMT+08:00');
    return h.call<BrandDocument>('POST', `${P}/brand/document/upload`, { cookie: c, body: form });
  };
  const create = (body: Record<string, unknown>, c = cookie) =>
    h.call<BrandAuthDetail>('POST', `${P}/brand/auth/create`, {
      cookie: c,
      body: { brandName: 'Solace', authType: 'owner', trademarkNo: 'TM777', registrant: 'Solace Brands Ltd.', licensor: '', validFrom: '2026-03-02', validTo: '2027-03-02', ...body },
    });

  it('checks a document by its content and size, lists the brands, adds a draft with its documents once; each problem named in both languages', async () => {
    const brandsOf = await h.call<{ items: { brandName: string; status: string | null; productCount: number }[] }>('GET', `${P}/brand/list`, { cookie });
    expect(brandsOf.envelope.data.items.map((b) => b.brandName)).toEqual([...SEEDED_BRANDS].sort());
    expect(brandsOf.envelope.data.items.find((b) => b.brandName === 'Kestrel')).toMatchObject({ status: 'draft' });
    // a renamed executable is refused by its content; an oversized file by the contract
    expect((await upload(Buffer.from('MZ\x90\x00 not a pdf'), 'certificate.pdf')).envelope).toMatchObject({ code: 'PRODUCT_BRAND_DOCUMENT_TYPE', message: 'A document must be a PDF, PNG, JPEG or WebP file.' });
    expect((await upload(Buffer.from('MZ'), 'x.pdf', cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_BRAND_DOCUMENT_TYPE', message: '文件须为 PDF、PNG、JPEG 或 WEBP 格式。' });
    expect((await upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25), 'big.pdf')).envelope.code).toBe('SYS_INVALID_REQUEST');
    const doc = await upload(PDF_BYTES, 'certificate.pdf');
    expect(doc.envelope.data).toMatchObject({ contentType: 'application/pdf', fileName: 'certificate.pdf', size: PDF_BYTES.length });
    const served = await h.call('GET', doc.envelope.data.url.replace('/back', ''), { cookie });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.text.startsWith('%PDF-')).toBe(true);
    // each problem named, nothing written
    const before = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_brand_auths WHERE tenant_id = $1', [tenantId]);
    const bad = await create({ brandName: 'Nobrand', authType: 'licensed', validTo: '2026-01-01', documentIds: [doc.envelope.data.id] });
    expect(bad.envelope).toMatchObject({ code: 'PRODUCT_BRAND_INVALID', message: 'The brand is not one of your products’ brands. A licensed brand needs its licensor. Valid to is before valid from.', data: { fields: ['brandName', 'licensor', 'validTo'] } });
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_brand_auths WHERE tenant_id = $1', [tenantId])).n).toBe(before.n);
    const zhDoc = await upload(PDF_BYTES, '证书.pdf', cookieZh);
    expect((await create({ validFrom: '2025-01-01', validTo: '2025-06-01', documentIds: [zhDoc.envelope.data.id] }, cookieZh)).envelope).toMatchObject({ code: 'PRODUCT_BRAND_INVALID', message: '有效期至已过。' });
    // added as a draft with its document; the same request again is answered with the same draft
    const ok = await create({ documentIds: [doc.envelope.data.id] });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'draft', brandCode: 'SOLACE', trademarkNo: 'TM777', documents: [{ id: doc.envelope.data.id }] });
    expect((await create({ documentIds: [doc.envelope.data.id] })).envelope.data.id).toBe(ok.envelope.data.id);
    expect((await create({ brandName: 'Lumen', documentIds: [doc.envelope.data.id] })).envelope).toMatchObject({ code: 'PRODUCT_BRAND_INVALID', data: { fields: ['documentIds'] } });
    // another tenant's document is not found
    expect((await create({ documentIds: [zhDoc.envelope.data.id] })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.call('GET', zhDoc.envelope.data.url.replace('/back', ''), { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
  });
});
