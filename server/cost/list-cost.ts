// The cost list (cost.list): one row per sku of the caller's tenant with the number of
// cart/logistics/warehouse combinations it can be sold with and its lowest and highest landed
// cost in the tenant's currency (computed for the rows of the page). Registered at import.
import { costListConditions, costListTable, type CostListRow, type TableQuery } from '../../src/contract';
import type { z } from 'zod';
import { landedRangesOf } from './cost-calc';
import { numberRange, textContains } from '../lists/conditions';
import { keysetPage } from '../lists/keyset';
import { registerList, type ListCaller } from '../lists/registry';
import { sql } from '../lists/sql';

type Conditions = Partial<z.output<typeof costListConditions>>;

export const costList = registerList<CostListRow>({
  table: costListTable,
  conditionSchema: costListConditions,
  page: async (db, caller: ListCaller, query: TableQuery) => {
    const c = (query.conditions ?? {}) as Conditions;
    const page = await keysetPage<Omit<CostListRow, 'combinationCount' | 'landedCostMin' | 'landedCostMax' | 'costCurrency'>>(db, {
      select: sql`s.id, s.sku, s.name, s.category, s.purchase_cost::float8 AS purchase_cost, s.currency, s.weight_g`,
      from: sql`skus s`,
      where: [
        sql`s.tenant_id = ${caller.tenantId}`,
        textContains(sql`s.sku`, c.sku),
        textContains(sql`s.name`, c.name),
        textContains(sql`s.category`, c.category),
        numberRange(sql`s.purchase_cost`, c.purchaseCost),
      ],
      sortable: { sku: sql`s.sku`, name: sql`s.name`, purchaseCost: sql`s.purchase_cost`, weightG: sql`s.weight_g` },
      sort: query.sort ?? costListTable.defaultSort,
      idColumn: sql`s.id`,
      cursor: query.cursor ?? null,
      pageSize: query.pageSize,
      exactTotal: query.exactTotal,
      scope: costListTable.bizType,
      mapRow: (r) => ({
        skuId: String(r.id),
        sku: String(r.sku),
        name: String(r.name),
        category: String(r.category),
        purchaseCost: Number(r.purchase_cost),
        currency: String(r.currency),
        weightG: Number(r.weight_g),
      }),
    });
    const tenant = await db.one<{ currency: string }>('SELECT currency FROM tenants WHERE id = $1', [caller.tenantId]);
    const ranges = await landedRangesOf(db, caller.tenantId, page.rows.map((r) => r.skuId), tenant.currency);
    return {
      ...page,
      rows: page.rows.map((r) => {
        const range = ranges.get(r.skuId);
        return { ...r, combinationCount: range?.count ?? 0, landedCostMin: range?.min ?? null, landedCostMax: range?.max ?? null, costCurrency: tenant.currency };
      }),
    };
  },
});
