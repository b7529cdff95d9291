// Import of receipt info (/order/receiptUpload, docs/domain/orders.md "Receipt info (built)"): one
// row is one receipt line of one order (supplier order no., sku, quantity, unit purchase price, HS
// code, origin country) with the order's purchase invoice (number, date, seller tax id, currency),
// repeated on each row of the order. The rows of an order replace its receipt info, exactly as a
// batch save does (server/order/receipts.ts): the order must be neither completed nor
// cancelled, every sku on the order and once, at most the quantity ordered. The batch's
// transaction locks the orders, so an order that moved on meanwhile refuses its rows.
import { COUNTRY, CURRENCY, HS_CODE, receiptEditable, receiptHeaderSchema, receiptLineProblems, type ImportColumn, type OrderStatus, type ReceiptHeader, type ReceiptLineInput, type ReceiptSku } from '../../src/contract';
import type { Db } from '../db/db';
import { replaceReceipt } from './receipts';
import type { Actor } from './fulfilment';
import { bi, textOf } from '../separate';
import { basicProblems, columnVars } from '../imports/columns';
import { problem, type ApplyRow, type CheckedRow, type ImportCaller, type ImportDefinition, type RowInput, type RowProblem } from '../imports/definition';
import { importProblem } from '../imports/messages';

const columns: ImportColumn[] = [
  { key: 'orderNo', title: { en: 'Supplier order no.', zh: '供应商订单号' }, required: true, hint: { en: 'An order not completed or cancelled, such as PO00000002', zh: '未完成且未取消的订单，如 PO00000002' } },
  { key: 'invoiceNo', title: { en: 'Invoice no.', zh: '发票号码' }, required: true, hint: { en: 'The same on every row of the order', zh: '同一订单各行须一致' } },
  { key: 'invoiceDate', title: { en: 'Invoice date', zh: '发票日期' }, required: true, hint: { en: 'Year-month-day, such as 2026-01-31', zh: '年-月-日，如 2026-01-31' } },
  { key: 'sellerTaxId', title: { en: 'Seller tax ID', zh: '销售方税号' }, required: true, hint: { en: 'At most 30 characters', zh: '不超过 30 个字符' } },
  { key: 'currency', title: { en: 'Currency', zh: '币种' }, required: true, hint: { en: 'A code such as USD', zh: '币种代码，如 USD' } },
  { key: 'sku', title: { en: 'SKU', zh: 'SKU' }, required: true, lookup: 'sku', hint: { en: 'A SKU on the order, once per order', zh: '订单上的 SKU，每个订单一次' } },
  { key: 'qty', title: { en: 'Quantity', zh: '数量' }, required: true, hint: { en: 'A whole number, at most the quantity ordered', zh: '整数，不超过订购数量' } },
  { key: 'unitPrice', title: { en: 'Unit purchase price', zh: '采购单价' }, required: true, hint: { en: '0 or more, at most 2 decimals (whole in JPY)', zh: '不小于 0，最多 2 位小数（日元为整数）' } },
  { key: 'hsCode', title: { en: 'HS code', zh: 'HS 编码' }, required: true, hint: { en: '6 to 10 digits', zh: '6 至 10 位数字' } },
  { key: 'originCountry', title: { en: 'Origin country', zh: '原产国' }, required: true, hint: { en: 'A two-letter code such as CN', zh: '两位国家代码，如 CN' } },
];

interface OrderRef {
  id: string;
  supplier_order_id: string;
  status: OrderStatus;
  skus: ReceiptSku[];
}

const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((v) => v.toLowerCase()))];

async function ordersOf(db: Db, tenantId: string, rows: readonly RowInput[], lock = false): Promise<Map<string, OrderRef>> {
  const orders = await db.query<Omit<OrderRef, 'skus'>>(
    `SELECT id, supplier_order_id, status FROM orders WHERE tenant_id = $1 AND lower(supplier_order_id) = ANY($2::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, lower(rows.map((r) => r.cells.orderNo))],
  );
  const skus = await db.query<ReceiptSku & { order_id: string }>(
    `SELECT l.order_id, k.sku, min(k.name) AS name, sum(l.qty)::int AS qty FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.tenant_id = $1 AND l.order_id = ANY($2::text[]) GROUP BY l.order_id, k.sku`,
    [tenantId, orders.map((o) => o.id)],
  );
  return new Map(orders.map((o) => [o.supplier_order_id.toLowerCase(), { ...o, skus: skus.filter((s) => s.order_id === o.id) }]));
}

interface Resolved {
  order: OrderRef;
  header: ReceiptHeader;
  line: ReceiptLineInput;
}

const headerKey = (h: ReceiptHeader) => JSON.stringify(h);

/** Resolves rows in file order; a sku is checked against the rows of its order above it. */
function resolveAll(orders: Map<string, OrderRef>, rows: readonly RowInput[]): ({ row: Resolved } | { problems: RowProblem[] })[] {
  const seen = new Map<string, { header: string; skus: { sku: string }[] }>();
  return rows.map(({ cells }) => {
    const problems = [...basicProblems(columns, cells)];
    const column = (key: string) => columns.find((c) => c.key === key)!;
    const invalid = (key: string, ok: boolean) => {
      if (cells[key] && !ok) problems.push(importProblem(key, 'invalidValue', { ...columnVars(column(key)), value: cells[key] }));
    };
    const qty = Number(cells.qty);
    const unitPrice = Number(cells.unitPrice);
    invalid('qty', /^\d{1,7}$/.test(cells.qty ?? '') && qty >= 1);
    invalid('unitPrice', /^\d{1,9}(\.\d{1,2})?$/.test(cells.unitPrice ?? ''));
    invalid('hsCode', HS_CODE.test(cells.hsCode ?? ''));
    invalid('originCountry', COUNTRY.test((cells.originCountry ?? '').toUpperCase()));
    if (cells.currency && !CURRENCY.test(cells.currency.toUpperCase())) problems.push(importProblem('currency', 'notCurrency', { value: cells.currency }));
    const parsed = receiptHeaderSchema.safeParse({ invoiceNo: cells.invoiceNo ?? '', invoiceDate: cells.invoiceDate ?? '', sellerTaxId: cells.sellerTaxId ?? '', currency: (cells.currency ?? '').toUpperCase() });
    if (!parsed.success) for (const key of new Set(parsed.error.issues.map((i) => String(i.path[0])))) if (key !== 'currency') invalid(key, false);
    const order = cells.orderNo ? orders.get(cells.orderNo.toLowerCase()) : undefined;
    if (cells.orderNo && !order) problems.push(importProblem('orderNo', 'unknownOrder', { value: cells.orderNo }));
    if (order && !receiptEditable(order.status)) problems.push(problem('orderNo', (lang) => textOf(bi(`Order ${order.supplier_order_id} is completed or cancelled: its receipt info can no longer change.`, `订单 ${order.supplier_order_id} 已完成或已取消，票据信息不能再修改。`), lang)));
    if (problems.length || !order || !parsed.success) return { problems };
    const line: ReceiptLineInput = { sku: cells.sku, qty, unitPrice, hsCode: cells.hsCode, originCountry: cells.originCountry.toUpperCase() };
    const before = seen.get(order.id) ?? { header: headerKey(parsed.data), skus: [] };
    if (before.header !== headerKey(parsed.data)) problems.push(problem('invoiceNo', (lang) => textOf(bi('The invoice differs from the rows of the same order above.', '发票信息与上方同一订单的行不一致。'), lang)));
    for (const p of receiptLineProblems(line, order.skus, before.skus, parsed.data.currency)) {
      if (p.kind === 'skuNotOnOrder') problems.push(importProblem('sku', 'notOnOrder', { value: cells.sku, order: order.supplier_order_id }));
      // a sku twice on one order: the runner's duplicate key (order no./sku) names the first row
      if (p.kind === 'qtyExceeded') problems.push(problem('qty', (lang) => textOf(bi(`The quantity ${p.qty} is more than the ${p.ordered} ordered.`, `数量 ${p.qty} 超过订购数量 ${p.ordered}。`), lang)));
      if (p.kind === 'wholeAmount') problems.push(problem('unitPrice', (lang) => textOf(bi(`${p.currency} prices are whole amounts, without decimals.`, `${p.currency} 价格须为整数，不能有小数。`), lang)));
    }
    if (problems.length) return { problems };
    seen.set(order.id, { header: before.header, skus: [...before.skus, { sku: line.sku }] });
    return { row: { order, header: parsed.data, line } };
  });
}

const keyOf = (cells: Record<string, string>) => (cells.orderNo && cells.sku ? `${cells.orderNo}/${cells.sku}`.toLowerCase() : null);

async function check(db: Db, caller: ImportCaller, rows: readonly RowInput[]): Promise<CheckedRow[]> {
  const resolved = resolveAll(await ordersOf(db, caller.tenantId, rows), rows);
  return resolved.map((r, i) => ('problems' in r ? { action: 'error', problems: r.problems, key: keyOf(rows[i].cells) } : { action: 'update', problems: [], key: keyOf(rows[i].cells) }));
}

async function apply(tx: Db, caller: ImportCaller, rows: readonly ApplyRow[]): Promise<Map<string, RowProblem[]>> {
  const refused = new Map<string, RowProblem[]>();
  const resolved = resolveAll(await ordersOf(tx, caller.tenantId, rows, true), rows);
  const receipts = new Map<string, { header: ReceiptHeader; lines: ReceiptLineInput[] }>();
  resolved.forEach((r, i) => {
    if ('problems' in r) {
      refused.set(rows[i].id, r.problems);
      return;
    }
    const receipt = receipts.get(r.row.order.id) ?? { header: r.row.header, lines: [] };
    receipt.lines.push(r.row.line);
    receipts.set(r.row.order.id, receipt);
  });
  const actor: Actor = { tenantId: caller.tenantId, name: caller.userName, lang: 'en', now: caller.now };
  for (const [orderId, receipt] of receipts) await replaceReceipt(tx, actor, { orderId, ...receipt });
  return refused;
}

export const orderReceiptImport: ImportDefinition = {
  type: 'receiptInfo',
  columns,
  keyColumn: 'sku',
  check,
  apply,
};
