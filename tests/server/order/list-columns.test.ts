// The order search's own copies of the shop, warehouse and line figures (migration 022, decision
// 012) stay equal to their sources on every write that changes a source: the seed, a shop renamed
// through the API, a warehouse renamed through the API or recoded in SQL, an order created as the
// upload creates it, a copy inserted with stale values, lines added, removed and re-quantified.
// Each step compares every order of the database with its sources (the same check after each).
// Then the per-status order counts (migration 023) that answer the total of the unfiltered and
// status-only searches: equal to the orders after status changes, inserts, deletes and folds, and
// used only for those searches; and the shop list's per-status counts (migration 024) likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, warehouseSchema, type OrderRow } from '../../../src/contract';
import { createOrders } from '../../../server/order/create';
import { cartList } from '../../../server/asset';
import { orderList, type OrderListCaller } from '../../../server/order/list-orders';
import { pickOrder } from './fixtures';
import { createHarness, START_TIME, type Harness } from '../harness';

const P = '/api/scm-app/supplier';
let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

/** Orders whose copies differ from the shop, warehouse and lines they point at (none when right). */
async function drift(): Promise<unknown[]> {
  return h.db.query(
    `SELECT o.id, o.cart_name, c.name, o.platform_code, c.platform_code, o.warehouse_code, w.code, o.warehouse_name, w.name,
            o.line_count, o.total_qty, l.n, l.q
       FROM orders o
       JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id
       JOIN warehouses w ON w.id = o.warehouse_id AND w.tenant_id = o.tenant_id
       LEFT JOIN (SELECT order_id, count(*)::int AS n, sum(qty)::int AS q FROM order_lines GROUP BY order_id) l ON l.order_id = o.id
      WHERE (o.cart_name, o.platform_code, o.warehouse_code, o.warehouse_name, o.line_count, o.total_qty)
            IS DISTINCT FROM (c.name, c.platform_code, w.code, w.name, COALESCE(l.n, 0), COALESCE(l.q, 0))
      LIMIT 5`,
  );
}

async function call<T>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<T> {
  const a = await h.call<T>(method, `${P}${path}`, { cookie, body });
  expect(a.envelope.code, a.text).toBe('0');
  return a.envelope.data;
}

async function search(conditions: Record<string, unknown>): Promise<OrderRow[]> {
  const page = await call<{ rows: OrderRow[] }>('POST', '/order/search', { conditions, pageSize: 200 });
  return page.rows;
}

describe('order list columns kept on the order', () => {
  it('the seed writes them right for every order', async () => {
    const n = await h.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(n.n).toBeGreaterThan(1000);
    expect(await drift()).toEqual([]);
  });

  it('a shop renamed through the API: its orders show the new name', async () => {
    const { cart_id: cartId } = await h.db.one<{ cart_id: string }>('SELECT cart_id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
    const cart = cartSchema.parse(await call('GET', `/assets/cart/${cartId}`));
    await call('PUT', `/assets/cart/${cartId}`, { name: 'Renamed shop 022', status: cart.status, remark: cart.remark, version: cart.version });
    const rows = await search({ cartIds: [cartId] });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.cartName).toBe('Renamed shop 022');
    expect(await drift()).toEqual([]);
  });

  it('a warehouse renamed through the API, and recoded in SQL: its orders follow, and the code filter finds them', async () => {
    const { warehouse_id: whId } = await h.db.one<{ warehouse_id: string }>('SELECT warehouse_id FROM orders WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
    const w = warehouseSchema.parse(await call('GET', `/assets/warehouse/${whId}`));
    const rest = w as Record<string, unknown>;
    const body = Object.fromEntries(
      ['name', 'type', 'providerName', 'providerWarehouseCode', 'address', 'contactName', 'contactPhone', 'currency', 'status', 'remark', 'version'].map((k) => [k, rest[k]]),
    );
    await call('PUT', `/assets/warehouse/${whId}`, { ...body, name: 'Renamed warehouse 022' });
    expect(await drift()).toEqual([]);
    // no API changes a code; an import or a migration may
    await h.db.query('UPDATE warehouses SET code = $2 WHERE id = $1', [whId, 'WH-022']);
    const rows = await search({ warehouseCode: 'WH-022' });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ warehouseId: whId, warehouseCode: 'WH-022', warehouseName: 'Renamed warehouse 022' });
    expect(await drift()).toEqual([]);
  });

  it('an order created as the upload creates it, and a copy inserted with another order’s values, get their own figures', async () => {
    const seeded = await h.db.one<{ cart_id: string; warehouse_id: string; sku_id: string }>(
      `SELECT o.cart_id, o.warehouse_id, l.sku_id FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.tenant_id = $1 ORDER BY o.id LIMIT 1`,
      [tenantId],
    );
    const [id] = await h.db.transaction((tx) =>
      createOrders(tx, { tenantId, name: 'test', now: START_TIME }, [
        {
          cartId: seeded.cart_id,
          externalOrderId: 'EXT-022',
          warehouseId: seeded.warehouse_id,
          currency: 'USD',
          receiver: { name: 'Ada', phone: '1', country: 'US', stateOrProvince: '', city: 'X', addressLine1: 'Y', postalCode: '1' },
          lines: [
            { skuId: seeded.sku_id, qty: 2, unitPrice: 1 },
            { skuId: seeded.sku_id, qty: 5, unitPrice: 1 },
          ],
          source: 'upload',
          importId: null,
        },
      ]),
    );
    const [row] = await search({ orderId: id });
    expect(row).toMatchObject({ lineCount: 2, totalQty: 7 });
    expect(await drift()).toEqual([]);

    // a copy of a seeded order (its names and line figures) with another warehouse and no lines yet, inserted by hand
    const other = await h.db.one<{ id: string }>('SELECT id FROM warehouses WHERE tenant_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [tenantId, seeded.warehouse_id]);
    await h.db.query(
      `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object('id', 'od-copy-022', 'supplier_order_id', 'PC022', 'warehouse_id', $3::text))).*
         FROM orders o WHERE o.tenant_id = $1 AND o.warehouse_id = $2 AND o.line_count > 0 ORDER BY o.id LIMIT 1`,
      [tenantId, seeded.warehouse_id, other.id],
    );
    expect(await h.db.one('SELECT line_count, total_qty FROM orders WHERE id = $1', ['od-copy-022'])).toEqual({ line_count: 0, total_qty: 0 });
    expect(await drift()).toEqual([]);
    await h.db.query(`INSERT INTO order_lines (id, tenant_id, order_id, line_no, sku_id, supply_type, qty, unit_price) VALUES ('od-copy-022-1', $1, 'od-copy-022', 1, $2, 'stock', 3, 1)`, [
      tenantId,
      seeded.sku_id,
    ]);
    expect(await h.db.one('SELECT line_count, total_qty FROM orders WHERE id = $1', ['od-copy-022'])).toEqual({ line_count: 1, total_qty: 3 });

    // lines re-quantified and removed; shipping (other columns) leaves the figures alone
    await h.db.query('UPDATE order_lines SET qty = qty + 4 WHERE order_id = $1', [id]);
    expect(await h.db.one('SELECT line_count, total_qty FROM orders WHERE id = $1', [id])).toEqual({ line_count: 2, total_qty: 15 });
    await h.db.query('UPDATE order_lines SET shipped_qty = 1 WHERE order_id = $1', [id]);
    await h.db.query('DELETE FROM order_lines WHERE order_id = $1 AND line_no = 2', [id]);
    expect(await h.db.one('SELECT line_count, total_qty FROM orders WHERE id = $1', [id])).toEqual({ line_count: 1, total_qty: 6 });
    expect(await drift()).toEqual([]);
  });
});

/** (tenant, status) pairs whose kept count differs from the orders (none when right). */
async function countDrift(): Promise<unknown[]> {
  return h.db.query(
    `SELECT coalesce(a.tenant_id, k.tenant_id) AS tenant_id, coalesce(a.status, k.status) AS status, a.n AS actual, k.n AS kept
       FROM (SELECT tenant_id, status, count(*)::int AS n FROM orders GROUP BY 1, 2) a
       FULL JOIN (SELECT tenant_id, status, sum(n)::int AS n FROM order_status_counts GROUP BY 1, 2) k ON k.tenant_id = a.tenant_id AND k.status = a.status
      WHERE coalesce(a.n, 0) <> coalesce(k.n, 0)`,
  );
}

async function total(conditions: Record<string, unknown>, exactTotal = false): Promise<{ total: number; totalCapped: boolean }> {
  return call('POST', '/order/search', { conditions, pageSize: 1, exactTotal });
}

describe('order status counts', () => {
  it('match the orders after the seed, status changes through the API, inserts, deletes and folds', async () => {
    expect(await countDrift()).toEqual([]);
    const o = await pickOrder(h.db, tenantId, 'pendingAcknowledge', 0, false);
    await call('POST', '/order/acknowledge', { orders: [{ id: o.id, version: o.version }] });
    expect(await h.db.one('SELECT status FROM orders WHERE id = $1', [o.id])).toEqual({ status: 'awaitingShipment' });
    expect(await countDrift()).toEqual([]);
    // a statement moving many orders at once, and one deleting an order with its lines
    await h.db.query(`UPDATE orders SET status = 'completed' WHERE tenant_id = $1 AND status = 'delivered' AND id IN (SELECT id FROM orders WHERE tenant_id = $1 AND status = 'delivered' ORDER BY id LIMIT 7)`, [tenantId]);
    await h.db.query(`DELETE FROM orders WHERE id = 'od-copy-022'`);
    expect(await countDrift()).toEqual([]);
    await h.db.query('SELECT order_status_counts_fold($1)', [tenantId]);
    const rows = await h.db.query<{ status: string; k: number }>('SELECT status, count(*)::int AS k FROM order_status_counts WHERE tenant_id = $1 GROUP BY status', [tenantId]);
    for (const r of rows) expect(r.k, r.status).toBe(1);
    expect(await countDrift()).toEqual([]);
  });

  it('answer the total of the unfiltered and status-only searches, and only those', async () => {
    const actual = async (where: string, db: Harness['db'] = h.db) => (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE o.tenant_id = $1 AND ${where}`, [tenantId])).n;
    expect(await total({})).toMatchObject({ total: await actual('true'), totalCapped: false });
    expect(await total({ sellerOrderStatuses: ['shipped', 'returning'] }, true)).toMatchObject({ total: await actual("o.status IN ('shipped', 'returning')") });
    // a kept delta that no order backs shows in those totals (so they come from the counts) and in no other
    await h.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO order_status_counts (tenant_id, status, n) VALUES ($1, 'shipped', 5)`, [tenantId]);
      const shipped = await actual("o.status = 'shipped'", tx);
      expect(await totalIn(tx, { sellerOrderStatuses: ['shipped'] })).toBe(shipped + 5);
      expect(await totalIn(tx, { sellerOrderStatuses: ['shipped'], tag: 'vip' })).toBe(await actual("o.status = 'shipped' AND o.tag = 'vip'", tx));
      expect(await totalIn(tx, { sellerOrderStatuses: ['shipped'], delayArrive: false })).toBe(shipped + 5);
      expect(await totalIn(tx, { sellerOrderStatuses: ['shipped'], delayArrive: true })).toBe(await actual(`o.status = 'shipped' AND o.arrive_deadline <= '${START_TIME.toISOString()}'`, tx));
      await tx.query(`DELETE FROM order_status_counts WHERE tenant_id = $1 AND status = 'shipped' AND n = 5`, [tenantId]);
    });
    expect(await countDrift()).toEqual([]);
  });
});

/** The total the list answers for the conditions, inside a transaction (what a request would see there). */
async function totalIn(tx: Harness['db'], conditions: Record<string, unknown>): Promise<number> {
  const page = await orderList.page(tx, { tenantId, userId: 'u', lang: 'en', now: START_TIME } as OrderListCaller, {
    conditions,
    pageSize: 1,
    exactTotal: true,
  } as never);
  return page.total;
}

describe('shop status counts', () => {
  /** (tenant, status) pairs whose kept shop count differs from the shops (none when right). */
  const cartDrift = () =>
    h.db.query(
      `SELECT coalesce(a.tenant_id, k.tenant_id) AS tenant_id, coalesce(a.status, k.status) AS status, a.n AS actual, k.n AS kept
         FROM (SELECT tenant_id, status, count(*)::int AS n FROM carts GROUP BY 1, 2) a
         FULL JOIN cart_status_counts k ON k.tenant_id = a.tenant_id AND k.status = a.status
        WHERE coalesce(a.n, 0) <> coalesce(k.n, 0)`,
    );
  const shopTotal = async (db: Harness['db'], conditions: Record<string, unknown>) =>
    (await cartList.page(db, { tenantId, userId: 'u', lang: 'en' }, { conditions, pageSize: 1, exactTotal: true } as never)).total;
  const actual = async (db: Harness['db'], where: string) =>
    (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM carts c WHERE c.tenant_id = $1 AND ${where}`, [tenantId])).n;

  it('match the shops after a status change through the API, and answer the unfiltered and status-only totals only', async () => {
    expect(await cartDrift()).toEqual([]);
    const { id } = await h.db.one<{ id: string }>(`SELECT id FROM carts WHERE tenant_id = $1 AND status = 'active' ORDER BY id DESC LIMIT 1`, [tenantId]);
    const cart = cartSchema.parse(await call('GET', `/assets/cart/${id}`));
    await call('PUT', `/assets/cart/${id}`, { name: cart.name, status: 'paused', remark: cart.remark, version: cart.version });
    expect(await cartDrift()).toEqual([]);
    expect(await shopTotal(h.db, {})).toBe(await actual(h.db, 'true'));
    await h.db.transaction(async (tx) => {
      // a kept count off by 5 shows in the totals it answers (so they come from it), in no other
      await tx.query(`UPDATE cart_status_counts SET n = n + 5 WHERE tenant_id = $1 AND status = 'paused'`, [tenantId]);
      const paused = await actual(tx, "c.status = 'paused'");
      expect(await shopTotal(tx, { status: ['paused'] })).toBe(paused + 5);
      expect(await shopTotal(tx, {})).toBe((await actual(tx, 'true')) + 5);
      expect(await shopTotal(tx, { status: ['paused'], name: 'a' })).toBe(await actual(tx, "c.status = 'paused' AND c.name ILIKE '%a%'"));
      await tx.query(`UPDATE cart_status_counts SET n = n - 5 WHERE tenant_id = $1 AND status = 'paused'`, [tenantId]);
    });
    expect(await cartDrift()).toEqual([]);
  });
});
