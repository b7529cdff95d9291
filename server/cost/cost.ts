// Cost (spec section 7 "Inventory and cost"): the cost list, a sku's landed cost per combination,
// the sku's product info and the breakdown of one combination.
import { costListTable, costPairPattern, getCostDetail, getCostProductInfo, getSkuCost, listCosts, type Language } from '../../src/contract';
import type { Db } from '../db/db';
import { callerOf, getList } from '../lists/registry';
import './list-cost';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { combinationsOf, convertAmount, costInputsFor, landedCostOf, loadCostInputs } from './cost-calc';
import { notFound } from '../inventory';

async function productInfo(db: Db, tenantId: string, skuId: string, lang: Language) {
  const s = await db.maybe<Record<string, unknown>>(
    `SELECT s.id, s.sku, s.name, s.barcode, s.category, s.unit, s.status, s.weight_g, s.length_cm::float8 AS length_cm, s.width_cm::float8 AS width_cm,
            s.height_cm::float8 AS height_cm, s.purchase_cost::float8 AS purchase_cost, s.currency,
            COALESCE(sum(l.on_hand), 0)::int AS on_hand, COALESCE(sum(l.locked), 0)::int AS locked,
            COALESCE(sum(l.isolated), 0)::int AS isolated, COALESCE(sum(l.available), 0)::int AS available,
            count(l.warehouse_id) FILTER (WHERE l.on_hand > 0)::int AS warehouse_count
       FROM skus s LEFT JOIN inventory_stock_levels l ON l.sku_id = s.id
      WHERE s.id = $1 AND s.tenant_id = $2
      GROUP BY s.id`,
    [skuId, tenantId],
  );
  if (!s) throw notFound(lang);
  const [l, w, h] = [Number(s.length_cm), Number(s.width_cm), Number(s.height_cm)];
  return {
    id: String(s.id),
    sku: String(s.sku),
    name: String(s.name),
    barcode: String(s.barcode),
    category: String(s.category),
    unit: String(s.unit),
    status: String(s.status),
    weightG: Number(s.weight_g),
    lengthCm: l,
    widthCm: w,
    heightCm: h,
    volumeCm3: Math.round(l * w * h * 10) / 10,
    purchaseCost: Number(s.purchase_cost),
    currency: String(s.currency),
    onHand: Number(s.on_hand),
    locked: Number(s.locked),
    isolated: Number(s.isolated),
    available: Number(s.available),
    warehouseCount: Number(s.warehouse_count),
  };
}

export const inventoryCostHandlers: HandlerEntry[] = [
  defineHandler(listCosts, async ({ db, user, body }) => {
    const page = await getList(costListTable.bizType, user.lang).page(db, callerOf(user), body);
    return page as never;
  }),

  defineHandler(getCostProductInfo, async ({ db, user, params }) => productInfo(db, user.tenant.id, params.id, user.lang)),

  defineHandler(getSkuCost, async ({ db, user, params }) => {
    const tenantId = user.tenant.id;
    const sku = await productInfo(db, tenantId, params.id, user.lang);
    const combos = await combinationsOf(db, tenantId, [sku.id]);
    const inputs = await costInputsFor(db, tenantId, [sku.id], combos);
    const names = async (table: 'carts' | 'logistics_channels' | 'warehouses', ids: string[]) =>
      new Map(
        (
          await db.query<{ id: string; code: string; name: string; platform_code?: string }>(
            `SELECT id, code, name${table === 'carts' ? ', platform_code' : ''} FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::text[])`,
            [tenantId, ids],
          )
        ).map((r) => [r.id, r]),
      );
    const carts = await names('carts', [...new Set(combos.map((c) => c.cartId))]);
    const logistics = await names('logistics_channels', [...new Set(combos.map((c) => c.logisticsId))]);
    const warehouses = await names('warehouses', [...new Set(combos.map((c) => c.warehouseId))]);
    const tenant = await db.one<{ currency: string }>('SELECT currency FROM tenants WHERE id = $1', [tenantId]);
    return {
      sku,
      currency: tenant.currency,
      combinations: combos.map((c) => {
        const cost = landedCostOf(inputs, c);
        const cart = carts.get(c.cartId)!;
        const lg = logistics.get(c.logisticsId)!;
        const wh = warehouses.get(c.warehouseId)!;
        return {
          cartId: c.cartId,
          cartCode: cart.code,
          cartName: cart.name,
          platformCode: cart.platform_code ?? '',
          logisticsId: c.logisticsId,
          logisticsCode: lg.code,
          logisticsName: lg.name,
          warehouseId: c.warehouseId,
          warehouseCode: wh.code,
          warehouseName: wh.name,
          warehouseGroupId: c.groupId,
          currency: cost.currency,
          purchaseCost: cost.purchase.amount,
          warehouseCost: cost.warehouseCost.amount,
          logisticsCost: cost.logisticsCost.amount,
          platformFees: cost.platformFees.amount,
          landedCost: cost.landedCost,
          landedCostInTenantCurrency: Math.round(convertAmount(cost.landedCost, cost.currency, tenant.currency) * 100) / 100,
          missing: cost.missing,
        };
      }),
    };
  }),

  defineHandler(getCostDetail, async ({ db, user, params, query }) => {
    const tenantId = user.tenant.id;
    const [, logisticsId, warehouseId] = costPairPattern.exec(params.pair)!;
    const cart = await db.maybe<{ id: string; code: string; name: string; platform_code: string; currency: string; group_id: string | null }>(
      `SELECT c.id, c.code, c.name, c.platform_code, c.currency, gc.group_id FROM carts c LEFT JOIN warehouse_group_carts gc ON gc.cart_id = c.id
        WHERE c.id = $1 AND c.tenant_id = $2`,
      [params.cartId, tenantId],
    );
    const lg = await db.maybe<{ id: string; code: string; name: string; mode: string }>(
      'SELECT id, code, name, mode FROM logistics_channels WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL',
      [logisticsId, tenantId],
    );
    const wh = await db.maybe<{ id: string; code: string; name: string; currency: string; group_id: string | null }>(
      `SELECT w.id, w.code, w.name, w.currency, gw.group_id FROM warehouses w LEFT JOIN warehouse_group_warehouses gw ON gw.warehouse_id = w.id
        WHERE w.id = $1 AND w.tenant_id = $2 AND w.deleted_at IS NULL`,
      [warehouseId, tenantId],
    );
    if (!cart || !lg || !wh) throw notFound(user.lang);
    const sku = await productInfo(db, tenantId, query.skuId, user.lang);
    const uses = await db.maybe('SELECT 1 FROM cart_logistics WHERE cart_id = $1 AND logistics_id = $2 AND tenant_id = $3', [cart.id, lg.id, tenantId]);
    const inputs = await loadCostInputs(db, tenantId, { skuIds: [sku.id], cartIds: [cart.id], logisticsIds: [lg.id], warehouseIds: [wh.id] });
    const cost = landedCostOf(inputs, { skuId: sku.id, cartId: cart.id, logisticsId: lg.id, warehouseId: wh.id });
    return {
      sku: { id: sku.id, sku: sku.sku, name: sku.name, weightG: sku.weightG, volumeCm3: sku.volumeCm3 },
      cart: { id: cart.id, code: cart.code, name: cart.name, platformCode: cart.platform_code, currency: cart.currency },
      logistics: { id: lg.id, code: lg.code, name: lg.name, mode: lg.mode },
      warehouse: { id: wh.id, code: wh.code, name: wh.name, currency: wh.currency },
      bound: uses !== undefined && cart.group_id !== null && cart.group_id === wh.group_id,
      ...cost,
    };
  }),
];
