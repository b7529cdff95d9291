// Draft outbound orders from a file (import type `receiptOutboundOrder`, /receipt/outboundUpload;
// docs/domain/receipts.md "Outbound orders", its "Upload"): one row is one line of an order:
// platform warehouse code, sku, quantity, purpose (return or scrap) and, for a return, the ship-to
// warehouse code (empty for scrap). The purpose is its code or its label in either language.
//
// A row is checked as the form checks its order (outbound-orders.ts): the warehouse is one of the
// tenant's platform warehouses, the ship-to one of its active own, third-party, bonded or overseas
// warehouses (SHIP_TO_TYPES), the sku is the tenant's and the warehouse has at least the quantity
// available (the form checks that only at submit; a file is checked at once so the review names
// it). Every problem is on its column in both languages. Confirm makes one draft per platform
// warehouse, purpose and ship-to through the form's step (insertDraftOrder); a draft locks no stock
// (submit does). In the batch's transaction every row is checked again; a row that fails then
// refuses the whole order it belonged to, so no order is written with some of its file's lines.
import type { ImportColumn } from '../../src/contract';
import { outboundPurposeLabels } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { basicProblems, columnVars } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';
import { bi, fillBi, type Bi } from '../separate';
import { insertDraftOrder } from './outbound-order-steps';
import { SHIP_TO_TYPES } from './outbound-stock';

const t = (en: string, zh: string) => ({ en, zh });
const PURPOSES = ['return', 'scrap'] as const;
type Purpose = (typeof PURPOSES)[number];
const columns: ImportColumn[] = [
  { key: 'warehouse', title: t('Platform warehouse', '平台仓编码'), required: true, lookup: 'warehouse', hint: t('The code of one of your platform warehouses, such as FBA-ONT8', '您的平台仓编码，如 FBA-ONT8') },
  { key: 'sku', title: t('SKU', 'SKU'), required: true, lookup: 'sku', hint: t('A SKU the platform warehouse has available', '该平台仓有可用库存的 SKU') },
  { key: 'qty', title: t('Quantity', '数量'), required: true, hint: t('A whole number, at most the available quantity', '整数，不超过可用数量') },
  // the code or its label in either language (a Chinese template is filled in Chinese)
  { key: 'purpose', title: t('Purpose', '用途'), required: true, hint: t('return (to one of your warehouses) or scrap', '退回仓库 或 报废') },
  { key: 'shipTo', title: t('Ship-to warehouse', '收货仓库编码'), required: false, lookup: 'warehouse', hint: t('For a return: the code of one of your active own warehouses; empty for scrap', '退回时填写您启用中的自有仓编码；报废留空') },
];

const texts = {
  notPlatform: bi('"{value}" is not one of your platform warehouses.', '“{value}”不是您的平台仓。'),
  shipTo: bi('"{value}" is not one of your active own, third-party, bonded or overseas warehouses.', '“{value}”不是您启用中的自有仓、第三方仓、保税仓或海外仓。'),
  shipToNeeded: bi('A return needs the warehouse it goes to.', '退回须填写收货仓库。'),
  shipToScrap: bi('A scrap order has no ship-to warehouse: leave it empty.', '报废单没有收货仓库，请留空。'),
  overAvailable: bi('The quantity {value} is more than {warehouse} has available of this SKU ({available}).', '数量 {value} 超过 {warehouse} 中该 SKU 的可用数量（{available}）。'),
  purpose: bi('Purpose must be return (to one of your warehouses) or scrap, not "{value}".', '用途须为“退回仓库”或“报废”，“{value}”无效。'),
  sameOrder: bi('Row {row} of the same outbound order could not be applied, so this order was not made.', '同一出库申请单的第 {row} 行无法导入，因此未创建该申请单。'),
};
const rowProblem = (column: string | null, text: Bi, vars: Record<string, string | number> = {}): RowProblem => ({ column, ...fillBi(text, vars) });
/** The purpose a cell names: its code or its label in either language (any case); null when none. */
function purposeOf(cell: string | undefined): Purpose | null {
  const v = (cell ?? '').trim().toLowerCase();
  return PURPOSES.find((p) => [p, outboundPurposeLabels.bi[p].en.toLowerCase(), outboundPurposeLabels.bi[p].zh].includes(v)) ?? (v === '退回' ? 'return' : null);
}
const lower = (values: readonly string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

interface Refs {
  platforms: Map<string, { id: string; code: string }>;
  shipTos: Map<string, string>;
  skus: Map<string, string>;
  /** Available (on hand less locked and isolated) by warehouse id and sku id. */
  available: Map<string, number>;
}

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[]): Promise<Refs> {
  const platforms = await db.query<{ id: string; code: string }>(`SELECT id, code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND type = 'platform' AND lower(code) = ANY($2::text[])`, [
    tenantId,
    lower(rows.map((r) => r.cells.warehouse ?? '')),
  ]);
  const shipTos = await db.query<{ id: string; code: string }>(`SELECT id, code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'active' AND type = ANY($2::text[]) AND lower(code) = ANY($3::text[])`, [
    tenantId,
    SHIP_TO_TYPES,
    lower(rows.map((r) => r.cells.shipTo ?? '')),
  ]);
  const skus = await db.query<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.sku ?? ''))]);
  const stock = await db.query<{ warehouse_id: string; sku_id: string; available: number }>(
    `SELECT warehouse_id, sku_id, greatest(on_hand - locked - isolated, 0)::int AS available FROM inventory_stock
      WHERE tenant_id = $1 AND warehouse_id = ANY($2::text[]) AND sku_id = ANY($3::text[])`,
    [tenantId, platforms.map((p) => p.id), skus.map((s) => s.id)],
  );
  return {
    platforms: new Map(platforms.map((p) => [p.code.toLowerCase(), p])),
    shipTos: new Map(shipTos.map((w) => [w.code.toLowerCase(), w.id])),
    skus: new Map(skus.map((s) => [s.sku.toLowerCase(), s.id])),
    available: new Map(stock.map((s) => [`${s.warehouse_id}|${s.sku_id}`, s.available])),
  };
}

interface Resolved {
  head: { warehouseId: string; purpose: Purpose; shipToId: string | null };
  line: { skuId: string; qty: number };
}

/** A row read against the tenant's data: the order line it makes, or its problems on their columns. */
function resolve(refs: Refs, cells: Record<string, string>): { row: Resolved } | { problems: RowProblem[] } {
  const problems = [...basicProblems(columns, cells)];
  const qtyText = cells.qty ?? '';
  const qty = /^\d{1,7}$/.test(qtyText) && Number(qtyText) >= 1 ? Number(qtyText) : null;
  if (qtyText && qty === null) problems.push(importProblem('qty', 'invalidValue', { ...columnVars(columns[2]!), value: qtyText }));
  const code = cells.warehouse ?? '';
  const platform = code ? refs.platforms.get(code.toLowerCase()) : undefined;
  if (code && !platform) problems.push(rowProblem('warehouse', texts.notPlatform, { value: code }));
  const sku = cells.sku ?? '';
  const skuId = sku ? refs.skus.get(sku.toLowerCase()) : undefined;
  if (sku && !skuId) problems.push(importProblem('sku', 'unknownSku', { value: sku }));
  if (platform && skuId && qty !== null) {
    const available = refs.available.get(`${platform.id}|${skuId}`) ?? 0;
    if (qty > available) problems.push(rowProblem('qty', texts.overAvailable, { value: qty, warehouse: platform.code, available }));
  }
  const purpose = purposeOf(cells.purpose);
  if (cells.purpose && !purpose) problems.push(rowProblem('purpose', texts.purpose, { value: cells.purpose }));
  const shipToCode = cells.shipTo ?? '';
  const shipToId = shipToCode ? refs.shipTos.get(shipToCode.toLowerCase()) : undefined;
  if (purpose === 'scrap' && shipToCode) problems.push(rowProblem('shipTo', texts.shipToScrap));
  if (purpose === 'return' && !shipToCode) problems.push(rowProblem('shipTo', texts.shipToNeeded));
  if (purpose === 'return' && shipToCode && !shipToId) problems.push(rowProblem('shipTo', texts.shipTo, { value: shipToCode }));
  if (problems.length || !platform || !skuId || qty === null || !purpose) return { problems };
  return { row: { head: { warehouseId: platform.id, purpose, shipToId: shipToId ?? null }, line: { skuId, qty } } };
}

/** Rows of one order: the same platform warehouse, purpose and ship-to. */
const orderKey = (cells: Record<string, string>) => {
  const purpose = purposeOf(cells.purpose) ?? cells.purpose;
  return [cells.warehouse, purpose, purpose === 'scrap' ? '' : cells.shipTo].map((v) => (v ?? '').toLowerCase()).join('|');
};
const keyOf = (cells: Record<string, string>) => (cells.warehouse && cells.sku && cells.purpose ? `${orderKey(cells)}|${cells.sku.toLowerCase()}` : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  return rows.map((r) => {
    const resolved = resolve(refs, r.cells);
    return 'problems' in resolved ? { action: 'error', problems: resolved.problems, key: keyOf(r.cells) } : { action: 'create', problems: [], key: keyOf(r.cells) };
  });
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  const refs = await refsOf(tx, caller.tenantId, rows);
  const groups = new Map<string, { row: ApplyRow; resolved: ReturnType<typeof resolve> }[]>();
  for (const row of rows) {
    const key = orderKey(row.cells);
    groups.set(key, [...(groups.get(key) ?? []), { row, resolved: resolve(refs, row.cells) }]);
  }
  for (const group of groups.values()) {
    const failed = group.find((g) => 'problems' in g.resolved);
    if (failed) {
      for (const g of group) refused.set(g.row.id, 'problems' in g.resolved ? g.resolved.problems : [rowProblem(null, texts.sameOrder, { row: failed.row.rowNumber })]);
      continue;
    }
    const made = group.map((g) => (g.resolved as { row: Resolved }).row);
    await insertDraftOrder(tx, caller.tenantId, made[0]!.head, made.map((m) => m.line), caller.now);
  }
  return refused;
}

export const receiptOutboundOrderImport: ImportDefinition = {
  type: 'receiptOutboundOrder',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
