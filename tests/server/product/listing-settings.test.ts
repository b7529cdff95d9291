// Listing settings and the supplier agreement (docs/domain/products.md, "Listing settings,
// agreement and subscriptions"): the defaults before the first save, the agreement checked and
// accepted (a repeat keeps the first acceptance; an old version refused), the settings save refused
// until the agreement is accepted (both languages, nothing written), validated (handling days, the
// warehouse one of the tenant's active own ones), version checked (a repeat is one save), and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementState, ListingSettings, ListingWarehouse } from '../../../src/contract/product';
import { createHarness, type Harness } from '../harness';

const L = '/listing';
let h: Harness;
let harbor: string;
let pacific: string;
let tenantId: string;
let platformCode: string;

beforeAll(async () => {
  h = await createHarness();
  harbor = await h.signIn('supplier1');
  pacific = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
  platformCode = (await h.db.one<{ platform_code: string }>('SELECT platform_code FROM carts WHERE tenant_id = $1 ORDER BY code LIMIT 1', [tenantId])).platform_code;
  // the matrix may have accepted it before: this file starts from a supplier that has not
  await h.db.query('DELETE FROM product_listing_settings WHERE tenant_id = $1 AND platform_code = $2', [tenantId, platformCode]);
  await h.db.query('DELETE FROM product_agreement_acceptances WHERE tenant_id = $1 AND platform_code = $2', [tenantId, platformCode]);
}, 120_000);
afterAll(() => h?.close());

const P = '/api/scm-app/supplier/product';
const zh = { 'X-Wharf-Lang': 'zh-CN' };
const settings = (cookie = harbor, code = platformCode) => h.call<ListingSettings>('GET', `${P}${L}/settings?platformCode=${code}`, { cookie });
const check = (cookie = harbor, headers?: Record<string, string>) => h.call<AgreementState>('GET', `${P}${L}/agreement?platformCode=${platformCode}`, { cookie, ...(headers ? { headers } : {}) });
const accept = (version: number, cookie = harbor) => h.call<AgreementState>('POST', `${P}${L}/agreement`, { cookie, body: { platformCode, version } });
const save = (body: Record<string, unknown>, cookie = harbor, headers?: Record<string, string>) =>
  h.call<ListingSettings>('PUT', `${P}${L}/settings`, { cookie, body: { platformCode, handlingDays: 2, warehouseId: null, autoApplyFormula: true, ...body }, ...(headers ? { headers } : {}) });
const rows = () => h.db.query('SELECT * FROM product_listing_settings WHERE tenant_id = $1 AND platform_code = $2', [tenantId, platformCode]);

describe('listing settings and the supplier agreement', () => {
  it('shows the defaults, refuses a save before the agreement, records the acceptance once, then saves validated and version checked', async () => {
    const first = (await settings()).envelope.data;
    expect(first).toMatchObject({ platformCode, handlingDays: 3, warehouseId: null, autoApplyFormula: true, version: 0, updatedAt: null });

    const unchecked = (await check()).envelope.data;
    expect(unchecked).toMatchObject({ platformCode, version: 1, accepted: false, acceptedAt: null, acceptedBy: null });
    expect(unchecked.text).toMatch(/^Supplier agreement of /);
    expect((await check(harbor, zh)).envelope.data.text).toMatch(/供应商协议：/);

    // refused until accepted, in both languages, nothing written
    const refused = await save({ version: 0 });
    expect(refused.status).toBe(409);
    expect(refused.envelope.code).toBe('PRODUCT_LISTING_AGREEMENT');
    expect((await save({ version: 0 }, harbor, zh)).envelope.message).toBe('修改上架设置前，请先接受平台的供应商协议。本次操作未做任何更改。');
    expect(await rows()).toHaveLength(0);

    // an old or unknown version is refused; the current one recorded once (a repeat keeps the first)
    expect((await accept(2)).envelope.code).toBe('PRODUCT_LISTING_STALE');
    const accepted = (await accept(1)).envelope.data;
    expect(accepted).toMatchObject({ accepted: true, acceptedBy: expect.any(String) });
    const again = (await accept(1)).envelope.data;
    expect(again.acceptedAt).toBe(accepted.acceptedAt);
    expect((await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM product_agreement_acceptances WHERE tenant_id = $1 AND platform_code = $2', [tenantId, platformCode])).n).toBe(1);
    // another tenant's acceptance is its own
    expect((await check(pacific)).envelope.data.accepted).toBe(false);

    // the warehouses: the tenant's active own ones only
    const warehouses = (await h.call<{ items: ListingWarehouse[] }>('GET', `${P}${L}/warehouses`, { cookie: harbor })).envelope.data.items;
    const own = await h.db.query<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'own' AND status = 'active' AND deleted_at IS NULL ORDER BY code", [tenantId]);
    expect(own.length).toBeGreaterThan(0);
    expect(warehouses.map((w) => w.id)).toEqual(own.map((w) => w.id));
    const otherKind = await h.db.maybe<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type <> 'own' LIMIT 1", [tenantId]);
    const foreign = await h.db.one<{ id: string }>("SELECT id FROM warehouses WHERE tenant_id = $1 AND type = 'own' LIMIT 1", [h.seeded.tenantIds.pacific]);

    // validation: handling days, the warehouse
    for (const handlingDays of [0, 31, -2]) {
      const r = await save({ version: 0, handlingDays });
      expect(r.status).toBe(400);
      expect(r.envelope.code).toBe('PRODUCT_LISTING_INVALID');
    }
    expect((await save({ version: 0, handlingDays: 0 }, harbor, zh)).envelope.message).toBe('备货天数须为 1 到 30 之间的整数。');
    expect(otherKind).not.toBeNull();
    expect((await save({ version: 0, warehouseId: otherKind!.id })).envelope.code).toBe('PRODUCT_LISTING_WAREHOUSE');
    for (const warehouseId of [foreign.id, 'wh-none']) expect((await save({ version: 0, warehouseId })).status).toBe(404);
    expect(await rows()).toHaveLength(0);

    // saved; a repeat of the same save is one; an old version refused
    const saved = (await save({ version: 0, handlingDays: 5, warehouseId: own[0]!.id, autoApplyFormula: false })).envelope.data;
    expect(saved).toMatchObject({ handlingDays: 5, warehouseId: own[0]!.id, warehouseName: expect.any(String), autoApplyFormula: false, version: 1 });
    expect((await save({ version: 0, handlingDays: 5, warehouseId: own[0]!.id, autoApplyFormula: false })).envelope.data.version).toBe(1);
    const stale = await save({ version: 0, handlingDays: 6 });
    expect(stale.status).toBe(409);
    expect(stale.envelope.code).toBe('PRODUCT_LISTING_STALE');
    expect((await save({ version: 1, handlingDays: 7, warehouseId: null })).envelope.data).toMatchObject({ handlingDays: 7, warehouseId: null, version: 2 });
    expect((await settings()).envelope.data).toMatchObject({ handlingDays: 7, version: 2, updatedBy: expect.any(String) });

    // tenancy: the other supplier still sees the defaults; an unknown platform is not found
    expect((await settings(pacific)).envelope.data.version).toBe(0);
    expect((await settings(harbor, 'nope')).status).toBe(404);
  });
});
