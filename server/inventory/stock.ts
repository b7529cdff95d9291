// Stock screens (docs/domain/inventory.md, "Inventory screens"): the inventory search, one sku per
// warehouse group with each cart's allotment, and what one cart may sell of one sku.
import { getSkuInWarehouseGroup, getSkuInventory, inventoryTable, searchInventory, type AllotMode } from '../../src/contract';
import type { Db } from '../db/db';
import { callerOf, getList } from '../lists/registry';
import './list-stock';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { sellableOf } from './allot-math';
import { notFound } from './messages';
import { cartColumns, cartOf, groupAllotmentsOf, allotValuesOf, type WarehouseStockRow } from './shared';

/** A stock row of one sku: its warehouse (id as warehouse_id) and the warehouse's live group. */
type StockRow = Omit<WarehouseStockRow, 'id'> & { warehouse_id: string; group_id: string | null; group_name: string | null };

async function skuByCode(db: Db, tenantId: string, sku: string) {
  return db.maybe<{ id: string; sku: string; name: string; category: string; unit: string }>(
    'SELECT id, sku, name, category, unit FROM skus WHERE tenant_id = $1 AND sku = $2',
    [tenantId, sku],
  );
}

/** The sku's stock rows with their warehouse and its live group (if any). */
async function stockRowsOf(db: Db, tenantId: string, skuId: string): Promise<StockRow[]> {
  return db.query<StockRow>(
    `SELECT w.id AS warehouse_id, w.code, w.name, w.type, w.country, w.status, l.on_hand, l.locked, l.isolated, l.available, gw.group_id, g.name AS group_name
       FROM inventory_stock_levels l
       JOIN warehouses w ON w.id = l.warehouse_id AND w.tenant_id = l.tenant_id
       LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id
       LEFT JOIN warehouse_groups g ON g.id = gw.group_id
      WHERE l.sku_id = $1 AND l.tenant_id = $2
      ORDER BY w.code, w.id`,
    [skuId, tenantId],
  );
}

const sums = (rows: readonly { on_hand: number; locked: number; isolated: number; available: number }[]) => ({
  onHand: rows.reduce((s, r) => s + r.on_hand, 0),
  locked: rows.reduce((s, r) => s + r.locked, 0),
  isolated: rows.reduce((s, r) => s + r.isolated, 0),
  available: rows.reduce((s, r) => s + r.available, 0),
});
const warehouseOf = (r: StockRow) => ({
  id: r.warehouse_id,
  code: r.code,
  name: r.name,
  type: r.type,
  country: r.country,
  status: r.status,
  onHand: r.on_hand,
  locked: r.locked,
  isolated: r.isolated,
  available: r.available,
});

export const inventoryStockHandlers: HandlerEntry[] = [
  defineHandler(searchInventory, async ({ db, user, body }) => {
    const page = await getList(inventoryTable.bizType, user.lang).page(db, callerOf(user), body);
    return page as never;
  }),

  defineHandler(getSkuInventory, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    const sku = await skuByCode(db, tenantId, query.sku);
    if (!sku) throw notFound(user.lang);
    const stock = await stockRowsOf(db, tenantId, sku.id);
    // groups holding the sku, and groups with an allotment of it (even without stock)
    const allottedGroups = await db.query<{ id: string; name: string }>(
      `SELECT DISTINCT g.id, g.name FROM warehouse_group_allotments a JOIN warehouse_groups g ON g.id = a.group_id
        WHERE a.sku_id = $1 AND a.tenant_id = $2 AND g.deleted_at IS NULL`,
      [sku.id, tenantId],
    );
    const groupNames = new Map<string, string>();
    for (const r of stock) if (r.group_id) groupNames.set(r.group_id, r.group_name ?? '');
    for (const g of allottedGroups) groupNames.set(g.id, g.name);
    const groupIds = [...groupNames.keys()];
    const carts = await db.query<Parameters<typeof cartOf>[0] & { group_id: string }>(
      `SELECT ${cartColumns}, gc.group_id FROM warehouse_group_carts gc JOIN carts c ON c.id = gc.cart_id
        WHERE gc.tenant_id = $1 AND gc.group_id = ANY($2::text[]) ORDER BY c.code, c.id`,
      [tenantId, groupIds],
    );
    const pushed = new Map(
      (await db.query<{ cart_id: string; quantity: number }>('SELECT cart_id, quantity FROM channel_stock WHERE sku_id = $1 AND tenant_id = $2', [sku.id, tenantId])).map((r) => [
        r.cart_id,
        r.quantity,
      ]),
    );
    const groups = [];
    for (const groupId of groupIds.sort((a, b) => groupNames.get(a)!.localeCompare(groupNames.get(b)!) || a.localeCompare(b))) {
      const rows = stock.filter((r) => r.group_id === groupId);
      const total = sums(rows);
      const allotments = (await groupAllotmentsOf(db, tenantId, groupId, [sku.id])).get(sku.id) ?? [];
      const result = sellableOf(total.available, allotValuesOf(allotments));
      groups.push({
        warehouseGroupId: groupId,
        warehouseGroupName: groupNames.get(groupId)!,
        ...total,
        sharedQty: result.shared,
        warehouses: rows.map(warehouseOf),
        carts: carts
          .filter((c) => c.group_id === groupId)
          .map((c) => {
            const a = allotments.find((x) => x.cart_id === c.id);
            return {
              cartId: c.id,
              cartCode: c.code,
              cartName: c.name,
              platformCode: c.platform_code,
              allotmentId: a?.id ?? null,
              mode: (a?.mode ?? null) as AllotMode | null,
              value: a?.value ?? null,
              sellable: a ? (result.byCart.get(c.id) ?? 0) : result.shared,
              pushedQty: pushed.get(c.id) ?? null,
            };
          }),
      });
    }
    const outside = stock.filter((r) => r.group_id === null);
    if (outside.length > 0) {
      groups.push({ warehouseGroupId: null, warehouseGroupName: null, ...sums(outside), sharedQty: 0, warehouses: outside.map(warehouseOf), carts: [] });
    }
    return { skuId: sku.id, sku: sku.sku, name: sku.name, category: sku.category, unit: sku.unit, ...sums(stock), groups };
  }),

  defineHandler(getSkuInWarehouseGroup, async ({ db, user, query }) => {
    const tenantId = user.tenant.id;
    const cart = await db.maybe<Parameters<typeof cartOf>[0] & { group_id: string | null; group_name: string | null }>(
      `SELECT ${cartColumns}, gc.group_id, g.name AS group_name
         FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id LEFT JOIN warehouse_groups g ON g.id = gc.group_id
        WHERE c.id = $1 AND c.tenant_id = $2`,
      [query.cartId, tenantId],
    );
    if (!cart) throw notFound(user.lang);
    const sku = await skuByCode(db, tenantId, query.sku);
    if (!sku) throw notFound(user.lang);
    const rows = cart.group_id ? (await stockRowsOf(db, tenantId, sku.id)).filter((r) => r.group_id === cart.group_id) : [];
    const total = sums(rows);
    const allotments = cart.group_id ? ((await groupAllotmentsOf(db, tenantId, cart.group_id, [sku.id])).get(sku.id) ?? []) : [];
    const result = sellableOf(total.available, allotValuesOf(allotments));
    const mine = allotments.find((a) => a.cart_id === cart.id);
    const pushed = await db.maybe<{ quantity: number }>('SELECT quantity FROM channel_stock WHERE cart_id = $1 AND sku_id = $2 AND tenant_id = $3', [cart.id, sku.id, tenantId]);
    return {
      cart: cartOf(cart),
      skuId: sku.id,
      sku: sku.sku,
      name: sku.name,
      warehouseGroupId: cart.group_id,
      warehouseGroupName: cart.group_name,
      ...total,
      allotment: mine ? { id: mine.id, mode: mine.mode, value: mine.value } : null,
      sellable: !cart.group_id ? 0 : mine ? (result.byCart.get(cart.id) ?? 0) : result.shared,
      sharedQty: result.shared,
      pushedQty: pushed?.quantity ?? null,
      warehouses: rows.map(warehouseOf),
    };
  }),
];
