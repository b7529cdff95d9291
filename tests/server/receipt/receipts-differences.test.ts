// Receipts and their differences, platform stock and batches (src/contract/receipt/receipt.ts,
// platform-stock.ts; server/receipt/receipts.ts, receipt-steps.ts, batches.ts): the seed has every
// difference state and type per supplier tenant and its lists read them; accept and dispute check
// the state, the version read, the window and a double submit (refusals in both languages, nothing
// changed); the platform's job decides disputes by the rules (a short's counting error upheld with
// the stock corrected and the equation kept; an over upheld only with a carton photo; refused with
// attempts left opens again, without closes it lost) and closes windows; the batches sum to on hand
// oldest-consumed-first; another tenant's receipts, differences and photos are not found.
import { describe, expect, it } from 'vitest';
import { differenceInfoSchema, differenceStatuses, receiptDifferenceTypes, receiptInfoSchema, type Batches, type DifferenceInfo, type ReceiptInfo } from '../../../src/contract/receipt';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshReceipt } from './make-receipt';

const P = '/api/scm-app/supplier/receipt/receipt';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let h: Harness, cookie: string, cookieZh: string, harbor: string, pacific: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor, pacific } = s));

const difference = (id: string, c = cookie) => h.call<DifferenceInfo>('GET', `${P}/difference/info/${id}`, { cookie: c });
const receipt = (id: string, c = cookie) => h.call<ReceiptInfo>('GET', `${P}/info/${id}`, { cookie: c });
const act = (body: Record<string, unknown>, c = cookie) => h.call<DifferenceInfo>('POST', `${P}/difference/act`, { cookie: c, body: { note: '', ...body } });
const attach = (body: Record<string, unknown>, c = cookie) => h.call<DifferenceInfo>('POST', `${P}/difference/evidence`, { cookie: c, body: { target: 'carton', onArrival: false, ...body } });
/** The platform's job an hour on (past every review time). */
async function drain(hours = 1) {
  const runner = new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + hours * 3_600_000), log: () => {} });
  while (await runner.runOnce());
}
const row = (id: string) => h.db.one<{ status: string; version: number; attempts_left: number; dispute_note: string }>('SELECT status, version, attempts_left, dispute_note FROM receipt_differences WHERE id = $1', [id]);
async function equationLeft(tenantId: string, skuId: string): Promise<number> {
  const r = await h.db.one<{ v: number }>(
    `SELECT ((SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)
           + (SELECT coalesce(sum(l.qty), 0) FROM receipt_inbound_lines l JOIN receipt_inbounds i ON i.id = l.inbound_id WHERE i.tenant_id = $1 AND l.sku_id = $2 AND i.status IN ('shipped', 'rejectedAtDock'))
           - (SELECT coalesce(sum(l.received_good - l.qty), 0) FROM receipt_inbound_lines l JOIN receipt_inbounds i ON i.id = l.inbound_id WHERE i.tenant_id = $1 AND l.sku_id = $2 AND i.status IN ('received', 'closed')))::int AS v`,
    [tenantId, skuId],
  );
  return r.v;
}
async function uploadPhoto(c = cookie): Promise<string> {
  const form = new FormData();
  form.append('file', new File([PNG], 'carton.png', { type: 'image/png' }));
  form.append('imgType', 'other');
  form.append('timezone', 'GMT+00:00');
  const r = await h.call<{ id: string }>('POST', '/api/scm-app/supplier/image/single', { cookie: c, body: form });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data.id;
}

describe('receipts and their differences', () => {
  it('are seeded in every state and type, listed (the inbox, the receipts, in both languages) and read by id or number', async () => {
    for (const tenantId of [harbor, pacific]) {
      const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_differences WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
      expect(states.map((s) => s.status)).toEqual([...differenceStatuses].sort());
      const types = await h.db.query<{ type: string }>('SELECT DISTINCT type FROM receipt_differences WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
      expect(types.map((s) => s.type)).toEqual([...receiptDifferenceTypes].sort());
    }
    // the seeded disputes were decided by the rules: the counting error upheld, the light carton refused
    const decided = await h.db.query<{ id: string; status: string; decision_code: string; attempts_left: number }>(
      `SELECT id, status, decision_code, attempts_left FROM receipt_differences WHERE id IN ('wr-ib-harbor-w009-d1', 'wr-ib-harbor-w010-d1', 'wr-ib-harbor-w011-d1', 'wr-ib-harbor-w012-d1') ORDER BY id`,
    );
    expect(decided.map((d) => [d.status, d.decision_code, d.attempts_left])).toEqual([
      ['upheld', 'RECEIPT_DISPUTE_COUNTING_ERROR', 1],
      ['open', 'RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT', 1],
      ['closedLost', 'RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT', 0],
      ['upheld', 'RECEIPT_DISPUTE_CARTON_PHOTO', 1],
    ]);

    const inbox = await h.call<{ rows: { id: string; receiptId: string; type: string; value: number; attemptsLeft: number; answerClosesAt: string }[] }>('POST', `${P}/difference/search`, { cookie, body: { conditions: {}, pageSize: 100 } });
    expect(inbox.envelope.code, inbox.text).toBe('0');
    const open = await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM receipt_differences WHERE tenant_id = $1 AND status = 'open'`, [harbor]);
    expect(inbox.envelope.data.rows.length).toBe(open.n);
    expect(inbox.envelope.data.rows.map((r) => r.answerClosesAt)).toEqual([...inbox.envelope.data.rows.map((r) => r.answerClosesAt)].sort());
    expect(inbox.envelope.data.rows.every((r) => r.value > 0 && r.attemptsLeft >= 1)).toBe(true);
    const shorts = await h.call<{ rows: { type: string }[] }>('POST', `${P}/difference/search`, { cookie, body: { conditions: { type: 'short' }, pageSize: 100 } });
    expect(shorts.envelope.data.rows.length).toBeGreaterThan(0);
    expect(shorts.envelope.data.rows.every((r) => r.type === 'short')).toBe(true);

    const receipts = await h.call<{ rows: { id: string; settleable: boolean; openDifferences: number }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { settleable: false }, pageSize: 100 } });
    expect(receipts.envelope.code, receipts.text).toBe('0');
    expect(receipts.envelope.data.rows.length).toBeGreaterThan(0);
    expect(receipts.envelope.data.rows.every((r) => !r.settleable)).toBe(true);

    const byId = await receipt('wr-ib-harbor-w001');
    expect(byId.envelope.code, byId.text).toBe('0');
    expect(receiptInfoSchema.parse(byId.envelope.data).differences[0]).toMatchObject({ type: 'short', status: 'open', qty: 1, attemptsLeft: 2 });
    expect(byId.envelope.data.settleable).toBe(false);
    const byNo = await receipt(byId.envelope.data.receiptNo);
    expect(byNo.envelope.data.id).toBe('wr-ib-harbor-w001');
    // the record's picker finds it by its number (the tenant's receipts only)
    const picked = await h.call<{ items: { code: string; name: string }[] }>('POST', '/api/scm-app/supplier/lookup/receipt/search', { cookie, body: { text: byNo.envelope.data.receiptNo } });
    expect(picked.envelope.code, picked.text).toBe('0');
    expect(picked.envelope.data.items[0]).toMatchObject({ code: byNo.envelope.data.receiptNo, name: expect.stringContaining(byNo.envelope.data.inboundNo) });
    // the Chinese user reads her own tenant's receipt; the labels are the area's
    const zh = await receipt('wr-ib-pacific-w003', cookieZh);
    expect(zh.envelope.code, zh.text).toBe('0');
    expect(zh.envelope.data.differences[0].type).toBe('over');
  });

  it('accept and dispute: the state, the version read, the note, the window and a double submit; refusals in both languages', async () => {
    const r = await freshReceipt(h.db, harbor, { digit: '1', now: h.clock.now() });
    const [d] = r.differences;
    expect(d.type).toBe('short');
    const stale = await act({ id: d.id, version: d.version + 1, action: 'accept' });
    expect([stale.status, stale.envelope.code]).toEqual([409, 'RECEIPT_DIFFERENCE_STALE']);
    expect(stale.envelope.message).toContain('changed by someone else');
    expect(await row(d.id)).toMatchObject({ status: 'open', version: d.version });
    const noNote = await act({ id: d.id, version: d.version, action: 'dispute', note: '  ' });
    expect(noNote.status).toBe(400);

    const first = await act({ id: d.id, version: d.version, action: 'accept' });
    expect(first.envelope.code, first.text).toBe('0');
    expect(differenceInfoSchema.parse(first.envelope.data)).toMatchObject({ status: 'accepted', version: d.version + 1 });
    const again = await act({ id: d.id, version: d.version, action: 'accept' });
    expect(again.envelope.code).toBe('0');
    expect(again.envelope.data.version).toBe(d.version + 1);
    const history = await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM record_history WHERE record_id = $1 AND action = 'accept'`, [d.id]);
    expect(history.n).toBe(1);
    const late = await act({ id: d.id, version: d.version + 1, action: 'dispute', note: 'Counted wrong' });
    expect(late.envelope.code).toBe('RECEIPT_DIFFERENCE_STATE');
    expect(late.envelope.message).toContain('accepted');

    // a window that closed: refused, in Chinese for the Chinese user, then closed lost by the job
    const p = await freshReceipt(h.db, pacific, { digit: '1', now: h.clock.now() });
    await h.db.query(`UPDATE receipt_differences SET answer_closes_at = $2 WHERE id = $1`, [p.differences[0].id, new Date(h.clock.now().getTime() - 1000)]);
    const closed = await act({ id: p.differences[0].id, version: p.differences[0].version, action: 'dispute', note: '箱子完好' }, cookieZh);
    expect(closed.envelope.code).toBe('RECEIPT_DIFFERENCE_WINDOW_CLOSED');
    expect(closed.envelope.message).toContain('答复期限已过');
    const staleZh = await act({ id: p.differences[0].id, version: 99, action: 'accept' }, cookieZh);
    expect(staleZh.envelope.message).toContain('已被他人修改');
    await drain();
    expect(await row(p.differences[0].id)).toMatchObject({ status: 'closedLost' });
  });

  it('the platform decides disputes by its rules: a counting error corrects the receipt and the stock, an over needs a carton photo', async () => {
    const r = await freshReceipt(h.db, harbor, { digit: '1', now: h.clock.now() });
    const [d] = r.differences;
    const platform = await h.db.one<{ warehouse_id: string }>('SELECT warehouse_id FROM receipts WHERE id = $1', [r.receiptId]);
    const shelf = async () => (await h.db.one<{ on_hand: number }>('SELECT on_hand FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [r.skuId, platform.warehouse_id])).on_hand;
    const before = { shelf: await shelf(), equation: await equationLeft(harbor, r.skuId) };
    const disputed = await act({ id: d.id, version: d.version, action: 'dispute', note: 'The carton weighed as declared: the units were there.' });
    expect(disputed.envelope.code, disputed.text).toBe('0');
    expect(disputed.envelope.data).toMatchObject({ status: 'disputed', attemptsLeft: 1, disputeNote: 'The carton weighed as declared: the units were there.' });
    const twice = await act({ id: d.id, version: d.version, action: 'dispute', note: 'The carton weighed as declared: the units were there.' });
    expect([twice.envelope.code, twice.envelope.data.attemptsLeft]).toEqual(['0', 1]);
    await drain();
    const upheld = await difference(d.id);
    expect(upheld.envelope.data).toMatchObject({ status: 'upheld', decision: 'RECEIPT_DISPUTE_COUNTING_ERROR' });
    const after = await receipt(r.receiptId);
    expect(after.envelope.data.lines[0]).toMatchObject({ shipped: 4, receivedGood: 4 });
    expect(after.envelope.data.settleable).toBe(true);
    expect(await shelf()).toBe(before.shelf + 1);
    expect(await equationLeft(harbor, r.skuId)).toBe(before.equation);
    const inboundLine = await h.db.one<{ received_good: number }>('SELECT received_good FROM receipt_inbound_lines WHERE inbound_id = $1', [r.id]);
    expect(inboundLine.received_good).toBe(4);

    // over: refused without a photo (open again, one attempt left), upheld with a carton photo; no stock moves
    const o = await freshReceipt(h.db, harbor, { digit: '8', now: h.clock.now() });
    const [over] = o.differences;
    expect(over.type).toBe('over');
    const shelfBefore = await h.db.one<{ on_hand: number }>('SELECT s.on_hand FROM inventory_stock s JOIN receipts r ON r.warehouse_id = s.warehouse_id WHERE r.id = $1 AND s.sku_id = $2', [o.receiptId, o.skuId]);
    await act({ id: over.id, version: over.version, action: 'dispute', note: 'We packed one more by mistake.' });
    await drain();
    const refused = await difference(over.id);
    expect(refused.envelope.data).toMatchObject({ status: 'open', decision: 'RECEIPT_DISPUTE_EVIDENCE_INSUFFICIENT', attemptsLeft: 1 });
    const imageId = await uploadPhoto();
    const foreignImage = await uploadPhoto(cookieZh);
    const notMine = await attach({ id: over.id, version: refused.envelope.data.version, imageId: foreignImage });
    expect(notMine.envelope.code).toBe('RECEIPT_EVIDENCE_IMAGE');
    const attached = await attach({ id: over.id, version: refused.envelope.data.version, imageId });
    expect(attached.envelope.code, attached.text).toBe('0');
    expect(attached.envelope.data.evidence).toMatchObject([{ imageId, target: 'carton', fileName: 'carton.png' }]);
    const attachedTwice = await attach({ id: over.id, version: refused.envelope.data.version, imageId });
    expect([attachedTwice.envelope.code, attachedTwice.envelope.data.evidence.length]).toEqual(['0', 1]);
    await act({ id: over.id, version: attached.envelope.data.version, action: 'dispute', note: 'The photo shows the carton as packed.' });
    await drain();
    expect((await difference(over.id)).envelope.data).toMatchObject({ status: 'upheld', decision: 'RECEIPT_DISPUTE_CARTON_PHOTO', attemptsLeft: 0 });
    const shelfAfter = await h.db.one<{ on_hand: number }>('SELECT s.on_hand FROM inventory_stock s JOIN receipts r ON r.warehouse_id = s.warehouse_id WHERE r.id = $1 AND s.sku_id = $2', [o.receiptId, o.skuId]);
    expect(shelfAfter.on_hand).toBe(shelfBefore.on_hand);

    // a light carton: refused twice, closed lost
    const l = await freshReceipt(h.db, harbor, { digit: '3', now: h.clock.now() });
    let v = l.differences[0].version;
    for (const expected of ['open', 'closedLost']) {
      const answer = await act({ id: l.differences[0].id, version: v, action: 'dispute', note: 'Recount, please.' });
      expect(answer.envelope.code, answer.text).toBe('0');
      await drain();
      const now = (await difference(l.differences[0].id)).envelope.data;
      expect(now.status).toBe(expected);
      v = now.version;
    }
  });

  it('platform stock lists each sku and warehouse; its batches sum to on hand, the oldest consumed first', async () => {
    const list = await h.call<{ rows: { sku: string; warehouseCode: string; onHand: number; available: number; locked: number; oldestBatchDays: number | null }[] }>('POST', '/api/scm-app/supplier/receipt/inventory/search', {
      cookie,
      body: { conditions: {}, pageSize: 200 },
    });
    expect(list.envelope.code, list.text).toBe('0');
    expect(list.envelope.data.rows.length).toBeGreaterThan(0);
    for (const r of list.envelope.data.rows) expect(r.available).toBeLessThanOrEqual(r.onHand - r.locked);
    const seeded = await h.db.one<{ sku: string; code: string }>(
      `SELECT k.sku, w.code FROM receipts r JOIN receipt_lines l ON l.receipt_id = r.id JOIN skus k ON k.id = l.sku_id JOIN warehouses w ON w.id = r.warehouse_id WHERE r.id = 'wr-ib-harbor-w002'`,
    );
    const b = await h.call<Batches>('GET', `/api/scm-app/supplier/receipt/inventory/batch/${seeded.sku}/${seeded.code}`, { cookie });
    expect(b.envelope.code, b.text).toBe('0');
    expect(b.envelope.data.batches.reduce((a, x) => a + x.left, 0)).toBe(b.envelope.data.onHand);
    // newest first; once a batch is not full, every older one is empty
    const lefts = b.envelope.data.batches.map((x) => [x.left, x.received]);
    const firstShort = lefts.findIndex(([left, received]) => left < received);
    if (firstShort >= 0) expect(lefts.slice(firstShort + 1).every(([left]) => left === 0)).toBe(true);
    const one = await h.call<{ rows: { sku: string; warehouseCode: string; onHand: number; oldestBatchDays: number | null }[] }>('POST', '/api/scm-app/supplier/receipt/inventory/search', {
      cookie,
      body: { conditions: { sku: seeded.sku, warehouseCode: seeded.code }, pageSize: 20 },
    });
    const listed = one.envelope.data.rows.find((r) => r.sku === seeded.sku && r.warehouseCode === seeded.code);
    // the seeded receipt is a day old: when it is the oldest batch with something left, its age says so
    if (b.envelope.data.batches.at(-1)?.receiptId && listed) expect(listed.oldestBatchDays).toBeGreaterThanOrEqual(0);
    expect(listed?.onHand).toBe(b.envelope.data.onHand);
    const missing = await h.call('GET', `/api/scm-app/supplier/receipt/inventory/batch/${seeded.sku}/NO-SUCH`, { cookie });
    expect(missing.status).toBe(404);
  });

  it('another tenant’s receipts, differences and batches are not found and stay as they were', async () => {
    const foreign = await receipt('wr-ib-pacific-w001');
    expect(foreign.status).toBe(404);
    const d = await h.db.one<{ id: string; version: number; status: string }>(`SELECT id, version, status FROM receipt_differences WHERE id = 'wr-ib-pacific-w002-d1'`);
    expect((await difference(d.id)).status).toBe(404);
    expect((await act({ id: d.id, version: d.version, action: 'accept' })).status).toBe(404);
    expect((await attach({ id: d.id, version: d.version, imageId: 'img-x' })).status).toBe(404);
    expect(await row(d.id)).toMatchObject({ status: d.status, version: d.version });
    const zhList = await h.call<{ rows: { id: string }[] }>('POST', `${P}/difference/search`, { cookie: cookieZh, body: { conditions: {}, pageSize: 100 } });
    expect(zhList.envelope.data.rows.every((r) => r.id.includes('pacific') || !r.id.includes('harbor'))).toBe(true);
  });
});
