// Import of warehouse buffer settings (asset/warehouse/qtySetting in bulk): one row per warehouse,
// by its code, with the buffer quantity and, optionally, the ratio (empty keeps the current one).
// The same rules as the buffer screen (docs/domain/assets.md) and the same change records.
import { AssetErrorCode, isBufferQty, isRatio2, type ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { dec, defaultBufferRatio, sameDecimal } from './common';
import { lockBuffer, writeBuffer } from './buffer-store';
import { assetMsg, fieldVars } from './messages';
import { basicProblems } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const columns: ImportColumn[] = [
  { key: 'warehouseCode', title: { en: 'Warehouse code', zh: '仓库编码' }, required: true, lookup: 'warehouse', hint: { en: 'The code of one of your warehouses', zh: '您的仓库编码' } },
  { key: 'bufferQty', title: { en: 'Buffer quantity', zh: '缓冲数量' }, required: true, hint: { en: 'Whole number, 0 or more', zh: '大于或等于 0 的整数' } },
  { key: 'bufferRatio', title: { en: 'Buffer ratio (%)', zh: '缓冲比例（%）' }, required: false, hint: { en: '0 to 100, up to 2 decimals; empty keeps the current ratio', zh: '0 到 100，最多 2 位小数；留空则保持当前比例' } },
];

interface Target {
  id: string;
  code: string;
  buffer_qty: number | string | null;
  buffer_ratio: string | null;
}

async function targets(db: Db, tenantId: string, codes: string[]): Promise<Map<string, Target>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<Target>(
    `SELECT w.id, w.code, b.buffer_qty, b.buffer_ratio
       FROM warehouses w LEFT JOIN warehouse_buffer_settings b ON b.warehouse_id = w.id AND b.tenant_id = w.tenant_id
      WHERE w.tenant_id = $1 AND w.deleted_at IS NULL AND lower(w.code) = ANY($2::text[])`,
    [tenantId, codes.map((c) => c.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

function valueProblems(cells: Record<string, string>): RowProblem[] {
  const problems: RowProblem[] = [];
  if (cells.bufferQty && !isBufferQty(cells.bufferQty)) problems.push(problem('bufferQty', (l) => assetMsg(AssetErrorCode.bufferQtyInvalid, l)));
  if (cells.bufferRatio && !isRatio2(cells.bufferRatio)) {
    problems.push(problem('bufferRatio', (l) => assetMsg(AssetErrorCode.ratioInvalid, l, fieldVars('bufferRatio'))));
  }
  return problems;
}

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const found = await targets(db, caller.tenantId, [...new Set(rows.map((r) => r.cells.warehouseCode).filter(Boolean))]);
  const defaultRatio = await defaultBufferRatio(db, caller.tenantId);
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells), ...valueProblems(cells)];
    const target = cells.warehouseCode ? found.get(cells.warehouseCode.toLowerCase()) : undefined;
    if (cells.warehouseCode && !target) problems.push(importProblem('warehouseCode', 'unknownWarehouse', { value: cells.warehouseCode }));
    const key = cells.warehouseCode ? cells.warehouseCode.toLowerCase() : null;
    if (problems.length || !target) return { action: 'error', problems, key };
    if (target.buffer_qty === null) return { action: 'create', problems, key };
    const ratio = cells.bufferRatio || target.buffer_ratio || defaultRatio;
    const same = Number(target.buffer_qty) === Number(cells.bufferQty) && sameDecimal(dec(target.buffer_ratio ?? defaultRatio), dec(ratio));
    return { action: same ? 'unchanged' : 'update', problems, key };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const found = await targets(tx, caller.tenantId, rows.map((r) => r.cells.warehouseCode));
  const defaultRatio = await defaultBufferRatio(tx, caller.tenantId);
  for (const row of rows) {
    const target = found.get(row.cells.warehouseCode.toLowerCase());
    // deleted since the check
    if (!target) {
      refused.set(row.id, [importProblem('warehouseCode', 'unknownWarehouse', { value: row.cells.warehouseCode })]);
      continue;
    }
    const current = await lockBuffer(tx, caller.tenantId, target.id);
    const qty = Number(row.cells.bufferQty);
    const ratio = row.cells.bufferRatio || current?.buffer_ratio || defaultRatio;
    if (current && Number(current.buffer_qty) === qty && sameDecimal(dec(current.buffer_ratio), dec(ratio))) continue;
    await writeBuffer(tx, caller, target.id, current, qty, ratio, caller.now);
  }
  return refused;
}

export const warehouseBufferImport: ImportDefinition = {
  type: 'warehouseBuffer',
  columns,
  keyColumn: 'warehouseCode',
  check,
  apply,
};
