// The common calls of src/contract/common/common.ts through the real pipeline, answers parsed with the
// contract's own schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardSummarySchema,
  groupMenus,
  groupsByTenantKind,
  menuItemSchema,
  optionNames,
  optionSchema,
  permissionKeys,
  userInfoSchema,
  variantCores,
  type MenuItem,
} from '../../../src/contract';
import { z } from 'zod';
import { menuCatalog } from '../../../server/common/menu-catalog';
import { createHarness, type Harness } from '../harness';

describe('common handlers', () => {
  let h: Harness;
  let supplier1: string;
  let viewer1: string;
  let seller1: string;
  beforeAll(async () => {
    h = await createHarness();
    [supplier1, viewer1, seller1] = await Promise.all([h.signIn('supplier1'), h.signIn('viewer1'), h.signIn('seller1')]);
  });
  afterAll(() => h?.close());

  it('getUserInfo: user, tenant, upper-case currency, signedFlag, permissions, account type echoed', async () => {
    for (const type of [3, 4, 5] as const) {
      const answer = await h.call('GET', '/common/app/user/getUserInfo', { cookie: supplier1, query: { 'account-type': String(type) } });
      expect(answer.status).toBe(200);
      const info = userInfoSchema.parse(answer.envelope.data);
      expect(info).toMatchObject({
        account: 'supplier1',
        tenantName: 'Harbor Supplies Co.',
        tenantKind: 'supplier',
        accountType: type,
        currency: 'USD',
        signedFlag: '1',
        lang: 'en',
      });
      expect(info.permissions.sort()).toEqual([...permissionKeys].sort());
      expect(info.tenantId).toBe(h.seeded.tenantIds.harbor);
      expect(answer.text).not.toContain('password');
    }
    const viewer = userInfoSchema.parse((await h.call('GET', '/common/app/user/getUserInfo', { cookie: viewer1, query: { 'account-type': '3' } })).envelope.data);
    expect(viewer.permissions).toEqual([]);
    expect(viewer.signedFlag).toBe('0');
    // the viewer role grants three groups and may change none of them; the admin manages all it has
    expect(viewer.groups).toEqual(['asset', 'inventory', 'order']);
    expect(viewer.manageGroups).toEqual([]);
    const admin = userInfoSchema.parse((await h.call('GET', '/common/app/user/getUserInfo', { cookie: supplier1, query: { 'account-type': '3' } })).envelope.data);
    expect(admin.manageGroups).toEqual(admin.groups);
    expect(admin.groups).toContain('asset');
  });

  it('getUserInfo refuses an account type outside 3, 4, 5 with a readable message', async () => {
    const answer = await h.call('GET', '/common/app/user/getUserInfo', { cookie: supplier1, query: { 'account-type': '9' } });
    expect(answer.status).toBe(400);
    expect(answer.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(answer.envelope.message).toContain('query.account-type');
    const missing = await h.call('GET', '/common/app/user/getUserInfo', { cookie: supplier1 });
    expect(missing.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('vms getUserInfo answers account type 4', async () => {
    const info = userInfoSchema.parse((await h.call('GET', '/vms/app/supplier/common/getUserInfo', { cookie: seller1 })).envelope.data);
    expect(info).toMatchObject({ account: 'seller1', accountType: 4, tenantKind: 'seller' });
    // the seller flavour's path answers the same
    const viaSeller = await h.call('GET', '/vms/app/seller/common/getUserInfo', { cookie: seller1 });
    expect(viaSeller.envelope.code).toBe('0');
  });

  it('changeLang stores en or zh-CN, and refuses others with a message in the current language', async () => {
    const ok = await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'zh-CN' }, body: {} });
    expect(ok.envelope).toEqual({ code: '0', message: expect.any(String), data: { lang: 'zh-CN' } });
    const info = await h.call<{ lang: string }>('GET', '/common/app/user/getUserInfo', { cookie: supplier1, query: { 'account-type': '3' } });
    expect(info.envelope.data.lang).toBe('zh-CN');

    const bad = await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'fr' }, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.envelope.code).toBe('USER_UNSUPPORTED_LANGUAGE');
    expect(bad.envelope.message).toBe('不支持该语言。');

    await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'en' }, body: {} });
    const badEn = await h.call('POST', '/common/app/user/changeLang', { cookie: supplier1, query: { lang: 'de-DE' }, body: {} });
    expect(badEn.envelope).toMatchObject({ code: 'USER_UNSUPPORTED_LANGUAGE', message: 'This language is not supported.' });
  });

  const menu = async (cookie: string, k: string) => h.call<MenuItem[]>('POST', '/common/app/resource/user/getMenu', { cookie, query: { k }, body: {} });

  it('getMenu: dashboard, then the variant groups the role grants, each with its list screens', async () => {
    const answer = await menu(supplier1, 'wharf-tof');
    const items = z.array(menuItemSchema).parse(answer.envelope.data);
    expect(items[0]).toMatchObject({ id: 'menu.dashboard', resUrl: '/dashboard', parentId: null });
    const expected = variantCores.tof.groups.filter((g) => groupsByTenantKind.supplier.includes(g) && groupMenus[g].length > 0);
    expect(items.slice(1).map((i) => i.resKey)).toEqual(expected);
    const asset = items.find((i) => i.resKey === 'asset')!;
    expect(asset).toMatchObject({ resName: 'Assets', resUrl: '/asset', parentId: null, icon: 'warehouse' });
    expect(asset.children.map((c) => c.resUrl)).toEqual(groupMenus.asset.map((e) => `/asset/${e}`));
    expect(asset.children.every((c) => c.parentId === asset.id)).toBe(true);
    const ids = items.flatMap((i) => [i.id, ...i.children.map((c) => c.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('getMenu: the role narrows it (viewer1), the variant narrows it (scm), names follow the language', async () => {
    const viewer = (await menu(viewer1, 'wharf-tof')).envelope.data;
    expect(viewer.map((i) => i.resKey)).toEqual(['dashboard', 'asset', 'inventory', 'order']);
    const scm = (await menu(supplier1, 'wharf-scm')).envelope.data;
    expect(scm.slice(1).map((i) => i.resKey)).toEqual(variantCores.scm.groups.filter((g) => g !== 'template'));
    await h.call('POST', '/common/app/user/changeLang', { cookie: viewer1, query: { lang: 'zh-CN' }, body: {} });
    const zh = (await menu(viewer1, 'wharf-tof')).envelope.data;
    expect(zh.map((i) => i.resName)).toEqual(['工作台', '资产', '库存', '订单']);
    expect(zh[1].children[0].resName).toBe('仓库');
    await h.call('POST', '/common/app/user/changeLang', { cookie: viewer1, query: { lang: 'en' }, body: {} });
  });

  it('getMenu refuses an unknown application key', async () => {
    const answer = await menu(supplier1, 'wharf-nope');
    expect(answer.status).toBe(400);
    expect(answer.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('has an English and a Chinese name for every group and menu entry', () => {
    for (const [group, entries] of Object.entries(groupMenus)) {
      const catalog = menuCatalog[group as keyof typeof groupMenus];
      expect(catalog.name.en && catalog.name['zh-CN'], group).toBeTruthy();
      for (const entry of entries) {
        expect(catalog.entries[entry]?.en, `${group}/${entry}`).toBeTruthy();
        expect(catalog.entries[entry]?.['zh-CN'], `${group}/${entry}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('option/{name}: every dictionary, with English and Chinese labels; unknown names refused', async () => {
    for (const name of optionNames) {
      const answer = await h.call('GET', `/api/scm-app/supplier/option/${name}`, { cookie: supplier1 });
      const options = z.array(optionSchema).parse(answer.envelope.data);
      expect(options.length, name).toBeGreaterThan(0);
      expect(options.every((o) => o.label && o.labelZh)).toBe(true);
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    }
    const seller = await h.call('GET', '/api/scm-app/seller/option/currency', { cookie: seller1 });
    expect(seller.envelope.code).toBe('0');
    const unknown = await h.call('GET', '/api/scm-app/supplier/option/secrets', { cookie: supplier1 });
    expect(unknown.envelope.code).toBe('SYS_INVALID_REQUEST');
    expect(unknown.envelope.message).toContain('params.name');
  });

  it('cost/currency: the tenant currency first', async () => {
    const answer = await h.call<{ personal: string; currencies: string[] }>('GET', '/api/scm-app/supplier/cost/currency', { cookie: supplier1 });
    expect(answer.envelope.data.personal).toBe('USD');
    expect(answer.envelope.data.currencies[0]).toBe('USD');
    const supplier2 = await h.signIn('supplier2');
    const other = await h.call<{ personal: string }>('GET', '/api/scm-app/supplier/cost/currency', { cookie: supplier2 });
    expect(other.envelope.data.personal).toBe('CNY');
  });

  it('dashboard: counts of the caller tenant only, groups as in the menu', async () => {
    const answer = await h.call('GET', '/common/app/dashboard/summary', { cookie: supplier1, query: { k: 'wharf-tof' } });
    const summary = dashboardSummarySchema.parse(answer.envelope.data);
    const users = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE tenant_id = $1', [h.seeded.tenantIds.harbor]);
    expect(summary).toMatchObject({ account: 'supplier1', tenantName: 'Harbor Supplies Co.', userCount: users.n });
    // supplier1 and viewer1 are signed in in this tenant (seller1 is not counted)
    expect(summary.activeSessions).toBe(2);
    const menuGroups = (await menu(supplier1, 'wharf-tof')).envelope.data.slice(1).map((i) => i.resKey);
    expect(summary.groups).toEqual(menuGroups);
    // supplier1's only sign-in is the current one: no previous sign-in to show
    expect(summary.lastLoginAt).toBeNull();
  });

  it('dashboard: "last sign-in" is the sign-in before the current one, not the current one', async () => {
    const dashboard = async (cookie: string) =>
      dashboardSummarySchema.parse((await h.call('GET', '/common/app/dashboard/summary', { cookie, query: { k: 'wharf-tof' } })).envelope.data);
    const first = h.clock.now();
    await h.signIn('supplier2');
    h.clock.advance(3 * 3_600_000);
    const second = await h.signIn('supplier2');
    expect((await dashboard(second)).lastLoginAt).toBe(first.toISOString());
    h.clock.advance(60_000);
    const third = await h.signIn('supplier2');
    expect((await dashboard(third)).lastLoginAt).toBe(new Date(first.getTime() + 3 * 3_600_000).toISOString());
  });

  it('terms: the current version and acceptance; accepting another version is refused', async () => {
    const terms = await h.call('GET', '/common/app/user/terms', { cookie: supplier1 });
    expect(terms.envelope.data).toEqual({ version: '2026-01', accepted: true, acceptedAt: '2026-01-05T09:00:00.000Z' });
    const wrong = await h.call('POST', '/common/app/user/acceptTerms', { cookie: supplier1, body: { version: '2019-01' } });
    expect(wrong.envelope.code).toBe('SYS_INVALID_REQUEST');
    const again = await h.call('POST', '/common/app/user/acceptTerms', { cookie: supplier1, body: { version: '2026-01' } });
    // accepting again keeps the first acceptance time
    expect(again.envelope.data).toEqual({ version: '2026-01', accepted: true, acceptedAt: '2026-01-05T09:00:00.000Z' });
  });

  it('signing notice: acknowledged once per user on the server, so user info says it in any new session', async () => {
    const info = async (cookie: string) =>
      userInfoSchema.parse((await h.call('GET', '/common/app/user/getUserInfo', { cookie, query: { 'account-type': '3' } })).envelope.data);
    expect(await info(supplier1)).toMatchObject({ signedFlag: '1', signingNoticeSeen: false });
    const at = h.clock.now();
    const first = await h.call('POST', '/common/app/user/acknowledgeSigningNotice', { cookie: supplier1, body: {} });
    expect(first.status).toBe(200);
    expect(first.envelope).toMatchObject({ code: '0', data: { seen: true, seenAt: at.toISOString() } });
    expect((await info(supplier1)).signingNoticeSeen).toBe(true);
    // another browser: a new session of the same user
    const elsewhere = await h.signIn('supplier1');
    expect((await info(elsewhere)).signingNoticeSeen).toBe(true);
    // acknowledging again keeps the first time
    h.clock.advance(60_000);
    const again = await h.call('POST', '/common/app/user/acknowledgeSigningNotice', { cookie: elsewhere, body: {} });
    expect(again.envelope.data).toEqual({ seen: true, seenAt: at.toISOString() });
    // per user: a colleague of the same company has not seen it; a role that manages nothing may record it
    expect((await info(viewer1)).signingNoticeSeen).toBe(false);
    const viewer = await h.call('POST', '/common/app/user/acknowledgeSigningNotice', { cookie: viewer1, body: {} });
    expect(viewer.envelope.code).toBe('0');
    expect((await info(viewer1)).signingNoticeSeen).toBe(true);
    // the body is strict
    const extra = await h.call('POST', '/common/app/user/acknowledgeSigningNotice', { cookie: supplier1, body: { seen: false } });
    expect(extra.envelope.code).toBe('SYS_INVALID_REQUEST');
  });

  it('vms lists: sellers are seller companies, the others are dictionaries', async () => {
    const sellers = await h.call<{ value: string; label: string }[]>('GET', '/vms/app/supplier/common/getSellers', { cookie: seller1 });
    expect(sellers.envelope.data).toEqual([{ value: h.seeded.tenantIds.bluelantern, label: 'Blue Lantern Marketplace' }]);
    for (const name of ['getTransactionTypeList', 'getDeliveryList', 'getOrderStatusList']) {
      const answer = await h.call('GET', `/vms/app/supplier/common/${name}`, { cookie: seller1 });
      expect(z.array(optionSchema).min(1).parse(answer.envelope.data).length).toBeGreaterThan(0);
    }
  });
});
