// The receipt request handlers (src/contract/receipt/request.ts): the list, one request, the
// reservation and the record's actions, each change in one transaction with the version read.
//   reserve        open -> acknowledged (the record-with-actions kit's row lock, state and version
//                  checks and history row), then each line's sent, backordered and refused parts;
//                  every line of the request exactly once, each as reserveProblem() allows.
//   createInbound  a draft inbound (steps.ts) while the request is past its answer and not closed;
//                  the request's version moves on; repeated with the version read, it answers the
//                  request as it is (one inbound per click).
//   applyDelay     acknowledged, in transit or part received -> delayRequested: deliver-by + 7 days
//                  asked with a reason; the platform's job answers (receiving.ts).
//   outboundAll    (dock.ts, `outbound-all`) the same rules as createInbound, every open quantity.
//   cancel         open, acknowledged or delay requested -> cancelled with a reason, refused once an
//                  inbound shipped; its draft and confirmed inbounds are cancelled (locks released).
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import { actOnRequest, DELAY_DAYS, deliveryTypeLabels, deliveryTypes, getRequest, reserveProblem, reserveRequest, searchRequests, type RequestAction, type RequestInfo, type RequestStatus } from '../../src/contract/receipt';
import type { Db, SqlParam } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { receiptRefusals } from './messages';
import { createAllInbounds, createInbound, INBOUND_REQUEST_STATES, toShipOf } from './steps';
import { releaseInboundStock } from './stock';
import { requestListDefinition } from './list-requests';
import { withClock } from './due-soon';

type KitAction = 'reserve' | 'applyDelay' | 'cancel';

const requests: RecordTable<KitAction, RequestStatus> = {
  kind: 'receipt.request',
  table: 'receipt_requests',
  transitions: {
    reserve: { from: ['open'], to: 'acknowledged' },
    applyDelay: { from: ['acknowledged', 'inTransit', 'partReceived'], to: 'delayRequested' },
    cancel: { from: ['open', 'acknowledged', 'delayRequested'], to: 'cancelled' },
  },
  notFound,
  decided: (lang, row) => receiptRefusals.requestState(lang, row.status),
  stale: (lang) => receiptRefusals.requestStale(lang),
};

export async function requestInfo(db: Db, tenantId: string, id: string, lang: Language): Promise<RequestInfo> {
  const r = await db.maybe<Record<string, unknown>>(
    `SELECT r.*, w.name AS warehouse, w.code AS warehouse_code FROM receipt_requests r JOIN warehouses w ON w.id = r.warehouse_id AND w.tenant_id = r.tenant_id
      WHERE r.id = $1 AND r.tenant_id = $2`,
    [id, tenantId],
  );
  if (!r) throw notFound(lang);
  const lines = await db.query<Record<string, unknown>>(
    `SELECT rl.id, rl.sku_id, k.sku, k.name, rl.requested_qty, rl.reserved_qty, rl.backorder_qty, rl.refuse_reason,
            coalesce(sum(il.qty) FILTER (WHERE i.status <> 'cancelled'), 0)::int AS on_inbounds,
            coalesce(sum(il.qty) FILTER (WHERE i.status IN ('shipped', 'rejectedAtDock', 'received', 'closed')), 0)::int AS shipped,
            coalesce(sum(il.received_good + il.received_damaged) FILTER (WHERE i.status IN ('received', 'closed')), 0)::int AS received
       FROM receipt_request_lines rl JOIN skus k ON k.id = rl.sku_id AND k.tenant_id = rl.tenant_id
       LEFT JOIN receipt_inbound_lines il ON il.request_line_id = rl.id
       LEFT JOIN receipt_inbounds i ON i.id = il.inbound_id
      WHERE rl.request_id = $1 AND rl.tenant_id = $2
      GROUP BY rl.id, k.sku, k.name ORDER BY rl.line_no`,
    [id, tenantId],
  );
  const inbounds = await db.query<Record<string, unknown>>(
    `SELECT i.id, i.inbound_no, i.status, w.name AS from_warehouse, i.created_at FROM receipt_inbounds i JOIN warehouses w ON w.id = i.from_warehouse_id AND w.tenant_id = i.tenant_id
      WHERE i.request_id = $1 AND i.tenant_id = $2 ORDER BY i.created_at, i.id`,
    [id, tenantId],
  );
  const status = r.status as RequestStatus;
  const toShip = ['acknowledged', 'delayRequested', 'inTransit', 'partReceived'].includes(status) ? (await toShipOf(db, tenantId, id)).length : 0;
  return {
    id: String(r.id),
    requestNo: String(r.request_no),
    status,
    warehouse: String(r.warehouse),
    warehouseCode: String(r.warehouse_code),
    deliveryType: r.delivery_type as RequestInfo['deliveryType'],
    ackOpensAt: iso(r.ack_opens_at),
    ackClosesAt: iso(r.ack_closes_at),
    deliverBy: iso(r.deliver_by),
    delayTo: isoOrNull(r.delay_to),
    delayReason: String(r.delay_reason),
    delayDecision: (r.delay_decision as RequestInfo['delayDecision']) ?? null,
    delays: Number(r.delays),
    cancelReason: String(r.cancel_reason),
    createdAt: iso(r.created_at),
    lines: lines.map((l) => {
      const requested = Number(l.requested_qty);
      const reserved = Number(l.reserved_qty);
      const backordered = Number(l.backorder_qty);
      const refused = l.refuse_reason ? requested - reserved - backordered : 0;
      const shipped = Number(l.shipped);
      return {
        id: String(l.id),
        skuId: String(l.sku_id),
        sku: String(l.sku),
        skuName: String(l.name),
        requested,
        reserved,
        backordered,
        refused,
        refuseReason: (l.refuse_reason as RequestInfo['lines'][number]['refuseReason']) ?? null,
        onInbounds: Number(l.on_inbounds),
        shipped,
        received: Number(l.received),
        open: status === 'cancelled' ? 0 : Math.max(requested - refused - shipped, 0),
      };
    }),
    inbounds: inbounds.map((i) => ({ id: String(i.id), inboundNo: String(i.inbound_no), status: i.status as RequestInfo['inbounds'][number]['status'], fromWarehouse: String(i.from_warehouse), createdAt: iso(i.created_at) })),
    toShip,
    deliveryTypeChoices: status === 'open' || status === 'acknowledged' ? deliveryTypes.map((value) => ({ value, label: deliveryTypeLabels.text(value, lang) })) : [],
    version: Number(r.version),
  };
}

async function lastAction(tx: Db, id: string): Promise<string | null> {
  const row = await tx.maybe<{ action: string }>(`SELECT action FROM record_history WHERE record_kind = 'receipt.request' AND record_id = $1 ORDER BY at DESC, seq DESC LIMIT 1`, [id]);
  return row?.action ?? null;
}

export async function history(tx: Db, tenantId: string, id: string, action: string, from: string, to: string, note: string, by: { id: string; name: string }, now: Date) {
  await tx.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
     VALUES ($1, $2, 'receipt.request', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [`rh_${randomBytes(6).toString('hex')}`, tenantId, id, action, from, to, note, by.id, by.name, now],
  );
}

export interface Who {
  id: string;
  lang: Language;
  displayName: string;
  tenant: { id: string };
}

/**
 * Create inbound (the record's action: what is reserved, from one warehouse) or ship all
 * (`outbound-all`: every open quantity, each line from its best warehouse) on the request the caller
 * locked: past its answer and not closed, the version read; the version moves on and a history row
 * names the step, so the same call repeated with the version read answers the request as it is.
 */
export async function makeInbounds(tx: Db, user: Who, body: { id: string; version: number }, step: 'createInbound' | 'outboundAll', row: { status: RequestStatus; version: number }, now: Date): Promise<void> {
  const tenantId = user.tenant.id;
  if (row.version === body.version + 1 && (await lastAction(tx, body.id)) === step) return;
  if (!INBOUND_REQUEST_STATES.includes(row.status)) throw receiptRefusals.requestState(user.lang, row.status);
  if (row.version !== body.version) throw receiptRefusals.requestStale(user.lang);
  if (step === 'createInbound') await createInbound(tx, tenantId, body.id, user.lang, now);
  else await createAllInbounds(tx, tenantId, body.id, user.lang, now);
  await tx.query('UPDATE receipt_requests SET version = version + 1, updated_at = $3 WHERE id = $1 AND tenant_id = $2', [body.id, tenantId, now]);
  await history(tx, tenantId, body.id, step, row.status, row.status, '', { id: user.id, name: user.displayName }, now);
}

async function act(db: Db, user: Who, body: { id: string; version: number; action: RequestAction; note: string }, now: Date): Promise<void> {
  const tenantId = user.tenant.id;
  const by = { id: user.id, name: user.displayName };
  await db.transaction(async (tx) => {
    const row = await tx.maybe<{ status: RequestStatus; version: number; deliver_by: Date }>('SELECT status, version, deliver_by FROM receipt_requests WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.id, tenantId]);
    if (!row) throw notFound(user.lang);
    if (body.action === 'createInbound') return makeInbounds(tx, user, { id: body.id, version: body.version }, 'createInbound', row, now);
    if (body.action === 'cancel' && row.status !== 'cancelled') {
      const shipped = await tx.maybe(`SELECT 1 FROM receipt_inbounds WHERE request_id = $1 AND status IN ('shipped', 'rejectedAtDock', 'received', 'closed') LIMIT 1`, [body.id]);
      if (shipped) throw receiptRefusals.shipped(user.lang);
    }
    const deliverBy = new Date(new Date(row.deliver_by).getTime() + DELAY_DAYS * 86_400_000);
    const set: Record<string, SqlParam> =
      body.action === 'cancel'
        ? { cancel_reason: body.note, updated_at: now }
        : { delay_to: deliverBy, delay_reason: body.note, delay_due_at: new Date(now.getTime() + reviewSeconds() * 1000), delay_decision: null, updated_at: now };
    const { applied } = await applyRecordAction(tx, requests, {
      tenantId,
      lang: user.lang,
      by,
      key: body.id,
      action: body.action,
      version: body.version,
      note: body.note,
      now,
      set,
      repeated: (r) => r.status === requests.transitions[body.action as KitAction].to && r.version === body.version + 1,
    });
    if (applied && body.action === 'cancel') {
      const open = await tx.query<{ id: string; inbound_no: string; from_warehouse_id: string; status: string }>(
        `SELECT id, inbound_no, from_warehouse_id, status FROM receipt_inbounds WHERE request_id = $1 AND tenant_id = $2 AND status IN ('draft', 'confirmed') ORDER BY id FOR UPDATE`,
        [body.id, tenantId],
      );
      for (const i of open) {
        if (i.status === 'confirmed') await releaseInboundStock(tx, tenantId, i, now);
        await tx.query(`UPDATE receipt_inbounds SET status = 'cancelled', cancel_reason = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2`, [i.id, tenantId, body.note, now]);
      }
    }
  });
}

/** RECEIPT_REVIEW_SECONDS (default 30): how long the platform takes to count a shipped inbound or answer a delay. */
export function reviewSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RECEIPT_REVIEW_SECONDS);
  return Number.isFinite(value) && value >= 0 && env.RECEIPT_REVIEW_SECONDS !== undefined && env.RECEIPT_REVIEW_SECONDS !== '' ? value : 30;
}

export const requestHandlers: readonly HandlerEntry[] = [
  defineHandler(searchRequests, async ({ db, user, body, now }) => (await requestListDefinition.page(db, withClock(callerOf(user), now), body)) as never),

  defineHandler(getRequest, ({ db, user, params }) => requestInfo(db, user.tenant.id, params.id, user.lang)),

  defineHandler(reserveRequest, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const lines = await tx.query<{ id: string; line_no: number; requested_qty: number }>('SELECT id, line_no, requested_qty FROM receipt_request_lines WHERE request_id = $1 AND tenant_id = $2 ORDER BY line_no', [body.id, tenantId]);
      const { applied } = await applyRecordAction(tx, requests, {
        tenantId,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'reserve',
        version: body.version,
        now,
        set: { updated_at: now },
        repeated: (r) => r.status === 'acknowledged' && r.version === body.version + 1,
      });
      if (!applied) return;
      const given = new Map(body.lines.map((l) => [l.lineId, l]));
      // every line of the request exactly once: the first line left out (or the first, for a repeat or a stranger) is named
      const missing = lines.find((l) => !given.has(l.id)) ?? lines[0];
      if (given.size !== body.lines.length || given.size !== lines.length) throw receiptRefusals.reserveInvalid(user.lang, missing?.line_no ?? 1);
      for (const l of lines) {
        const g = given.get(l.id);
        if (!g || reserveProblem(l.requested_qty, g)) throw receiptRefusals.reserveInvalid(user.lang, l.line_no);
        await tx.query('UPDATE receipt_request_lines SET reserved_qty = $2, backorder_qty = $3, refuse_reason = $4 WHERE id = $1', [l.id, g.reserved, g.backordered, g.refuseReason]);
      }
    });
    return requestInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(actOnRequest, async ({ db, user, body, now }) => {
    await act(db, user, body, now);
    return requestInfo(db, user.tenant.id, body.id, user.lang);
  }),
];
