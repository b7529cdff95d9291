// Inbounds from a file (import type `receiptInbound`, /receipt/upload; docs/domain/receipts.md
// "Inbound", its "Upload"): one row is one line of an inbound, in its own carton: request number,
// sku, quantity, carton number, carton weight (empty: weighed from the sku as the screens weigh)
// and the ship-from warehouse (empty: the supplier's warehouse with the most of the row's sku
// available, the rule of the request's "Create inbound", steps.ts pickShipFrom).
//
// A row is checked against the tenant's request: it exists, it is past its answer and not closed
// (INBOUND_REQUEST_STATES), the sku is on it, and the quantity is at most the line's open quantity
// (reserved plus backordered, less what inbounds not cancelled already hold, and less the rows above
// of the same line); a carton number is once per request. Every problem is on
// its column in both languages. Confirm makes one draft inbound per request and ship-from
// warehouse through the screens' step (insertDraftInbound), with the request's version moved on and
// a history row, as its "Create inbound" does. The batch's transaction locks the requests first
// and checks every row again: a row that fails then refuses every row of its request in the batch,
// so no inbound is written with some of its file's lines. The same file again is refused row by row
// (nothing is left open), so nothing is made twice.
import { requestStatusLabels, type RequestStatus } from '../../src/contract/receipt';
import type { ImportColumn } from '../../src/contract';
import type { Db } from '../db/db';
import { basicProblems, columnVars } from '../imports/columns';
import type { ApplyRow, CheckedRow, ImportCaller, ImportDefinition, RowInput, RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';
import { bi, fillBi, type Bi } from '../separate';
import { history } from './requests';
import { INBOUND_REQUEST_STATES, insertDraftInbound, pickShipFrom } from './steps';

const t = (en: string, zh: string) => ({ en, zh });
const columns: ImportColumn[] = [
  { key: 'requestNo', title: t('Request no.', '入库申请单号'), required: true, hint: t('An acknowledged receipt request of yours, such as RQ250101001', '您已确认的入库申请单号，如 RQ250101001') },
  { key: 'sku', title: t('SKU', 'SKU'), required: true, lookup: 'sku', hint: t('A SKU on the request', '该申请单中的 SKU') },
  { key: 'qty', title: t('Quantity', '数量'), required: true, hint: t('A whole number, at most the open quantity of the SKU on the request', '整数，不超过该 SKU 在申请单中的未发数量') },
  { key: 'cartonNo', title: t('Carton no.', '箱号'), required: true, hint: t('The number on the carton, at most 40 characters', '箱子上的编号，最多 40 个字符') },
  { key: 'cartonWeight', title: t('Carton weight (kg)', '箱重（千克）'), required: false, hint: t('Up to 2 decimals; empty: weighed from the SKU', '最多 2 位小数；留空则按 SKU 重量计算') },
  { key: 'fromWarehouse', title: t('Ship-from warehouse', '发货仓库编码'), required: false, lookup: 'warehouse', hint: t('The code of one of your active warehouses; empty: the one with the most stock', '您启用中的仓库编码；留空则取库存最多的仓库') },
];

const texts = {
  unknownRequest: bi('No receipt request of yours has the number "{value}".', '您没有单号为“{value}”的入库申请。'),
  requestState: bi('Request {no} is {status}: no inbound can be made for it now.', '入库申请 {no} 当前为「{status}」，现在不能为其创建入库单。'),
  notOnRequest: bi('Request {no} has no line of SKU "{value}".', '入库申请 {no} 中没有 SKU“{value}”。'),
  overOpen: bi('The quantity {value} is more than is open for this SKU on request {no} ({open}, counting the rows above).', '数量 {value} 超过该 SKU 在入库申请 {no} 中的未发数量（{open}，已计入上方各行）。'),
  cartonNo: bi('A carton number has at most 40 characters.', '箱号最多 40 个字符。'),
  weight: bi('The carton weight must be a positive number of kilograms with at most 2 decimals, not "{value}".', '箱重须为最多 2 位小数的正数（千克），“{value}”无效。'),
  shipFrom: bi('"{value}" is not one of your active own, third-party, bonded or overseas warehouses.', '“{value}”不是您启用中的自有仓、第三方仓、保税仓或海外仓。'),
  noStock: bi('None of your active warehouses has this SKU available: name the ship-from warehouse.', '您启用中的仓库均无该 SKU 的可用库存，请填写发货仓库。'),
  sameInbound: bi('Row {row} of the same request could not be applied, so no inbound of it was made from this file.', '同一入库申请的第 {row} 行无法导入，因此未根据本文件为其创建入库单。'),
};
const rowProblem = (column: string | null, text: Bi, vars: Record<string, string | number> = {}, varsZh = vars): RowProblem => ({ column, ...fillBi(text, vars, varsZh) });
const lower = (values: readonly string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];
const SHIP_FROM_TYPES = ['own', 'thirdParty', 'bonded', 'overseas'];

interface RequestRef {
  id: string;
  request_no: string;
  status: RequestStatus;
}
interface LineRef {
  id: string;
  request_id: string;
  sku_id: string;
  sku: string;
  weight_g: number;
  open: number;
}
interface Refs {
  requests: Map<string, RequestRef>;
  /** By request id and lower-case sku code. */
  lines: Map<string, LineRef>;
  skus: Set<string>;
  warehouses: Map<string, string>;
}

async function refsOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false): Promise<Refs> {
  const requests = await db.query<RequestRef>(
    `SELECT id, request_no, status FROM receipt_requests WHERE tenant_id = $1 AND lower(request_no) = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.requestNo ?? ''))],
  );
  const lines = await db.query<LineRef>(
    `SELECT rl.id, rl.request_id, rl.sku_id, k.sku, k.weight_g,
            greatest(rl.reserved_qty + rl.backorder_qty - coalesce((SELECT sum(il.qty) FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id
                       WHERE il.request_line_id = rl.id AND i.status <> 'cancelled'), 0), 0)::int AS open
       FROM receipt_request_lines rl JOIN skus k ON k.id = rl.sku_id AND k.tenant_id = rl.tenant_id
      WHERE rl.tenant_id = $1 AND rl.request_id = ANY($2::text[]) ORDER BY rl.line_no`,
    [tenantId, requests.map((r) => r.id)],
  );
  const skus = await db.query<{ sku: string }>('SELECT sku FROM skus WHERE tenant_id = $1 AND lower(sku) = ANY($2::text[])', [tenantId, lower(rows.map((r) => r.cells.sku ?? ''))]);
  const warehouses = await db.query<{ id: string; code: string }>(`SELECT id, code FROM warehouses WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 'active' AND type = ANY($2::text[]) AND lower(code) = ANY($3::text[])`, [
    tenantId,
    SHIP_FROM_TYPES,
    lower(rows.map((r) => r.cells.fromWarehouse ?? '')),
  ]);
  const byLine = new Map<string, LineRef>();
  for (const l of lines) if (!byLine.has(`${l.request_id}|${l.sku.toLowerCase()}`)) byLine.set(`${l.request_id}|${l.sku.toLowerCase()}`, l);
  return {
    requests: new Map(requests.map((r) => [r.request_no.toLowerCase(), r])),
    lines: byLine,
    skus: new Set(skus.map((s) => s.sku.toLowerCase())),
    warehouses: new Map(warehouses.map((w) => [w.code.toLowerCase(), w.id])),
  };
}

interface Resolved {
  requestId: string;
  requestNo: string;
  fromWarehouseId: string;
  line: { requestLineId: string; skuId: string; qty: number; weightKg: number; cartonNo: string };
}

/** A row read against the tenant's data: what it makes, or its problems on their columns. */
async function resolve(db: Db, tenantId: string, refs: Refs, cells: Record<string, string>): Promise<{ row: Resolved } | { problems: RowProblem[] }> {
  const problems = [...basicProblems(columns, cells)];
  const qtyText = cells.qty ?? '';
  const qty = /^\d{1,7}$/.test(qtyText) && Number(qtyText) >= 1 ? Number(qtyText) : null;
  if (qtyText && qty === null) problems.push(importProblem('qty', 'invalidValue', { ...columnVars(columns[2]!), value: qtyText }));
  const cartonNo = cells.cartonNo ?? '';
  if (cartonNo.length > 40) problems.push(rowProblem('cartonNo', texts.cartonNo));
  const weightText = cells.cartonWeight ?? '';
  const weight = /^\d{1,6}(\.\d{1,2})?$/.test(weightText) && Number(weightText) > 0 ? Number(weightText) : null;
  if (weightText && weight === null) problems.push(rowProblem('cartonWeight', texts.weight, { value: weightText }));

  const requestNo = cells.requestNo ?? '';
  const request = requestNo ? refs.requests.get(requestNo.toLowerCase()) : undefined;
  if (requestNo && !request) problems.push(rowProblem('requestNo', texts.unknownRequest, { value: requestNo }));
  const closed = request !== undefined && !INBOUND_REQUEST_STATES.includes(request.status);
  if (request && closed) {
    const label = requestStatusLabels.bi[request.status];
    problems.push(rowProblem('requestNo', texts.requestState, { no: request.request_no, status: label.en.toLowerCase() }, { no: request.request_no, status: label.zh }));
  }
  const sku = cells.sku ?? '';
  const line = request && sku ? refs.lines.get(`${request.id}|${sku.toLowerCase()}`) : undefined;
  if (sku && !refs.skus.has(sku.toLowerCase())) problems.push(importProblem('sku', 'unknownSku', { value: sku }));
  else if (request && sku && !line) problems.push(rowProblem('sku', texts.notOnRequest, { no: request.request_no, value: sku }));
  // a request in the wrong state is named once, not again as its quantities
  if (line && !closed && qty !== null && qty > line.open) problems.push(rowProblem('qty', texts.overOpen, { value: qty, no: request!.request_no, open: line.open }));
  // the rows above of the same line take their quantity first
  else if (line && qty !== null && problems.length === 0) line.open -= qty;

  const fromCode = cells.fromWarehouse ?? '';
  let fromWarehouseId = fromCode ? refs.warehouses.get(fromCode.toLowerCase()) : undefined;
  if (fromCode && !fromWarehouseId) problems.push(rowProblem('fromWarehouse', texts.shipFrom, { value: fromCode }));
  if (problems.length || !request || !line || qty === null) return { problems };
  if (!fromWarehouseId) {
    fromWarehouseId = await pickShipFrom(db, tenantId, [{ skuId: line.sku_id, qty }]);
    if (!fromWarehouseId) return { problems: [rowProblem('fromWarehouse', texts.noStock)] };
  }
  // the screens' weight of a line's carton (steps.ts createInbound) when the file gives none
  const weightKg = weight ?? Math.round((line.weight_g * qty) / 10) / 100 + 0.5;
  return { row: { requestId: request.id, requestNo: request.request_no, fromWarehouseId, line: { requestLineId: line.id, skuId: line.sku_id, qty, weightKg, cartonNo } } };
}

// a carton holds one line: the same carton of a request twice is a duplicate (the inbound's cartons are keyed by it)
const keyOf = (cells: Record<string, string>) => (cells.requestNo && cells.cartonNo ? `${cells.requestNo}|${cells.cartonNo}`.toLowerCase() : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const refs = await refsOf(db, caller.tenantId, rows);
  const checked: CheckedRow[] = [];
  for (const r of rows) {
    const resolved = await resolve(db, caller.tenantId, refs, r.cells);
    checked.push('problems' in resolved ? { action: 'error', problems: resolved.problems, key: keyOf(r.cells) } : { action: 'create', problems: [], key: keyOf(r.cells) });
  }
  return checked;
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  if (rows.length === 0) return refused;
  // the requests locked first: an inbound made meanwhile (the screen, another file) is counted
  const refs = await refsOf(tx, caller.tenantId, rows, true);
  const checked: { row: ApplyRow; request: string; resolved: Awaited<ReturnType<typeof resolve>> }[] = [];
  for (const row of rows) checked.push({ row, request: (row.cells.requestNo ?? '').toLowerCase(), resolved: await resolve(tx, caller.tenantId, refs, row.cells) });
  // a row that fails now refuses every row of its request (its ship-from may be the one it failed
  // on), so no inbound is made with part of its file's lines
  const failedRow = new Map<string, number>();
  for (const c of checked) if ('problems' in c.resolved && !failedRow.has(c.request)) failedRow.set(c.request, c.row.rowNumber);
  const groups = new Map<string, Resolved[]>();
  for (const c of checked) {
    if ('problems' in c.resolved) refused.set(c.row.id, c.resolved.problems);
    else if (failedRow.has(c.request)) refused.set(c.row.id, [rowProblem(null, texts.sameInbound, { row: failedRow.get(c.request)! })]);
    else {
      const key = `${c.resolved.row.requestId}|${c.resolved.row.fromWarehouseId}`;
      groups.set(key, [...(groups.get(key) ?? []), c.resolved.row]);
    }
  }
  const by = { id: caller.userId, name: caller.userName };
  for (const made of groups.values()) {
    const head = made[0]!;
    await insertDraftInbound(tx, caller.tenantId, head.requestId, head.fromWarehouseId, made.map((m) => m.line), caller.now);
    const status = (await tx.one<{ status: string }>('UPDATE receipt_requests SET version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2 RETURNING status', [head.requestId, caller.tenantId, caller.now])).status;
    await history(tx, caller.tenantId, head.requestId, 'createInbound', status, status, '', by, caller.now);
  }
  return refused;
}

export const receiptInboundImport: ImportDefinition = {
  type: 'receiptInbound',
  columns,
  keyColumn: 'cartonNo',
  check,
  apply,
};
