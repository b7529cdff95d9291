// The receipt calls beside the records' `act` (src/contract/receipt/dock.ts), each in one
// transaction with the row locked and the version read; a double submit answers the record as it is.
//   confirm order   the dock accepts a shipped inbound (dock-steps.ts acceptAtDock).
//   reject order    the dock turns a shipped, not yet accepted inbound away with its reason.
//   warehouse receipt  the count of an inbound the dock accepted (steps.ts receiveInbound: the
//                   receipt, the stock, the request's status; closed at once with no difference).
//   outbound-all    ship all on the request found by its number (requests.ts makeInbounds).
//   delivery type   the types offered; set one on an open or acknowledged request.
// The first three are the platform's: the reference server's job plays them (receiving.ts) and the
// portal never offers them; the access model has no platform operator (spec section 6 names three
// permission keys, none of them the platform's), so they answer to the receipt group's manage access
// like every other changing receipt call, and their history rows name "Platform" as the actor.
import type { Language } from '../../src/contract';
import { confirmInboundOrder, createWarehouseReceipt, deliveryTypeLabels, deliveryTypes, getDeliveryTypes, outboundAll, rejectInboundOrder, setDeliveryType, type InboundStatus, type RequestStatus } from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { acceptAtDock, rejectAtDock } from './dock-steps';
import { inboundInfo } from './inbounds';
import { receiptRefusals } from './messages';
import { platformHistory } from './receipt-steps';
import { history, makeInbounds, requestInfo } from './requests';
import { receiveInbound } from './steps';

interface LockedInbound {
  id: string;
  tenant_id: string;
  request_id: string;
  tracking_no: string;
  status: InboundStatus;
  version: number;
  dock_accepted_at: Date | null;
}

async function lockInbound(tx: Db, tenantId: string, id: string, lang: Language): Promise<LockedInbound> {
  const row = await tx.maybe<LockedInbound>('SELECT id, tenant_id, request_id, tracking_no, status, version, dock_accepted_at FROM receipt_inbounds WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, tenantId]);
  if (!row) throw notFound(lang);
  return row;
}

/** A dock decision is taken on a shipped inbound the dock has not accepted yet, with the version read. */
function checkDockable(row: LockedInbound, version: number, lang: Language): void {
  if (row.status !== 'shipped' || row.dock_accepted_at) throw receiptRefusals.inboundState(lang, row.status);
  if (row.version !== version) throw receiptRefusals.inboundStale(lang);
}

export const dockHandlers: readonly HandlerEntry[] = [
  defineHandler(confirmInboundOrder, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockInbound(tx, tenantId, body.id, user.lang);
      if (row.status === 'shipped' && row.dock_accepted_at && row.version === body.version + 1) return;
      checkDockable(row, body.version, user.lang);
      await acceptAtDock(tx, row, now);
    });
    return inboundInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(rejectInboundOrder, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockInbound(tx, tenantId, body.id, user.lang);
      if (row.status === 'rejectedAtDock' && row.version === body.version + 1) return;
      checkDockable(row, body.version, user.lang);
      await rejectAtDock(tx, row, body.reason, now);
    });
    return inboundInfo(db, tenantId, body.id, user.lang);
  }),

  defineHandler(createWarehouseReceipt, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockInbound(tx, tenantId, body.inboundId, user.lang);
      // counted already by this call (closed too, when nothing differed): answered as it is
      if ((row.status === 'received' || row.status === 'closed') && row.version > body.version) return;
      if (row.status !== 'shipped') throw receiptRefusals.inboundState(user.lang, row.status);
      if (row.version !== body.version) throw receiptRefusals.inboundStale(user.lang);
      if (!row.dock_accepted_at) throw receiptRefusals.dockNotAccepted(user.lang);
      await platformHistory(tx, tenantId, 'receipt.inbound', row.id, 'receive', 'shipped', 'received', '', now);
      await receiveInbound(tx, row, now);
    });
    return inboundInfo(db, tenantId, body.inboundId, user.lang);
  }),

  defineHandler(outboundAll, async ({ db, user, params, body, now }) => {
    const tenantId = user.tenant.id;
    const id = await db.transaction(async (tx) => {
      const row = await tx.maybe<{ id: string; status: RequestStatus; version: number }>('SELECT id, status, version FROM receipt_requests WHERE request_no = $1 AND tenant_id = $2 FOR UPDATE', [params.requestNo, tenantId]);
      if (!row) throw notFound(user.lang);
      await makeInbounds(tx, user, { id: row.id, version: body.version }, 'outboundAll', row, now);
      return row.id;
    });
    return requestInfo(db, tenantId, id, user.lang);
  }),

  // the same words as the record's deliveryTypeChoices
  defineHandler(getDeliveryTypes, async ({ user }) => deliveryTypes.map((value) => ({ value, label: deliveryTypeLabels.text(value, user.lang) }))),

  defineHandler(setDeliveryType, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await tx.maybe<{ status: RequestStatus; version: number; delivery_type: string }>('SELECT status, version, delivery_type FROM receipt_requests WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.id, tenantId]);
      if (!row) throw notFound(user.lang);
      if (row.delivery_type === body.deliveryType && row.version === body.version + 1) return;
      if (row.status !== 'open' && row.status !== 'acknowledged') throw receiptRefusals.deliveryTypeState(user.lang, row.status);
      if (row.version !== body.version) throw receiptRefusals.requestStale(user.lang);
      await tx.query('UPDATE receipt_requests SET delivery_type = $3, version = version + 1, updated_at = $4 WHERE id = $1 AND tenant_id = $2', [body.id, tenantId, body.deliveryType, now]);
      await history(tx, tenantId, body.id, 'deliveryType', row.status, row.status, body.deliveryType, { id: user.id, name: user.displayName }, now);
    });
    return requestInfo(db, tenantId, body.id, user.lang);
  }),
];
