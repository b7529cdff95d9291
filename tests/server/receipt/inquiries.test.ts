// Price inquiries (src/contract/receipt/inquiry.ts, server/receipt/inquiries.ts, inquiry-job.ts):
// the seed has every state for each supplier tenant; a reply is refused naming the line and field
// in both languages (money with more than 5 decimals, lead time out of 1..180, minimum quantity out
// of 1..wanted, valid until before the deadline, a line left out) with nothing changed; a reply
// is saved once by a double submit, refused on another version and after the deadline; clearing
// it opens the inquiry again (refused after the deadline); at the deadline the platform's job
// awards per line (lowest price within the target), opens a receipt request for what was won and
// lists it as the inquiry's purchases, expires an unreplied inquiry and leaves one without a won
// line not awarded; another tenant's inquiries are not found and stay as they were.
import { describe, expect, it } from 'vitest';
import { inquiryHeaderSchema, inquiryPurchasePageSchema, inquiryStatuses, inquiryTableSchema, type InquiryHeader, type InquiryPurchasePage, type InquiryTable } from '../../../src/contract/receipt';
import { InquiryAwardRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshInquiry } from './make-inquiry';

const P = '/api/scm-app/supplier/receipt/price-inquiry';
let h: Harness, cookie: string, cookieZh: string, tenantId: string, pacificId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId, pacific: pacificId } = s));

const header = (no: string, c = cookie) => h.call<InquiryHeader>('GET', `${P}/header/${no}`, { cookie: c });
const table = (no: string, c = cookie) => h.call<InquiryTable>('GET', `${P}/table/${no}`, { cookie: c });
const purchases = (no: string, c = cookie) => h.call<InquiryPurchasePage>('POST', `${P}/purchase/page`, { cookie: c, body: { no, pageNo: 1, pageSize: 20 } });
const reply = (body: Record<string, unknown>, c = cookie) => h.call<InquiryHeader>('POST', `${P}/reply`, { cookie: c, body });
const clear = (body: Record<string, unknown>, c = cookie) => h.call<InquiryHeader>('POST', `${P}/clear-reply`, { cookie: c, body });
const quote = (lineId: string, over: Record<string, unknown> = {}) => ({ lineId, declineReason: null, unitPrice: 11.5, leadDays: 20, minQty: 5, validUntil: '2099-01-01', ...over });
const decline = (lineId: string) => ({ lineId, declineReason: 'PRICE_NOT_VIABLE', unitPrice: null, leadDays: null, minQty: null, validUntil: null });
const now = () => h.clock.now();
const histories = (id: string) => h.db.query<{ action: string }>(`SELECT action FROM record_history WHERE record_kind = 'receipt.inquiry' AND record_id = $1 ORDER BY at, seq`, [id]);

describe('price inquiries', () => {
  it('are seeded in every state, listed by status and read by number: header, lines, the award and its purchases', async () => {
    const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_inquiries WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(states.map((s) => s.status)).toEqual([...inquiryStatuses].sort());
    const list = await h.call<{ rows: { inquiryNo: string; status: string; lines: number; repliedLines: number; hoursLeft: number }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { status: 'awarded' }, pageSize: 50 } });
    expect(list.envelope.code, list.text).toBe('0');
    const rows = list.envelope.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'awarded' && r.repliedLines === r.lines && r.hoursLeft === 0)).toBe(true);
    const no = rows[0].inquiryNo;
    const head = inquiryHeaderSchema.parse((await header(no)).envelope.data);
    expect([head.status, head.requestNo !== null, head.decidedAt !== null]).toEqual(['awarded', true, true]);
    const lines = inquiryTableSchema.parse((await table(no)).envelope.data).lines;
    expect(lines.length).toBe(head.lines);
    expect(lines.every((l) => l.outcome === 'won' && l.awardedQty === l.wantedQty && l.unitPrice !== null)).toBe(true);
    const bought = inquiryPurchasePageSchema.parse((await purchases(no)).envelope.data);
    expect(bought.total).toBe(lines.length);
    expect(bought.rows.map((r) => [r.requestNo, r.status, r.qty, r.unitPrice])).toEqual(lines.map((l) => [head.requestNo, 'open', l.wantedQty, l.unitPrice]));
    // open ones have no line replied yet
    const open = await h.call<{ rows: { hoursLeft: number; repliedLines: number }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { status: 'open' }, pageSize: 50 } });
    expect(open.envelope.data.rows.every((r) => r.repliedLines === 0)).toBe(true);
  });

  it('reply: refused on the named line and field in both languages, nothing changed; saved once; stale; cleared and replied again', async () => {
    const q = await freshInquiry(h.db, tenantId, { now: now(), lines: [{ wanted: 40, target: 12, other: null }, { wanted: 8, target: null, other: null }] });
    const deadline = q.closesAt.toISOString();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ unitPrice: 1.123456 }, 'unitPrice', 'Line 1: the unit price must be a positive amount with at most 5 decimals (whole in a currency without cents). Nothing was changed.'],
      [{ leadDays: 181 }, 'leadDays', 'Line 1: the lead time is out of range (lead time 1 to 180 days; minimum quantity 1 to 40). Nothing was changed.'],
      [{ minQty: 41 }, 'minQty', 'Line 1: the minimum quantity is out of range (lead time 1 to 180 days; minimum quantity 1 to 40). Nothing was changed.'],
      [{ validUntil: '2020-01-01' }, 'validUntil', `Line 1: the valid until may not be earlier than the reply deadline (${deadline}). Nothing was changed.`],
    ];
    for (const [over, field, text] of cases) {
      const bad = await reply({ no: q.no, version: 1, lines: [quote(q.lineIds[0], over), decline(q.lineIds[1])] });
      expect([bad.envelope.code, bad.envelope.message, bad.envelope.data]).toEqual(['RECEIPT_INQUIRY_REPLY_INVALID', text, { lineId: q.lineIds[0], lineNo: 1, field, problem: over.validUntil ? 'beforeDeadline' : over.unitPrice ? 'money' : 'range' }]);
    }
    const missing = await reply({ no: q.no, version: 1, lines: [quote(q.lineIds[0])] });
    expect([missing.envelope.code, missing.envelope.message]).toEqual(['RECEIPT_INQUIRY_REPLY_INVALID', 'Line 2: the reply must be given once for every line of the inquiry. Nothing was changed.']);
    expect((await header(q.no)).envelope.data).toMatchObject({ status: 'open', version: 1, repliedAt: null });
    expect((await table(q.no)).envelope.data.lines.every((l) => l.unitPrice === null && l.declineReason === null)).toBe(true);

    // in Chinese (tenant pacific's supplier2), the field named the same way
    const zh = await freshInquiry(h.db, pacificId, { now: now(), lines: [{ wanted: 40, target: 12, other: null }] });
    const zhBad = await reply({ no: zh.no, version: 1, lines: [quote(zh.lineIds[0], { leadDays: 0 })] }, cookieZh);
    expect([zhBad.envelope.code, zhBad.envelope.message]).toEqual(['RECEIPT_INQUIRY_REPLY_INVALID', '第 1 行：交货周期超出范围（交货周期 1 至 180 天；最小起订量 1 至 40）。未做任何更改。']);
    // a yen quote must be whole
    const yen = await freshInquiry(h.db, tenantId, { now: now(), currency: 'JPY', lines: [{ wanted: 10, target: null, other: null }] });
    expect((await reply({ no: yen.no, version: 1, lines: [quote(yen.lineIds[0], { unitPrice: 1500.5 })] })).envelope.data).toMatchObject({ field: 'unitPrice', problem: 'money' });

    const body = { no: q.no, version: 1, lines: [quote(q.lineIds[0], { validUntil: deadline.slice(0, 10) }), decline(q.lineIds[1])] };
    const [a, b] = await Promise.all([reply(body), reply(body)]);
    expect([a.envelope.code, b.envelope.code]).toEqual(['0', '0']);
    expect([a.envelope.data.status, a.envelope.data.version, b.envelope.data.version]).toEqual(['replied', 2, 2]);
    expect((await histories(q.id)).map((x) => x.action)).toEqual(['reply']);
    const lines = (await table(q.no)).envelope.data.lines;
    expect(lines.map((l) => [l.unitPrice, l.leadDays, l.minQty, l.validUntil, l.declineReason])).toEqual([
      [11.5, 20, 5, deadline.slice(0, 10), null],
      [null, null, null, null, 'PRICE_NOT_VIABLE'],
    ]);
    const stale = await reply({ ...body, lines: [quote(q.lineIds[0], { unitPrice: 10 }), decline(q.lineIds[1])] });
    expect([stale.envelope.code, stale.envelope.message]).toEqual(['RECEIPT_INQUIRY_STALE', 'This inquiry was changed by someone else. Reload it and try again.']);

    const [c1, c2] = await Promise.all([clear({ no: q.no, version: 2 }), clear({ no: q.no, version: 2 })]);
    expect([c1.envelope.data.status, c1.envelope.data.version, c2.envelope.data.version]).toEqual(['open', 3, 3]);
    expect((await table(q.no)).envelope.data.lines.every((l) => l.unitPrice === null && l.leadDays === null && l.declineReason === null)).toBe(true);
    const notReplied = await clear({ no: q.no, version: 3 });
    expect(notReplied.envelope.code).toBe('RECEIPT_INQUIRY_STATE');
    const again = await reply({ ...body, version: 3 });
    expect([again.envelope.code, again.envelope.data.status, again.envelope.data.version]).toEqual(['0', 'replied', 4]);
    expect((await histories(q.id)).map((x) => x.action)).toEqual(['reply', 'clear', 'reply']);
  });

  it('after the deadline neither a reply nor clearing it is taken (both languages)', async () => {
    const late = await freshInquiry(h.db, tenantId, { now: now(), closesInHours: -1, lines: [{ wanted: 10, target: null, other: null, quote: 9 }] });
    const refused = await clear({ no: late.no, version: 1 });
    expect([refused.envelope.code, refused.envelope.message]).toEqual(['RECEIPT_INQUIRY_CLOSED', `The reply window closed at ${late.closesAt.toISOString()}: the reply can no longer change. Nothing was changed.`]);
    const lateReply = await reply({ no: late.no, version: 1, lines: [quote(late.lineIds[0])] });
    expect(lateReply.envelope.code).toBe('RECEIPT_INQUIRY_CLOSED');
    const zh = await freshInquiry(h.db, pacificId, { now: now(), closesInHours: -1, lines: [{ wanted: 10, target: null, other: null, quote: 9 }] });
    expect((await clear({ no: zh.no, version: 1 }, cookieZh)).envelope.message).toBe(`报价已于 ${zh.closesAt.toISOString()} 截止，不能再修改报价。未做任何更改。`);
    expect((await header(late.no)).envelope.data).toMatchObject({ status: 'replied', version: 1 });
  });

  it('at the deadline the job awards per line, opens a receipt request for what was won, expires or leaves unawarded the others', async () => {
    const won = await freshInquiry(h.db, tenantId, {
      now: now(),
      closesInHours: 1,
      lines: [
        { wanted: 30, target: 12, other: 11.8, quote: 11.5 },
        { wanted: 20, target: 12, other: 10, quote: 11 },
        { wanted: 15, target: 8, other: null, quote: 9 },
        { wanted: 5, target: null, other: null, quote: 'decline' },
      ],
    });
    const lost = await freshInquiry(h.db, tenantId, { now: now(), closesInHours: 1, lines: [{ wanted: 10, target: 5, other: null, quote: 6 }] });
    const silent = await freshInquiry(h.db, tenantId, { now: now(), closesInHours: 1 });
    const later = await freshInquiry(h.db, tenantId, { now: now(), closesInHours: 48 });
    const runner = new InquiryAwardRunner({ db: h.db, now: () => new Date(now().getTime() + 2 * 3_600_000), log: () => {} });
    while (await runner.runOnce());

    const head = (await header(won.no)).envelope.data;
    expect([head.status, head.requestNo !== null]).toEqual(['awarded', true]);
    expect((await table(won.no)).envelope.data.lines.map((l) => [l.outcome, l.awardedQty])).toEqual([
      ['won', 30],
      ['outbid', 0],
      ['overTarget', 0],
      ['declined', 0],
    ]);
    const request = await h.db.one<{ status: string; warehouse_id: string; lines: number; qty: number }>(
      `SELECT r.status, r.warehouse_id, count(l.id)::int AS lines, sum(l.requested_qty)::int AS qty FROM receipt_requests r JOIN receipt_request_lines l ON l.request_id = r.id WHERE r.id = $1 GROUP BY r.id`,
      [head.requestId],
    );
    expect(request).toEqual({ status: 'open', warehouse_id: won.warehouseId, lines: 1, qty: 30 });
    const bought = (await purchases(won.no)).envelope.data;
    expect([bought.total, bought.rows[0].qty, bought.rows[0].unitPrice, bought.rows[0].amount]).toEqual([1, 30, 11.5, 345]);
    expect((await header(lost.no)).envelope.data).toMatchObject({ status: 'notAwarded', requestId: null });
    expect((await table(lost.no)).envelope.data.lines[0].outcome).toBe('overTarget');
    expect((await header(silent.no)).envelope.data.status).toBe('expired');
    expect((await table(silent.no)).envelope.data.lines[0].outcome).toBe('noReply');
    expect((await header(later.no)).envelope.data.status).toBe('open');
    expect((await purchases(lost.no)).envelope.data).toMatchObject({ rows: [], total: 0 });
  });

  it("another tenant's inquiry is not found to every call and stays as it was", async () => {
    const foreign = await freshInquiry(h.db, pacificId, { now: now(), lines: [{ wanted: 10, target: null, other: null, quote: 9 }] });
    const answers = await Promise.all([header(foreign.no), table(foreign.no), purchases(foreign.no), reply({ no: foreign.no, version: 1, lines: [quote(foreign.lineIds[0])] }), clear({ no: foreign.no, version: 1 })]);
    expect(answers.map((a) => a.envelope.code)).toEqual(Array(5).fill('SYS_NOT_FOUND'));
    expect((await header(foreign.no, cookieZh)).envelope.data).toMatchObject({ status: 'replied', version: 1 });
  });
});
