// The price inquiry handlers (src/contract/receipt/inquiry.ts): the list, the header and the table
// by the inquiry's number, the reply, clearing it, and the purchases the award led to. Each change
// is one transaction with the inquiry row locked first:
//   reply  open or replied -> replied before reply_closes_at: every line of the inquiry exactly
//          once, a quote as replyProblem() allows or a decline with a reason; refused naming the
//          line and field (RECEIPT_INQUIRY_REPLY_INVALID), after the deadline (_CLOSED), on another
//          version (_STALE). The same reply sent again with the version read (a double submit) is
//          answered with the inquiry as it is.
//   clear  replied -> open before the deadline (the record-with-actions kit's transition): every
//          line's reply emptied.
// The award at the deadline is the platform's job (inquiry-job.ts).
import type { Language } from '../../src/contract';
import {
  clearInquiryReply,
  getInquiryHeader,
  getInquiryTable,
  replyInquiry,
  replyProblem,
  searchInquiries,
  searchInquiryPurchases,
  type InquiryHeader,
  type InquiryPurchasePage,
  type InquiryStatus,
  type InquiryTable,
  type ReplyLine,
} from '../../src/contract/receipt';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { callerOf } from '../lists/registry';
import { iso, isoOrNull, notFound } from '../inventory';
import { inquiryRefusals } from './inquiry-messages';
import { inquiryListDefinition } from './list-inquiries';
import { withClock } from './due-soon';

export const inquiryTable: RecordTable<'reply' | 'clear', InquiryStatus> = {
  kind: 'receipt.inquiry',
  table: 'receipt_inquiries',
  transitions: {
    reply: { from: ['open', 'replied'], to: 'replied' },
    clear: { from: ['replied'], to: 'open' },
  },
  notFound,
  decided: (lang, row) => inquiryRefusals.state(lang, row.status),
  stale: (lang) => inquiryRefusals.stale(lang),
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export async function inquiryHeader(db: Db, tenantId: string, no: string, lang: Language): Promise<InquiryHeader> {
  const q = await db.maybe<Record<string, unknown>>(
    `SELECT q.*, w.name AS warehouse, w.code AS warehouse_code, r.request_no,
            (SELECT count(*)::int FROM receipt_inquiry_lines l WHERE l.inquiry_id = q.id AND l.tenant_id = q.tenant_id) AS lines
       FROM receipt_inquiries q JOIN warehouses w ON w.id = q.warehouse_id AND w.tenant_id = q.tenant_id
       LEFT JOIN receipt_requests r ON r.id = q.request_id AND r.tenant_id = q.tenant_id
      WHERE q.inquiry_no = $1 AND q.tenant_id = $2`,
    [no, tenantId],
  );
  if (!q) throw notFound(lang);
  return {
    id: String(q.id),
    inquiryNo: String(q.inquiry_no),
    status: q.status as InquiryStatus,
    currency: String(q.currency),
    incoterm: q.incoterm as InquiryHeader['incoterm'],
    warehouse: String(q.warehouse),
    warehouseCode: String(q.warehouse_code),
    replyOpensAt: iso(q.reply_opens_at),
    replyClosesAt: iso(q.reply_closes_at),
    repliedAt: isoOrNull(q.replied_at),
    decidedAt: isoOrNull(q.decided_at),
    lines: Number(q.lines),
    requestId: (q.request_id as string | null) ?? null,
    requestNo: (q.request_no as string | null) ?? null,
    version: Number(q.version),
  };
}

export async function inquiryLines(db: Db, tenantId: string, no: string, lang: Language): Promise<InquiryTable> {
  const q = await db.maybe<{ id: string }>('SELECT id FROM receipt_inquiries WHERE inquiry_no = $1 AND tenant_id = $2', [no, tenantId]);
  if (!q) throw notFound(lang);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT l.*, k.sku, k.name FROM receipt_inquiry_lines l JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
      WHERE l.inquiry_id = $1 AND l.tenant_id = $2 ORDER BY l.line_no`,
    [q.id, tenantId],
  );
  return {
    inquiryNo: no,
    lines: rows.map((l) => ({
      id: String(l.id),
      lineNo: Number(l.line_no),
      sku: String(l.sku),
      skuName: String(l.name),
      wantedQty: Number(l.wanted_qty),
      targetPrice: num(l.target_price),
      unitPrice: num(l.unit_price),
      leadDays: num(l.lead_days),
      minQty: num(l.min_qty),
      validUntil: day(l.valid_until),
      declineReason: (l.decline_reason as InquiryTable['lines'][number]['declineReason']) ?? null,
      outcome: (l.outcome as InquiryTable['lines'][number]['outcome']) ?? null,
      awardedQty: Number(l.awarded_qty),
    })),
  };
}

interface LockedInquiry {
  id: string;
  status: InquiryStatus;
  version: number;
  currency: string;
  reply_closes_at: Date;
}

interface StoredLine {
  id: string;
  line_no: number;
  wanted_qty: number;
  unit_price: string | null;
  lead_days: number | null;
  min_qty: number | null;
  valid_until: unknown;
  decline_reason: string | null;
}

/** A declined line keeps only its reason (the quote's fields are dropped). */
const stored = (g: ReplyLine) => (g.declineReason ? { ...g, unitPrice: null, leadDays: null, minQty: null, validUntil: null } : g);

const sameReply = (lines: readonly StoredLine[], given: ReadonlyMap<string, ReplyLine>) =>
  lines.every((l) => {
    const g = given.get(l.id);
    if (!g) return false;
    const s = stored(g);
    return num(l.unit_price) === s.unitPrice && l.lead_days === s.leadDays && l.min_qty === s.minQty && day(l.valid_until) === s.validUntil && l.decline_reason === s.declineReason;
  });

async function lockInquiry(tx: Db, tenantId: string, no: string, lang: Language): Promise<LockedInquiry> {
  const row = await tx.maybe<LockedInquiry>('SELECT id, status, version, currency, reply_closes_at FROM receipt_inquiries WHERE inquiry_no = $1 AND tenant_id = $2 FOR UPDATE', [no, tenantId]);
  if (!row) throw notFound(lang);
  return row;
}

export const inquiryHandlers: readonly HandlerEntry[] = [
  defineHandler(searchInquiries, async ({ db, user, body, now }) => (await inquiryListDefinition.page(db, withClock(callerOf(user), now), body)) as never),

  defineHandler(getInquiryHeader, ({ db, user, params }) => inquiryHeader(db, user.tenant.id, params.no, user.lang)),

  defineHandler(getInquiryTable, ({ db, user, params }) => inquiryLines(db, user.tenant.id, params.no, user.lang)),

  defineHandler(replyInquiry, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockInquiry(tx, tenantId, body.no, user.lang);
      const lines = await tx.query<StoredLine>(
        'SELECT id, line_no, wanted_qty, unit_price, lead_days, min_qty, valid_until, decline_reason FROM receipt_inquiry_lines WHERE inquiry_id = $1 AND tenant_id = $2 ORDER BY line_no',
        [row.id, tenantId],
      );
      const given = new Map(body.lines.map((l) => [l.lineId, l]));
      if (row.status === 'replied' && row.version === body.version + 1 && given.size === lines.length && sameReply(lines, given)) return;
      if (!inquiryTable.transitions.reply.from.includes(row.status)) throw inquiryRefusals.state(user.lang, row.status);
      const deadline = iso(row.reply_closes_at);
      if (now.getTime() >= new Date(deadline).getTime()) throw inquiryRefusals.closed(user.lang, deadline);
      if (row.version !== body.version) throw inquiryRefusals.stale(user.lang);
      // every line of the inquiry exactly once: the first line left out (or the first, for a repeat or a stranger) is named
      if (given.size !== body.lines.length || given.size !== lines.length || lines.some((l) => !given.has(l.id))) {
        const l = lines.find((x) => !given.has(x.id)) ?? lines[0];
        throw inquiryRefusals.replyInvalid(user.lang, { lineId: l.id, lineNo: l.line_no, wanted: l.wanted_qty }, 'line', 'missing', deadline);
      }
      for (const l of lines) {
        const p = replyProblem(given.get(l.id)!, l.wanted_qty, deadline, row.currency);
        if (p) throw inquiryRefusals.replyInvalid(user.lang, { lineId: l.id, lineNo: l.line_no, wanted: l.wanted_qty }, p.field, p.problem, deadline);
      }
      await applyRecordAction(tx, inquiryTable, { tenantId, lang: user.lang, by: { id: user.id, name: user.displayName }, key: row.id, action: 'reply', version: body.version, now, set: { replied_at: now, updated_at: now } });
      for (const l of lines) {
        const s = stored(given.get(l.id)!);
        await tx.query('UPDATE receipt_inquiry_lines SET unit_price = $2, lead_days = $3, min_qty = $4, valid_until = $5, decline_reason = $6 WHERE id = $1', [l.id, s.unitPrice, s.leadDays, s.minQty, s.validUntil, s.declineReason]);
      }
    });
    return inquiryHeader(db, tenantId, body.no, user.lang);
  }),

  defineHandler(clearInquiryReply, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    await db.transaction(async (tx) => {
      const row = await lockInquiry(tx, tenantId, body.no, user.lang);
      if (row.status === 'open' && row.version === body.version + 1) return;
      if (row.status === 'replied' && now.getTime() >= new Date(row.reply_closes_at).getTime()) throw inquiryRefusals.closed(user.lang, iso(row.reply_closes_at));
      await applyRecordAction(tx, inquiryTable, { tenantId, lang: user.lang, by: { id: user.id, name: user.displayName }, key: row.id, action: 'clear', version: body.version, note: body.note ?? '', now, set: { replied_at: null, updated_at: now } });
      await tx.query('UPDATE receipt_inquiry_lines SET unit_price = NULL, lead_days = NULL, min_qty = NULL, valid_until = NULL, decline_reason = NULL WHERE inquiry_id = $1 AND tenant_id = $2', [row.id, tenantId]);
    });
    return inquiryHeader(db, tenantId, body.no, user.lang);
  }),

  defineHandler(searchInquiryPurchases, async ({ db, user, body }): Promise<InquiryPurchasePage> => {
    const tenantId = user.tenant.id;
    const q = await db.maybe<{ id: string }>('SELECT id FROM receipt_inquiries WHERE inquiry_no = $1 AND tenant_id = $2', [body.no, tenantId]);
    if (!q) throw notFound(user.lang);
    const from = `FROM receipt_inquiry_lines l JOIN receipt_request_lines rl ON rl.id = l.request_line_id AND rl.tenant_id = l.tenant_id
                  JOIN receipt_requests r ON r.id = rl.request_id AND r.tenant_id = rl.tenant_id JOIN skus k ON k.id = l.sku_id AND k.tenant_id = l.tenant_id
                 WHERE l.inquiry_id = $1 AND l.tenant_id = $2`;
    const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, [q.id, tenantId]);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT r.id AS request_id, r.request_no, r.status, k.sku, k.name, rl.requested_qty, l.unit_price, r.created_at ${from} ORDER BY l.line_no LIMIT $3 OFFSET $4`,
      [q.id, tenantId, body.pageSize, (body.pageNo - 1) * body.pageSize],
    );
    return {
      rows: rows.map((r) => {
        const qty = Number(r.requested_qty);
        const unitPrice = Number(r.unit_price);
        return {
          requestId: String(r.request_id),
          requestNo: String(r.request_no),
          status: r.status as InquiryPurchasePage['rows'][number]['status'],
          sku: String(r.sku),
          skuName: String(r.name),
          qty,
          unitPrice,
          amount: Math.round(qty * unitPrice * 100) / 100,
          createdAt: iso(r.created_at),
        };
      }),
      total: total.n,
      pageNo: body.pageNo,
      pageSize: body.pageSize,
    };
  }),
];
