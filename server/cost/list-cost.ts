// The cost list (cost.list): one row per sku of the caller's tenant with the number of
// cart/logistics/warehouse combinations it can be sold with and its lowest and highest landed
// cost in the tenant's currency (computed for the rows of the page). Its fields are declared once
// in the contract's list spec (costList); here is the SQL of each. Registered at import.
import { costList as costSpec, type CostListRow } from '../../src/contract';
import { landedRangesOf } from './cost-calc';
import { registerList } from '../lists/registry';
import { defineSpecList } from '../lists/spec-list';
import { sql } from '../lists/sql';

const skuList = defineSpecList(costSpec, {
  from: sql`skus s`,
  id: sql`s.id`,
  fields: {
    skuId: sql`s.id`,
    sku: sql`s.sku`,
    name: sql`s.name`,
    category: sql`s.category`,
    purchaseCost: sql`s.purchase_cost`,
    weightG: sql`s.weight_g`,
    // computed for the rows of the page (below)
    combinationCount: sql`0`,
    landedCostMin: sql`NULL`,
    landedCostMax: sql`NULL`,
    currency: sql`s.currency`,
    costCurrency: sql`''`,
  },
  scope: (caller) => [sql`s.tenant_id = ${caller.tenantId}`],
});

export const costList = registerList<CostListRow>({
  ...skuList,
  page: async (db, caller, query) => {
    const page = await skuList.page(db, caller, query);
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
