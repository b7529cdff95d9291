// The platform's invoice step of the finance job (job.ts): one submitted invoice whose review time
// has passed, locked FOR UPDATE SKIP LOCKED, checked by the same function as the form and the
// submit (invoice-check.ts, as of the day it was submitted), then approved, or rejected with the
// first problem's code and every problem's text in both languages. A real platform takes days;
// here FINANCE_INVOICE_REVIEW_SECONDS (default 30).
import type { Db } from '../db/db';
import { applyRecordAction } from '../back/record-actions';
import { problemText } from './invoice-messages';
import { checkStoredInvoice, invoiceTable, utcDay } from './invoices';

const PLATFORM = { id: null, name: 'Platform' };

export function invoiceReviewMs(env: Record<string, string | undefined> = process.env): number {
  const s = Number(env.FINANCE_INVOICE_REVIEW_SECONDS);
  return (Number.isFinite(s) && s >= 0 ? s : 30) * 1000;
}

/** Decides the next due invoice in `tx`; false when none is due. */
export async function decideNextInvoice(tx: Db, now: Date, reviewMs = invoiceReviewMs()): Promise<boolean> {
  const due = await tx.maybe<{ id: string; tenant_id: string; version: number; settlement_id: string; invoice_no: string; invoice_date: string; amount_no_tax: string; tax: string; amount: string; file_id: string | null; submitted_at: Date }>(
    `SELECT id, tenant_id, version, settlement_id, invoice_no, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date, amount_no_tax::text AS amount_no_tax, tax::text AS tax, amount::text AS amount, file_id, submitted_at
       FROM finance_invoices WHERE status = 'submitted' AND submitted_at <= $1 ORDER BY submitted_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [new Date(now.getTime() - reviewMs)],
  );
  if (!due) return false;
  const problems = await checkStoredInvoice(tx, due.tenant_id, due, utcDay(due.submitted_at));
  const base = { tenantId: due.tenant_id, lang: 'en' as const, by: PLATFORM, key: due.id, version: due.version, now };
  if (problems.length === 0) {
    await applyRecordAction(tx, invoiceTable, { ...base, action: 'approve', note: 'the checks pass', set: { decided_at: now } });
  } else {
    const texts = problems.map((p) => problemText(p, due.invoice_no));
    const en = texts.map((t) => t.en).join(' ');
    await applyRecordAction(tx, invoiceTable, { ...base, action: 'reject', note: en, set: { decided_at: now, reject_code: problems[0].code, reject_reason_en: en, reject_reason_zh: texts.map((t) => t.zh).join('') } });
  }
  return true;
}
