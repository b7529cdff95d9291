// Platform order handlers (src/contract/order/platform-orders.ts): the list, one order with its lines,
// and the supplier's decision. A decision runs in one transaction: the order row is locked, its
// version and status checked, the lines checked (confirmProblems: every line once, none over what
// was ordered, something confirmed), then the lines and the order are written and the version
// bumped. A refusal throws before anything is written. Repeating the decision that just succeeded
// (the version it read, the same user and values) answers the order as it is, so a retried request
// never decides twice.
import {
  confirmedStatus,
  confirmPlatformOrder,
  confirmProblems,
  getPlatformOrder,
  platformOrderTable,
  PlatformOrderErrorCode,
  rejectPlatformOrder,
  searchPlatformOrders,
  type Language,
  type PlatformOrderDetail,
  type PlatformOrderLine,
  type PlatformOrderStatus,
} from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf, getList } from '../lists/registry';
import { platformOrderList } from './list-platform-orders';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';

type User = { id: string; lang: Language; displayName: string; tenant: { id: string } };

async function linesOf(db: Db, tenantId: string, id: string): Promise<PlatformOrderLine[]> {
  const rows = await db.query<{ id: string; line_no: number; sku_id: string; sku: string; name: string; ordered_qty: number; confirmed_qty: number | null; received_qty: number; unit_cost: string }>(
    `SELECT l.id, l.line_no, l.sku_id, s.sku, s.name, l.ordered_qty, l.confirmed_qty, l.received_qty, l.unit_cost
       FROM platform_order_lines l JOIN skus s ON s.id = l.sku_id AND s.tenant_id = l.tenant_id
      WHERE l.po_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [id, tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    lineNo: Number(r.line_no),
    skuId: r.sku_id,
    sku: r.sku,
    skuName: r.name,
    orderedQty: Number(r.ordered_qty),
    confirmedQty: r.confirmed_qty === null ? null : Number(r.confirmed_qty),
    receivedQty: Number(r.received_qty),
    unitCost: Number(r.unit_cost),
  }));
}

/** One platform order of the user's tenant with its lines (not found for any other). */
export async function platformOrderDetail(db: Db, user: User, id: string): Promise<PlatformOrderDetail> {
  const head = await db.maybe<{ po_no: string; address: string; remark: string }>(
    `SELECT p.po_no, concat_ws(', ', nullif(w.address_line1, ''), nullif(w.city, ''), nullif(w.state_or_province, ''), nullif(w.postal_code, ''), w.country) AS address, p.remark
       FROM platform_orders p JOIN warehouses w ON w.id = p.warehouse_id AND w.tenant_id = p.tenant_id WHERE p.id = $1 AND p.tenant_id = $2`,
    [id, user.tenant.id],
  );
  if (!head) throw notFound(user.lang);
  // the row through the list (the PO number is unique per tenant), so list and detail agree
  const row = (await platformOrderList.page(db, callerOf(user), { conditions: { quickQuery: head.po_no }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return { ...row, warehouseAddress: head.address, remark: head.remark, lines: await linesOf(db, user.tenant.id, id) };
}

const refusal = (code: string, en: string, zh: string, lang: Language, details: unknown = null) => new ApiError(code, textOf(bi(en, zh), lang), 409, details);

interface Locked {
  status: PlatformOrderStatus;
  version: number;
  decided_by: string | null;
  reject_reason: string;
}

/**
 * Locks the tenant's order for a decision. Answers 'repeat' when the order already carries this
 * user's decision made from `version` (a retried call), else refuses a stale version or an order
 * that is no longer new.
 */
async function lockForDecision(tx: Db, user: User, id: string, version: number, repeated: (row: Locked) => boolean): Promise<'decide' | 'repeat'> {
  const row = await tx.maybe<Locked>('SELECT status, version, decided_by, reject_reason FROM platform_orders WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [
    id,
    user.tenant.id,
  ]);
  if (!row) throw notFound(user.lang);
  if (row.status !== 'new' && row.version === version + 1 && row.decided_by === user.id && repeated(row)) return 'repeat';
  if (row.version !== version) {
    throw refusal(PlatformOrderErrorCode.stale, 'This platform order was changed by someone else. Reload it and try again.', '该平台采购单已被他人修改，请刷新后重试。', user.lang);
  }
  if (row.status !== 'new') {
    throw refusal(PlatformOrderErrorCode.decided, 'This platform order has already been decided.', '该平台采购单已处理。', user.lang, { status: row.status });
  }
  return 'decide';
}

export const platformOrderHandlers: readonly HandlerEntry[] = [
  defineHandler(searchPlatformOrders, async ({ db, user, body }) => (await getList(platformOrderTable.bizType, user.lang).page(db, callerOf(user), body)) as never),

  defineHandler(getPlatformOrder, async ({ db, user, params }) => platformOrderDetail(db, user, params.id)),

  defineHandler(confirmPlatformOrder, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const ordered = await tx.query<{ id: string; ordered_qty: number; confirmed_qty: number | null }>(
        'SELECT id, ordered_qty, confirmed_qty FROM platform_order_lines WHERE po_id = $1 AND tenant_id = $2 ORDER BY line_no',
        [body.id, user.tenant.id],
      );
      const same = () => body.lines.every((l) => ordered.find((o) => o.id === l.lineId)?.confirmed_qty === l.confirmedQty);
      const step = await lockForDecision(tx, user, body.id, body.version, (row) => row.status !== 'rejected' && same());
      if (step === 'repeat') return;
      const lines = ordered.map((o) => ({ id: o.id, orderedQty: Number(o.ordered_qty) }));
      const problems = confirmProblems(lines, body.lines);
      if (problems.length > 0) {
        throw new ApiError(
          PlatformOrderErrorCode.invalid,
          textOf(
            problems.some((p) => p.kind === 'nothingConfirmed')
              ? bi('Confirm at least one unit, or reject the order with a reason.', '请至少确认一件，或填写原因拒绝该采购单。')
              : bi('Confirm a quantity for every line, at most what was ordered.', '请为每一行确认数量，且不超过采购数量。'),
            user.lang,
          ),
          422,
          { problems },
        );
      }
      for (const l of body.lines) {
        await tx.query('UPDATE platform_order_lines SET confirmed_qty = $3 WHERE id = $1 AND tenant_id = $2', [l.lineId, user.tenant.id, l.confirmedQty]);
      }
      await tx.query(
        `UPDATE platform_orders SET status = $3, decided_at = $4, decided_by = $5, decided_by_name = $6, updated_at = $4, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, confirmedStatus(lines, body.lines), now, user.id, user.displayName],
      );
    });
    return platformOrderDetail(db, user, body.id);
  }),

  defineHandler(rejectPlatformOrder, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const step = await lockForDecision(tx, user, body.id, body.version, (row) => row.status === 'rejected' && row.reject_reason === body.reason);
      if (step === 'repeat') return;
      await tx.query(
        `UPDATE platform_orders SET status = 'rejected', reject_reason = $3, decided_at = $4, decided_by = $5, decided_by_name = $6, updated_at = $4, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, body.reason, now, user.id, user.displayName],
      );
    });
    return platformOrderDetail(db, user, body.id);
  }),
];
