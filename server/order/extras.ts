// Reschedule, feedback, batch info and difference orders (src/contract/order/extras.ts;
// docs/domain/orders.md, "Platform decisions, reschedule, feedback and differences"). Changing
// calls run in one transaction, lock their row (the order, the difference order), check the
// version read and the state, and change nothing when refused. Feedback is idempotent by its
// request key instead (it adds a row and changes no order).
import {
  addOrderFeedback,
  answerDifferenceOrder,
  differenceStatusLabels,
  getDifferenceOrder,
  getOrdersBatchInfo,
  listOrderFeedback,
  orderMayDo,
  OrderExtrasErrorCode,
  rescheduleOrder,
  rescheduleProblems,
  type DifferenceAnswer,
  type DifferenceOrder,
  type DifferenceStatus,
  type Feedback,
  type FeedbackKind,
  type Language,
  type OrderStatus,
  type RescheduleProblem,
} from '../../src/contract';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerContext, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { iso, isoOrNull, newId } from '../inventory';
import { notFound } from '../inventory';
import { orderDetail } from './detail';
import { actorOf, lockOrder, saveStep } from './fulfilment';
import { transitionRefused, versionStale } from './messages';
import { bi, textOf, type Bi } from '../separate';

const problemTexts: Record<RescheduleProblem, Bi> = {
  notLater: bi('the new ship deadline must be later than the current one', '新的最晚发货时间必须晚于当前的'),
  tooLate: bi('the new ship deadline can be at most 7 days after the current one', '新的最晚发货时间最多比当前的晚 7 天'),
  past: bi('the new ship deadline has already passed', '新的最晚发货时间已过'),
  noReason: bi('a reason is required', '必须填写原因'),
  reasonTooLong: bi('the reason is too long', '原因过长'),
  badDate: bi('the new ship deadline is not a date', '新的最晚发货时间不是有效日期'),
};

function rescheduleInvalid(lang: Language, orderNo: string, problems: RescheduleProblem[]): ApiError {
  const text = bi(`Order ${orderNo} cannot be rescheduled: ${problems.map((p) => problemTexts[p].en).join('; ')}.`, `订单 ${orderNo} 不能改期：${problems.map((p) => problemTexts[p].zh).join('；')}。`);
  return new ApiError(OrderExtrasErrorCode.rescheduleInvalid, textOf(text, lang), 400, { problems });
}

function rescheduleUsed(lang: Language, orderNo: string): ApiError {
  const text = bi(`Order ${orderNo} was already rescheduled once; it cannot be rescheduled again.`, `订单 ${orderNo} 已改期过一次，不能再次改期。`);
  return new ApiError(OrderExtrasErrorCode.rescheduleUsed, textOf(text, lang), 409, null);
}

const dateText = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export const rescheduleNote = (from: Date, to: Date, reason: string): Bi =>
  bi(`Ship deadline moved from ${dateText(from)} to ${dateText(to)}: ${reason}`, `最晚发货时间由 ${dateText(from)} 改为 ${dateText(to)}：${reason}`);

// ---- feedback ----

interface FeedbackRow {
  id: string;
  order_id: string;
  kind: FeedbackKind;
  text: string;
  created_by_name: string;
  created_at: Date;
}
const feedbackOf = (r: FeedbackRow): Feedback => ({ id: r.id, orderId: r.order_id, kind: r.kind, text: r.text, createdByName: r.created_by_name, createdAt: iso(r.created_at) });

async function assertOrder(db: Db, tenantId: string, id: string, lang: Language): Promise<void> {
  if (!(await db.maybe('SELECT 1 FROM orders WHERE id = $1 AND tenant_id = $2', [id, tenantId]))) throw notFound(lang);
}

// ---- difference orders ----

interface DifferenceRow {
  id: string;
  status: DifferenceStatus;
  note: string;
  answered_by: string | null;
  answered_by_name: string | null;
  answered_at: Date | null;
  version: number;
}

async function appointmentOf(db: Db, tenantId: string, formNo: string, lang: Language) {
  const a = await db.maybe<{ id: string; form_no: string; package_count: number | null; received_package_count: number | null }>(
    'SELECT id, form_no, package_count, received_package_count FROM appointments WHERE tenant_id = $1 AND form_no = $2',
    [tenantId, formNo],
  );
  if (!a) throw notFound(lang);
  return a;
}

async function differenceOrder(db: Db, tenantId: string, formNo: string, lang: Language): Promise<DifferenceOrder> {
  const a = await appointmentOf(db, tenantId, formNo, lang);
  const d = await db.maybe<DifferenceRow>('SELECT id, status, note, answered_by, answered_by_name, answered_at, version FROM arrival_differences WHERE appointment_id = $1 AND tenant_id = $2', [
    a.id,
    tenantId,
  ]);
  const lines = d
    ? await db.query<{ order_id: string; supplier_order_id: string; status: OrderStatus; line_no: number; sku: string; sku_name: string; announced_qty: number; received_qty: number }>(
        `SELECT o.id AS order_id, o.supplier_order_id, o.status, l.line_no, k.sku, k.name AS sku_name, dl.announced_qty, dl.received_qty
           FROM arrival_difference_lines dl
           JOIN order_lines l ON l.id = dl.line_id AND l.tenant_id = dl.tenant_id
           JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
           JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
          WHERE dl.difference_id = $1 AND dl.tenant_id = $2 ORDER BY o.supplier_order_id, l.line_no`,
        [d.id, tenantId],
      )
    : [];
  return {
    formNo: a.form_no,
    id: d?.id ?? null,
    status: d?.status ?? null,
    announcedPackages: a.package_count ?? 0,
    receivedPackages: a.received_package_count ?? 0,
    lines: lines.map((l) => ({
      orderId: l.order_id,
      supplierOrderId: l.supplier_order_id,
      orderStatus: l.status,
      lineNo: l.line_no,
      sku: l.sku,
      skuName: l.sku_name,
      announcedQty: l.announced_qty,
      receivedQty: l.received_qty,
    })),
    announcedQty: lines.reduce((s, l) => s + l.announced_qty, 0),
    receivedQty: lines.reduce((s, l) => s + l.received_qty, 0),
    note: d?.note ?? '',
    answeredByName: d?.answered_by_name ?? null,
    answeredAt: isoOrNull(d?.answered_at ?? null),
    version: d?.version ?? 0,
  };
}


function differenceAnswered(lang: Language, formNo: string, row: Pick<DifferenceRow, 'status' | 'answered_by_name'>): ApiError {
  const s = differenceStatusLabels.bi[row.status];
  const who = row.answered_by_name ?? '-';
  const text = bi(`The difference order of ${formNo} was already answered (${s.en}) by ${who}. Nothing was changed.`, `预约单 ${formNo} 的差异单已由 ${who} 处理（${s.zh}），本次操作未做任何更改。`);
  return new ApiError(OrderExtrasErrorCode.differenceAnswered, textOf(text, lang), 409, { status: row.status });
}

function differenceStale(lang: Language, formNo: string): ApiError {
  const text = bi(`The difference order of ${formNo} was changed by someone else. Reload it and try again.`, `预约单 ${formNo} 的差异单已被他人修改，请刷新后重试。`);
  return new ApiError(OrderExtrasErrorCode.differenceStale, textOf(text, lang), 409, null);
}

/** Answering a difference order (the record-with-actions kit): open -> accepted or disputed, once. */
const differenceAnswerTransitions = { accept: { from: ['open'], to: 'accepted' }, dispute: { from: ['open'], to: 'disputed' } } as const satisfies Record<
  DifferenceAnswer,
  { from: readonly DifferenceStatus[]; to: DifferenceStatus }
>;

const differenceRecords = (formNo: string): RecordTable<DifferenceAnswer, DifferenceStatus> => ({
  kind: 'order.arrivalDifference',
  table: 'arrival_differences',
  transitions: differenceAnswerTransitions,
  notFound,
  decided: (lang, row) => differenceAnswered(lang, formNo, { status: row.status, answered_by_name: (row.answered_by_name as string | null) ?? null }),
  stale: (lang) => differenceStale(lang, formNo),
});

const detailOf = (ctx: HandlerContext, id: string) => orderDetail(ctx.db, { ...callerOf(ctx.user), now: ctx.now }, id, ctx.user.lang);

export const orderExtrasHandlers: readonly HandlerEntry[] = [
  defineHandler(rescheduleOrder, async (ctx) => {
    const { body } = ctx;
    const actor = actorOf(ctx);
    await ctx.db.transaction(async (tx) => {
      const row = await lockOrder(tx, actor.tenantId, body.id, actor.lang);
      if (row.version !== body.version) throw versionStale(actor.lang, row.supplier_order_id);
      if (!orderMayDo(row.status, 'reschedule')) throw transitionRefused(actor.lang, row.supplier_order_id, row.status, 'reschedule');
      const o = await tx.one<{ ship_deadline: Date; arrive_deadline: Date; rescheduled_at: Date | null }>(
        'SELECT ship_deadline, arrive_deadline, rescheduled_at FROM orders WHERE id = $1 AND tenant_id = $2',
        [row.id, actor.tenantId],
      );
      if (o.rescheduled_at) throw rescheduleUsed(actor.lang, row.supplier_order_id);
      const problems = rescheduleProblems(iso(o.ship_deadline), body.shipDeadline, body.reason, actor.now);
      if (problems.length) throw rescheduleInvalid(actor.lang, row.supplier_order_id, problems);
      const to = new Date(body.shipDeadline);
      // the promised delivery moves by as much as the shipment does
      const arrive = new Date(o.arrive_deadline.getTime() + (to.getTime() - o.ship_deadline.getTime()));
      await saveStep(tx, actor, row, 'reschedule', {
        to: row.status,
        note: rescheduleNote(o.ship_deadline, to, body.reason),
        set: { ship_deadline: to, arrive_deadline: arrive, rescheduled_at: actor.now, rescheduled_from: o.ship_deadline },
      });
    });
    return detailOf(ctx, body.id);
  }),

  defineHandler(listOrderFeedback, async ({ db, user, body }) => {
    await assertOrder(db, user.tenant.id, body.orderId, user.lang);
    const rows = await db.query<FeedbackRow>(
      'SELECT id, order_id, kind, text, created_by_name, created_at FROM order_feedback WHERE order_id = $1 AND tenant_id = $2 ORDER BY created_at DESC, id DESC',
      [body.orderId, user.tenant.id],
    );
    return rows.map(feedbackOf);
  }),

  defineHandler(addOrderFeedback, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    return db.transaction(async (tx) => {
      await assertOrder(tx, tenantId, body.orderId, user.lang);
      const added = await tx.maybe<FeedbackRow>(
        `INSERT INTO order_feedback (id, tenant_id, order_id, kind, text, request_key, created_by, created_by_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, request_key) DO NOTHING
         RETURNING id, order_id, kind, text, created_by_name, created_at`,
        [newId('fb'), tenantId, body.orderId, body.kind, body.text, body.requestKey, user.id, user.displayName, now],
      );
      if (added) return feedbackOf(added);
      // a repeat of a feedback already sent (the key names it): answer the first one, add nothing
      const first = await tx.one<FeedbackRow>('SELECT id, order_id, kind, text, created_by_name, created_at FROM order_feedback WHERE tenant_id = $1 AND request_key = $2', [
        tenantId,
        body.requestKey,
      ]);
      return feedbackOf(first);
    });
  }),

  defineHandler(getOrdersBatchInfo, async (ctx) => {
    const asked = [...new Set(ctx.body.ids)];
    const mine = await ctx.db.query<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 AND id = ANY($2::text[])', [ctx.user.tenant.id, asked]);
    const found = new Set(mine.map((r) => r.id));
    const orders = [];
    for (const id of asked) if (found.has(id)) orders.push(await detailOf(ctx, id));
    // another tenant's id reads exactly like an id that does not exist
    return { orders, notFound: asked.filter((id) => !found.has(id)) };
  }),

  defineHandler(getDifferenceOrder, ({ db, user, body }) => differenceOrder(db, user.tenant.id, body.formNo, user.lang)),

  defineHandler(answerDifferenceOrder, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const to = differenceAnswerTransitions[body.answer].to;
    await db.transaction(async (tx) => {
      const a = await appointmentOf(tx, tenantId, body.formNo, user.lang);
      const { row, applied } = await applyRecordAction(tx, differenceRecords(a.form_no), {
        tenantId,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        keyColumn: 'appointment_id',
        key: a.id,
        action: body.answer,
        version: body.version,
        note: body.note,
        now,
        set: { note: body.note, answered_by: user.id, answered_by_name: user.displayName, answered_at: now },
        // the same answer again by the one who gave it: already applied
        repeated: (r) => r.status === to && r.answered_by === user.id,
      });
      if (!applied) return;
      // each order of the difference keeps the answer in its status log
      const orders = await tx.query<{ id: string; status: OrderStatus }>(
        `SELECT DISTINCT o.id, o.status FROM arrival_difference_lines dl JOIN order_lines l ON l.id = dl.line_id AND l.tenant_id = dl.tenant_id
           JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id WHERE dl.difference_id = $1 AND dl.tenant_id = $2`,
        [row.id, tenantId],
      );
      const note =
        to === 'accepted'
          ? bi(`Difference of appointment ${a.form_no} accepted`, `已接受预约单 ${a.form_no} 的到货差异`)
          : bi(`Difference of appointment ${a.form_no} disputed: ${body.note}`, `已申诉预约单 ${a.form_no} 的到货差异：${body.note}`);
      for (const o of orders) {
        await tx.query(
          `INSERT INTO order_status_logs (id, tenant_id, order_id, action, from_status, to_status, actor_name, at, note_en, note_zh)
           VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9)`,
          [newId('ol'), tenantId, o.id, to === 'accepted' ? 'differenceAccepted' : 'differenceDisputed', o.status, user.displayName, now, note.en, note.zh],
        );
      }
    });
    return differenceOrder(db, tenantId, body.formNo, user.lang);
  }),
];
