// Carts (shops) through the real pipeline: keyset search over the 300 seeded carts with filters
// and sorts, update with optimistic concurrency and the closed rule, platform fees (defaults,
// percent and amount rules, records) and the carts of a platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartCostSchema, cartRowSchema, cartSchema, costRecordRowSchema, pageSchema, platformCartSchema } from '../../../src/contract';
import { callerFor, ok, refused, secondEditor, walk, type Caller } from './helpers';
import { createHarness, type Harness } from '../harness';

type Row = z.infer<typeof cartRowSchema>;
const editable = (c: z.infer<typeof cartSchema>) => ({ name: c.name, status: c.status, remark: c.remark, version: c.version });

describe('carts', () => {
  let h: Harness;
  let a: Caller;
  let zh: Caller;
  let tenantA: string;
  beforeAll(async () => {
    h = await createHarness();
    a = callerFor(h, await h.signIn('supplier1'));
    zh = callerFor(h, await h.signIn('supplier2'));
    tenantA = h.seeded.tenantIds.harbor;
  });
  afterAll(() => h?.close());

  it('pages through all 300 seeded carts of the tenant, each once, in code order', async () => {
    const { rows, pages, total } = await walk<Row>(a, '/assets/cart/search', { pageSize: 40 });
    expect(rows).toHaveLength(300);
    expect(total).toBe(300);
    expect(pages).toBe(8);
    for (const r of rows) cartRowSchema.parse(r);
    const db = await h.db.query<{ id: string }>('SELECT id FROM carts WHERE tenant_id = $1 ORDER BY code, id', [tenantA]);
    expect(rows.map((r) => r.id)).toEqual(db.map((r) => r.id));
    expect(rows.some((r) => r.logisticsCount > 0)).toBe(true);
  });

  it('filters by platform, site, status, name and date, and sorts on every sortable column', async () => {
    const amazonUs = await walk<Row>(a, '/assets/cart/search', { conditions: { platformCode: ['amazon'], siteCountry: ['US'] }, pageSize: 9 });
    const n = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM carts WHERE tenant_id = $1 AND platform_code = 'amazon' AND site_country = 'US'", [tenantA]);
    expect(amazonUs.rows).toHaveLength(n.n);
    expect(n.n).toBeGreaterThan(9);
    expect(amazonUs.rows.every((r) => r.platformCode === 'amazon' && r.siteCountry === 'US' && r.currency === 'USD')).toBe(true);
    const closedOrPaused = await walk<Row>(a, '/assets/cart/search', { conditions: { status: ['paused', 'closed'] }, pageSize: 10 });
    expect(closedOrPaused.rows.every((r) => r.status !== 'active')).toBe(true);
    expect(closedOrPaused.rows.length).toBeGreaterThan(0);
    const named = await walk<Row>(a, '/assets/cart/search', { conditions: { name: 'tidewater' }, pageSize: 5 });
    expect(named.rows.every((r) => r.name.toLowerCase().includes('tidewater'))).toBe(true);
    const none = await walk<Row>(a, '/assets/cart/search', { conditions: { updatedAt: ['2020-01-01', '2020-12-31'] }, pageSize: 5 });
    expect(none.rows).toEqual([]);
    const columns = { name: 'name', platformCode: 'platform_code', siteCountry: 'site_country', status: 'status', createdAt: 'created_at', updatedAt: 'updated_at' };
    for (const [field, column] of Object.entries(columns)) {
      for (const order of ['asc', 'desc'] as const) {
        const { rows } = await walk<Row>(a, '/assets/cart/search', { conditions: { platformCode: ['walmart', 'ebay'] }, sort: { field, order }, pageSize: 25 });
        const db = await h.db.query<{ id: string }>(
          `SELECT id FROM carts WHERE tenant_id = $1 AND platform_code IN ('walmart', 'ebay') ORDER BY ${column} ${order}, id ${order}`,
          [tenantA],
        );
        expect(rows.map((r) => r.id), `${field} ${order}`).toEqual(db.map((r) => r.id));
      }
    }
  });

  it('other kinds of tenant have a few carts of their own, outside the asset area of their role', async () => {
    const sellerTenant = (await h.db.one<{ tenant_id: string }>("SELECT tenant_id FROM users WHERE account = 'seller1'")).tenant_id;
    const theirs = await h.db.query<{ id: string }>('SELECT id FROM carts WHERE tenant_id = $1', [sellerTenant]);
    expect(theirs).toHaveLength(8);
    const mine = new Set((await walk<Row>(a, '/assets/cart/search', { pageSize: 200 })).rows.map((r) => r.id));
    expect(theirs.some((r) => mine.has(r.id))).toBe(false);
    // a seller's role does not include the asset area
    const seller = callerFor(h, await h.signIn('seller1'));
    refused(await seller('POST', '/assets/cart/search', { pageSize: 3 }), 'SYS_FORBIDDEN', 403);
  });

  it('updates name, status and remark with the version read; a closed cart stays closed', async () => {
    const b = callerFor(h, await secondEditor(h));
    const row = ok(await a<{ rows: Row[] }>('POST', '/assets/cart/search', { conditions: { status: ['active'] }, pageSize: 1 })).rows[0];
    const cart = cartSchema.parse(ok(await a('GET', `/assets/cart/${row.id}`)));
    expect(cart).toMatchObject({ code: row.code, platformName: expect.any(String), version: 1 });
    const bRead = cartSchema.parse(ok(await b('GET', `/assets/cart/${row.id}`)));
    const paused = cartSchema.parse(ok(await a('PUT', `/assets/cart/${row.id}`, { ...editable(cart), status: 'paused', remark: 'Holiday' })));
    expect(paused).toMatchObject({ status: 'paused', remark: 'Holiday', version: 2 });
    refused(await b('PUT', `/assets/cart/${row.id}`, { ...editable(bRead), name: 'Sam renames' }), 'ASSET_STALE_VERSION', 409);
    const closed = cartSchema.parse(ok(await a('PUT', `/assets/cart/${row.id}`, { ...editable(paused), status: 'closed' })));
    expect(refused(await a('PUT', `/assets/cart/${row.id}`, { ...editable(closed), status: 'active' }), 'ASSET_CART_CLOSED', 409)).toBe(
      'This cart is closed and cannot be reopened.',
    );
    expect(cartSchema.parse(ok(await a('PUT', `/assets/cart/${row.id}`, { ...editable(closed), remark: 'Closed in March' }))).status).toBe('closed');
    const zhRow = ok(await zh<{ rows: Row[] }>('POST', '/assets/cart/search', { conditions: { status: ['closed'] }, pageSize: 1 })).rows[0];
    const zhCart = cartSchema.parse(ok(await zh('GET', `/assets/cart/${zhRow.id}`)));
    expect(refused(await zh('PUT', `/assets/cart/${zhRow.id}`, { ...editable(zhCart), status: 'active' }), 'ASSET_CART_CLOSED')).toBe('该店铺已关闭，不能重新开启。');
  });

  it('platform fees: the platform defaults until saved; percentages above 0 up to 100, amounts positive; records per field', async () => {
    const without = await h.db.one<{ id: string; platform_code: string }>(
      "SELECT c.id, c.platform_code FROM carts c WHERE c.tenant_id = $1 AND c.platform_code = 'amazon' AND NOT EXISTS (SELECT 1 FROM cart_cost_settings s WHERE s.cart_id = c.id) ORDER BY c.code LIMIT 1",
      [tenantA],
    );
    const defaults = cartCostSchema.parse(ok(await a('GET', `/assets/cart/${without.id}/cost`)));
    expect(defaults).toEqual({
      cartId: without.id, platformCode: 'amazon', currency: 'USD', commissionPct: '15', fixedFeePerOrder: '0.99', paymentFeePct: null,
      platformDefault: true, version: 0, updatedAt: null,
    });
    const base = { currency: 'USD', commissionPct: '15', fixedFeePerOrder: '0.99', paymentFeePct: null, version: 0 };
    for (const pct of ['0', '100.5', '-3', '12.123456', 'x']) {
      expect(refused(await a('PUT', `/assets/cart/${without.id}/cost`, { ...base, commissionPct: pct }), 'ASSET_PERCENT_INVALID', 400), pct).toBe(
        'The commission must be a percentage above 0 and at most 100, with at most 5 decimals.',
      );
    }
    expect(refused(await a('PUT', `/assets/cart/${without.id}/cost`, { ...base, fixedFeePerOrder: '-0.5' }), 'ASSET_AMOUNT_INVALID', 400)).toBe(
      'The fixed fee per order must be a positive number with at most 5 decimals.',
    );
    const saved = cartCostSchema.parse(ok(await a('PUT', `/assets/cart/${without.id}/cost`, { ...base, commissionPct: '8.5', paymentFeePct: '100' })));
    expect(saved).toMatchObject({ commissionPct: '8.5', fixedFeePerOrder: '0.99', paymentFeePct: '100', platformDefault: false, version: 1 });
    h.clock.advance(60_000);
    ok(await a('PUT', `/assets/cart/${without.id}/cost`, { ...base, commissionPct: '9', paymentFeePct: '100', version: 1 }));
    refused(await a('PUT', `/assets/cart/${without.id}/cost`, { ...base, commissionPct: '10', version: 1 }), 'ASSET_STALE_VERSION', 409);
    const records = pageSchema(costRecordRowSchema).parse(ok(await a('POST', `/assets/cart/${without.id}/cost/records/query`, { pageSize: 10 })));
    const changes = records.rows.map((r) => [r.field, r.oldValue, r.newValue]);
    expect(changes[0]).toEqual(['commissionPct', '8.5', '9']);
    expect(changes.slice(1).sort()).toEqual([
      ['commissionPct', null, '8.5'],
      ['currency', null, 'USD'],
      ['fixedFeePerOrder', null, '0.99'],
      ['paymentFeePct', null, '100'],
    ]);
    const zhCart = ok(await zh<{ rows: Row[] }>('POST', '/assets/cart/search', { pageSize: 1 })).rows[0];
    const zhCost = cartCostSchema.parse(ok(await zh('GET', `/assets/cart/${zhCart.id}/cost`)));
    expect(refused(await zh('PUT', `/assets/cart/${zhCart.id}/cost`, { ...base, paymentFeePct: '101', version: zhCost.version }), 'ASSET_PERCENT_INVALID')).toBe(
      '支付手续费比例必须是大于 0 且不超过 100 的百分比，最多 5 位小数。',
    );
  });

  it('pages through the seeded cost records of carts', async () => {
    const owners = await h.db.query<{ owner_id: string; n: number }>(
      "SELECT owner_id, count(*)::int AS n FROM cost_records WHERE tenant_id = $1 AND owner_kind = 'cart' GROUP BY 1 ORDER BY 1 LIMIT 3",
      [tenantA],
    );
    for (const o of owners) expect((await walk(a, `/assets/cart/${o.owner_id}/cost/records/query`, { pageSize: 1 })).rows).toHaveLength(o.n);
  });

  it('lists the carts of a platform; an unknown platform is refused', async () => {
    const walmart = z.array(platformCartSchema).parse(ok(await a('GET', '/assets/cart/platform/walmart')));
    const n = await h.db.one<{ n: number }>("SELECT count(*)::int AS n FROM carts WHERE tenant_id = $1 AND platform_code = 'walmart'", [tenantA]);
    expect(walmart).toHaveLength(n.n);
    expect(walmart.every((c) => ['US', 'CA'].includes(c.siteCountry))).toBe(true);
    refused(await a('GET', '/assets/cart/platform/aliexpress'), 'SYS_INVALID_REQUEST', 400);
  });
});
