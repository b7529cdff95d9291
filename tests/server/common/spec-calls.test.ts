// Tax conversions (common.taxRates, common.getTaxMoney, common.getNoTaxMoney): the rate is the
// caller's tenant's for the code (its default without one), another tenant's code is refused in
// both languages, amounts come back rounded to 2 decimals. Visit statistics (common.visitRecord,
// common.visitStatistics): only menu pages of granted groups count, per user, summed over the
// period asked, most visited first, named in the caller's language. Export statistics
// (export.statistics): the caller's jobs counted per table, filtered by bizType and by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStatisticsSchema, taxConversionSchema, taxRateSchema, visitStatisticsSchema, type TaxConversion } from '../../../src/contract';
import { createHarness, type Harness } from '../harness';

const C = '/api/scm-app/supplier/cost';
let h: Harness;
let a: string; // supplier1, harbor: a general taxpayer
let b: string; // supplier2, pacific: a small-scale taxpayer (zh-CN)
let viewer: string; // viewer1, harbor: asset, inventory, order only

beforeAll(async () => {
  h = await createHarness();
  [a, b, viewer] = [await h.signIn('supplier1'), await h.signIn('supplier2'), await h.signIn('viewer1')];
}, 120_000);
afterAll(() => h?.close());

const convert = (cookie: string, kind: 'getTaxMoney' | 'getNoTaxMoney', body: unknown, lang = 'en') =>
  h.call<TaxConversion>('POST', `${C}/${kind}`, { cookie, body, headers: { 'X-Wharf-Lang': lang } });

describe('tax codes and conversions', () => {
  it("lists the caller's own codes, the default first", async () => {
    const ra = taxRateSchema.array().parse((await h.call('GET', `${C}/taxRates`, { cookie: a })).envelope.data);
    const rb = taxRateSchema.array().parse((await h.call('GET', `${C}/taxRates`, { cookie: b })).envelope.data);
    expect(ra.map((r) => [r.taxCode, r.rate, r.isDefault])).toEqual([['VAT13', 0.13, true], ['VAT9', 0.09, false], ['VAT6', 0.06, false], ['VAT0', 0, false]]);
    expect(rb.map((r) => [r.taxCode, r.rate, r.isDefault])).toEqual([['VAT3', 0.03, true], ['VAT1', 0.01, false], ['VAT0', 0, false]]);
    expect(rb[0].name).toMatch(/[\u4e00-\u9fff]/);
  });

  it("converts at the caller's rate of the code, or of its default, to 2 decimals", async () => {
    const add = taxConversionSchema.parse((await convert(a, 'getTaxMoney', { taxCode: 'VAT9', amounts: [100, 0.5, 12.34567] })).envelope.data);
    expect(add).toEqual({ taxCode: 'VAT9', rate: 0.09, items: [{ amount: 100, value: 109, tax: 9 }, { amount: 0.5, value: 0.55, tax: 0.05 }, { amount: 12.34567, value: 13.46, tax: 1.11 }] });
    const byDefault = taxConversionSchema.parse((await convert(a, 'getNoTaxMoney', { amounts: [113, 100] })).envelope.data);
    expect(byDefault).toEqual({ taxCode: 'VAT13', rate: 0.13, items: [{ amount: 113, value: 100, tax: 13 }, { amount: 100, value: 88.5, tax: 11.5 }] });
    // the same amount, another supplier: its own default rate
    const other = taxConversionSchema.parse((await convert(b, 'getNoTaxMoney', { amounts: [103] })).envelope.data);
    expect(other).toEqual({ taxCode: 'VAT3', rate: 0.03, items: [{ amount: 103, value: 100, tax: 3 }] });
  });

  it("refuses a code that is not the caller's, in the caller's language", async () => {
    const en = await convert(a, 'getTaxMoney', { taxCode: 'VAT3', amounts: [1] });
    expect([en.envelope.code, en.envelope.message]).toEqual(['TAX_CODE_UNKNOWN', "Tax code VAT3 is not one of your company's tax codes."]);
    const zh = await convert(b, 'getTaxMoney', { taxCode: 'VAT13', amounts: [1] }, 'zh-CN');
    expect([zh.envelope.code, zh.envelope.message]).toEqual(['TAX_CODE_UNKNOWN', '税码 VAT13 不是贵公司的税码。']);
    const bad = await convert(a, 'getTaxMoney', { amounts: [1.000001] });
    expect(bad.envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});

describe('visit statistics', () => {
  const visit = (cookie: string, path: string) => h.call<{ recorded: boolean }>('POST', '/common/app/visit/statistics', { cookie, body: { path } });
  const stats = async (cookie: string, days?: number, lang = 'en') =>
    visitStatisticsSchema.parse((await h.call('GET', '/common/app/visit/statistics', { cookie, query: days ? { days: String(days) } : {}, headers: { 'X-Wharf-Lang': lang } })).envelope.data);

  it("counts the caller's visits of menu pages of granted groups, most visited first, by name", async () => {
    for (const path of ['/order/list', '/order/list', '/asset/warehouse', '/order/list', '/asset/warehouse', '/inventory/group']) expect((await visit(a, path)).envelope.data).toEqual({ recorded: true });
    // not menu pages: a detail, a hidden helper, an unknown page; a group the viewer's role lacks
    for (const path of ['/order/info/123', '/template/uploadError', '/order/nothing']) expect((await visit(a, path)).envelope.data).toEqual({ recorded: false });
    expect((await visit(viewer, '/cost/list')).envelope.data).toEqual({ recorded: false });
    await visit(viewer, '/order/list');

    const s = await stats(a);
    expect(s.days).toBe(30);
    expect(s.total).toBe(6);
    expect(s.pages.map((p) => [p.path, p.visits, p.title, p.groupTitle])).toEqual([
      ['/order/list', 3, 'Orders', 'Orders'],
      ['/asset/warehouse', 2, 'Warehouses', 'Assets'],
      ['/inventory/group', 1, 'Warehouse Groups', 'Inventory'],
    ]);
    // another user's visits are not the caller's
    expect((await stats(viewer)).pages.map((p) => [p.path, p.visits])).toEqual([['/order/list', 1]]);
    expect((await stats(b)).total).toBe(0);
    expect((await stats(a, 30, 'zh-CN')).pages[1]).toMatchObject({ title: '仓库', groupTitle: '资产' });
  });

  it('sums only the days of the period asked', async () => {
    // visits of ten days ago (written directly: the clock cannot move that far within a session)
    const { tenant_id, id } = await h.db.one<{ tenant_id: string; id: string }>("SELECT tenant_id, id FROM users WHERE account = 'supplier1'");
    const tenDaysAgo = new Date(h.clock.now().getTime() - 10 * 86_400_000);
    await h.db.query("INSERT INTO visit_counts (tenant_id, user_id, path, day, visits, last_at) VALUES ($1, $2, '/inventory/group', ($3::timestamptz AT TIME ZONE 'UTC')::date, 4, $3)", [tenant_id, id, tenDaysAgo]);
    expect((await stats(a, 10)).pages.map((p) => [p.path, p.visits])).toEqual([['/order/list', 3], ['/asset/warehouse', 2], ['/inventory/group', 1]]);
    expect((await stats(a, 11)).pages.map((p) => [p.path, p.visits])).toEqual([['/inventory/group', 5], ['/order/list', 3], ['/asset/warehouse', 2]]);
    const over = await h.call('GET', '/common/app/visit/statistics', { cookie: a, query: { days: '91' } });
    expect(over.envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});

describe('export statistics', () => {
  const job = async (account: string, id: string, bizType: string, title: string, fileName: string, status: string, rows: number, at: string) => {
    const u = await h.db.one<{ tenant_id: string; id: string }>('SELECT tenant_id, id FROM users WHERE account = $1', [account]);
    await h.db.query(
      `INSERT INTO export_jobs (id, tenant_id, user_id, biz_type, title, file_name, lang, query, columns, status, progress, row_count, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'en', '{}', '["title"]', $7, 0, $8, $9)`,
      [id, u.tenant_id, u.id, bizType, title, fileName, status, rows, at],
    );
  };
  const statistics = async (cookie: string, query: Record<string, string> = {}, lang = 'en') =>
    exportStatisticsSchema.array().parse((await h.call('GET', '/api/scm-app/supplier/exports/statistics', { cookie, query, headers: { 'X-Wharf-Lang': lang } })).envelope.data);

  it("counts the caller's jobs per table by status, latest table first, filtered by bizType and name", async () => {
    await job('supplier1', 'ex_st_1', 'asset.warehouse', 'Warehouses', 'warehouses-20260301-0800.xlsx', 'succeeded', 40, '2026-03-01T08:00:00Z');
    await job('supplier1', 'ex_st_2', 'asset.warehouse', '仓库', 'warehouses-20260302-0800.xlsx', 'succeeded', 2, '2026-03-02T08:00:00Z');
    await job('supplier1', 'ex_st_3', 'asset.warehouse', 'Warehouses', 'warehouses-20260303-0800.xlsx', 'failed', 0, '2026-03-03T08:00:00Z');
    await job('supplier1', 'ex_st_4', 'report.exports', 'Exports', 'exports-20260304-0800.xlsx', 'queued', 0, '2026-03-04T08:00:00Z');
    // another user's job of the same tenant, and one of another tenant: never counted
    await job('viewer1', 'ex_st_5', 'asset.warehouse', 'Warehouses', 'warehouses-x.xlsx', 'succeeded', 9, '2026-03-05T08:00:00Z');
    await job('supplier2', 'ex_st_6', 'asset.warehouse', 'Warehouses', 'warehouses-y.xlsx', 'succeeded', 9, '2026-03-05T08:00:00Z');

    const all = await statistics(a);
    expect(all.map((s) => [s.bizType, s.name, s.total, s.queued, s.running, s.succeeded, s.failed, s.rows, s.lastAt])).toEqual([
      ['report.exports', 'Exports', 1, 1, 0, 0, 0, 0, '2026-03-04T08:00:00.000Z'],
      ['asset.warehouse', 'Warehouses', 3, 0, 0, 2, 1, 42, '2026-03-03T08:00:00.000Z'],
    ]);
    expect((await statistics(a, { bizType: 'asset.warehouse' })).map((s) => s.total)).toEqual([3]);
    // by name: the job's title in the language it was made in, or its file name
    expect((await statistics(a, { name: '仓库' })).map((s) => [s.bizType, s.total])).toEqual([['asset.warehouse', 1]]);
    expect((await statistics(a, { name: '20260303' })).map((s) => [s.bizType, s.total, s.failed])).toEqual([['asset.warehouse', 1, 1]]);
    expect(await statistics(a, { name: '%' })).toEqual([]);
    // the table's name is said in the caller's language
    expect((await statistics(a, { bizType: 'asset.warehouse' }, 'zh-CN'))[0].name).toMatch(/[\u4e00-\u9fff]/);
  });
});
