// Queries the inventory handlers share: a group by id (tenant-scoped, live), its detail with
// warehouses (stock sums) and carts, group available per sku, the sellable quantities of skus in
// a group, and small conversions. Every function takes the caller's tenant id and never returns
// another tenant's row.
import { randomBytes } from 'node:crypto';
import type { AllotMode, AllotSkuRow, Language, WarehouseGroupDetail } from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { sellableOf, type AllotValue } from './allot-math';
import { notFound } from './messages';

export const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;
export const iso = (d: unknown): string => (d instanceof Date ? d : new Date(String(d))).toISOString();
export const isoOrNull = (d: unknown): string | null => (d === null || d === undefined ? null : iso(d));
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A unique index was violated (SQLSTATE 23505), e.g. two groups named alike at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

export interface GroupRow {
  id: string;
  name: string;
  remark: string;
  version: number;
  allot_version: number;
  modified: boolean;
  modified_at: Date | null;
  last_pushed_at: Date | null;
  created_at: Date;
  created_by_name: string;
  updated_at: Date;
  updated_by_name: string;
}

const groupColumns = `g.id, g.name, g.remark, g.version, g.allot_version, g.modified, g.modified_at, g.last_pushed_at,
  g.created_at, g.created_by_name, g.updated_at, g.updated_by_name`;

/** A live group of the tenant, or SYS_NOT_FOUND. `forUpdate` locks its row until the transaction ends. */
export async function loadGroup(db: Db, tenantId: string, id: string, lang: Language, forUpdate = false): Promise<GroupRow> {
  const row = await db.maybe<GroupRow>(
    `SELECT ${groupColumns} FROM warehouse_groups g WHERE g.id = $1 AND g.tenant_id = $2 AND g.deleted_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

export function allotGroupOf(g: GroupRow) {
  return {
    id: g.id,
    name: g.name,
    version: g.version,
    allotVersion: g.allot_version,
    modified: g.modified,
    modifiedAt: isoOrNull(g.modified_at),
    lastPushedAt: isoOrNull(g.last_pushed_at),
  };
}

const warehouseColumns = `w.id, w.code, w.name, w.type, w.country, w.status`;

/** A warehouse (warehouseColumns) with the stock sums read from inventory_stock_levels. */
export interface WarehouseStockRow {
  id: string;
  code: string;
  name: string;
  type: string;
  country: string;
  status: string;
  on_hand: number;
  locked: number;
  isolated: number;
  available: number;
}

export async function groupWarehouses(db: Db, tenantId: string, groupId: string) {
  const rows = await db.query<WarehouseStockRow>(
    `SELECT ${warehouseColumns},
            COALESCE(sum(l.on_hand), 0)::int AS on_hand, COALESCE(sum(l.locked), 0)::int AS locked, COALESCE(sum(l.isolated), 0)::int AS isolated,
            COALESCE(sum(l.available), 0)::int AS available
       FROM warehouse_group_warehouses gw
       JOIN warehouses w ON w.id = gw.warehouse_id AND w.tenant_id = gw.tenant_id
       LEFT JOIN inventory_stock_levels l ON l.warehouse_id = w.id
      WHERE gw.group_id = $1 AND gw.tenant_id = $2
      GROUP BY w.id
      ORDER BY w.code, w.id`,
    [groupId, tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    type: r.type,
    country: r.country,
    status: r.status,
    onHand: r.on_hand,
    locked: r.locked,
    isolated: r.isolated,
    available: r.available,
  }));
}

export interface CartOut {
  id: string;
  code: string;
  name: string;
  platformCode: string;
  siteCountry: string;
  status: string;
}
export const cartColumns = `c.id, c.code, c.name, c.platform_code, c.site_country, c.status`;
export const cartOf = (r: { id: string; code: string; name: string; platform_code: string; site_country: string; status: string }): CartOut => ({
  id: r.id,
  code: r.code,
  name: r.name,
  platformCode: r.platform_code,
  siteCountry: r.site_country,
  status: r.status,
});

export async function groupCarts(db: Db, tenantId: string, groupId: string): Promise<CartOut[]> {
  const rows = await db.query<Parameters<typeof cartOf>[0]>(
    `SELECT ${cartColumns} FROM warehouse_group_carts gc JOIN carts c ON c.id = gc.cart_id AND c.tenant_id = gc.tenant_id
      WHERE gc.group_id = $1 AND gc.tenant_id = $2 ORDER BY c.code, c.id`,
    [groupId, tenantId],
  );
  return rows.map(cartOf);
}

export async function groupDetail(db: Db, tenantId: string, groupId: string, lang: Language): Promise<WarehouseGroupDetail> {
  const g = await loadGroup(db, tenantId, groupId, lang);
  const { n } = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM warehouse_group_allotments WHERE group_id = $1 AND tenant_id = $2', [groupId, tenantId]);
  return {
    id: g.id,
    name: g.name,
    remark: g.remark,
    version: g.version,
    allotVersion: g.allot_version,
    modified: g.modified,
    modifiedAt: isoOrNull(g.modified_at),
    lastPushedAt: isoOrNull(g.last_pushed_at),
    createdAt: iso(g.created_at),
    createdByName: g.created_by_name,
    updatedAt: iso(g.updated_at),
    updatedByName: g.updated_by_name,
    allotmentCount: n,
    warehouses: await groupWarehouses(db, tenantId, groupId),
    carts: await groupCarts(db, tenantId, groupId),
  };
}

/** Stock sums of skus over the warehouses of one group (skus without stock there are absent). */
export async function groupStockOf(db: Db, tenantId: string, groupId: string, skuIds: readonly string[]) {
  const rows = await db.query<{ sku_id: string; on_hand: number; locked: number; isolated: number; available: number }>(
    `SELECT l.sku_id, sum(l.on_hand)::int AS on_hand, sum(l.locked)::int AS locked, sum(l.isolated)::int AS isolated, sum(l.available)::int AS available
       FROM inventory_stock_levels l
      WHERE l.sku_id = ANY($3::text[]) AND l.tenant_id = $2
        AND l.warehouse_id IN (SELECT gw.warehouse_id FROM warehouse_group_warehouses gw WHERE gw.group_id = $1)
      GROUP BY l.sku_id`,
    [groupId, tenantId, [...skuIds]],
  );
  return new Map(rows.map((r) => [r.sku_id, { onHand: r.on_hand, locked: r.locked, isolated: r.isolated, available: r.available }]));
}

export interface AllotmentRow {
  id: string;
  sku_id: string;
  cart_id: string;
  mode: AllotMode;
  value: number;
  pushed: number | null;
}

/** Allotments of skus in one group, with what was last pushed for each. */
export async function groupAllotmentsOf(db: Db, tenantId: string, groupId: string, skuIds: readonly string[]): Promise<Map<string, AllotmentRow[]>> {
  const rows = await db.query<AllotmentRow>(
    `SELECT a.id, a.sku_id, a.cart_id, a.mode, a.value::float8 AS value, cs.quantity AS pushed
       FROM warehouse_group_allotments a
       LEFT JOIN channel_stock cs ON cs.cart_id = a.cart_id AND cs.sku_id = a.sku_id AND cs.group_id = a.group_id
       JOIN carts c ON c.id = a.cart_id
      WHERE a.group_id = $1 AND a.tenant_id = $2 AND a.sku_id = ANY($3::text[])
      ORDER BY c.code, a.id`,
    [groupId, tenantId, [...skuIds]],
  );
  const out = new Map<string, AllotmentRow[]>();
  for (const r of rows) out.set(r.sku_id, [...(out.get(r.sku_id) ?? []), { ...r, value: Number(r.value) }]);
  return out;
}

export const allotValuesOf = (rows: readonly AllotmentRow[]): AllotValue[] => rows.map((a) => ({ cartId: a.cart_id, mode: a.mode, value: a.value }));

/** The allotment screen's rows of skus in one group, in the order given. */
export async function allotRowsOf(db: Db, tenantId: string, groupId: string, skus: readonly { id: string; sku: string; name: string }[]): Promise<AllotSkuRow[]> {
  const ids = skus.map((s) => s.id);
  const stock = await groupStockOf(db, tenantId, groupId, ids);
  const allotments = await groupAllotmentsOf(db, tenantId, groupId, ids);
  return skus.map((s) => {
    const sums = stock.get(s.id) ?? { onHand: 0, locked: 0, isolated: 0, available: 0 };
    const list = allotments.get(s.id) ?? [];
    const result = sellableOf(sums.available, allotValuesOf(list));
    return {
      skuId: s.id,
      sku: s.sku,
      name: s.name,
      ...sums,
      fixedSum: result.fixedSum,
      ratioSum: result.ratioSum,
      sharedQty: result.shared,
      allotments: list.map((a) => ({ id: a.id, cartId: a.cart_id, mode: a.mode, value: a.value, sellable: result.byCart.get(a.cart_id) ?? 0, pushedQty: a.pushed })),
    };
  });
}

/** Marks groups modified: their allotment (or what it is computed from) changed since the last push. */
export async function markModified(db: Db, tenantId: string, groupIds: readonly string[], now: Date): Promise<void> {
  if (groupIds.length === 0) return;
  await db.query('UPDATE warehouse_groups SET modified = true, modified_at = $3 WHERE tenant_id = $1 AND id = ANY($2::text[]) AND deleted_at IS NULL', [
    tenantId,
    [...groupIds],
    now,
  ]);
}

export const who = (user: SessionUser) => ({ id: user.id, name: user.displayName });
