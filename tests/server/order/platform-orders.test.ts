// Platform orders (src/contract/order/platform-orders.ts): the seed gives every supplier tenant a few
// thousand purchase orders of the platform in every state; the list filters and pages them; a new
// one is confirmed in full (confirmed) or in part (partiallyConfirmed), or rejected with a reason;
// a repeated decision answers the order as it is; every refused call (stale version, decided
// already, a line over its ordered quantity, nothing confirmed, a blank reason, another tenant's
// order, a viewer) changes nothing. Also the stores call, and the vms and fobt order info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fobtOrderDetailSchema, orderStoreSchema, vmsOrderDetailSchema, type OrderDetail, platformOrderDetailSchema, platformOrderRowSchema, platformOrderStatuses, type OrderStore, type PlatformOrderDetail, type PlatformOrderRow } from '../../../src/contract';
import { seededOrderId } from '../../../server/order/seed-orders';
import { PLATFORM_ORDERS_PER_TENANT } from '../../../server/order/seed-platform-orders';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/order/platformOrder';
let h: Harness;
let cookie: string;
let viewer: string;
let other: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  viewer = await h.signIn('viewer1');
  other = await h.signIn('supplier2');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

const snapshot = async () =>
  JSON.stringify([
    await h.db.query('SELECT * FROM platform_orders WHERE tenant_id = $1 ORDER BY id', [tenantId]),
    await h.db.query('SELECT * FROM platform_order_lines WHERE tenant_id = $1 ORDER BY id', [tenantId]),
  ]);
const post = <T = PlatformOrderDetail>(path: string, body: unknown, as = cookie) => h.call<T>('POST', `${P}/${path}`, { cookie: as, body });
const info = (id: string, as = cookie) => h.call<PlatformOrderDetail>('GET', `${P}/info/${id}`, { cookie: as });
async function search(conditions: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const a = await post<{ rows: PlatformOrderRow[]; total: number; nextCursor: string | null }>('search', { conditions, pageSize: 50, exactTotal: true, ...extra });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
/** The n-th untouched new order from the near end (the matrix fixtures take theirs from the far end). */
async function newOrder(n: number): Promise<PlatformOrderDetail> {
  const row = await h.db.one<{ id: string }>("SELECT id FROM platform_orders WHERE tenant_id = $1 AND status = 'new' AND version = 1 ORDER BY id LIMIT 1 OFFSET $2", [tenantId, n]);
  const a = await info(row.id);
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}
const full = (d: PlatformOrderDetail) => d.lines.map((l) => ({ lineId: l.id, confirmedQty: l.orderedQty }));
async function refused(code: string, run: () => Promise<{ envelope: { code: string } }>) {
  const before = await snapshot();
  const r = await run();
  expect(r.envelope.code).toBe(code);
  expect(await snapshot()).toBe(before);
}

describe('platform orders', () => {
  it('are seeded in every state, listed by status, PO number, warehouse and sku, and paged by keyset', async () => {
    const all = await search({});
    expect(all.total).toBe(PLATFORM_ORDERS_PER_TENANT);
    for (const status of platformOrderStatuses) {
      const page = await search({ statuses: [status] });
      expect(page.total, status).toBeGreaterThan(100);
      for (const r of page.rows) expect(platformOrderRowSchema.parse(r).status).toBe(status);
    }
    const rejected = (await search({ statuses: ['rejected'] })).rows[0];
    expect(rejected.rejectReason).not.toBe('');
    expect(rejected.decidedBy).not.toBeNull();
    const partial = (await search({ statuses: ['partiallyConfirmed'] })).rows[0];
    expect(partial.confirmedQty).toBeLessThan(partial.orderedQty);
    const byNo = await search({ quickQuery: partial.poNo });
    expect(byNo.rows.map((r) => r.id)).toEqual([partial.id]);
    const byWarehouse = await search({ warehouseCode: partial.warehouseCode });
    expect(byWarehouse.rows.every((r) => r.warehouseCode === partial.warehouseCode)).toBe(true);
    const detail = (await info(partial.id)).envelope.data;
    expect(platformOrderDetailSchema.parse(detail).lines.length).toBe(partial.lineCount);
    const bySku = await search({ sku: detail.lines[0].sku });
    expect(bySku.rows.map((r) => r.id)).toContain(partial.id);
    // two pages by expected delivery never repeat a row
    const first = await search({}, { sort: { field: 'expectedDelivery', order: 'asc' } });
    const second = await search({}, { sort: { field: 'expectedDelivery', order: 'asc' }, cursor: first.nextCursor });
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(100);
    expect(first.rows[49].expectedDelivery <= second.rows[0].expectedDelivery).toBe(true);
  });

  it('a new order is confirmed in full; repeating the call answers it as it is; a second decision is refused', async () => {
    const d = await newOrder(0);
    const a = await post('confirm', { id: d.id, version: d.version, lines: full(d) });
    expect(a.envelope.code, a.text).toBe('0');
    expect(a.envelope.data).toMatchObject({ status: 'confirmed', version: d.version + 1, decidedBy: 'Grace Lin', confirmedQty: d.orderedQty });
    expect(a.envelope.data.lines.map((l) => l.confirmedQty)).toEqual(d.lines.map((l) => l.orderedQty));
    const again = await snapshot();
    const repeat = await post('confirm', { id: d.id, version: d.version, lines: full(d) });
    expect(repeat.envelope.code, repeat.text).toBe('0');
    expect(await snapshot()).toBe(again);
    await refused('PLATFORM_ORDER_VERSION_STALE', () => post('reject', { id: d.id, version: d.version, reason: 'Too late' }));
    await refused('PLATFORM_ORDER_DECIDED', () => post('reject', { id: d.id, version: d.version + 1, reason: 'Too late' }));
  });

  it('confirming less than ordered makes it partially confirmed; over-ordered, missing lines and nothing at all are refused', async () => {
    const d = await newOrder(1);
    const lines = full(d);
    await refused('PLATFORM_ORDER_INVALID', () => post('confirm', { id: d.id, version: d.version, lines: lines.map((l, i) => (i === 0 ? { ...l, confirmedQty: l.confirmedQty + 1 } : l)) }));
    await refused('PLATFORM_ORDER_INVALID', () => post('confirm', { id: d.id, version: d.version, lines: lines.map((l) => ({ ...l, confirmedQty: 0 })) }));
    if (lines.length > 1) await refused('PLATFORM_ORDER_INVALID', () => post('confirm', { id: d.id, version: d.version, lines: lines.slice(1) }));
    await refused('PLATFORM_ORDER_INVALID', () => post('confirm', { id: d.id, version: d.version, lines: [...lines, { lineId: 'nope', confirmedQty: 1 }] }));
    await refused('SYS_INVALID_REQUEST', () => post('confirm', { id: d.id, version: d.version, lines: lines.map((l) => ({ ...l, confirmedQty: -1 })) }));
    const short = lines.map((l, i) => (i === 0 ? { ...l, confirmedQty: l.confirmedQty - 5 } : l));
    const a = await post('confirm', { id: d.id, version: d.version, lines: short });
    expect(a.envelope.code, a.text).toBe('0');
    expect(a.envelope.data.status).toBe('partiallyConfirmed');
    expect(a.envelope.data.confirmedQty).toBe(d.orderedQty - 5);
  });

  it('a rejection needs a reason; a viewer and another tenant are refused and change nothing', async () => {
    const d = await newOrder(2);
    await refused('SYS_INVALID_REQUEST', () => post('reject', { id: d.id, version: d.version, reason: '   ' }));
    const viewerAnswer = await post('reject', { id: d.id, version: d.version, reason: 'No' }, viewer);
    expect(viewerAnswer.envelope.code).not.toBe('0');
    await refused('SYS_NOT_FOUND', () => post('reject', { id: d.id, version: d.version, reason: 'Not mine' }, other));
    expect((await info(d.id, other)).envelope.code).toBe('SYS_NOT_FOUND');
    const a = await post('reject', { id: d.id, version: d.version, reason: ' SKU discontinued ' });
    expect(a.envelope.code, a.text).toBe('0');
    expect(a.envelope.data).toMatchObject({ status: 'rejected', rejectReason: 'SKU discontinued', confirmedQty: null });
    await refused('PLATFORM_ORDER_DECIDED', () => post('confirm', { id: d.id, version: d.version + 1, lines: full(d) }));
  });
});

describe('stores', () => {
  it('lists the tenant’s shops, active first, narrowed by name or code, and only its own', async () => {
    const a = await h.call<OrderStore[]>('GET', '/api/scm-app/supplier/order/stores', { cookie });
    expect(a.envelope.code, a.text).toBe('0');
    const stores = a.envelope.data.map((s) => orderStoreSchema.parse(s));
    const count = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM carts WHERE tenant_id = $1', [tenantId]);
    expect(stores).toHaveLength(count.n);
    const firstInactive = stores.findIndex((s) => s.status !== 'active');
    expect(firstInactive).toBeGreaterThan(0);
    expect(stores.slice(firstInactive).every((s) => s.status !== 'active')).toBe(true);
    const byCode = await h.call<OrderStore[]>('GET', `/api/scm-app/supplier/order/stores?keyword=${encodeURIComponent(stores[0].code.toLowerCase())}`, { cookie });
    expect(byCode.envelope.data.map((s) => s.id)).toContain(stores[0].id);
    const theirs = await h.call<OrderStore[]>('GET', '/api/scm-app/supplier/order/stores', { cookie: other });
    expect(theirs.envelope.data.some((s) => stores.some((m) => m.id === s.id))).toBe(false);
    // the order list filters by those shops
    const list = await h.call<{ rows: { cartName: string }[] }>('POST', '/api/scm-app/supplier/order/search', { cookie, body: { conditions: { cartIds: [stores[0].id] }, pageSize: 5 } });
    expect(list.envelope.data.rows.every((r) => r.cartName === stores[0].name)).toBe(true);
  });
});

describe('vms and fobt order info', () => {
  it('answer the order of order.info with the trade’s fields, for the tenant’s orders only', async () => {
    const id = seededOrderId('harbor', 6);
    const base = (await h.call<OrderDetail>('GET', `/api/scm-app/supplier/order/info/${id}`, { cookie })).envelope.data;
    const vms = await h.call<z.infer<typeof vmsOrderDetailSchema>>('GET', `/api/scm-app/supplier/order/vms/info/${id}`, { cookie });
    expect(vms.envelope.code, vms.text).toBe('0');
    const v = vmsOrderDetailSchema.parse(vms.envelope.data);
    const { vms: fields, ...order } = v;
    expect(order).toEqual(base);
    expect(fields.inboundWarehouseCode).toBe(base.warehouseCode);
    expect(fields.lines.map((l) => l.lineId)).toEqual(base.lines.map((l) => l.id));
    const cost = await h.db.one<{ c: string }>('SELECT round(k.purchase_cost, 2) AS c FROM order_lines l JOIN skus k ON k.id = l.sku_id WHERE l.id = $1', [base.lines[0].id]);
    expect(fields.lines[0].purchasePrice).toBe(Number(cost.c));
    expect(fields.purchaseAmount).toBeCloseTo(base.lines.reduce((s, l, i) => s + fields.lines[i].purchasePrice * (l.qty - l.cancelledQty), 0), 2);
    // the seller flavour reads it under its own prefix
    expect((await h.call('GET', `/api/scm-app/seller/order/vms/info/${id}`, { cookie })).envelope.code).toBe('0');

    const fobt = await h.call<z.infer<typeof fobtOrderDetailSchema>>('GET', `/api/scm-app/supplier/order/fobt/info/${id}`, { cookie });
    expect(fobt.envelope.code, fobt.text).toBe('0');
    const f = fobtOrderDetailSchema.parse(fobt.envelope.data).fobt;
    // order 6 has shipped: booked and stuffed, loaded in China
    expect(f.incoterm).toBe('FOB');
    expect(f.portOfLoading?.country).toBe('CN');
    expect(f.bookingNo).toMatch(/^BK\d{8}$/);
    expect(f.containerNo).toMatch(/^[A-Z]{4}\d{7}$/);
    const pending = fobtOrderDetailSchema.parse((await h.call('GET', `/api/scm-app/supplier/order/fobt/info/${seededOrderId('harbor', 1)}`, { cookie })).envelope.data).fobt;
    expect([pending.bookingNo, pending.containerNo]).toEqual(['', '']);

    for (const path of ['vms/info', 'fobt/info']) expect((await h.call('GET', `/api/scm-app/supplier/order/${path}/${id}`, { cookie: other })).envelope.code).toBe('SYS_NOT_FOUND');
  });
});
