// The settlement handlers (src/contract/finance/settlements.ts): the list, one settlement with its
// totals (summed, totals.ts), its confirm info and operation history, and the supplier's two
// actions on the record-with-actions kit: approve (confirm the whole, or the undisputed part while
// lines are disputed) and dispute lines (a reason each; OTHER needs a note; only deductions of this
// settlement not disputed yet). Each runs in one transaction with the version read; repeated by
// the one who made it, it is answered as made.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import {
  approveSettlement,
  disputeSettlement,
  getOperationHistory,
  getSettlement,
  getSettlementConfirmInfo,
  searchSettlements,
  disputeReasonLabels,
  type SettlementAction,
  type SettlementInfo,
  type SettlementStatus,
} from '../../src/contract/finance';
import type { Db } from '../db/db';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { settlementListDefinition } from './list-settlements';
import { disputeLineInvalid, disputeNoteRequired, settlementDecided, settlementStale } from './messages';
import { settlementTotals } from './totals';

export const SETTLEMENT_KIND = 'finance.settlement';

export const settlementTable: RecordTable<SettlementAction | 'close' | 'decide' | 'autoConfirm', SettlementStatus> = {
  kind: SETTLEMENT_KIND,
  table: 'finance_settlements',
  transitions: {
    confirm: { from: ['pendingConfirm', 'disputed'], to: 'confirmed' },
    dispute: { from: ['pendingConfirm', 'disputed'], to: 'disputed' },
    // the platform job's steps (job.ts)
    close: { from: ['open'], to: 'pendingConfirm' },
    decide: { from: ['disputed'], to: 'pendingConfirm' },
    autoConfirm: { from: ['pendingConfirm'], to: 'confirmed' },
  },
  notFound,
  decided: (lang) => settlementDecided(lang),
  stale: (lang) => settlementStale(lang),
};

/** How long the platform takes to decide a disputed line (a real platform takes days). */
export function disputeReviewMs(env: Record<string, string | undefined> = process.env): number {
  const s = Number(env.FINANCE_REVIEW_SECONDS);
  return (Number.isFinite(s) && s >= 0 ? s : 30) * 1000;
}

interface SettlementDbRow {
  id: string;
  number: string;
  period: string;
  period_start: Date;
  period_end: Date;
  cart: string;
  currency: string;
  status: SettlementStatus;
  version: number;
  confirm_deadline: Date | null;
  confirmed_at: Date | null;
  confirmed_by_name: string | null;
  auto_confirmed: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function settlementInfo(db: Db, tenantId: string, number: string, lang: Language): Promise<SettlementInfo> {
  const s = await db.maybe<SettlementDbRow>(
    `SELECT s.id, s.number, s.period, s.period_start, s.period_end, c.name AS cart, s.currency, s.status, s.version, s.confirm_deadline, s.confirmed_at, s.confirmed_by_name, s.auto_confirmed
       FROM finance_settlements s JOIN carts c ON c.id = s.cart_id WHERE s.tenant_id = $1 AND s.number = $2`,
    [tenantId, number],
  );
  if (!s) throw notFound(lang);
  const totals = await settlementTotals(db, s.id);
  const disputes = await db.query<{ number: string; kind: SettlementInfo['disputes'][number]['kind']; amount: string; reason: SettlementInfo['disputes'][number]['reason']; note: string; status: SettlementInfo['disputes'][number]['status']; decision_en: string; decision_zh: string; created_at: Date }>(
    `SELECT t.number, t.kind, t.amount::text AS amount, d.reason, d.note, d.status, d.decision_en, d.decision_zh, d.created_at
       FROM finance_disputes d JOIN finance_transactions t ON t.id = d.transaction_id WHERE d.settlement_id = $1 ORDER BY d.created_at, t.number`,
    [s.id],
  );
  const adjustments = await db.query<{ number: string; reason: SettlementInfo['adjustments'][number]['reason']; amount_no_tax: string; tax: string; amount: string; at: Date }>(
    `SELECT t.number, a.reason, a.amount_no_tax::text AS amount_no_tax, a.tax::text AS tax, a.amount::text AS amount, a.at
       FROM finance_adjustments a JOIN finance_transactions t ON t.id = a.transaction_id WHERE a.settlement_id = $1 ORDER BY a.at, t.number`,
    [s.id],
  );
  return {
    number: s.number,
    period: s.period,
    periodStart: s.period_start.toISOString(),
    periodEnd: s.period_end.toISOString(),
    cart: s.cart,
    currency: s.currency,
    status: s.status,
    version: s.version,
    confirmDeadline: iso(s.confirm_deadline),
    confirmedAt: iso(s.confirmed_at),
    confirmedBy: s.confirmed_by_name,
    autoConfirmed: s.auto_confirmed,
    ...totals,
    disputes: disputes.map((d) => ({
      transactionNo: d.number,
      kind: d.kind,
      amount: d.amount,
      reason: d.reason,
      note: d.note,
      status: d.status,
      decision: lang === 'zh-CN' ? d.decision_zh : d.decision_en,
      at: d.created_at.toISOString(),
    })),
    adjustments: adjustments.map((a) => ({ transactionNo: a.number, reason: a.reason, amountNoTax: a.amount_no_tax, tax: a.tax, amount: a.amount, at: a.at.toISOString() })),
  };
}

const by = (user: { id: string; displayName: string }) => ({ id: user.id, name: user.displayName });

export const settlementHandlers: readonly HandlerEntry[] = [
  defineHandler(searchSettlements, async ({ db, user, body }) => (await settlementListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getSettlement, ({ db, user, params }) => settlementInfo(db, user.tenant.id, params.number, user.lang)),

  defineHandler(getSettlementConfirmInfo, async ({ db, user, params }) => {
    const s = await settlementInfo(db, user.tenant.id, params.number, user.lang);
    return { number: s.number, version: s.version, status: s.status, total: s.total.amount, undisputedTotal: s.undisputedTotal, openDisputes: s.openDisputes, confirmDeadline: s.confirmDeadline };
  }),

  defineHandler(getOperationHistory, async ({ db, user, params }) => {
    const s = await db.maybe<{ id: string }>('SELECT id FROM finance_settlements WHERE tenant_id = $1 AND number = $2', [user.tenant.id, params.number]);
    if (!s) throw notFound(user.lang);
    const rows = await db.query<{ action: string; from_status: string; to_status: string; note: string; actor_name: string; at: Date }>(
      `SELECT action, from_status, to_status, note, actor_name, at FROM record_history WHERE tenant_id = $1 AND record_kind = $2 AND record_id = $3 ORDER BY at DESC, id`,
      [user.tenant.id, SETTLEMENT_KIND, s.id],
    );
    return rows.map((r) => ({ action: r.action, fromStatus: r.from_status, toStatus: r.to_status, note: r.note, by: r.actor_name, at: r.at.toISOString() }));
  }),

  defineHandler(approveSettlement, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const open = await tx.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM finance_disputes d JOIN finance_settlements s ON s.id = d.settlement_id WHERE s.tenant_id = $1 AND s.number = $2 AND d.status = 'open'`,
        [user.tenant.id, body.number],
      );
      await applyRecordAction(tx, settlementTable, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: by(user),
        keyColumn: 'number',
        key: body.number,
        action: 'confirm',
        version: body.version,
        note: open.n > 0 ? `undisputed part (${open.n} disputed lines open)` : '',
        now,
        set: { confirmed_at: now, confirmed_by_name: user.displayName },
        repeated: (row) => row.status === 'confirmed' && row.version === body.version + 1 && row.confirmed_by_name === user.displayName,
      });
    });
    return settlementInfo(db, user.tenant.id, body.number, user.lang);
  }),

  defineHandler(disputeSettlement, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const numbers = body.lines.map((l) => l.transactionNo);
      const lines = await tx.query<{ id: string; number: string; kind: string; settlement_id: string; disputed_by: string | null }>(
        `SELECT t.id, t.number, t.kind, t.settlement_id, d.by_name AS disputed_by
           FROM finance_transactions t JOIN finance_settlements s ON s.id = t.settlement_id LEFT JOIN finance_disputes d ON d.transaction_id = t.id
          WHERE t.tenant_id = $1 AND s.number = $2 AND t.number = ANY($3::text[])`,
        [user.tenant.id, body.number, numbers],
      );
      const { row, applied } = await applyRecordAction(tx, settlementTable, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: by(user),
        keyColumn: 'number',
        key: body.number,
        action: 'dispute',
        version: body.version,
        note: body.lines.map((l) => `${l.transactionNo}: ${disputeReasonLabels.bi[l.reason].en}${l.note ? ` (${l.note})` : ''}`).join('; '),
        now,
        // the same lines disputed again by the same user right after: answered as done
        repeated: (r) => r.status === 'disputed' && r.version === body.version + 1 && lines.length === numbers.length && lines.every((l) => l.disputed_by === user.displayName),
      });
      if (!applied) return;
      for (const asked of body.lines) {
        const line = lines.find((l) => l.number === asked.transactionNo);
        if (!line || line.kind === 'sale' || line.disputed_by !== null || line.settlement_id !== row.id || numbers.indexOf(asked.transactionNo) !== numbers.lastIndexOf(asked.transactionNo))
          throw disputeLineInvalid(user.lang, asked.transactionNo);
        if (asked.reason === 'OTHER' && asked.note === '') throw disputeNoteRequired(user.lang, asked.transactionNo);
        await tx.query(
          `INSERT INTO finance_disputes (id, tenant_id, settlement_id, transaction_id, reason, note, status, decide_due_at, by_name, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9)`,
          [`fd_${randomBytes(6).toString('hex')}`, user.tenant.id, row.id, line.id, asked.reason, asked.note, new Date(now.getTime() + disputeReviewMs()), user.displayName, now],
        );
      }
    });
    return settlementInfo(db, user.tenant.id, body.number, user.lang);
  }),
];

