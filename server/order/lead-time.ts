// Fulfilment lead-time handlers (src/contract/order/lead-time.ts): the list, one request, the
// shops to choose from, and the supplier's three changes. Each change runs in one transaction:
// the request (or, for a new draft, the shop) is locked, its status and version checked, and a
// refusal (stale, wrong state, an open request already on the shop, the lead time unchanged)
// throws before anything is written. The platform's decisions are not served here.
import {
  getLeadTime,
  leadTimeShops,
  leadTimeTable,
  LeadTimeErrorCode,
  revertLeadTime,
  saveLeadTime,
  searchLeadTime,
  submitLeadTime,
  type Language,
  type LeadTimeRow,
  type LeadTimeStatus,
} from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf, getList } from '../lists/registry';
import { leadTimeList } from './list-lead-time';
import { newId } from '../asset';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';

type User = { id: string; lang: Language; displayName: string; tenant: { id: string } };

async function oneRecord(db: Db, user: User, id: string): Promise<LeadTimeRow> {
  const page = await leadTimeList.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

const refusal = (code: string, en: string, zh: string, lang: Language) => new ApiError(code, textOf(bi(en, zh), lang), 409, null);
const stale = (lang: Language) =>
  refusal(LeadTimeErrorCode.stale, 'This request was changed by someone else. Reload it and try again.', '该申请已被他人修改，请刷新后重试。', lang);
const notDraft = (lang: Language) =>
  refusal(LeadTimeErrorCode.notDraft, 'Only a draft can be changed or submitted.', '只有草稿状态的申请可以修改或提交。', lang);
const notPending = (lang: Language) =>
  refusal(LeadTimeErrorCode.notPending, 'Only a request pending approval can be reverted.', '只有待审批的申请可以撤回。', lang);

interface Locked {
  cart_id: string;
  status: LeadTimeStatus;
  version: number;
}

/** Locks the tenant's request; refuses a stale version or a request not in `status`. */
async function lockRequest(tx: Db, user: User, id: string, version: number, status: LeadTimeStatus): Promise<Locked> {
  const row = await tx.maybe<Locked>('SELECT cart_id, status, version FROM lead_time_requests WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [id, user.tenant.id]);
  if (!row) throw notFound(user.lang);
  if (row.version !== version) throw stale(user.lang);
  if (row.status !== status) throw status === 'draft' ? notDraft(user.lang) : notPending(user.lang);
  return row;
}

export const orderLeadTimeHandlers: readonly HandlerEntry[] = [
  defineHandler(searchLeadTime, async ({ db, user, body }) => (await getList(leadTimeTable.bizType, user.lang).page(db, callerOf(user), body)) as never),

  defineHandler(getLeadTime, async ({ db, user, params }) => oneRecord(db, user, params.id)),

  defineHandler(leadTimeShops, async ({ db, user, query }) => {
    const keyword = query.keyword?.trim() ?? '';
    const rows = await db.query<{ id: string; name: string; days: number | null; open_id: string | null }>(
      `SELECT c.id, c.name, lt.days,
              (SELECT r.id FROM lead_time_requests r WHERE r.cart_id = c.id AND r.status IN ('draft', 'submitted')) AS open_id
         FROM carts c LEFT JOIN cart_lead_times lt ON lt.cart_id = c.id
        WHERE c.tenant_id = $1 AND c.status = 'active' AND ($3 = '' OR c.name ILIKE '%' || $2 || '%' OR c.code = $3)
        ORDER BY c.name, c.id LIMIT 50`,
      [user.tenant.id, keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`), keyword],
    );
    return rows.map((r) => ({ cartId: r.id, cartName: r.name, currentDays: r.days === null ? null : Number(r.days), openRequestId: r.open_id }));
  }),

  defineHandler(saveLeadTime, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      let requestId = body.id;
      // an id without its version is refused as stale (after the not-found check)
      if (requestId !== undefined) await lockRequest(tx, user, requestId, body.version ?? 0, 'draft');
      // the shop is locked so two drafts for one shop cannot both pass the open-request check
      const cart = await tx.maybe<{ status: string }>('SELECT status FROM carts WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.cartId, user.tenant.id]);
      if (!cart || cart.status !== 'active') throw notFound(user.lang);
      const open = await tx.maybe<{ id: string }>("SELECT id FROM lead_time_requests WHERE cart_id = $1 AND status IN ('draft', 'submitted') AND id <> $2", [
        body.cartId,
        requestId ?? '',
      ]);
      if (open) {
        throw refusal(LeadTimeErrorCode.openExists, 'This shop already has an open lead-time request; change that one.', '该店铺已有未完成的时效申请，请修改该申请。', user.lang);
      }
      const current = await tx.maybe<{ days: number }>('SELECT days FROM cart_lead_times WHERE cart_id = $1', [body.cartId]);
      if (current && Number(current.days) === body.days) {
        throw refusal(LeadTimeErrorCode.unchanged, 'The shop already promises this lead time.', '该店铺当前时效已是此天数。', user.lang);
      }
      if (requestId === undefined) {
        requestId = newId('lt');
        await tx.query(
          `INSERT INTO lead_time_requests (id, tenant_id, cart_id, days, remark, status, created_at, updated_at, updated_by_name)
           VALUES ($1, $2, $3, $4, $5, 'draft', $6, $6, $7)`,
          [requestId, user.tenant.id, body.cartId, body.days, body.remark, now, user.displayName],
        );
      } else {
        await tx.query(
          `UPDATE lead_time_requests SET cart_id = $3, days = $4, remark = $5, updated_at = $6, updated_by_name = $7, version = version + 1
            WHERE id = $1 AND tenant_id = $2`,
          [requestId, user.tenant.id, body.cartId, body.days, body.remark, now, user.displayName],
        );
      }
      return requestId;
    });
    return oneRecord(db, user, id);
  }),

  defineHandler(submitLeadTime, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      await lockRequest(tx, user, body.id, body.version, 'draft');
      await tx.query(
        `UPDATE lead_time_requests SET status = 'submitted', submitted_at = $3, updated_at = $3, updated_by_name = $4, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, now, user.displayName],
      );
    });
    return oneRecord(db, user, body.id);
  }),

  defineHandler(revertLeadTime, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      await lockRequest(tx, user, body.id, body.version, 'submitted');
      await tx.query(
        `UPDATE lead_time_requests SET status = 'draft', submitted_at = NULL, updated_at = $3, updated_by_name = $4, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, now, user.displayName],
      );
    });
    return oneRecord(db, user, body.id);
  }),
];
