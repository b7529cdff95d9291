// Order exception handlers (src/contract/order/abnormal.ts): the list, one exception, and
// resolving it: in one transaction the exception row is locked, its version and status checked
// (a stale or already resolved one changes nothing), it is resolved with the note, and the
// order's abnormal flag follows whether any of its exceptions is still open.
import { abnormalTable, AbnormalErrorCode, getAbnormal, resolveAbnormal, searchAbnormal, type AbnormalRow, type Language } from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf, getList } from '../lists/registry';
import { abnormalListDefinition } from './list-abnormal';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';

async function oneRecord(db: Db, user: { id: string; lang: Language; tenant: { id: string } }, id: string): Promise<AbnormalRow> {
  const page = await abnormalListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 });
  const row = page.rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

export const orderAbnormalHandlers: readonly HandlerEntry[] = [
  defineHandler(searchAbnormal, async ({ db, user, body }) => (await getList(abnormalTable.bizType, user.lang).page(db, callerOf(user), body)) as never),

  defineHandler(getAbnormal, async ({ db, user, params }) => oneRecord(db, user, params.id)),

  defineHandler(resolveAbnormal, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await tx.maybe<{ order_id: string; status: string; version: number }>(
        'SELECT order_id, status, version FROM order_abnormal_records WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
        [body.id, user.tenant.id],
      );
      if (!row) throw notFound(user.lang);
      if (row.status === 'resolved') {
        throw new ApiError(AbnormalErrorCode.alreadyResolved, textOf(bi('This exception is already resolved.', '该异常已处理。'), user.lang), 409, null);
      }
      if (row.version !== body.version) {
        throw new ApiError(AbnormalErrorCode.stale, textOf(bi('This exception was changed by someone else. Reload it and try again.', '该异常已被他人修改，请刷新后重试。'), user.lang), 409, null);
      }
      await tx.query(
        `UPDATE order_abnormal_records SET status = 'resolved', resolution = $3, resolved_at = $4, resolved_by_name = $5, version = version + 1
          WHERE id = $1 AND tenant_id = $2`,
        [body.id, user.tenant.id, body.resolution, now, user.displayName],
      );
      await tx.query(
        `UPDATE orders SET abnormal = EXISTS (SELECT 1 FROM order_abnormal_records x WHERE x.order_id = $1 AND x.status = 'open'), updated_at = $3
          WHERE id = $1 AND tenant_id = $2`,
        [row.order_id, user.tenant.id, now],
      );
    });
    return oneRecord(db, user, body.id);
  }),
];
