// Lists of the carts: carts (asset.cart) and cart cost records (asset.cartCostRecords).
// Registered at import; every WHERE starts with the caller's tenant. The cart list declares its
// fields once in the contract's list spec (cartList); here is the SQL of each.
import type { z } from 'zod';
import { cartCostRecordsTable, cartList as cartSpec } from '../../src/contract';
import { statusFilter, statusOnlyTotal } from '../lists/kept-total';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';
import { costRecordList } from './list-warehouse';

type CartConditions = z.output<typeof cartSpec.conditions>;

export const cartList = registerList(
  defineSpecList(cartSpec, {
    from: sql`carts c`,
    id: sql`c.id`,
    fields: {
      id: sql`c.id`,
      code: sql`c.code`,
      name: sql`c.name`,
      platformCode: sql`c.platform_code`,
      siteCountry: sql`c.site_country`,
      currency: sql`c.currency`,
      platformShopId: sql`c.platform_shop_id`,
      logisticsCount: sql`(SELECT count(*) FROM cart_logistics cl WHERE cl.cart_id = c.id)::int`,
      status: sql`c.status`,
      createdAt: sql`c.created_at`,
      updatedAt: sql`c.updated_at`,
      version: sql`c.version`,
    },
    scope: (caller) => [sql`c.tenant_id = ${caller.tenantId}`],
    // the unfiltered and status-only totals: the counts kept per status (migration 024), decided
    // on the list's own WHERE
    total: (caller, conditions, where) =>
      statusOnlyTotal<CartConditions, 'status'>('status', where, (tenantId, statuses) =>
        sql`SELECT COALESCE(sum(n), 0)::int AS n FROM cart_status_counts WHERE tenant_id = ${tenantId}${statusFilter(statuses)}`,
      )(caller, conditions),
  }),
);

export const cartCostRecordList = registerList(costRecordList(cartCostRecordsTable, 'cart'));
