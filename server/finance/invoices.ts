// The invoice handlers (src/contract/finance/invoices.ts): the list, one invoice with its check and
// history, the settlements an invoice may be made against, the file upload (checked by content),
// the pre-flight check, create and update of a draft, and the supplier's actions on the
// record-with-actions kit: submit (only when the check passes), cancel a draft, reopen a rejected
// one. Each change runs in one transaction with the version read; a repeated create (same request
// key) or a repeated action by the one who made it is answered as made.
import { randomBytes } from 'node:crypto';
import type { Language } from '../../src/contract';
import {
  cancelInvoice,
  checkInvoice,
  checkInvoiceUpload,
  createInvoice,
  getInvoice,
  listInvoiceableSettlements,
  reopenInvoice,
  searchInvoices,
  submitInvoice,
  updateInvoice,
  uploadInvoiceFile,
  type InvoiceAction,
  type InvoiceFigures,
  type InvoiceInfo,
  type InvoiceStatus,
} from '../../src/contract/finance';
import type { Db } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import { sniffImage } from '../images/sniff';
import { callerOf } from '../lists/registry';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';

import { invoiceCheckFailed, invoiceDecided, invoiceFileType, invoiceFileUnknown, invoiceStale, problemsOut, settlementNotInvoiceable } from './invoice-messages';
import { invoiceListDefinition } from './list-invoices';
import { settlementTotals } from './totals';

export const INVOICE_KIND = 'finance.invoice';

export const invoiceTable: RecordTable<InvoiceAction | 'approve' | 'reject', InvoiceStatus> = {
  kind: INVOICE_KIND,
  table: 'finance_invoices',
  transitions: {
    submit: { from: ['draft'], to: 'submitted' },
    cancel: { from: ['draft'], to: 'cancelled' },
    reopen: { from: ['rejected'], to: 'draft' },
    // the platform job's steps (invoice-job.ts)
    approve: { from: ['submitted'], to: 'approved' },
    reject: { from: ['submitted'], to: 'rejected' },
  },
  notFound,
  decided: (lang) => invoiceDecided(lang),
  stale: (lang) => invoiceStale(lang),
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The invoice file's type by its content; null when it is none of those accepted. */
export function sniffInvoiceFile(bytes: Uint8Array): string | null {
  if (bytes.length > PDF.length && PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  const image = sniffImage(bytes)?.contentType;
  return image === 'image/png' || image === 'image/jpeg' || image === 'image/webp' ? image : null;
}

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** A settlement an invoice may be made against: confirmed, no line disputed; its sums. */
async function invoiceableSettlement(db: Db, tenantId: string, settlementNo: string, lang: Language, exceptInvoiceId: string | null) {
  const s = await db.maybe<{ id: string; currency: string; status: string; live: boolean }>(
    `SELECT s.id, s.currency, s.status, EXISTS (SELECT 1 FROM finance_invoices i WHERE i.settlement_id = s.id AND i.status <> 'cancelled' AND i.id IS DISTINCT FROM $3) AS live
       FROM finance_settlements s WHERE s.tenant_id = $1 AND s.number = $2`,
    [tenantId, settlementNo, exceptInvoiceId],
  );
  if (!s) throw notFound(lang);
  const totals = await settlementTotals(db, s.id);
  if (s.status !== 'confirmed' || totals.openDisputes > 0 || s.live) throw settlementNotInvoiceable(lang, settlementNo);
  return { id: s.id, currency: s.currency, expected: totals.total };
}

/** Another live invoice of the tenant carries this invoice number. */
export async function invoiceNoUsed(db: Db, tenantId: string, invoiceNo: string, exceptInvoiceId: string | null): Promise<boolean> {
  return !!(await db.maybe(`SELECT 1 FROM finance_invoices WHERE tenant_id = $1 AND invoice_no = $2 AND status <> 'cancelled' AND id IS DISTINCT FROM $3`, [tenantId, invoiceNo.trim(), exceptInvoiceId]));
}

async function fileExists(db: Db, tenantId: string, fileId: string | null, lang: Language): Promise<void> {
  if (fileId && !(await db.maybe('SELECT 1 FROM finance_invoice_files WHERE id = $1 AND tenant_id = $2', [fileId, tenantId]))) throw invoiceFileUnknown(lang);
}

interface InvoiceDbRow {
  id: string;
  number: string;
  invoice_no: string;
  invoice_date: string;
  settlement_id: string;
  settlement_no: string;
  period: string;
  currency: string;
  status: InvoiceStatus;
  version: number;
  amount_no_tax: string;
  tax: string;
  amount: string;
  file_id: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  reject_code: string | null;
  reject_reason_en: string | null;
  reject_reason_zh: string | null;
  created_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
}

const INVOICE_SELECT = `SELECT i.id, i.number, i.invoice_no, to_char(i.invoice_date, 'YYYY-MM-DD') AS invoice_date, i.settlement_id, s.number AS settlement_no, s.period, i.currency, i.status, i.version,
    i.amount_no_tax::text AS amount_no_tax, i.tax::text AS tax, i.amount::text AS amount, i.file_id, f.file_name, f.content_type, f.size,
    i.reject_code, i.reject_reason_en, i.reject_reason_zh, i.created_at, i.submitted_at, i.decided_at
  FROM finance_invoices i JOIN finance_settlements s ON s.id = i.settlement_id LEFT JOIN finance_invoice_files f ON f.id = i.file_id`;

/** The check of a stored invoice as of `today`, with the facts read in `db`. */
export async function checkStoredInvoice(db: Db, tenantId: string, row: Pick<InvoiceDbRow, 'id' | 'settlement_id' | 'invoice_no' | 'invoice_date' | 'amount_no_tax' | 'tax' | 'amount' | 'file_id'>, today: string) {
  const totals = await settlementTotals(db, row.settlement_id);
  return checkInvoice({
    invoice: { amountNoTax: row.amount_no_tax, tax: row.tax, amount: row.amount, invoiceDate: row.invoice_date, hasFile: row.file_id !== null },
    expected: totals.total,
    numberUsed: await invoiceNoUsed(db, tenantId, row.invoice_no, row.id),
    today,
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function invoiceInfo(db: Db, tenantId: string, number: string, lang: Language, now: Date): Promise<InvoiceInfo> {
  const r = await db.maybe<InvoiceDbRow>(`${INVOICE_SELECT} WHERE i.tenant_id = $1 AND i.number = $2`, [tenantId, number]);
  if (!r) throw notFound(lang);
  const totals = await settlementTotals(db, r.settlement_id);
  const problems = r.status === 'draft' ? await checkStoredInvoice(db, tenantId, r, utcDay(now)) : [];
  const history = await db.query<{ action: string; from_status: string; to_status: string; note: string; actor_name: string; at: Date }>(
    `SELECT action, from_status, to_status, note, actor_name, at FROM record_history WHERE tenant_id = $1 AND record_kind = $2 AND record_id = $3 ORDER BY at DESC, id`,
    [tenantId, INVOICE_KIND, r.id],
  );
  return {
    number: r.number,
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date,
    settlementNo: r.settlement_no,
    period: r.period,
    currency: r.currency,
    status: r.status,
    version: r.version,
    amountNoTax: r.amount_no_tax,
    tax: r.tax,
    amount: r.amount,
    expected: totals.total,
    file: r.file_id ? { id: r.file_id, fileName: r.file_name ?? '', contentType: r.content_type ?? '', size: r.size ?? 0 } : null,
    rejectCode: r.reject_code,
    rejectReason: r.reject_code ? (lang === 'zh-CN' ? r.reject_reason_zh : r.reject_reason_en) : null,
    createdAt: r.created_at.toISOString(),
    submittedAt: iso(r.submitted_at),
    decidedAt: iso(r.decided_at),
    problems: problemsOut(problems, r.invoice_no, lang),
    history: history.map((h) => ({ action: h.action, fromStatus: h.from_status, toStatus: h.to_status, note: h.note, by: h.actor_name, at: h.at.toISOString() })),
  };
}

async function nextInvoiceNumber(tx: Db, tenantId: string, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const n = await tx.one<{ n: number }>("SELECT count(*)::int AS n FROM finance_invoices WHERE tenant_id = $1 AND number LIKE 'IV' || $2 || '%'", [tenantId, day]);
  return `IV${day}${String(n.n + 1).padStart(4, '0')}`;
}

const by = (user: { id: string; displayName: string }) => ({ id: user.id, name: user.displayName });
const figuresOf = (b: InvoiceFigures) => [b.amountNoTax, b.tax, b.amount];

export const invoiceHandlers: readonly HandlerEntry[] = [
  defineHandler(searchInvoices, async ({ db, user, body }) => (await invoiceListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getInvoice, ({ db, user, params, now }) => invoiceInfo(db, user.tenant.id, params.number, user.lang, now)),

  defineHandler(listInvoiceableSettlements, async ({ db, user }) => {
    const rows = await db.query<{ id: string; number: string; period: string; cart: string; currency: string }>(
      `SELECT s.id, s.number, s.period, c.name AS cart, s.currency FROM finance_settlements s JOIN carts c ON c.id = s.cart_id
        WHERE s.tenant_id = $1 AND s.status = 'confirmed'
          AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id AND d.status = 'open')
          AND NOT EXISTS (SELECT 1 FROM finance_invoices i WHERE i.settlement_id = s.id AND i.status <> 'cancelled')
        ORDER BY s.period DESC, s.number LIMIT 100`,
      [user.tenant.id],
    );
    const out = [];
    for (const r of rows) out.push({ settlementNo: r.number, period: r.period, cart: r.cart, currency: r.currency, ...(await settlementTotals(db, r.id)).total });
    return out;
  }),

  defineHandler(uploadInvoiceFile, async ({ db, user, body, now }) => {
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    const type = sniffInvoiceFile(bytes);
    if (!type) throw invoiceFileType(user.lang);
    const id = `if_${randomBytes(8).toString('hex')}`;
    const fileName = (body.file.name || 'invoice').replace(/[\\/\0]/g, '_').slice(0, 200);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO finance_invoice_files (id, tenant_id, file_name, content_type, size, created_by_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
        id,
        user.tenant.id,
        fileName,
        type,
        bytes.byteLength,
        user.displayName,
        now,
      ]);
      await storeFileParts(tx, id, bytes);
    });
    return { id, fileName, contentType: type, size: bytes.byteLength };
  }),

  defineHandler(checkInvoiceUpload, async ({ db, user, body, now }) => {
    const own = body.number ? await db.maybe<{ id: string }>('SELECT id FROM finance_invoices WHERE tenant_id = $1 AND number = $2', [user.tenant.id, body.number]) : null;
    if (body.number && !own) throw notFound(user.lang);
    const s = await invoiceableSettlement(db, user.tenant.id, body.settlementNo, user.lang, own?.id ?? null);
    await fileExists(db, user.tenant.id, body.fileId, user.lang);
    const problems = checkInvoice({
      invoice: { amountNoTax: body.amountNoTax, tax: body.tax, amount: body.amount, invoiceDate: body.invoiceDate, hasFile: body.fileId !== null },
      expected: s.expected,
      numberUsed: await invoiceNoUsed(db, user.tenant.id, body.invoiceNo, own?.id ?? null),
      today: utcDay(now),
    });
    return { problems: problemsOut(problems, body.invoiceNo.trim(), user.lang) };
  }),

  defineHandler(createInvoice, async ({ db, user, body, now }) => {
    const number = await db.transaction(async (tx) => {
      const done = await tx.maybe<{ number: string }>('SELECT number FROM finance_invoices WHERE tenant_id = $1 AND request_key = $2', [user.tenant.id, body.requestKey]);
      if (done) return done.number;
      // the settlement locked: two creates against it wait for each other
      await tx.query('SELECT 1 FROM finance_settlements WHERE tenant_id = $1 AND number = $2 FOR UPDATE', [user.tenant.id, body.settlementNo]);
      const s = await invoiceableSettlement(tx, user.tenant.id, body.settlementNo, user.lang, null);
      await fileExists(tx, user.tenant.id, body.fileId, user.lang);
      const invoiceNo = body.invoiceNo.trim();
      // a used number is refused at once (the unique index backs it); the other problems are the draft's to fix
      if (await invoiceNoUsed(tx, user.tenant.id, invoiceNo, null)) throw invoiceCheckFailed([{ code: 'INVOICE_NUMBER_USED', field: 'invoiceNo' }], invoiceNo, user.lang);
      const n = await nextInvoiceNumber(tx, user.tenant.id, now);
      await tx.query(
        `INSERT INTO finance_invoices (id, tenant_id, number, settlement_id, invoice_no, invoice_date, currency, amount_no_tax, tax, amount, file_id, status, request_key, created_by_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12, $13, $14)`,
        [`fi_${randomBytes(8).toString('hex')}`, user.tenant.id, n, s.id, invoiceNo, body.invoiceDate, s.currency, ...figuresOf(body), body.fileId, body.requestKey, user.displayName, now],
      );
      return n;
    });
    return invoiceInfo(db, user.tenant.id, number, user.lang, now);
  }),

  defineHandler(updateInvoice, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await tx.maybe<{ id: string; status: InvoiceStatus; version: number }>('SELECT id, status, version FROM finance_invoices WHERE tenant_id = $1 AND number = $2 FOR UPDATE', [user.tenant.id, body.number]);
      if (!row) throw notFound(user.lang);
      if (row.status !== 'draft') throw invoiceDecided(user.lang);
      if (row.version !== body.version) throw invoiceStale(user.lang);
      await fileExists(tx, user.tenant.id, body.fileId, user.lang);
      const invoiceNo = body.invoiceNo.trim();
      if (await invoiceNoUsed(tx, user.tenant.id, invoiceNo, row.id)) throw invoiceCheckFailed([{ code: 'INVOICE_NUMBER_USED', field: 'invoiceNo' }], invoiceNo, user.lang);
      await tx.query(
        `UPDATE finance_invoices SET invoice_no = $3, invoice_date = $4, amount_no_tax = $5, tax = $6, amount = $7, file_id = $8, version = version + 1 WHERE id = $1 AND tenant_id = $2`,
        [row.id, user.tenant.id, invoiceNo, body.invoiceDate, ...figuresOf(body), body.fileId],
      );
    });
    return invoiceInfo(db, user.tenant.id, body.number, user.lang, now);
  }),

  defineHandler(submitInvoice, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await tx.maybe<InvoiceDbRow>(`${INVOICE_SELECT} WHERE i.tenant_id = $1 AND i.number = $2 FOR UPDATE OF i`, [user.tenant.id, body.number]);
      if (!row) throw notFound(user.lang);
      // a repeated submit by the same one is answered as made
      if (row.status === 'submitted' && row.version === body.version + 1) return;
      if (row.status === 'draft' && row.version === body.version) {
        const problems = await checkStoredInvoice(tx, user.tenant.id, row, utcDay(now));
        if (problems.length > 0) throw invoiceCheckFailed(problems, row.invoice_no, user.lang);
      }
      await applyRecordAction(tx, invoiceTable, { tenantId: user.tenant.id, lang: user.lang, by: by(user), keyColumn: 'number', key: body.number, action: 'submit', version: body.version, now, set: { submitted_at: now } });
    });
    return invoiceInfo(db, user.tenant.id, body.number, user.lang, now);
  }),

  ...(
    [
      [cancelInvoice, 'cancel', 'cancelled'],
      [reopenInvoice, 'reopen', 'draft'],
    ] as const
  ).map(([endpoint, action, to]) =>
    defineHandler(endpoint, async ({ db, user, body, now }) => {
      await db.transaction((tx) =>
        applyRecordAction(tx, invoiceTable, {
          tenantId: user.tenant.id,
          lang: user.lang,
          by: by(user),
          keyColumn: 'number',
          key: body.number,
          action,
          version: body.version,
          now,
          // reopening keeps the rejection's reason in the history, not on the draft
          set: action === 'reopen' ? { reject_code: null, reject_reason_en: null, reject_reason_zh: null, decided_at: null } : {},
          repeated: (row) => row.status === to && row.version === body.version + 1,
        }),
      );
      return invoiceInfo(db, user.tenant.id, body.number, user.lang, now);
    }),
  ),
];

