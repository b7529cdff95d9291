// Lists of the carts: carts (asset.cart) and cart cost records (asset.cartCostRecords).
// Registered at import; every WHERE starts with the caller's tenant.
import type { z } from 'zod';
import { cartConditionsSchema, cartCostRecordsTable, cartTable, type platformCodes } from '../../src/contract';
import { dateRange, inList, textContains } from '../lists/conditions';
import { defineKeysetList } from '../lists/define';
import { statusFilter, statusOnlyTotal } from '../lists/kept-total';
import type { ListCaller } from '../lists/registry';
import { registerList } from '../lists/registry';
import { sql } from '../lists/sql';
import { costRecordList } from './list-warehouse';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export interface CartRow {
  id: string;
  code: string;
  name: string;
  platformCode: (typeof platformCodes)[number];
  siteCountry: string;
  currency: string;
  platformShopId: string;
  status: 'active' | 'paused' | 'closed';
  logisticsCount: number;
  updatedAt: string;
  version: number;
}

type CartConditions = Partial<z.output<typeof cartConditionsSchema>>;

const cartWhere = (caller: ListCaller, c: CartConditions) => [
  sql`c.tenant_id = ${caller.tenantId}`,
  textContains(sql`c.code`, c.code),
  textContains(sql`c.name`, c.name),
  inList(sql`c.platform_code`, c.platformCode),
  inList(sql`c.site_country`, c.siteCountry),
  inList(sql`c.status`, c.status),
  dateRange(sql`c.updated_at`, c.updatedAt),
];

export const cartList = registerList(
  defineKeysetList<CartRow, typeof cartConditionsSchema>({
    table: cartTable,
    conditionSchema: cartConditionsSchema,
    select: sql`c.id, c.code, c.name, c.platform_code, c.site_country, c.currency, c.platform_shop_id, c.status, c.updated_at, c.version,
      (SELECT count(*) FROM cart_logistics cl WHERE cl.cart_id = c.id)::int AS logistics_count`,
    from: sql`carts c`,
    idColumn: sql`c.id`,
    sortable: {
      code: sql`c.code`,
      name: sql`c.name`,
      platformCode: sql`c.platform_code`,
      siteCountry: sql`c.site_country`,
      status: sql`c.status`,
      createdAt: sql`c.created_at`,
      updatedAt: sql`c.updated_at`,
    },
    where: cartWhere,
    // the unfiltered and status-only totals: the counts kept per status (migration 024)
    total: statusOnlyTotal<CartConditions, 'status'>('status', cartWhere, (tenantId, statuses) =>
      sql`SELECT COALESCE(sum(n), 0)::int AS n FROM cart_status_counts WHERE tenant_id = ${tenantId}${statusFilter(statuses)}`,
    ),
    mapRow: (r) => ({
      id: String(r.id),
      code: String(r.code),
      name: String(r.name),
      platformCode: r.platform_code as CartRow['platformCode'],
      siteCountry: String(r.site_country),
      currency: String(r.currency),
      platformShopId: String(r.platform_shop_id),
      status: r.status as CartRow['status'],
      logisticsCount: Number(r.logistics_count),
      updatedAt: iso(r.updated_at),
      version: Number(r.version),
    }),
  }),
);

export const cartCostRecordList = registerList(costRecordList(cartCostRecordsTable, 'cart'));
