// Import of shipments (/order/upload, docs/domain/orders.md "Order upload"): one row ships a
// quantity of one sku of one order, with a carrier and a tracking number. Rows of the same order,
// carrier and tracking number make one shipment (the parcel); each shipment is applied exactly as
// a part ship (server/order/fulfilment.ts): the order must be awaiting shipment or part
// shipped, and the quantities of the file's rows on a line, added up, at most what is left on it.
// The batch's transaction locks the orders first, so an order that moved on meanwhile refuses its
// rows instead of shipping twice, then the stock rows of those orders (sorted, see order-stock.ts);
// a parcel the warehouse cannot cover (ORDER_STOCK_SHORT) refuses its rows and ships nothing.
import { carrierCodes, OrderErrorCode, TRACKING_NO, type ImportColumn, type OrderStatus } from '../../src/contract';
import type { Db } from '../db/db';
import { saveStep, ship, type Actor, type OrderLock } from './fulfilment';
import { stockShortText, transitionRefused, type StockProblem } from './messages';
import { lockOrdersStock } from './stock';
import { ApiError } from '../http/api-error';
import { basicProblems, columnVars } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const columns: ImportColumn[] = [
  { key: 'orderNo', title: { en: 'Supplier order no.', zh: '供应商订单号' }, required: true, hint: { en: 'An order awaiting shipment or partly shipped, such as PO00000002', zh: '待发货或部分发货的订单，如 PO00000002' } },
  { key: 'sku', title: { en: 'SKU', zh: 'SKU' }, required: true, lookup: 'sku', hint: { en: 'The code of a SKU on the order', zh: '订单上的 SKU 编码' } },
  { key: 'qty', title: { en: 'Quantity', zh: '发货数量' }, required: true, hint: { en: 'A whole number, at most what is left to ship', zh: '整数，不超过剩余待发数量' } },
  { key: 'carrier', title: { en: 'Carrier', zh: '承运商' }, required: true, hint: { en: carrierCodes.join(', '), zh: carrierCodes.join('、') } },
  { key: 'trackingNo', title: { en: 'Tracking no.', zh: '运单号' }, required: true, hint: { en: '6 to 40 letters, digits or dashes', zh: '6 到 40 位字母、数字或短横线' } },
];

const SHIPPABLE: readonly OrderStatus[] = ['awaitingShipment', 'partShipped'];
const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

interface OrderRef extends OrderLock {
  lines: { id: string; sku: string; left: number }[];
}

/** The orders the rows name, with their lines (locked when applying). */
async function ordersOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false): Promise<Map<string, OrderRef>> {
  const orders = await db.query<OrderLock>(
    `SELECT id, supplier_order_id, status, version, carrier_code, tracking_no FROM orders WHERE tenant_id = $1 AND lower(supplier_order_id) = ANY($2::text[])
      ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.orderNo))],
  );
  const lines = await db.query<{ order_id: string; id: string; sku: string; left: number }>(
    `SELECT l.order_id, l.id, k.sku, (l.qty - l.shipped_qty - l.cancelled_qty)::int AS left FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.tenant_id = $1 AND l.order_id = ANY($2::text[]) ORDER BY l.line_no`,
    [tenantId, orders.map((o) => o.id)],
  );
  return new Map(orders.map((o) => [o.supplier_order_id.toLowerCase(), { ...o, lines: lines.filter((l) => l.order_id === o.id) }]));
}

interface Resolved {
  order: OrderRef;
  lineId: string;
  qty: number;
  carrier: string;
  trackingNo: string;
}

/**
 * Resolves rows in file order; `taken` counts what earlier rows already take from each line, so
 * rows that together ask more than is left are refused from the first one over.
 */
function resolveAll(orders: Map<string, OrderRef>, rows: readonly RowInput[]): ({ row: Resolved } | { problems: RowProblem[] })[] {
  const taken = new Map<string, number>();
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells)];
    const column = (key: string) => columns.find((c) => c.key === key)!;
    const qty = Number(cells.qty);
    if (cells.qty && !(/^\d{1,7}$/.test(cells.qty) && qty >= 1)) problems.push(importProblem('qty', 'invalidValue', { ...columnVars(column('qty')), value: cells.qty }));
    const carrier = carrierCodes.find((c) => c.toLowerCase() === (cells.carrier ?? '').toLowerCase());
    if (cells.carrier && !carrier) problems.push(importProblem('carrier', 'notOption', { ...columnVars(column('carrier')), options: carrierCodes.join(', ') }));
    if (cells.trackingNo && !TRACKING_NO.test(cells.trackingNo)) problems.push(importProblem('trackingNo', 'invalidValue', { ...columnVars(column('trackingNo')), value: cells.trackingNo }));
    const order = cells.orderNo ? orders.get(cells.orderNo.toLowerCase()) : undefined;
    if (cells.orderNo && !order) problems.push(importProblem('orderNo', 'unknownOrder', { value: cells.orderNo }));
    if (order && !SHIPPABLE.includes(order.status)) problems.push(problem('orderNo', (lang) => transitionRefused(lang, order.supplier_order_id, order.status, 'ship').message));
    const line = order && cells.sku ? order.lines.find((l) => l.sku.toLowerCase() === cells.sku.toLowerCase() && l.left - (taken.get(l.id) ?? 0) > 0) ?? order.lines.find((l) => l.sku.toLowerCase() === cells.sku.toLowerCase()) : undefined;
    if (order && cells.sku && !line) problems.push(importProblem('sku', 'notOnOrder', { value: cells.sku, order: order.supplier_order_id }));
    if (line && qty >= 1 && problems.length === 0) {
      const left = line.left - (taken.get(line.id) ?? 0);
      if (qty > left) problems.push(importProblem('qty', 'moreThanLeft', { value: qty, left: Math.max(left, 0) }));
    }
    if (problems.length || !order || !line || !carrier) return { problems };
    taken.set(line.id, (taken.get(line.id) ?? 0) + qty);
    return { row: { order, lineId: line.id, qty, carrier, trackingNo: cells.trackingNo } };
  });
}

const keyOf = (cells: Record<string, string>) => (cells.orderNo && cells.sku && cells.trackingNo ? `${cells.orderNo}/${cells.sku}/${cells.trackingNo}`.toLowerCase() : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const resolved = resolveAll(await ordersOf(db, caller.tenantId, rows), rows);
  return resolved.map((r, i) => ('problems' in r ? { action: 'error', problems: r.problems, key: keyOf(rows[i].cells) } : { action: 'create', problems: [], key: keyOf(rows[i].cells) }));
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  // the orders first (locked), checked again against what they are now
  const orders = await ordersOf(tx, caller.tenantId, rows, true);
  await lockOrdersStock(tx, caller.tenantId, [...orders.values()].map((o) => o.id));
  const resolved = resolveAll(orders, rows);
  const parcels = new Map<string, { order: OrderRef; carrier: string; trackingNo: string; lines: Map<string, number>; rowIds: string[] }>();
  resolved.forEach((r, i) => {
    if ('problems' in r) {
      refused.set(rows[i].id, r.problems);
      return;
    }
    const key = `${r.row.order.id}/${r.row.carrier}/${r.row.trackingNo}`;
    const parcel = parcels.get(key) ?? { order: r.row.order, carrier: r.row.carrier, trackingNo: r.row.trackingNo, lines: new Map<string, number>(), rowIds: [] };
    parcel.lines.set(r.row.lineId, (parcel.lines.get(r.row.lineId) ?? 0) + r.row.qty);
    parcel.rowIds.push(rows[i].id);
    parcels.set(key, parcel);
  });
  const actor: Actor = { tenantId: caller.tenantId, name: caller.userName, lang: 'en', now: caller.now };
  for (const parcel of parcels.values()) {
    const lines = [...parcel.lines].map(([lineId, qty]) => ({ lineId, qty }));
    // the order as it is after the file's earlier parcels
    const now = await tx.one<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1', [parcel.order.id]);
    const row: OrderLock = { ...parcel.order, status: now.status };
    try {
      // a savepoint: a parcel refused for stock leaves nothing of itself behind
      await tx.transaction(async (sp) => saveStep(sp, actor, row, 'ship', await ship(sp, actor, row, parcel.carrier, parcel.trackingNo, lines)));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== OrderErrorCode.stockShort) throw error;
      const text = stockShortText(row.supplier_order_id, (error.data as { lines: StockProblem[] }).lines);
      for (const id of parcel.rowIds) refused.set(id, [{ column: 'qty', en: text.en, zh: text.zh }]);
    }
  }
  return refused;
}

export const orderShipmentImport: ImportDefinition = {
  type: 'orderShipment',
  columns,
  keyColumn: 'trackingNo',
  check,
  apply,
};
