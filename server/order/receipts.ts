// Receipt info handlers (src/contract/order/receipts.ts; docs/domain/orders.md, "Receipt info
// (built)"). Every change runs in one transaction: it locks the order row, refuses a completed or
// cancelled order (ORDER_RECEIPT_LOCKED), checks the version read (ORDER_RECEIPT_VERSION_STALE; 0
// when there is no receipt yet), checks the lines against the order (ORDER_RECEIPT_INVALID), writes
// and bumps the version. A refused call changes nothing. Batch save runs each order on its own.
import {
  addReceiptLine,
  batchSaveReceiptInfo,
  clearReceiptInfo,
  currencyConflicts,
  getReceiptInfo,
  receiptEditable,
  receiptLineProblems,
  receiptLinesProblems,
  ReceiptErrorCode,
  removeReceiptLine,
  saveReceiptInfo,
  type Language,
  type OrderStatus,
  type ReceiptBatchItem,
  type ReceiptBatchResult,
  type ReceiptHeader,
  type ReceiptInfo,
  type ReceiptLineInput,
  type ReceiptLineProblem,
  type ReceiptSku,
} from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { defineHandler, type HandlerContext, type HandlerEntry } from '../back/handler';
import { isoOrNull, newId } from '../inventory';
import { notFound } from '../inventory';
import { actorOf, lockOrder, type Actor } from './fulfilment';
import { bi, textOf } from '../separate';

interface ReceiptRow {
  invoice_no: string;
  invoice_date: string;
  seller_tax_id: string;
  currency: string;
  version: number;
  updated_at: Date;
  updated_by_name: string | null;
}

function staleError(lang: Language, orderNo: string): ApiError {
  const text = bi(`The receipt info of order ${orderNo} was changed by someone else. Reload it and try again.`, `订单 ${orderNo} 的票据信息已被他人修改，请刷新后重试。`);
  return new ApiError(ReceiptErrorCode.versionStale, textOf(text, lang), 409, null);
}

function lockedError(lang: Language, orderNo: string, status: OrderStatus): ApiError {
  const text = bi(`Order ${orderNo} is ${status === 'completed' ? 'completed' : 'cancelled'}: its receipt info can no longer change.`, `订单 ${orderNo} 已${status === 'completed' ? '完成' : '取消'}，票据信息不能再修改。`);
  return new ApiError(ReceiptErrorCode.locked, textOf(text, lang), 409, { status });
}

function missingError(lang: Language, orderNo: string): ApiError {
  const text = bi(`Order ${orderNo} has no receipt info yet: save the invoice first.`, `订单 ${orderNo} 还没有票据信息，请先保存发票信息。`);
  return new ApiError(ReceiptErrorCode.missing, textOf(text, lang), 409, null);
}

const problemText = (p: ReceiptLineProblem) => {
  switch (p.kind) {
    case 'skuNotOnOrder':
      return bi(`${p.sku} is not on the order`, `${p.sku} 不在订单中`);
    case 'qtyExceeded':
      return bi(`${p.sku}: ${p.qty} is more than the ${p.ordered} ordered`, `${p.sku}：数量 ${p.qty} 超过订购数量 ${p.ordered}`);
    case 'duplicateSku':
      return bi(`${p.sku} is on the receipt already`, `${p.sku} 已在票据明细中`);
    case 'hsCode':
      return bi(`${p.sku}: the HS code takes 6 to 10 digits`, `${p.sku}：HS 编码须为 6 至 10 位数字`);
    case 'country':
      return bi(`${p.sku}: the origin country is a two-letter ISO code`, `${p.sku}：原产国须为两位 ISO 代码`);
    case 'wholeAmount':
      return bi(`${p.sku}: ${p.currency} prices are whole amounts, without decimals`, `${p.sku}：${p.currency} 价格须为整数，不能有小数`);
  }
};

function invalidError(lang: Language, problems: readonly ReceiptLineProblem[]): ApiError {
  const texts = problems.map(problemText);
  const text = bi(`The receipt lines are not valid: ${texts.map((t) => t.en).join('; ')}.`, `票据明细有误：${texts.map((t) => t.zh).join('；')}。`);
  return new ApiError(ReceiptErrorCode.invalid, textOf(text, lang), 400, { problems });
}

async function orderSkus(db: Db, tenantId: string, orderId: string): Promise<ReceiptSku[]> {
  return db.query<ReceiptSku>(
    `SELECT k.sku, min(k.name) AS name, sum(l.qty)::int AS qty FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 GROUP BY k.sku ORDER BY min(l.line_no)`,
    [orderId, tenantId],
  );
}

const RECEIPT_SQL = `SELECT invoice_no, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date, seller_tax_id, currency, version, updated_at, updated_by_name
  FROM order_receipts WHERE order_id = $1 AND tenant_id = $2`;

/** The receipt info of one order of the tenant (not found for another tenant's order). */
export async function receiptInfo(db: Db, tenantId: string, orderId: string, lang: Language): Promise<ReceiptInfo> {
  const order = await db.maybe<{ id: string; supplier_order_id: string; status: OrderStatus }>('SELECT id, supplier_order_id, status FROM orders WHERE id = $1 AND tenant_id = $2', [orderId, tenantId]);
  if (!order) throw notFound(lang);
  const receipt = await db.maybe<ReceiptRow>(RECEIPT_SQL, [orderId, tenantId]);
  const lines = await db.query<{ id: string; sku: string; qty: number; unit_price: string; hs_code: string; origin_country: string }>(
    'SELECT id, sku, qty, unit_price, hs_code, origin_country FROM order_receipt_lines WHERE order_id = $1 AND tenant_id = $2 ORDER BY sku',
    [orderId, tenantId],
  );
  return {
    orderId: order.id,
    supplierOrderId: order.supplier_order_id,
    status: order.status,
    editable: receiptEditable(order.status),
    skus: await orderSkus(db, tenantId, orderId),
    version: receipt?.version ?? 0,
    header: receipt ? { invoiceNo: receipt.invoice_no, invoiceDate: receipt.invoice_date, sellerTaxId: receipt.seller_tax_id, currency: receipt.currency } : null,
    lines: lines.map((l) => ({ id: l.id, sku: l.sku, qty: l.qty, unitPrice: Number(l.unit_price), hsCode: l.hs_code, originCountry: l.origin_country })),
    updatedAt: isoOrNull(receipt?.updated_at),
    updatedBy: receipt?.updated_by_name ?? null,
  };
}

interface Locked {
  orderNo: string;
  version: number;
  /** The invoice's currency (null: no receipt yet). */
  currency: string | null;
  skus: ReceiptSku[];
  lines: { id: string; sku: string; unitPrice: number }[];
}

/** Locks the order and its receipt, refuses a locked order or a stale version (undefined: any). */
async function lockReceipt(tx: Db, actor: Actor, orderId: string, version: number | undefined): Promise<Locked> {
  const order = await lockOrder(tx, actor.tenantId, orderId, actor.lang);
  if (!receiptEditable(order.status)) throw lockedError(actor.lang, order.supplier_order_id, order.status);
  const receipt = await tx.maybe<{ version: number; currency: string }>('SELECT version, currency FROM order_receipts WHERE order_id = $1 AND tenant_id = $2 FOR UPDATE', [orderId, actor.tenantId]);
  const current = receipt?.version ?? 0;
  if (version !== undefined && version !== current) throw staleError(actor.lang, order.supplier_order_id);
  const lines = await tx.query<{ id: string; sku: string; unit_price: string }>('SELECT id, sku, unit_price FROM order_receipt_lines WHERE order_id = $1 AND tenant_id = $2 ORDER BY sku', [orderId, actor.tenantId]);
  return {
    orderNo: order.supplier_order_id,
    version: current,
    currency: receipt?.currency ?? null,
    skus: await orderSkus(tx, actor.tenantId, orderId),
    lines: lines.map((l) => ({ id: l.id, sku: l.sku, unitPrice: Number(l.unit_price) })),
  };
}

async function writeHeader(tx: Db, actor: Actor, orderId: string, h: ReceiptHeader): Promise<void> {
  await tx.query(
    `INSERT INTO order_receipts (order_id, tenant_id, invoice_no, invoice_date, seller_tax_id, currency, version, updated_at, updated_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8)
     ON CONFLICT (order_id) DO UPDATE SET invoice_no = EXCLUDED.invoice_no, invoice_date = EXCLUDED.invoice_date, seller_tax_id = EXCLUDED.seller_tax_id,
       currency = EXCLUDED.currency, version = order_receipts.version + 1, updated_at = EXCLUDED.updated_at, updated_by_name = EXCLUDED.updated_by_name`,
    [orderId, actor.tenantId, h.invoiceNo, h.invoiceDate, h.sellerTaxId, h.currency, actor.now, actor.name],
  );
}

/** Moves an existing receipt's version on after a change of its lines. */
const bump = (tx: Db, actor: Actor, orderId: string) =>
  tx.query('UPDATE order_receipts SET version = version + 1, updated_at = $3, updated_by_name = $4 WHERE order_id = $1 AND tenant_id = $2', [orderId, actor.tenantId, actor.now, actor.name]);

async function insertLine(tx: Db, actor: Actor, orderId: string, l: ReceiptLineInput): Promise<void> {
  await tx.query(
    'INSERT INTO order_receipt_lines (id, tenant_id, order_id, sku, qty, unit_price, hs_code, origin_country) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [newId('rl'), actor.tenantId, orderId, l.sku, l.qty, l.unitPrice, l.hsCode, l.originCountry],
  );
}

/** Replaces header and lines of one order (batch save and the receipt upload). */
export async function replaceReceipt(tx: Db, actor: Actor, item: ReceiptBatchItem): Promise<void> {
  const locked = await lockReceipt(tx, actor, item.orderId, item.version);
  const problems = receiptLinesProblems(item.lines, locked.skus, item.header.currency);
  if (problems.length) throw invalidError(actor.lang, problems);
  await writeHeader(tx, actor, item.orderId, item.header);
  await tx.query('DELETE FROM order_receipt_lines WHERE order_id = $1 AND tenant_id = $2', [item.orderId, actor.tenantId]);
  for (const l of item.lines) await insertLine(tx, actor, item.orderId, l);
}

/** Runs each item in its own transaction; a refused one answers its code and message. */
export async function saveReceipts(db: Db, actor: Actor, items: readonly ReceiptBatchItem[]): Promise<ReceiptBatchResult[]> {
  const results: ReceiptBatchResult[] = [];
  for (const item of items) {
    try {
      await db.transaction((tx) => replaceReceipt(tx, actor, item));
      const v = await db.one<{ version: number }>('SELECT version FROM order_receipts WHERE order_id = $1 AND tenant_id = $2', [item.orderId, actor.tenantId]);
      results.push({ orderId: item.orderId, ok: true, version: v.version });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ orderId: item.orderId, ok: false, code: error.code, message: error.message });
    }
  }
  return results;
}

async function change(ctx: HandlerContext, orderId: string, version: number, run: (tx: Db, actor: Actor, locked: Locked) => Promise<void>): Promise<ReceiptInfo> {
  const actor = actorOf(ctx);
  await ctx.db.transaction(async (tx) => run(tx, actor, await lockReceipt(tx, actor, orderId, version)));
  return receiptInfo(ctx.db, actor.tenantId, orderId, actor.lang);
}

export const orderReceiptHandlers: readonly HandlerEntry[] = [
  defineHandler(getReceiptInfo, async (ctx) => receiptInfo(ctx.db, ctx.user.tenant.id, ctx.body.orderId, ctx.user.lang)),

  defineHandler(saveReceiptInfo, async (ctx) =>
    change(ctx, ctx.body.orderId, ctx.body.version, async (tx, actor, locked) => {
      // a new currency without decimals (JPY) over prices with decimals: the lines are refused, not rounded
      const problems = currencyConflicts(locked.lines, ctx.body.header.currency);
      if (problems.length) throw invalidError(actor.lang, problems);
      await writeHeader(tx, actor, ctx.body.orderId, ctx.body.header);
    }),
  ),

  defineHandler(addReceiptLine, async (ctx) =>
    change(ctx, ctx.body.orderId, ctx.body.version, async (tx, actor, locked) => {
      if (locked.version === 0) throw missingError(actor.lang, locked.orderNo);
      const problems = receiptLineProblems(ctx.body.line, locked.skus, locked.lines, locked.currency);
      if (problems.length) throw invalidError(actor.lang, problems);
      await insertLine(tx, actor, ctx.body.orderId, ctx.body.line);
      await bump(tx, actor, ctx.body.orderId);
    }),
  ),

  defineHandler(removeReceiptLine, async (ctx) =>
    change(ctx, ctx.body.orderId, ctx.body.version, async (tx, actor, locked) => {
      if (!locked.lines.some((l) => l.id === ctx.body.lineId)) throw notFound(actor.lang);
      await tx.query('DELETE FROM order_receipt_lines WHERE id = $1 AND tenant_id = $2', [ctx.body.lineId, actor.tenantId]);
      await bump(tx, actor, ctx.body.orderId);
    }),
  ),

  defineHandler(clearReceiptInfo, async (ctx) =>
    change(ctx, ctx.body.orderId, ctx.body.version, async (tx, actor) => {
      await tx.query('DELETE FROM order_receipts WHERE order_id = $1 AND tenant_id = $2', [ctx.body.orderId, actor.tenantId]);
    }),
  ),

  defineHandler(batchSaveReceiptInfo, async (ctx) => {
    const actor = actorOf(ctx);
    const ids = ctx.body.receipts.map((r) => r.orderId);
    // an order that is not the tenant's refuses the whole call (it cannot probe other tenants)
    const mine = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND id = ANY($2::text[])', [actor.tenantId, ids]);
    if (mine.n !== ids.length) throw notFound(actor.lang);
    return { results: await saveReceipts(ctx.db, actor, ctx.body.receipts) };
  }),
];
