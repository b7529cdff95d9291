// Import of sku purchase costs (the cost list in bulk): one row per sku, by its code, with the
// purchase cost (positive, up to 5 decimals, the amount rule of docs/domain/assets.md) and the
// currency (ISO code; empty keeps the current one). Landed costs follow from it.
import { AssetErrorCode, isCostAmount, type ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { dec, sameDecimal } from '../asset';
import { assetMsg, fieldVars } from '../asset';
import { basicProblems } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const columns: ImportColumn[] = [
  { key: 'sku', title: { en: 'SKU', zh: 'SKU' }, required: true, lookup: 'sku', hint: { en: 'The code of one of your SKUs', zh: '您的 SKU 编码' } },
  { key: 'purchaseCost', title: { en: 'Purchase cost', zh: '采购成本' }, required: true, hint: { en: 'Positive number, up to 5 decimals', zh: '正数，最多 5 位小数' } },
  { key: 'currency', title: { en: 'Currency', zh: '币种' }, required: false, hint: { en: 'ISO code such as USD; empty keeps the current currency', zh: 'ISO 代码，如 USD；留空则保持当前币种' } },
];

interface Target {
  id: string;
  sku: string;
  purchase_cost: string;
  currency: string;
}

async function targets(db: Db, tenantId: string, codes: string[], lock = false): Promise<Map<string, Target>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<Target>(
    `SELECT id, sku, purchase_cost::text AS purchase_cost, currency FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])${lock ? ' ORDER BY id FOR UPDATE' : ''}`,
    [tenantId, codes.map((c) => c.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

function valueProblems(cells: Record<string, string>): RowProblem[] {
  const problems: RowProblem[] = [];
  if (cells.purchaseCost && !isCostAmount(cells.purchaseCost)) {
    problems.push(problem('purchaseCost', (l) => assetMsg(AssetErrorCode.amountInvalid, l, fieldVars('purchaseCost'))));
  }
  if (cells.currency && !/^[A-Z]{3}$/.test(cells.currency)) {
    problems.push(importProblem('currency', 'notCurrency', { value: cells.currency }));
  }
  return problems;
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const found = await targets(db, caller.tenantId, [...new Set(rows.map((r) => r.cells.sku).filter(Boolean))]);
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells), ...valueProblems(cells)];
    const target = cells.sku ? found.get(cells.sku.toLowerCase()) : undefined;
    if (cells.sku && !target) problems.push(importProblem('sku', 'unknownSku', { value: cells.sku }));
    const key = cells.sku ? cells.sku.toLowerCase() : null;
    if (problems.length || !target) return { action: 'error', problems, key };
    const same = sameDecimal(dec(target.purchase_cost), dec(cells.purchaseCost)) && (cells.currency || target.currency) === target.currency;
    return { action: same ? 'unchanged' : 'update', problems, key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const found = await targets(tx, caller.tenantId, rows.map((r) => r.cells.sku), true);
  for (const row of rows) {
    const target = found.get(row.cells.sku.toLowerCase());
    if (!target) {
      refused.set(row.id, [importProblem('sku', 'unknownSku', { value: row.cells.sku })]);
      continue;
    }
    await tx.query(
      `UPDATE skus SET purchase_cost = $3, currency = $4, version = version + 1, updated_at = $5
        WHERE id = $1 AND tenant_id = $2 AND (purchase_cost <> $3::numeric OR currency <> $4)`,
      [target.id, caller.tenantId, row.cells.purchaseCost, row.cells.currency || target.currency, caller.now],
    );
  }
  return refused;
}

export const skuCostImport: ImportDefinition = {
  type: 'skuCost',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
