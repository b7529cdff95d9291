// Order exception handlers (src/contract/order/abnormal.ts): the list, one exception, and
// resolving it: in one transaction the record-with-actions kit locks the exception, checks its
// status and version (a stale or already resolved one changes nothing), resolves it with the note
// and writes its history; the order's abnormal flag follows whether any of its exceptions is still open.
import { abnormalTable, AbnormalErrorCode, getAbnormal, resolveAbnormal, searchAbnormal, type AbnormalRow, type Language } from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf, getList } from '../lists/registry';
import { abnormalListDefinition } from './list-abnormal';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { bi, textOf } from '../separate';

/** Resolving an exception (the record-with-actions kit): open -> resolved, with the note. */
const abnormalRecords: RecordTable<'resolve', AbnormalRow['status']> = {
  kind: 'order.abnormal',
  table: 'order_abnormal_records',
  transitions: { resolve: { from: ['open'], to: 'resolved' } },
  notFound,
  decided: (lang) => new ApiError(AbnormalErrorCode.alreadyResolved, textOf(bi('This exception is already resolved.', '该异常已处理。'), lang), 409, null),
  stale: (lang) => new ApiError(AbnormalErrorCode.stale, textOf(bi('This exception was changed by someone else. Reload it and try again.', '该异常已被他人修改，请刷新后重试。'), lang), 409, null),
};

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
      const { row } = await applyRecordAction(tx, abnormalRecords, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'resolve',
        version: body.version,
        note: body.resolution,
        now,
        set: { resolution: body.resolution, resolved_at: now, resolved_by_name: user.displayName },
      });
      await tx.query(
        `UPDATE orders SET abnormal = EXISTS (SELECT 1 FROM order_abnormal_records x WHERE x.order_id = $1 AND x.status = 'open'), updated_at = $3
          WHERE id = $1 AND tenant_id = $2`,
        [row.order_id as string, user.tenant.id, now],
      );
    });
    return oneRecord(db, user, body.id);
  }),
];
