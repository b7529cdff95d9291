// Reconciliation (docs/domain/finance.md "Reconciliation"): seeded bills in every state whose totals
// are the sums of their lines; a provider's file imported through the import pipeline (row errors
// in both languages) and matched against the tenant's shipments and the UPS Ground cost setting,
// each class once (matched, WEIGHT, RATE, ACCESSORIAL, DUPLICATE, MISSING_SHIPMENT, missing in the
// bill); differences accepted or disputed (a reason required) once, with the version read; a bill
// submitted only when nothing is undecided, once; the platform job closes it; another tenant's
// bills and lines are not found.
import { describe, expect, it } from 'vitest';
import { billSchema, resultLineSchema, type ReconciliationBill, type ResultLine } from '../../../src/contract/reconciliation';
import type { ImportRecord } from '../../../src/contract';
import '../../../server/jobs/exceljs-compat';
import { ImportRunner } from '../../../server/imports/runner';
import { runReconciliationJobOnce } from '../../../server/reconciliation';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';

const P = '/api/scm-app/supplier/reconciliation';
const IMPORT = '/api/scm-app/supplier/import';
let h: Harness, cookie: string, cookieZh: string, tenantId: string, pacificId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId, pacific: pacificId } = s));

const bill = async (id: string, c = cookie) => h.call<ReconciliationBill>('GET', `${P}/detail/${id}`, { cookie: c });
async function results(billId: string, c = cookie, conditions: Record<string, unknown> = {}): Promise<ResultLine[]> {
  const r = await h.call<{ rows: ResultLine[] }>('POST', `${P}/result/search`, { cookie: c, body: { conditions: { billId, ...conditions }, pageSize: 200 } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data.rows.map((x) => resultLineSchema.parse(x));
}
const decide = (body: Record<string, unknown>, c = cookie) => h.call<ResultLine>('POST', `${P}/result/decide`, { cookie: c, body });
const submit = (body: Record<string, unknown>, c = cookie) => h.call<ReconciliationBill>('POST', `${P}/submit`, { cookie: c, body });
const cents = (n: number | null) => Math.round((n ?? 0) * 100);
/** The UPS Ground charge of the asset seed, worked out here: ceil(kg × 2.2) × 1.35 + 9.8, at least 10.50. */
const upsGround = (kg: number) => Math.max(Math.round((Math.ceil(kg * 2.2) * 1.35 + 9.8) * 100), 1050) / 100;

async function drain() {
  const runner = new ImportRunner({ db: h.db, log: () => {} });
  await runner.recover();
  while (await runner.runOnce());
}
async function importFile(lines: string[], c = cookie): Promise<string> {
  const f = new FormData();
  f.set('file', new File([['Bill no.,Waybill no.,Ship date,Billed weight (kg),Unit rate,Fee code,Amount', ...lines].join('\n')], 'cost-bill.csv'));
  f.set('timeZone', 'GMT+00:00');
  const up = await h.call<ImportRecord>('POST', `${P}/logistics/upload`, { cookie: c, body: f });
  expect(up.envelope.code, up.text).toBe('0');
  await drain();
  return up.envelope.data.id;
}

describe('reconciliation', () => {
  it('is seeded in every state but the passing one, with totals that are the sums of the lines', async () => {
    const bills = await h.db.query<{ id: string; status: string; line_count: number; billed: string; expected: string; difference: string; lines: string; sums: string }>(
      `SELECT b.id, b.status, b.line_count, b.billed_total::text AS billed, b.expected_total::text AS expected, b.difference_total::text AS difference,
              (SELECT count(*) FILTER (WHERE billed_amount IS NOT NULL) FROM reconciliation_lines l WHERE l.bill_id = b.id)::text AS lines,
              (SELECT coalesce(sum(billed_amount), 0)::numeric(18, 2)::text || '/' || coalesce(sum(expected_amount), 0)::numeric(18, 2)::text || '/' || coalesce(sum(difference), 0)::numeric(18, 2)::text FROM reconciliation_lines l WHERE l.bill_id = b.id) AS sums
         FROM reconciliation_bills b WHERE b.tenant_id = $1 ORDER BY b.id`,
      [tenantId],
    );
    expect(bills.map((b) => b.status)).toEqual(['closed', 'submitted', 'matched', 'draft']);
    for (const b of bills) {
      expect(b.sums).toBe(`${b.billed}/${b.expected}/${b.difference}`);
      expect(String(b.line_count)).toBe(b.lines);
      expect(cents(Number(b.billed)) - cents(Number(b.expected))).toBe(cents(Number(b.difference)));
    }
    // last month's bill: one line billed heavier, one shipment left out
    expect((await results('rb-harbor-3', cookie, { decision: 'open' })).map((l) => l.resultClass).sort()).toEqual(['WEIGHT', 'missingInBill']);
    expect((await results('rb-harbor-3', cookie, { resultClass: 'matched' })).length).toBeGreaterThan(0);
    expect(billSchema.parse((await bill('rb-harbor-3')).envelope.data).openCount).toBe(2);
  });

  it('imports a cost bill and classes every line against the shipments and the cost setting; rows in error in both languages', async () => {
    const draft = await h.db.one<{ id: string; bill_no: string; period: string }>("SELECT id, bill_no, period FROM reconciliation_bills WHERE tenant_id = $1 AND status = 'draft'", [tenantId]);
    // the period's shipments of UPS with their chargeable weight (weight, or volume / 5000)
    const ships = await h.db.query<{ tracking_no: string; kg: string }>(
      `SELECT s.tracking_no, greatest(sum(sl.qty * k.weight_g) / 1000.0, sum(sl.qty * k.length_cm * k.width_cm * k.height_cm) / 5000.0)::text AS kg
         FROM order_shipments s JOIN order_shipment_lines sl ON sl.shipment_id = s.id JOIN order_lines ol ON ol.id = sl.line_id JOIN skus k ON k.id = ol.sku_id
        WHERE s.tenant_id = $1 AND s.carrier_code = 'UPS' AND to_char(s.shipped_at AT TIME ZONE 'UTC', 'YYYY-MM') = $2 GROUP BY s.id ORDER BY s.shipped_at, s.id`,
      [tenantId, draft.period],
    );
    expect(ships.length).toBeGreaterThanOrEqual(4);
    const kg = (i: number) => Math.round(Number(ships[i].kg) * 1000) / 1000;
    const row = (tracking: string, w: number, fee: string, amount: number | string, no = draft.bill_no) => [no, tracking, `${draft.period}-02`, w.toFixed(3), '1.5', fee, typeof amount === 'number' ? amount.toFixed(2) : amount].join(',');
    const id = await importFile([
      row(ships[0].tracking_no, kg(0), 'freight', upsGround(kg(0))), // matched
      row(ships[1].tracking_no, kg(1) * 1.1 + 0.5, 'freight', upsGround(kg(1) * 1.1 + 0.5)), // WEIGHT
      row(ships[2].tracking_no, kg(2), 'freight', upsGround(kg(2)) + 1), // RATE
      row(ships[0].tracking_no, kg(0), 'insurance', 3), // ACCESSORIAL: UPS Ground agrees no insurance
      row(ships[0].tracking_no, kg(0), 'freight', upsGround(kg(0))), // DUPLICATE
      row('1ZNOSUCHPARCEL000', 1, 'freight', 12), // MISSING_SHIPMENT
      row(ships[3].tracking_no, kg(3), 'freight', upsGround(kg(3)) + 0.01), // within 0.01: matched
      row(ships[3].tracking_no, kg(3), 'freight', '12.345', 'RB000000-999'), // errors: bill, amount
      row(ships[3].tracking_no, kg(3), 'parking', '1.00'), // error: fee code
    ]);
    const rec = await h.call<ImportRecord>('GET', `${IMPORT}/reconciliationLogisticsCost/${id}`, { cookie });
    expect([rec.envelope.data.status, rec.envelope.data.counts.error]).toEqual(['review', 2]);
    const rows = async (importId: string, c = cookie) => {
      const r = await h.call<{ rows: { errors: { column: string | null; message: string }[] }[] }>('POST', `${IMPORT}/reconciliationLogisticsCost/${importId}/data/search`, { cookie: c, body: { conditions: {}, pageSize: 20 } });
      expect(r.envelope.code, r.text).toBe('0');
      return r.envelope.data.rows.flatMap((x) => x.errors.map((e) => `${e.column}: ${e.message}`));
    };
    expect(await rows(id)).toEqual(
      expect.arrayContaining(['billNo: No reconciliation bill of yours has the number "RB000000-999".', expect.stringMatching(/^amount: The amount must be a number with at most 2 decimals/), 'feeCode: Fee code must be one of: freight, fuelSurcharge, remoteArea, customsClearance, insurance, oversize, peakSeason.']),
    );
    // the other language: the reader's (supplier2 reads Chinese), on its own tenant's draft bill
    const theirDraft = await h.db.one<{ bill_no: string }>("SELECT bill_no FROM reconciliation_bills WHERE tenant_id = $1 AND status = 'draft'", [pacificId]);
    const zhId = await importFile([[theirDraft.bill_no, '1ZX', '2026-01-02', '1.000', '1', 'parking', '1.00'].join(',')], cookieZh);
    expect(await rows(zhId, cookieZh)).toEqual(['feeCode: 费用代码必须是以下之一：freight, fuelSurcharge, remoteArea, customsClearance, insurance, oversize, peakSeason。']);
    expect((await h.call('POST', `${IMPORT}/reconciliationLogisticsCost/${id}/submit`, { cookie, body: {} })).envelope.code).toBe('0');
    await drain();

    const after = billSchema.parse((await bill(draft.id)).envelope.data);
    expect([after.status, after.lineCount]).toEqual(['matched', 7]);
    const lines = await results(draft.id);
    expect(lines.filter((l) => l.billedAmount !== null).map((l) => l.resultClass)).toEqual(['matched', 'WEIGHT', 'RATE', 'ACCESSORIAL', 'DUPLICATE', 'MISSING_SHIPMENT', 'matched']);
    const [, weight, rate] = lines;
    expect(weight.expectedAmount).toBe(upsGround(kg(1)));
    expect([rate.expectedAmount, rate.difference]).toEqual([upsGround(kg(2)), 1]);
    expect(lines.filter((l) => l.resultClass === 'missingInBill').length).toBe(ships.length - 4);
    expect(after.openCount).toBe(5 + ships.length - 4);
    expect(cents(after.billedTotal) - cents(after.expectedTotal)).toBe(cents(after.differenceTotal));
    expect(cents(after.differenceTotal)).toBe(lines.reduce((s, l) => s + cents(l.difference), 0));
    const history = await h.db.query<{ action: string }>("SELECT action FROM record_history WHERE record_kind = 'reconciliation.bill' AND record_id = $1 ORDER BY at, id", [draft.id]);
    expect(history.map((x) => x.action).sort()).toEqual(['import', 'match']);
  });

  it('decides differences once with the version read, submits only when none is open, once, and the job closes the bill', async () => {
    const id = 'rb-harbor-3';
    const open = await results(id, cookie, { decision: 'open' });
    expect(open.length).toBe(2);
    const [first, second] = open;
    // a dispute needs a reason
    expect((await decide({ id: first.id, version: first.version, decision: 'dispute', note: ' ' })).envelope.code).not.toBe('0');
    // submit while differences are open: refused in both languages, nothing changed
    const b0 = billSchema.parse((await bill(id)).envelope.data);
    const early = await submit({ id, version: b0.version, note: '' });
    expect([early.envelope.code, early.envelope.message]).toEqual(['RECONCILIATION_UNDECIDED', '2 difference(s) are not accepted or disputed yet: decide each before submitting. Nothing was changed.']);
    expect((await decide({ id: first.id, version: first.version, decision: 'dispute', note: 'Weighed lighter at handover' })).envelope.data.decision).toBe('disputed');
    // the same decision again (a double click) is answered as made; another version is stale
    expect((await decide({ id: first.id, version: first.version, decision: 'dispute', note: 'Weighed lighter at handover' })).envelope.code).toBe('0');
    const stale = await decide({ id: second.id, version: second.version + 5, decision: 'accept', note: '' });
    expect(stale.envelope.code).toBe('RECONCILIATION_STALE');
    expect((await decide({ id: second.id, version: second.version, decision: 'accept', note: '' })).envelope.data.decision).toBe('accepted');
    const b1 = billSchema.parse((await bill(id)).envelope.data);
    expect([b1.openCount, b1.version]).toEqual([0, b0.version]);
    expect((await submit({ id, version: b1.version + 1, note: '' })).envelope.code).toBe('RECONCILIATION_STALE');
    const done = await submit({ id, version: b1.version, note: 'Checked' });
    expect(done.envelope.data.status).toBe('submitted');
    expect((await submit({ id, version: b1.version, note: 'Checked' })).envelope.data.version).toBe(done.envelope.data.version);
    // a submitted bill's lines are final
    expect((await decide({ id: second.id, version: second.version + 1, decision: 'dispute', note: 'late' })).envelope.code).toBe('RECONCILIATION_STATE');
    // the platform closes it after its wait, keeping the accepted differences
    // not before its wait is over
    const later = new Date(h.clock.now().getTime() + 3_600_000);
    while (await runReconciliationJobOnce(h.db, h.clock.now(), 3_600_000));
    expect((await h.db.one<{ status: string }>("SELECT status FROM reconciliation_bills WHERE id = 'rb-harbor-3'")).status).toBe('submitted');
    let closedNow = 0;
    while (await runReconciliationJobOnce(h.db, later, 0)) closedNow++;
    expect(closedNow).toBeGreaterThanOrEqual(1);
    const closed = await h.db.one<{ status: string; accepted: string; difference: string }>(
      "SELECT status, accepted_total::text AS accepted, (SELECT difference::text FROM reconciliation_lines WHERE id = $1) AS difference FROM reconciliation_bills WHERE id = 'rb-harbor-3'",
      [second.id],
    );
    expect([closed.status, closed.accepted]).toEqual(['closed', closed.difference]);
  });

  it('creates one bill per provider and period, refuses an unknown provider in both languages, and keeps tenants apart', async () => {
    const made = await h.call<ReconciliationBill>('POST', `${P}/create`, { cookie, body: { providerCode: 'UPS-GND', type: 'logisticsCost', period: '2025-01' } });
    expect([made.envelope.code, made.envelope.data.status, made.envelope.data.billNo]).toEqual(['0', 'draft', 'RB202501-001']);
    const again = await h.call('POST', `${P}/create`, { cookie: cookieZh, body: { providerCode: 'UPS-GND', type: 'logisticsCost', period: '2025-01' } });
    expect(again.envelope.code).toBe('0');
    const unknown = await h.call('POST', `${P}/create`, { cookie: cookieZh, body: { providerCode: 'NOPE', type: 'logisticsCost', period: '2025-02' } });
    expect([unknown.envelope.code, unknown.envelope.message]).toEqual(['RECONCILIATION_NO_PROVIDER', '“NOPE”不是您启用中且已设置费用的物流渠道。']);
    // the other tenant's bill and lines are not found, and its result search finds nothing of it
    const theirs = await h.db.one<{ id: string }>("SELECT id FROM reconciliation_bills WHERE tenant_id = $1 AND status = 'matched' LIMIT 1", [pacificId]);
    expect((await bill(theirs.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await results(theirs.id)).toEqual([]);
    const theirLine = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM reconciliation_lines WHERE bill_id = $1 AND status = 'open' LIMIT 1", [theirs.id]);
    expect((await decide({ id: theirLine.id, version: theirLine.version, decision: 'accept', note: '' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM reconciliation_lines WHERE id = $1', [theirLine.id])).status).toBe('open');
  });
});
