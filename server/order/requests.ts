// Cancel, return and refund requests (spec section 7 "Orders"; rules in docs/domain/orders.md,
// "Requests and their audits"): the three lists, the info of one request, the audits, the return
// edits and batch cancel. Every changing call runs in one transaction: it locks the request row
// (SELECT ... FOR UPDATE), then the order row where the order changes, checks the status and the
// version read, and changes nothing when refused. A decision that finds the request already
// decided answers ORDER_REQUEST_DECIDED, unless it is the same decision by the same user (a double
// click or a retried call): then it answers the request as it is, applied once. Cancelling an
// order (approved cancel request, batch cancel) releases its stock lock in the same transaction
// (order-stock.ts); a received return does not restock yet (no call sets a return received).
import {
  addReturnSku,
  auditCancel,
  auditRefund,
  auditReturn,
  batchCancelOrders,
  ErrorCode,
  getCancelInfo,
  getRefundInfo,
  getReturnInfo,
  requestTables,
  saveReturn,
  searchCancelRequests,
  searchRefundRequests,
  searchReturnRequests,
  statusAfter,
  type AuditFlag,
  type BatchCancelResult,
  type Language,
  type OrderStatus,
  type RequestDetail,
  type RequestKind,
  type RequestStatus,
} from '../../src/contract';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { msg } from '../http/messages';
import { callerOf, getList } from '../lists/registry';
import './list-requests';
import { isOverdue } from './list-requests';
import type { OrderListCaller } from './list-orders';
import { sellerOrderStatusOptions } from '../common';
import { defineHandler, type HandlerContext, type HandlerEntry } from '../back/handler';
import { iso, isoOrNull, newId } from '../inventory';
import { notFound } from '../inventory';
import { requestError, requestKindLabels, requestStatusLabels } from './request-messages';
import { releaseStock } from './stock';
import { bi, type Bi } from '../separate';

export interface RequestRowDb {
  id: string;
  tenant_id: string;
  kind: RequestKind;
  request_no: string;
  order_id: string;
  status: RequestStatus;
  reason: string;
  requested_at: Date;
  decision_deadline: Date;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  reject_reason: string;
  amount: string | number | null;
  currency: string | null;
  version: number;
}

interface OrderRowDb {
  id: string;
  status: OrderStatus;
  supplier_order_id: string;
  version: number;
  shipped: number;
}

type Ctx = Pick<HandlerContext, 'db' | 'now'> & { user: SessionUser };

const orderStatusLabel = (status: OrderStatus, lang: Language) => {
  const o = sellerOrderStatusOptions.find((x) => x.value === status);
  return o ? (lang === 'zh-CN' ? (o.labelZh ?? o.label) : o.label) : status;
};

async function loadRequest(db: Db, tenantId: string, kind: RequestKind, id: string, lang: Language, forUpdate = false): Promise<RequestRowDb> {
  const row = await db.maybe<RequestRowDb>(
    `SELECT * FROM order_requests WHERE id = $1 AND tenant_id = $2 AND kind = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, tenantId, kind],
  );
  if (!row) throw notFound(lang);
  return row;
}

/** The order of a request (or of batch cancel), locked, with the units shipped so far. */
async function loadOrder(db: Db, tenantId: string, orderId: string, forUpdate: boolean, bySupplierNo = false): Promise<OrderRowDb | null> {
  const order = await db.maybe<Omit<OrderRowDb, 'shipped'>>(
    `SELECT id, status, supplier_order_id, version FROM orders WHERE (id = $1${bySupplierNo ? ' OR supplier_order_id = $1' : ''}) AND tenant_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId, tenantId],
  );
  if (!order) return null;
  const shipped = await db.one<{ n: number }>('SELECT COALESCE(sum(shipped_qty), 0)::int AS n FROM order_lines WHERE order_id = $1 AND tenant_id = $2', [order.id, tenantId]);
  return { ...order, shipped: shipped.n };
}

/** Cancels an order that has shipped nothing: every line's open quantity is cancelled and its lock released, the version moves on. */
async function cancelOrder(tx: Db, tenantId: string, order: OrderRowDb, now: Date, lang: Language): Promise<void> {
  if (order.shipped > 0) throw requestError('cancelShipped', lang, { order: order.supplier_order_id, qty: order.shipped }, { orderId: order.id, shippedQty: order.shipped });
  if (order.status !== 'pendingAcknowledge' && order.status !== 'awaitingShipment') {
    throw requestError(
      'notCancellable',
      lang,
      { order: order.supplier_order_id, status: orderStatusLabel(order.status, 'en') },
      { orderId: order.id, status: order.status },
      { order: order.supplier_order_id, status: orderStatusLabel(order.status, 'zh-CN') },
    );
  }
  await releaseStock(tx, tenantId, order.id, null, now);
  await tx.query('UPDATE order_lines SET cancelled_qty = qty - shipped_qty WHERE order_id = $1 AND tenant_id = $2', [order.id, tenantId]);
  await tx.query(`UPDATE orders SET status = 'cancelled', version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [order.id, tenantId, now]);
}

function decidedError(row: RequestRowDb, lang: Language): ApiError {
  const who = row.decided_by_name ?? (lang === 'zh-CN' ? '平台' : 'the platform');
  return requestError(
    'decided',
    lang,
    { kind: requestKindLabels[row.kind].en, no: row.request_no, status: requestStatusLabels[row.status].en, who },
    { status: row.status, decidedByName: row.decided_by_name, version: row.version },
    { kind: requestKindLabels[row.kind].zh, no: row.request_no, status: requestStatusLabels[row.status].zh, who },
  );
}

function staleError(row: RequestRowDb, lang: Language): ApiError {
  return requestError(
    'versionStale',
    lang,
    { kind: requestKindLabels[row.kind].en, no: row.request_no },
    { version: row.version },
    { kind: requestKindLabels[row.kind].zh, no: row.request_no },
  );
}

/** An edit or decision needs the request still requested and at the version read. */
function assertOpen(row: RequestRowDb, version: number, lang: Language): void {
  if (row.status !== 'requested') throw decidedError(row, lang);
  if (row.version !== version) throw staleError(row, lang);
}

/** Who decides: a user, or the platform (id and name null) once the decision deadline passed. */
export interface Decider {
  id: string | null;
  name: string | null;
  lang: Language;
  now: Date;
}

export type DecisionEffect = (tx: Db, row: RequestRowDb, decider: Decider) => Promise<void>;

/**
 * One decision inside the caller's transaction: lock, idempotent repeat, status, version, the
 * decision's effect on the order (which may refuse, before anything is written), then the
 * request's new status and version and the order's status log entry. The manual audits and the
 * platform's automatic decisions (server/jobs/order-decision-runner.ts) both come here, so a
 * decision has one path whoever makes it. Answers false when it was already applied (a repeat).
 */
export async function decideIn(
  tx: Db,
  tenantId: string,
  decider: Decider,
  kind: RequestKind,
  input: { id: string; version: number },
  flag: AuditFlag,
  effect: DecisionEffect,
  rejectReason = '',
): Promise<boolean> {
  const to = statusAfter[flag];
  const row = await loadRequest(tx, tenantId, kind, input.id, decider.lang, true);
  // the same decision again by the one who made it: already applied, nothing to do
  if (row.status === to && row.decided_by === decider.id && (decider.id !== null || row.decided_by_name === null)) return false;
  assertOpen(row, input.version, decider.lang);
  const before = await tx.one<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [row.order_id, tenantId]);
  await effect(tx, row, decider);
  await tx.query(
    `UPDATE order_requests SET status = $3, decided_by = $4, decided_by_name = $5, decided_at = $6, reject_reason = $7, version = version + 1, updated_at = $6
      WHERE id = $1 AND tenant_id = $2`,
    [row.id, tenantId, to, decider.id, decider.name, decider.now, rejectReason],
  );
  const after = await tx.one<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1 AND tenant_id = $2', [row.order_id, tenantId]);
  await logRequestStep(tx, tenantId, row, `${kind}${to[0].toUpperCase()}${to.slice(1)}`, before.status, after.status, decider, decisionNote(row, to, decider, rejectReason));
  return true;
}

/** A request's step in its order's status log (actor null: the platform). */
export async function logRequestStep(tx: Db, tenantId: string, row: RequestRowDb, action: string, from: OrderStatus, to: OrderStatus, decider: Decider, note: Bi): Promise<void> {
  await tx.query(
    `INSERT INTO order_status_logs (id, tenant_id, order_id, action, from_status, to_status, actor_name, at, note_en, note_zh)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [newId('ol'), tenantId, row.order_id, action, from, to, decider.name, decider.now, note.en, note.zh],
  );
}

function decisionNote(row: RequestRowDb, to: RequestStatus, decider: Decider, rejectReason: string): Bi {
  const kind = requestKindLabels[row.kind];
  const status = requestStatusLabels[to];
  const reason = rejectReason ? bi(`: ${rejectReason}`, `：${rejectReason}`) : bi('', '');
  const platform = decider.id === null ? bi(' by the platform (not decided within 48 h)', '（超过 48 小时未处理，由平台决定）') : bi('', '');
  return bi(`${kind.en} ${row.request_no}: ${status.en}${platform.en}${reason.en}`, `${kind.zh} ${row.request_no}：${status.zh}${platform.zh}${reason.zh}`);
}

const userDecider = (ctx: Ctx): Decider => ({ id: ctx.user.id, name: ctx.user.displayName, lang: ctx.user.lang, now: ctx.now });

/** A user's decision in its own transaction; answers the request after it. */
async function decide(
  ctx: Ctx,
  kind: RequestKind,
  input: { id: string; version: number },
  flag: AuditFlag,
  effect: DecisionEffect,
  rejectReason = '',
): Promise<RequestDetail> {
  const { db, user, now } = ctx;
  const tenantId = user.tenant.id;
  await db.transaction((tx) => decideIn(tx, tenantId, userDecider(ctx), kind, input, flag, effect, rejectReason));
  return requestDetail(db, tenantId, kind, input.id, user.lang, now);
}

/** What approving a cancel does: the order is cancelled (refused once anything shipped). Rejecting does nothing to the order. */
export function cancelDecisionEffect(flag: AuditFlag): DecisionEffect {
  return async (tx, row, decider) => {
    if (flag !== 'approve') return;
    const order = await loadOrder(tx, row.tenant_id, row.order_id, true);
    if (!order) throw notFound(decider.lang);
    await cancelOrder(tx, row.tenant_id, order, decider.now, decider.lang);
  };
}

/** A return edit (add sku, save return): still requested, at the version read; the version moves on. */
async function editReturn(ctx: Ctx, input: { id: string; version: number }, run: (tx: Db, row: RequestRowDb, shipped: Map<string, { sku: string; qty: number }>) => Promise<void>) {
  const { db, user, now } = ctx;
  const tenantId = user.tenant.id;
  await db.transaction(async (tx) => {
    const row = await loadRequest(tx, tenantId, 'return', input.id, user.lang, true);
    assertOpen(row, input.version, user.lang);
    const shipped = await tx.query<{ sku_id: string; sku: string; qty: number }>(
      `SELECT l.sku_id, k.sku, sum(l.shipped_qty)::int AS qty FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
        WHERE l.order_id = $1 AND l.tenant_id = $2 AND l.shipped_qty > 0 GROUP BY l.sku_id, k.sku`,
      [row.order_id, tenantId],
    );
    await run(tx, row, new Map(shipped.map((s) => [s.sku_id, { sku: s.sku, qty: s.qty }])));
    await tx.query('UPDATE order_requests SET version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2', [row.id, tenantId, now]);
  });
  return requestDetail(db, tenantId, 'return', input.id, user.lang, now);
}

async function skuCode(db: Db, tenantId: string, skuId: string): Promise<string> {
  const row = await db.maybe<{ sku: string }>('SELECT sku FROM skus WHERE id = $1 AND tenant_id = $2', [skuId, tenantId]);
  return row?.sku ?? skuId;
}

/** Checks one return line against what shipped of its sku. */
async function checkReturnLine(db: Db, tenantId: string, row: RequestRowDb, shipped: Map<string, { sku: string; qty: number }>, line: { skuId: string; qty: number }, lang: Language) {
  const s = shipped.get(line.skuId);
  const order = await db.one<{ supplier_order_id: string }>('SELECT supplier_order_id FROM orders WHERE id = $1 AND tenant_id = $2', [row.order_id, tenantId]);
  if (!s) throw requestError('returnSkuNotShipped', lang, { sku: await skuCode(db, tenantId, line.skuId), order: order.supplier_order_id }, { skuId: line.skuId });
  if (line.qty > s.qty) throw requestError('returnQty', lang, { sku: s.sku, max: s.qty }, { skuId: line.skuId, max: s.qty });
}

/** One request with its order, lines, return lines and refund amount. */
export async function requestDetail(db: Db, tenantId: string, kind: RequestKind, id: string, lang: Language, now: Date): Promise<RequestDetail> {
  const row = await loadRequest(db, tenantId, kind, id, lang);
  const order = await db.one<Record<string, unknown>>(
    `SELECT o.id, o.supplier_order_id, o.seller_order_id, c.name AS cart_name, o.status, o.currency, o.version
       FROM orders o JOIN carts c ON c.id = o.cart_id AND c.tenant_id = o.tenant_id WHERE o.id = $1 AND o.tenant_id = $2`,
    [row.order_id, tenantId],
  );
  const lines = await db.query<Record<string, unknown>>(
    `SELECT l.id, l.line_no, l.sku_id, k.sku, k.name AS sku_name, l.supply_type, l.qty, l.shipped_qty, l.cancelled_qty, l.unit_price
       FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [row.order_id, tenantId],
  );
  const returnLines =
    kind === 'return'
      ? await db.query<Record<string, unknown>>(
          `SELECT r.id, r.sku_id, k.sku, k.name AS sku_name, r.qty, r.restockable,
                  (SELECT COALESCE(sum(l.shipped_qty), 0)::int FROM order_lines l WHERE l.order_id = $3 AND l.tenant_id = r.tenant_id AND l.sku_id = r.sku_id) AS shipped_qty
             FROM order_return_lines r JOIN skus k ON k.id = r.sku_id AND k.tenant_id = r.tenant_id
            WHERE r.request_id = $1 AND r.tenant_id = $2 ORDER BY k.sku`,
          [row.id, tenantId, row.order_id],
        )
      : [];
  const orderLines = lines.map((l) => ({
    id: String(l.id),
    lineNo: Number(l.line_no),
    skuId: String(l.sku_id),
    sku: String(l.sku),
    skuName: String(l.sku_name),
    supplyType: l.supply_type as RequestDetail['order']['lines'][number]['supplyType'],
    qty: Number(l.qty),
    shippedQty: Number(l.shipped_qty),
    cancelledQty: Number(l.cancelled_qty),
    unitPrice: Number(l.unit_price),
  }));
  return {
    id: row.id,
    kind: row.kind,
    requestNo: row.request_no,
    status: row.status,
    reason: row.reason,
    requestedAt: iso(row.requested_at),
    decisionDeadline: iso(row.decision_deadline),
    overdue: isOverdue(row.status, iso(row.decision_deadline), now),
    decidedByName: row.decided_by_name,
    decidedAt: isoOrNull(row.decided_at),
    rejectReason: row.reject_reason,
    version: row.version,
    order: {
      id: String(order.id),
      supplierOrderId: String(order.supplier_order_id),
      sellerOrderId: String(order.seller_order_id),
      cartName: String(order.cart_name),
      status: order.status as OrderStatus,
      currency: String(order.currency),
      shippedQty: orderLines.reduce((sum, l) => sum + l.shippedQty, 0),
      version: Number(order.version),
      lines: orderLines,
    },
    returnLines: returnLines.map((r) => ({
      id: String(r.id),
      skuId: String(r.sku_id),
      sku: String(r.sku),
      skuName: String(r.sku_name),
      qty: Number(r.qty),
      restockable: Boolean(r.restockable),
      shippedQty: Number(r.shipped_qty),
    })),
    refund: kind === 'refund' && row.amount !== null && row.currency ? { amount: Number(row.amount), currency: row.currency } : null,
  };
}

const search = (kind: RequestKind) => async ({ db, user, body, now }: HandlerContext) => {
  const caller: OrderListCaller = { ...callerOf(user!), now };
  return (await getList(requestTables[kind].bizType, user!.lang).page(db, caller, body as never)) as never;
};

export const orderRequestHandlers: readonly HandlerEntry[] = [
  defineHandler(searchCancelRequests, search('cancel')),
  defineHandler(searchReturnRequests, search('return')),
  defineHandler(searchRefundRequests, search('refund')),

  defineHandler(getCancelInfo, ({ db, user, params, now }) => requestDetail(db, user.tenant.id, 'cancel', params.id, user.lang, now)),
  defineHandler(getReturnInfo, ({ db, user, params, now }) => requestDetail(db, user.tenant.id, 'return', params.returnId, user.lang, now)),
  defineHandler(getRefundInfo, ({ db, user, params, now }) => requestDetail(db, user.tenant.id, 'refund', params.refundId, user.lang, now)),

  defineHandler(auditCancel, (ctx) => decide(ctx, 'cancel', ctx.body, ctx.params.flag, cancelDecisionEffect(ctx.params.flag))),

  defineHandler(auditReturn, (ctx) =>
    decide(ctx, 'return', ctx.body, ctx.params.flag, async (tx, row) => {
      if (ctx.params.flag !== 'approve') return;
      const lines = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM order_return_lines WHERE request_id = $1', [row.id]);
      if (lines.n === 0) throw requestError('returnNoLines', ctx.user.lang, { no: row.request_no });
      const order = await loadOrder(tx, row.tenant_id, row.order_id, true);
      if (!order) throw notFound(ctx.user.lang);
      if (order.status !== 'delivered') {
        throw requestError(
          'returnNotDelivered',
          ctx.user.lang,
          { order: order.supplier_order_id, status: orderStatusLabel(order.status, 'en') },
          { orderId: order.id, status: order.status },
          { order: order.supplier_order_id, status: orderStatusLabel(order.status, 'zh-CN') },
        );
      }
      await tx.query(`UPDATE orders SET status = 'returning', version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2`, [order.id, row.tenant_id, ctx.now]);
    }),
  ),

  defineHandler(auditRefund, (ctx) => {
    const reason = ctx.query.reason?.trim() ?? '';
    if (ctx.params.flag === 'reject' && !reason) throw requestError('reasonRequired', ctx.user.lang);
    return decide(ctx, 'refund', ctx.body, ctx.params.flag, async () => {}, ctx.params.flag === 'reject' ? reason : '');
  }),

  defineHandler(addReturnSku, (ctx) =>
    editReturn(ctx, ctx.body, async (tx, row, shipped) => {
      const { skuId, qty, restockable } = ctx.body;
      const present = await tx.maybe('SELECT 1 FROM order_return_lines WHERE request_id = $1 AND sku_id = $2', [row.id, skuId]);
      if (present) throw requestError('returnSkuPresent', ctx.user.lang, { sku: await skuCode(tx, row.tenant_id, skuId), no: row.request_no }, { skuId });
      await checkReturnLine(tx, row.tenant_id, row, shipped, { skuId, qty }, ctx.user.lang);
      await tx.query('INSERT INTO order_return_lines (id, tenant_id, request_id, sku_id, qty, restockable) VALUES ($1, $2, $3, $4, $5, $6)', [
        newId('rl'),
        row.tenant_id,
        row.id,
        skuId,
        qty,
        restockable,
      ]);
    }),
  ),

  defineHandler(saveReturn, (ctx) =>
    editReturn(ctx, ctx.body, async (tx, row, shipped) => {
      for (const line of ctx.body.lines) await checkReturnLine(tx, row.tenant_id, row, shipped, line, ctx.user.lang);
      await tx.query('DELETE FROM order_return_lines WHERE request_id = $1 AND tenant_id = $2 AND NOT (sku_id = ANY($3::text[]))', [
        row.id,
        row.tenant_id,
        ctx.body.lines.map((l) => l.skuId),
      ]);
      for (const line of ctx.body.lines) {
        await tx.query(
          `INSERT INTO order_return_lines (id, tenant_id, request_id, sku_id, qty, restockable) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (request_id, sku_id) DO UPDATE SET qty = EXCLUDED.qty, restockable = EXCLUDED.restockable`,
          [newId('rl'), row.tenant_id, row.id, line.skuId, line.qty, line.restockable],
        );
      }
    }),
  ),

  defineHandler(batchCancelOrders, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const results: BatchCancelResult[] = [];
    // one transaction per order: each result stands on its own
    for (const orderId of body.ids) {
      try {
        await db.transaction(async (tx) => {
          const order = await loadOrder(tx, tenantId, orderId, true, true);
          if (!order) throw notFound(user.lang);
          await cancelOrder(tx, tenantId, order, now, user.lang);
          // an open cancel request of the order is answered by the cancellation
          await tx.query(
            `UPDATE order_requests SET status = 'approved', decided_by = $3, decided_by_name = $4, decided_at = $5, version = version + 1, updated_at = $5
              WHERE order_id = $1 AND tenant_id = $2 AND kind = 'cancel' AND status = 'requested'`,
            [order.id, tenantId, user.id, user.displayName, now],
          );
        });
        results.push({ orderId, outcome: 'cancelled', code: null, message: null });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ orderId, outcome: 'refused', code: error.code, message: error.code === ErrorCode.notFound ? msg(ErrorCode.notFound, user.lang) : error.message });
      }
    }
    return { results };
  }),
];
