// Finance slice 2 (docs/domain/finance.md, "Invoices"): the seed (every state, figures the
// settlement's sums), the file upload (checked by content), the pre-flight check (the same
// function in the check call, submit and the job: total with both figures, tax, number used, date,
// file; both languages), create (once per request key, only against an invoiceable settlement),
// update, submit (the version read, once), cancel, reopen, the platform job approving and
// rejecting, and tenancy.
import { describe, expect, it } from 'vitest';
import { checkInvoice, invoiceInfoSchema, type InvoiceInfo, type InvoiceRow } from '../../../src/contract/finance';
import { decideNextInvoice } from '../../../server/finance/invoice-job';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';

const P = '/api/scm-app/supplier/finance';
let h: Harness, cookie: string, cookieZh: string, harbor: string, pacific: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor, pacific } = s));

type Env<T> = { envelope: { code: string; message: string; data: T }; text: string };
const ok = <T>(r: Env<T>) => {
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
};
const today = () => h.clock.now().toISOString().slice(0, 10);
const post = <T = InvoiceInfo>(path: string, body: unknown, c = cookie) => h.call<T>('POST', `${P}/invoice/${path}`, { cookie: c, body });
const info = async (number: string, c = cookie) => invoiceInfoSchema.parse(ok(await h.call<InvoiceInfo>('GET', `${P}/invoice/info/${number}`, { cookie: c })));
type Open = { settlementNo: string; amountNoTax: string; tax: string; amount: string };
const invoiceable = async (c = cookie) => ok(await h.call<Open[]>('GET', `${P}/invoice/settlements`, { cookie: c }));
const upload = async (bytes: Uint8Array, name: string, c = cookie) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  form.set('timezone', 'GMT+08:00');
  return h.call<{ id: string; contentType: string }>('POST', `${P}/invoice/file/upload`, { cookie: c, body: form });
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const draftOf = (s: Open, invoiceNo: string, fileId: string | null, over: Partial<Open & { invoiceDate: string }> = {}) => ({
  settlementNo: s.settlementNo,
  invoiceNo,
  invoiceDate: today(),
  amountNoTax: s.amountNoTax,
  tax: s.tax,
  amount: s.amount,
  fileId,
  ...over,
});
/** Runs the job's invoice step until nothing is due, as of `ms` after the harness's now. */
const runJob = async (ms = 60_000) => {
  while (await h.db.transaction((tx) => decideNextInvoice(tx, new Date(h.clock.now().getTime() + ms), 30_000)));
};
const plus = (d: string, cents: number) => ((Math.round(Number(d) * 100) + cents) / 100).toFixed(2);

describe('finance invoices', () => {
  it('are seeded in every state against confirmed settlements, their figures the settlements’ sums (the rejected one off, with its reason)', async () => {
    for (const tenant of [harbor, pacific]) {
      const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM finance_invoices WHERE tenant_id = $1 ORDER BY status', [tenant]);
      expect(states.map((s) => s.status)).toEqual(expect.arrayContaining(['approved', 'cancelled', 'draft', 'rejected']));
    }
    const page = ok(await h.call<{ rows: InvoiceRow[] }>('POST', `${P}/invoice/search`, { cookie, body: { conditions: { status: 'rejected' }, pageSize: 5 } }));
    expect(page.rows.length).toBeGreaterThan(0);
    const rejected = await info(page.rows[0].number);
    expect(rejected).toMatchObject({ status: 'rejected', rejectCode: 'INVOICE_TOTAL_MISMATCH' });
    expect(rejected.rejectReason).toContain(rejected.amount);
    expect(rejected.rejectReason).toContain(rejected.expected.amount);
    const approved = ok(await h.call<{ rows: InvoiceRow[] }>('POST', `${P}/invoice/search`, { cookie, body: { conditions: { status: 'approved' }, pageSize: 1 } })).rows[0];
    const a = await info(approved.number);
    expect([a.amount, a.tax, a.amountNoTax]).toEqual([a.expected.amount, a.expected.tax, a.expected.amountNoTax]);
    expect(a.history.map((x) => x.action)).toEqual(['approve', 'submit']);
    // the settlements offered are confirmed, undisputed and have no live invoice
    const open = await invoiceable();
    expect(open.length).toBeGreaterThan(1);
    const live = await h.db.query<{ number: string }>(`SELECT s.number FROM finance_invoices i JOIN finance_settlements s ON s.id = i.settlement_id WHERE i.tenant_id = $1 AND i.status <> 'cancelled'`, [harbor]);
    expect(open.map((o) => o.settlementNo).filter((n) => live.some((l) => l.number === n))).toEqual([]);
  });

  it('a file is checked by content; the pre-flight check names each problem with its figures, in both languages', async () => {
    expect((await upload(new TextEncoder().encode('not an invoice'), 'invoice.pdf')).envelope.code).toBe('INVOICE_FILE_TYPE');
    const file = ok(await upload(PDF, 'scan.pdf'));
    expect(file.contentType).toBe('application/pdf');
    const [s] = await invoiceable();
    const pass = ok(await post<{ problems: unknown[] }>('upload/check', draftOf(s, 'CHK-1', file.id)));
    expect(pass.problems).toEqual([]);
    const wrong = ok(await post<{ problems: { code: string; invoice?: string; expected?: string; message: string }[] }>('upload/check', draftOf(s, 'CHK-1', null, { amount: plus(s.amount, 100), amountNoTax: plus(s.amountNoTax, 100), invoiceDate: '2020-01-01' })));
    expect(wrong.problems.map((p) => p.code)).toEqual(['INVOICE_TOTAL_MISMATCH', 'INVOICE_DATE_INVALID', 'INVOICE_FILE_MISSING']);
    expect(wrong.problems[0]).toMatchObject({ invoice: plus(s.amount, 100), expected: s.amount });
    expect(wrong.problems[0].message).toContain(s.amount);
    // the Chinese reader (tenant B, its own settlement)
    const [zs] = await invoiceable(cookieZh);
    const zh = ok(await post<{ problems: { code: string; message: string }[] }>('upload/check', draftOf(zs, 'CHK-1', null, { tax: plus(zs.tax, 1) }), cookieZh));
    expect(zh.problems.map((p) => p.code)).toEqual(['INVOICE_TAX_MISMATCH', 'INVOICE_FILE_MISSING']);
    expect(zh.problems[0].message).toMatch(/税额/);
    // the same pure function: the date rule at its edges
    const base = { invoice: { amountNoTax: '1.00', tax: '0.00', amount: '1.00', invoiceDate: '2026-03-02', hasFile: true }, expected: { amountNoTax: '1.00', tax: '0.00', amount: '1.00' }, numberUsed: false };
    expect(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-01'].map((d) => checkInvoice({ ...base, today: d }).map((p) => p.code))).toEqual([[], [], [], ['INVOICE_DATE_INVALID'], ['INVOICE_DATE_INVALID']]);
    // a settlement not confirmed cannot be invoiced
    const pending = await h.db.one<{ number: string }>(`SELECT number FROM finance_settlements WHERE tenant_id = $1 AND status = 'pendingConfirm' LIMIT 1`, [harbor]);
    expect((await post('upload/check', draftOf({ ...s, settlementNo: pending.number }, 'CHK-1', null))).envelope.code).toBe('INVOICE_SETTLEMENT_NOT_READY');
  });

  it('create (once), fix, submit (once, the version read), the job approves; a used number is refused; tampered, the job rejects; reopen, cancel', async () => {
    const file = ok(await upload(PDF, 'scan.pdf'));
    const [s, s2, s3] = await invoiceable();
    const key = `k-${Date.now()}`;
    // created with a wrong total: a draft whose check names it; submit refuses it with both figures
    const body = { ...draftOf(s, 'FP-T-0001', file.id, { amount: plus(s.amount, 5), amountNoTax: plus(s.amountNoTax, 5) }), requestKey: key };
    const d = ok(await post('create', body));
    expect(ok(await post('create', body)).number).toBe(d.number);
    expect(d).toMatchObject({ status: 'draft', version: 1, settlementNo: s.settlementNo });
    expect(d.problems.map((p) => p.code)).toEqual(['INVOICE_TOTAL_MISMATCH']);
    const refused = await post('submit', { number: d.number, version: 1 });
    expect(refused.envelope.code).toBe('INVOICE_TOTAL_MISMATCH');
    expect(refused.envelope.message).toContain(s.amount);
    expect((await info(d.number)).status).toBe('draft');
    // the settlement is taken; the number is taken
    expect((await post('create', { ...draftOf(s, 'FP-T-0002', null), requestKey: `${key}-b` })).envelope.code).toBe('INVOICE_SETTLEMENT_NOT_READY');
    expect((await post('create', { ...draftOf(s2, 'FP-T-0001', null), requestKey: `${key}-c` })).envelope.code).toBe('INVOICE_NUMBER_USED');
    // fixed; a stale version is refused
    const fix = { number: d.number, version: 1, ...draftOf(s, 'FP-T-0001', file.id) } as Record<string, unknown>;
    delete fix.settlementNo;
    const fixed = ok(await post('update', fix));
    expect(fixed).toMatchObject({ version: 2, amount: s.amount, problems: [] });
    expect((await post('update', fix)).envelope.code).toBe('INVOICE_STALE');
    const sent = ok(await post('submit', { number: d.number, version: 2 }));
    expect(sent).toMatchObject({ status: 'submitted', version: 3 });
    expect(ok(await post('submit', { number: d.number, version: 2 })).version).toBe(3);
    expect((await post('cancel', { number: d.number, version: 2 })).envelope.code).toBe('INVOICE_DECIDED');
    await runJob();
    const approved = await info(d.number);
    expect(approved).toMatchObject({ status: 'approved', rejectCode: null });
    expect(approved.history.map((x) => [x.action, x.by])).toEqual([['approve', 'Platform'], ['submit', expect.any(String)]]);

    // submitted, then its figures no longer match (tampered behind the check): the job rejects with the reason
    const e = ok(await post('create', { ...draftOf(s2, 'FP-T-0003', file.id), requestKey: `${key}-e` }));
    ok(await post('submit', { number: e.number, version: 1 }));
    await h.db.query(`UPDATE finance_invoices SET amount = amount + 1, amount_no_tax = amount_no_tax + 1 WHERE tenant_id = $1 AND number = $2`, [harbor, e.number]);
    await runJob();
    const rejected = await info(e.number);
    expect(rejected).toMatchObject({ status: 'rejected', rejectCode: 'INVOICE_TOTAL_MISMATCH' });
    expect(rejected.rejectReason).toContain(s2.amount);
    const reopened = ok(await post('reopen', { number: e.number, version: rejected.version }));
    expect(reopened).toMatchObject({ status: 'draft', rejectCode: null });
    expect(reopened.problems.map((p) => p.code)).toEqual(['INVOICE_TOTAL_MISMATCH']);
    const cancelled = ok(await post('cancel', { number: e.number, version: reopened.version }));
    expect(cancelled.status).toBe('cancelled');
    // cancelled: the settlement and the number are free again
    expect((await invoiceable()).map((o) => o.settlementNo)).toContain(s2.settlementNo);
    ok(await post('create', { ...draftOf(s3, 'FP-T-0003', file.id), requestKey: `${key}-f` }));
  });

  it('a tenant never reads nor acts on another tenant’s invoices or files', async () => {
    const theirs = await h.db.one<{ number: string; version: number }>(
      `UPDATE finance_invoices SET number = number || 'B' WHERE id = (SELECT id FROM finance_invoices WHERE tenant_id = $1 AND status = 'draft' ORDER BY number LIMIT 1) RETURNING number, version`,
      [pacific],
    );
    expect((await h.call('GET', `${P}/invoice/info/${theirs.number}`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('cancel', { number: theirs.number, version: theirs.version })).envelope.code).toBe('SYS_NOT_FOUND');
    const page = ok(await h.call<{ rows: InvoiceRow[] }>('POST', `${P}/invoice/search`, { cookie, body: { conditions: {}, pageSize: 100 } }));
    expect(page.rows.map((r) => r.number)).not.toContain(theirs.number);
    const file = ok(await upload(PDF, 'scan.pdf', cookieZh));
    const [s] = await invoiceable();
    expect((await post('create', { ...draftOf(s, 'FP-T-X', file.id), requestKey: `x-${Date.now()}` })).envelope.code).toBe('INVOICE_FILE_MISSING');
  });
});
