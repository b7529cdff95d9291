// The invoice demo seed (docs/domain/finance.md, "Invoices"): for each supplier tenant, the older
// confirmed settlements with no line disputed get an invoice in turn approved, rejected (a total
// off by 1.00, refused by the job's own check), submitted, draft and cancelled (the settlement free
// again), their figures the settlement's sums; the newer ones are left to invoice. One seeded PDF
// per tenant is their file. A tenant with any invoice is skipped (re-running adds nothing).
import type { InvoiceStatus } from '../../src/contract/finance';
import type { Db } from '../db/db';
import { storeFileParts } from '../db/file-parts';
import { problemText } from './invoice-messages';
import { settlementTotals } from './totals';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TURN: InvoiceStatus[] = ['approved', 'rejected', 'submitted', 'draft', 'cancelled'];

/** A minimal valid one-page PDF naming the invoice (what a scanned invoice would be). */
function invoicePdf(title: string): Uint8Array {
  const text = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<<>>>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 100 Td (${title}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

const history = (db: Db, tenantId: string, invoiceId: string, action: string, from: string, to: string, note: string, by: string, at: Date) =>
  db.query(
    `INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at) VALUES ($1, $2, 'finance.invoice', $3, $4, $5, $6, $7, NULL, $8, $9)`,
    [`rh_fin_i_${action}_${invoiceId}`, tenantId, invoiceId, action, from, to, note, by, at],
  );

export async function seedInvoices(db: Db, tenantId: string, supplierName: string): Promise<void> {
  if (await db.maybe('SELECT 1 FROM finance_invoices WHERE tenant_id = $1 LIMIT 1', [tenantId])) return;
  await db.transaction(async (tx) => {
    const settlements = await tx.query<{ id: string; number: string; period: string; period_end: Date; currency: string }>(
      `SELECT s.id, s.number, s.period, s.period_end, s.currency FROM finance_settlements s
        WHERE s.tenant_id = $1 AND s.status = 'confirmed' AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id AND d.status = 'open')
        ORDER BY s.period_start, s.number LIMIT 10`,
      [tenantId],
    );
    if (settlements.length === 0) return;
    const fileId = `if_seed_${tenantId}`;
    const pdf = invoicePdf('Invoice');
    await tx.query(`INSERT INTO finance_invoice_files (id, tenant_id, file_name, content_type, size, created_by_name, created_at) VALUES ($1, $2, 'invoice.pdf', 'application/pdf', $3, $4, $5)`, [
      fileId,
      tenantId,
      pdf.byteLength,
      supplierName,
      settlements[0].period_end,
    ]);
    await storeFileParts(tx, fileId, pdf);
    for (const [i, s] of settlements.entries()) {
      const status = TURN[i % TURN.length];
      const total = (await settlementTotals(tx, s.id)).total;
      const created = new Date(s.period_end.getTime() + 10 * DAY);
      const submitted = status === 'draft' || status === 'cancelled' ? null : new Date(created.getTime() + HOUR);
      const decided = status === 'approved' || status === 'rejected' ? new Date(created.getTime() + DAY) : null;
      // the rejected one carries a total 1.00 over the settlement's (its amount without tax too, so its split adds up)
      const off = status === 'rejected' ? 1 : 0;
      const noTax = (Number(total.amountNoTax) + off).toFixed(2);
      const amount = (Number(total.amount) + off).toFixed(2);
      const invoiceNo = `FP${s.period.replace('-', '')}${String(i + 1).padStart(4, '0')}`;
      const reason = status === 'rejected' ? problemText({ code: 'INVOICE_TOTAL_MISMATCH', field: 'amount', invoice: amount, expected: total.amount }, invoiceNo) : null;
      const id = `fi_seed_${s.id}`;
      const version = { draft: 1, submitted: 2, approved: 3, rejected: 3, cancelled: 2 }[status];
      await tx.query(
        `INSERT INTO finance_invoices (id, tenant_id, number, settlement_id, invoice_no, invoice_date, currency, amount_no_tax, tax, amount, file_id, status, reject_code, reject_reason_en, reject_reason_zh, request_key, created_by_name, created_at, submitted_at, decided_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
        [
          id,
          tenantId,
          `IV${created.toISOString().slice(2, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
          s.id,
          invoiceNo,
          created.toISOString().slice(0, 10),
          s.currency,
          noTax,
          total.tax,
          amount,
          fileId,
          status,
          reason ? 'INVOICE_TOTAL_MISMATCH' : null,
          reason?.en ?? null,
          reason?.zh ?? null,
          `seed-${id}`,
          supplierName,
          created,
          submitted,
          decided,
          version,
        ],
      );
      if (submitted) await history(tx, tenantId, id, 'submit', 'draft', 'submitted', '', supplierName, submitted);
      if (status === 'cancelled') await history(tx, tenantId, id, 'cancel', 'draft', 'cancelled', '', supplierName, new Date(created.getTime() + HOUR));
      if (decided) await history(tx, tenantId, id, status === 'approved' ? 'approve' : 'reject', 'submitted', status, reason?.en ?? 'the checks pass', 'Platform', decided);
    }
  });
}
