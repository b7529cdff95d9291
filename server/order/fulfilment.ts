// Order fulfilment handlers (src/contract/order/fulfilment.ts; docs/domain/orders.md, "The
// order"). Every changing call runs in one transaction: it locks the order row, checks the
// version the caller read (ORDER_VERSION_STALE) and that the status allows the action
// (ORDER_TRANSITION_REFUSED), changes the order, its lines and shipments, bumps the version and
// logs the step. Shipping and cancelling move inventory stock in the same transaction
// (order-stock.ts). A refused call changes nothing.
import {
  acknowledgeOrders,
  carrierCodes,
  editOrderLogistics,
  getOrderStatusLogs,
  listCarrierCodes,
  orderMayDo,
  partCancelOrder,
  partShipOrder,
  type AcknowledgeResult,
  type Language,
  type OrderAction,
  type OrderStatus,
  type OrderStatusLog,
} from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerContext, type HandlerEntry } from '../back/handler';
import { recordShipmentSales } from '../finance';
import { iso, newId } from '../inventory';
import { notFound } from '../inventory';
import { orderDetail } from './detail';
import { lineQtyExceeded, logNotes, transitionRefused, versionStale, type QtyProblem } from './messages';
import { releaseStock, shipStock } from './stock';
import type { Actor } from './actor';
import { textOf, type Bi } from '../separate';

export interface OrderLock {
  id: string;
  supplier_order_id: string;
  status: OrderStatus;
  version: number;
  carrier_code: string;
  tracking_no: string;
}

export interface Step {
  to: OrderStatus;
  note: Bi;
  /** Extra assignments of the order row (column = value), set with the status. */
  set?: Record<string, string | Date>;
}

export type { Actor } from './actor';

export async function lockOrder(tx: Db, tenantId: string, id: string, lang: Language): Promise<OrderLock> {
  const row = await tx.maybe<OrderLock>(
    'SELECT id, supplier_order_id, status, version, carrier_code, tracking_no FROM orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [id, tenantId],
  );
  if (!row) throw notFound(lang);
  return row;
}

/** One checked, logged step of one order, inside the caller's transaction. */
async function step(tx: Db, actor: Actor, id: string, version: number, action: OrderAction, run: (row: OrderLock) => Promise<Step>): Promise<void> {
  const row = await lockOrder(tx, actor.tenantId, id, actor.lang);
  if (row.version !== version) throw versionStale(actor.lang, row.supplier_order_id);
  if (!orderMayDo(row.status, action)) throw transitionRefused(actor.lang, row.supplier_order_id, row.status, action);
  await saveStep(tx, actor, row, action, await run(row));
}

/** Writes a step's outcome: the status (and other columns), a new version, the log entry. */
export async function saveStep(tx: Db, actor: Actor, row: OrderLock, action: OrderAction, done: Step): Promise<void> {
  const extra = Object.entries(done.set ?? {});
  await tx.query(
    `UPDATE orders SET status = $3, version = version + 1, updated_at = $4${extra.map(([column], i) => `, ${column} = $${i + 5}`).join('')}
      WHERE id = $1 AND tenant_id = $2`,
    [row.id, actor.tenantId, done.to, actor.now, ...extra.map(([, value]) => value)],
  );
  await tx.query(
    `INSERT INTO order_status_logs (id, tenant_id, order_id, action, from_status, to_status, actor_name, at, note_en, note_zh)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [newId('ol'), actor.tenantId, row.id, action, row.status, done.to, actor.name, actor.now, done.note.en, done.note.zh],
  );
}

/**
 * One shipment of a locked order that may ship: checks the quantities against what is left and
 * the warehouse's stock, lowers the stock, writes the shipment and its lines, raises the lines'
 * shipped quantities, and says where the order goes (partShipped, or shipped when nothing is
 * left). Shared by part ship and the upload.
 */
export async function ship(tx: Db, actor: Actor, row: OrderLock, carrierCode: string, trackingNo: string, asked: readonly LineQty[]): Promise<Step> {
  const lines = await takeLines(tx, actor.tenantId, row.id, asked, actor.lang);
  await shipStock(tx, actor, row, asked);
  const next = await tx.one<{ n: number; shipped_at: Date | null }>(
    'SELECT COALESCE(max(s.shipment_no), 0) + 1 AS n, (SELECT shipped_at FROM orders WHERE id = $1) AS shipped_at FROM order_shipments s WHERE s.order_id = $1',
    [row.id],
  );
  const shipmentId = newId('os');
  await tx.query(
    `INSERT INTO order_shipments (id, tenant_id, order_id, shipment_no, carrier_code, tracking_no, shipped_at, shipped_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [shipmentId, actor.tenantId, row.id, next.n, carrierCode, trackingNo, actor.now, actor.name],
  );
  for (const l of asked) {
    await tx.query('INSERT INTO order_shipment_lines (shipment_id, line_id, tenant_id, qty) VALUES ($1, $2, $3, $4)', [shipmentId, l.lineId, actor.tenantId, l.qty]);
    await tx.query('UPDATE order_lines SET shipped_qty = shipped_qty + $2 WHERE id = $1', [l.lineId, l.qty]);
  }
  // the shipment's sale transactions commit with it (docs/domain/finance.md)
  await recordShipmentSales(tx, actor.tenantId, shipmentId, actor.now);
  return {
    to: leftAfter(lines, asked) === 0 ? 'shipped' : 'partShipped',
    note: logNotes.ship(next.n, carrierCode, trackingNo, sumQty(asked)),
    set: { carrier_code: carrierCode, tracking_no: trackingNo, shipped_at: next.shipped_at ?? actor.now },
  };
}

type LineQty = { lineId: string; qty: number };

interface LineState {
  id: string;
  line_no: number;
  sku: string;
  qty: number;
  shipped_qty: number;
  cancelled_qty: number;
}

/** The order's lines, checked against the quantities asked (each must be a line of the order, at most what is left). */
export async function takeLines(tx: Db, tenantId: string, orderId: string, asked: readonly { lineId: string; qty: number }[], lang: Language): Promise<LineState[]> {
  const lines = await tx.query<LineState>(
    `SELECT l.id, l.line_no, k.sku, l.qty, l.shipped_qty, l.cancelled_qty FROM order_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.order_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [orderId, tenantId],
  );
  const problems: QtyProblem[] = [];
  for (const a of asked) {
    const line = lines.find((l) => l.id === a.lineId);
    if (!line) throw notFound(lang);
    const left = line.qty - line.shipped_qty - line.cancelled_qty;
    if (a.qty > left) problems.push({ lineNo: line.line_no, sku: line.sku, asked: a.qty, left });
  }
  if (problems.length) throw lineQtyExceeded(lang, problems);
  return lines;
}

/** What is left to ship on every line once `asked` is taken. */
function leftAfter(lines: readonly LineState[], asked: readonly { lineId: string; qty: number }[]): number {
  const taken = new Map(asked.map((a) => [a.lineId, a.qty]));
  return lines.reduce((sum, l) => sum + l.qty - l.shipped_qty - l.cancelled_qty - (taken.get(l.id) ?? 0), 0);
}

const sumQty = (lines: readonly { qty: number }[]) => lines.reduce((s, l) => s + l.qty, 0);

export function actorOf(ctx: HandlerContext): Actor {
  return { tenantId: ctx.user.tenant.id, name: ctx.user.displayName, lang: ctx.user.lang, now: ctx.now };
}

const detailOf = (ctx: HandlerContext, id: string) => orderDetail(ctx.db, { ...callerOf(ctx.user), now: ctx.now }, id, ctx.user.lang);

export const orderFulfilmentHandlers: readonly HandlerEntry[] = [
  defineHandler(acknowledgeOrders, async (ctx) => {
    const actor = actorOf(ctx);
    const ids = [...new Set(ctx.body.orders.map((o) => o.id))];
    // an order that is not the tenant's refuses the whole call (nothing acknowledged)
    const mine = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND id = ANY($2::text[])', [actor.tenantId, ids]);
    if (mine.n !== ids.length) throw notFound(actor.lang);
    const results: AcknowledgeResult[] = [];
    // each order on its own: one refused order does not hold back the others
    for (const o of ctx.body.orders) {
      try {
        await ctx.db.transaction((tx) =>
          step(tx, actor, o.id, o.version, 'acknowledge', async () => ({ to: 'awaitingShipment', note: logNotes.acknowledge(), set: { acknowledged_at: actor.now } })),
        );
        results.push({ id: o.id, ok: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id: o.id, ok: false, code: error.code, message: error.message });
      }
    }
    return { results };
  }),

  defineHandler(partShipOrder, async (ctx) => {
    const { body } = ctx;
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) =>
      step(tx, actor, body.id, body.version, 'ship', (row) => ship(tx, actor, row, body.carrierCode, body.trackingNo, body.lines)),
    );
    return detailOf(ctx, body.id);
  }),

  defineHandler(partCancelOrder, async (ctx) => {
    const { body } = ctx;
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) =>
      step(tx, actor, body.id, body.version, 'partCancel', async (row) => {
        const lines = await takeLines(tx, actor.tenantId, row.id, body.lines, actor.lang);
        await releaseStock(tx, actor.tenantId, row.id, body.lines, actor.now);
        for (const l of body.lines) await tx.query('UPDATE order_lines SET cancelled_qty = cancelled_qty + $2 WHERE id = $1', [l.lineId, l.qty]);
        const anyShipped = lines.some((l) => l.shipped_qty > 0);
        const to: OrderStatus = leftAfter(lines, body.lines) > 0 ? row.status : anyShipped ? 'shipped' : 'cancelled';
        return { to, note: logNotes.partCancel(sumQty(body.lines), body.reason) };
      }),
    );
    return detailOf(ctx, body.id);
  }),

  defineHandler(editOrderLogistics, async (ctx) => {
    const { body, params } = ctx;
    const actor = actorOf(ctx);
    await ctx.db.transaction((tx) =>
      step(tx, actor, params.id, body.version, 'editLogistics', async (row) => {
        await tx.query(
          `UPDATE order_shipments SET carrier_code = $2, tracking_no = $3
            WHERE id = (SELECT id FROM order_shipments WHERE order_id = $1 ORDER BY shipment_no DESC LIMIT 1)`,
          [row.id, body.carrierCode, body.trackingNo],
        );
        const from = `${row.carrier_code || '-'} ${row.tracking_no || '-'}`;
        return {
          to: row.status,
          note: logNotes.editLogistics(from, `${body.carrierCode} ${body.trackingNo}`),
          set: { carrier_code: body.carrierCode, tracking_no: body.trackingNo },
        };
      }),
    );
    return detailOf(ctx, params.id);
  }),

  defineHandler(listCarrierCodes, async () => carrierCodes.map((code) => ({ code, name: carrierNames[code] }))),

  defineHandler(getOrderStatusLogs, async ({ db, user, body }) => {
    const exists = await db.maybe('SELECT 1 FROM orders WHERE id = $1 AND tenant_id = $2', [body.id, user.tenant.id]);
    if (!exists) throw notFound(user.lang);
    const rows = await db.query<{ id: string; action: string; from_status: OrderStatus | null; to_status: OrderStatus; actor_name: string | null; at: Date; note_en: string; note_zh: string }>(
      'SELECT id, action, from_status, to_status, actor_name, at, note_en, note_zh FROM order_status_logs WHERE order_id = $1 AND tenant_id = $2 ORDER BY at, seq',
      [body.id, user.tenant.id],
    );
    return rows.map(
      (r): OrderStatusLog => ({ id: r.id, action: r.action, from: r.from_status, to: r.to_status, actor: r.actor_name, at: iso(r.at), note: textOf({ en: r.note_en, zh: r.note_zh }, user.lang) }),
    );
  }),
];

const carrierNames: Record<(typeof carrierCodes)[number], string> = {
  UPS: 'UPS',
  FEDEX: 'FedEx',
  DHL: 'DHL Express',
  USPS: 'USPS',
  DPD: 'DPD',
  ROYALMAIL: 'Royal Mail',
  SF: 'SF Express',
  YUNEXPRESS: 'YunExpress',
  CAINIAO: 'Cainiao',
  '4PX': '4PX',
};
