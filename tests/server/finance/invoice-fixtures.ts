// Matrix fixtures of the /finance invoice calls (tests/server/fixtures.ts gathers them with
// financeFixtures): a valid call for supplier1, an invoice of tenant B for the tenant matrix
// (renamed to a number only it has), and an invoice in the state each action needs.
import type { Db } from '../../../server/db/db';
import { settlementTotals } from '../../../server/finance/totals';
import type { Fixture } from '../fixture-kit';
import { START_TIME, type RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// the harness's clock starts at START_TIME: an invoice dated that day passes the date rule
const today = () => START_TIME.toISOString().slice(0, 10);
let seq = 0;

/** An invoice of the tenant in `status`, untouched (as seeded). */
const inState = (db: Db, tenantId: string, status: string) =>
  db.one<{ number: string; version: number }>(`SELECT number, version FROM finance_invoices WHERE tenant_id = $1 AND status = $2 AND request_key LIKE 'seed-%' ORDER BY number LIMIT 1`, [tenantId, status]);
/** An invoice of tenant B put in `status` and renamed to a number only it has (a seeded one, each used once). */
const foreign = (db: Db, tenantId: string, status: string) =>
  db.one<{ number: string; version: number }>(
    `UPDATE finance_invoices SET number = number || 'B', request_key = 'moved-' || request_key, status = $2,
            reject_code = CASE WHEN $2 = 'rejected' THEN 'INVOICE_TOTAL_MISMATCH' END, reject_reason_en = CASE WHEN $2 = 'rejected' THEN 'total' END, reject_reason_zh = CASE WHEN $2 = 'rejected' THEN '金额' END
      WHERE id = (SELECT id FROM finance_invoices WHERE tenant_id = $1 AND request_key LIKE 'seed-%' ORDER BY number LIMIT 1) RETURNING number, version`,
    [tenantId, status],
  );
/** A settlement of the tenant an invoice may be made against, with its sums. */
const open = async (db: Db, tenantId: string) => {
  const s = await db.one<{ id: string; number: string }>(
    `SELECT s.id, s.number FROM finance_settlements s WHERE s.tenant_id = $1 AND s.status = 'confirmed'
        AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id AND d.status = 'open')
        AND NOT EXISTS (SELECT 1 FROM finance_invoices i WHERE i.settlement_id = s.id AND i.status <> 'cancelled') ORDER BY s.period DESC, s.number LIMIT 1`,
    [tenantId],
  );
  return { settlementNo: s.number, ...(await settlementTotals(db, s.id)).total };
};
/** Tenant B's invoiceable settlement, renamed to a number only it has (the demo carts share codes). */
const foreignOpen = async (db: Db, tenantId: string) => {
  const s = await open(db, tenantId);
  await db.query(`UPDATE finance_settlements SET number = number || 'B' WHERE tenant_id = $1 AND number = $2`, [tenantId, s.settlementNo]);
  return { ...s, settlementNo: `${s.settlementNo}B` };
};
const figures = (s: { amountNoTax: string; tax: string; amount: string }) => ({ amountNoTax: s.amountNoTax, tax: s.tax, amount: s.amount, invoiceDate: today() });
/** A draft of tenant A that passes the check (its own settlement, a fresh number, the seeded file). */
const passingDraft = async (db: Db) => {
  const tenantId = await harbor(db);
  const s = await open(db, tenantId);
  const number = `IVFX${Date.now().toString(36)}${seq++}`;
  await db.query(
    `INSERT INTO finance_invoices (id, tenant_id, number, settlement_id, invoice_no, invoice_date, currency, amount_no_tax, tax, amount, file_id, status, request_key, created_by_name, created_at)
     SELECT 'fi_' || $2, $1, $2, s.id, $2, $3, s.currency, $4, $5, $6, (SELECT id FROM finance_invoice_files WHERE tenant_id = $1 LIMIT 1), 'draft', 'fx-' || $2, 'Test', now()
       FROM finance_settlements s WHERE s.tenant_id = $1 AND s.number = $7`,
    [tenantId, number, today(), s.amountNoTax, s.tax, s.amount, s.settlementNo],
  );
  return { number, version: 1, ...s };
};
const act = (i: { number: string; version: number }): RouteInput => ({ body: { number: i.number, version: i.version } });
const pdfForm = (): RouteInput =>
  Object.defineProperty({}, 'body', {
    get: () => {
      const form = new FormData();
      form.set('file', new File([PDF], 'invoice.pdf', { type: 'application/pdf' }));
      form.set('timezone', 'GMT+08:00');
      return form;
    },
    enumerable: true,
  });

const NONE = { settlementNo: 'ST202602-NONE', invoiceNo: 'FP-NONE', invoiceDate: '2026-03-02', amountNoTax: '1.00', tax: '0.00', amount: '1.00', fileId: null };

export const invoiceFixtures = {
  'finance.invoiceSearch': { input: { body: { conditions: { status: 'approved' }, pageSize: 20 } } },
  'finance.invoiceSettlements': { input: {} },
  'finance.invoiceInfo': {
    input: { params: { number: 'IV-NONE' } },
    prepare: async ({ db }) => ({ params: { number: (await inState(db, await harbor(db), 'approved')).number } }),
    foreignObject: async ({ db, tenantId }) => ({ params: { number: (await foreign(db, tenantId, 'approved')).number } }),
  },
  'finance.invoiceUpload': { input: pdfForm() },
  'finance.invoiceUploadCheck': {
    input: { body: NONE },
    prepare: async ({ db }) => {
      const s = await open(db, await harbor(db));
      return { body: { ...NONE, ...figures(s), settlementNo: s.settlementNo } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const s = await foreignOpen(db, tenantId);
      return { body: { ...NONE, ...figures(s), settlementNo: s.settlementNo } };
    },
  },
  'finance.invoiceCreate': {
    input: { body: { ...NONE, requestKey: 'fx-none-0001' } },
    prepare: async ({ db }) => {
      const s = await open(db, await harbor(db));
      return { body: { ...NONE, ...figures(s), settlementNo: s.settlementNo, invoiceNo: `FX${Date.now().toString(36)}${seq++}`, requestKey: `fx-create-${Date.now()}-${seq++}` } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const s = await foreignOpen(db, tenantId);
      return { body: { ...NONE, ...figures(s), settlementNo: s.settlementNo, requestKey: `fx-foreign-${Date.now()}-${seq++}` } };
    },
  },
  'finance.invoiceUpdate': {
    input: { body: { number: 'IV-NONE', version: 1, invoiceNo: 'FP-NONE', invoiceDate: '2026-03-02', amountNoTax: '1.00', tax: '0.00', amount: '1.00', fileId: null } },
    prepare: async ({ db }) => {
      const d = await passingDraft(db);
      return { body: { number: d.number, version: 1, invoiceNo: d.number, ...figures(d), fileId: null } };
    },
    foreignObject: async ({ db, tenantId }) => {
      const d = await foreign(db, tenantId, 'draft');
      return { body: { number: d.number, version: d.version, invoiceNo: 'FP-FOREIGN', invoiceDate: '2026-03-02', amountNoTax: '1.00', tax: '0.00', amount: '1.00', fileId: null } };
    },
  },
  'finance.invoiceSubmit': {
    input: act({ number: 'IV-NONE', version: 1 }),
    prepare: async ({ db }) => act(await passingDraft(db)),
    foreignObject: async ({ db, tenantId }) => act(await foreign(db, tenantId, 'draft')),
  },
  'finance.invoiceCancel': {
    input: act({ number: 'IV-NONE', version: 1 }),
    prepare: async ({ db }) => act(await passingDraft(db)),
    foreignObject: async ({ db, tenantId }) => act(await foreign(db, tenantId, 'draft')),
  },
  'finance.invoiceReopen': {
    input: act({ number: 'IV-NONE', version: 3 }),
    prepare: async ({ db }) => {
      const d = await passingDraft(db);
      await db.query(`UPDATE finance_invoices SET status = 'rejected', reject_code = 'INVOICE_TOTAL_MISMATCH', reject_reason_en = 'total', reject_reason_zh = '金额' WHERE number = $1`, [d.number]);
      return act(d);
    },
    foreignObject: async ({ db, tenantId }) => act(await foreign(db, tenantId, 'rejected')),
  },
} satisfies Record<string, Fixture>;
