// Outbounds, the platform's notices (src/contract/receipt/outbound.ts, server/receipt/outbound-*.ts
// but the order files): the seed has every state for each supplier tenant with the notified lines
// locked; update sku lowers lines (the difference released), a raise or a foreign sku and every
// line at zero are refused in both languages with nothing changed; close needs a reason and
// releases the lock; confirm takes the stock out once on a double submit, checks the version read
// and the ship-to; the platform's job delivers to the ship-to or reverses when it is no longer
// active, and confirm reverse puts it back on the shelf; a notice left unanswered past its answer-by
// is scrapped by the job (the goods leave the platform warehouse); the stock equation holds through it all;
// another tenant's outbounds are not found.
import { describe, expect, it } from 'vitest';
import { outboundInfoSchema, outboundStatuses, type OutboundInfo } from '../../../src/contract/receipt';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshOutbound } from './outbound-notice-make';

const P = '/api/scm-app/supplier/receipt/outbound';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const post = (path: string, body: Record<string, unknown>, c = cookie) => h.call<OutboundInfo>('POST', `${P}/${path}`, { cookie: c, body });
const info = (id: string, c = cookie) => h.call<OutboundInfo>('GET', `${P}/info/${id}`, { cookie: c });
const stock = (skuId: string, warehouseId: string) => h.db.one<{ on_hand: number; locked: number }>('SELECT on_hand, locked FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [skuId, warehouseId]);
/** Σ on hand over every warehouse + in transit (lines of confirmed and reversed outbounds) + scrapped lines: constant for a sku under these steps. */
const equation = async (skuId: string) =>
  (
    await h.db.one<{ v: number }>(
      `SELECT ((SELECT coalesce(sum(on_hand), 0) FROM inventory_stock WHERE tenant_id = $1 AND sku_id = $2)
             + (SELECT coalesce(sum(l.qty), 0) FROM receipt_outbound_lines l JOIN receipt_outbounds o ON o.id = l.outbound_id WHERE o.tenant_id = $1 AND l.sku_id = $2 AND o.status IN ('confirmed', 'reversed', 'scrapped')))::int AS v`,
      [tenantId, skuId],
    )
  ).v;
async function drain(hours: number) {
  const runner = new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + hours * 3_600_000), log: () => {} });
  while (await runner.runOnce());
}
const ok = (r: { envelope: { code: string; data: OutboundInfo }; text: string }) => {
  expect(r.envelope.code, r.text).toBe('0');
  return outboundInfoSchema.parse(r.envelope.data);
};

describe('outbounds', () => {
  it('are seeded in every state through the stock steps and listed', async () => {
    const states = await h.db.query<{ status: string }>('SELECT DISTINCT status FROM receipt_outbounds WHERE tenant_id = $1 ORDER BY 1', [tenantId]);
    expect(states.map((s) => s.status)).toEqual([...outboundStatuses].sort());
    const lowered = await h.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM receipt_outbound_lines l JOIN receipt_outbounds o ON o.id = l.outbound_id WHERE o.tenant_id = $1 AND o.status = 'notified' AND l.qty < l.notified_qty`, [tenantId]);
    expect(lowered.n).toBeGreaterThan(0);
    const page = await h.call<{ rows: { status: string }[] }>('POST', `${P}/search`, { cookie, body: { conditions: { status: 'reversed' }, pageSize: 20 } });
    expect(page.envelope.code, page.text).toBe('0');
    expect(page.envelope.data.rows.length).toBeGreaterThan(0);
    expect(new Set(page.envelope.data.rows.map((r) => r.status))).toEqual(new Set(['reversed']));
    const reversed = ok(await info('ob-harbor-0006'));
    expect([reversed.status, reversed.reverseReason !== null, reversed.lines.length > 0]).toEqual(['reversed', true, true]);
    // the ship-to picker's choices come with a notified one only: the tenant's active own, third-party, bonded and overseas warehouses
    const notified = ok(await info('ob-harbor-0001'));
    const active = await h.db.query<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type IN ('own', 'thirdParty', 'bonded', 'overseas') ORDER BY code`, [tenantId]);
    expect([notified.shipToChoices.map((w) => w.id), notified.shipToChoices.some((w) => w.id === notified.shipToId), reversed.shipToChoices]).toEqual([active.map((w) => w.id), true, []]);
  });

  it('update sku lowers within the notice, refuses a raise or all zero in both languages, close needs a reason and releases the lock', async () => {
    const o = await freshOutbound(h.db, tenantId, { qty: 6 });
    const before = await stock(o.skuId, o.warehouseId);
    const lowered = ok(await post('update-sku', { id: o.id, version: 1, skuList: [{ skuId: o.skuId, qty: 4 }] }));
    expect([lowered.lines[0].notifiedQty, lowered.lines[0].qty, lowered.version]).toEqual([6, 4, 2]);
    expect((await stock(o.skuId, o.warehouseId)).locked).toBe(before.locked - 2);
    const raise = await post('update-sku', { id: o.id, version: 2, skuList: [{ skuId: o.skuId, qty: 5 }] });
    expect([raise.envelope.code, raise.envelope.message]).toEqual(['RECEIPT_OUTBOUND_NOTICE_OVER', expect.stringContaining('Nothing was changed.')]);
    const zero = await post('update-sku', { id: o.id, version: 2, skuList: [{ skuId: o.skuId, qty: 0 }] });
    expect(zero.envelope.code).toBe('RECEIPT_OUTBOUND_NOTICE_EMPTY');
    expect((await post('update-sku', { id: o.id, version: 1, skuList: [{ skuId: o.skuId, qty: 3 }] })).envelope.code).toBe('RECEIPT_OUTBOUND_NOTICE_STALE');
    expect((await post('close', { id: o.id, version: 2, note: '  ' })).status).toBe(400);
    expect(ok(await info(o.id)).lines[0].qty).toBe(4);
    const closed = ok(await post('close', { id: o.id, version: 2, note: 'Keeping them for the season' }));
    expect([closed.status, closed.closeReason]).toEqual(['closed', 'Keeping them for the season']);
    expect(await stock(o.skuId, o.warehouseId)).toEqual({ ...before, locked: before.locked - 6 });
    const again = await post('confirm', { id: o.id, version: 3 });
    expect([again.envelope.code, again.envelope.message]).toEqual(['RECEIPT_OUTBOUND_NOTICE_STATE', 'The outbound is closed: this is no longer possible. Nothing was changed.']);

    const zh = await freshOutbound(h.db, h.seeded.tenantIds.pacific, { qty: 3 });
    const zhRaise = await post('update-sku', { id: zh.id, version: 1, skuList: [{ skuId: zh.skuId, qty: 9 }] }, cookieZh);
    expect(zhRaise.envelope.message).toMatch(/^只能调低本单已有商品的数量（不可调高）：.+。未做任何更改。$/);
    expect((await post('update-sku', { id: zh.id, version: 1, skuList: [{ skuId: zh.skuId, qty: 0 }] }, cookieZh)).envelope.message).toBe('所有商品数量均为零，请改为关闭该出库单。未做任何更改。');
    expect(ok(await info(zh.id, cookieZh)).version).toBe(1);
  });

  it('confirm takes the stock out once; the job delivers or reverses; confirm reverse puts it back on the shelf', async () => {
    const a = await freshOutbound(h.db, tenantId, { qty: 5, skip: 3 });
    const start = await equation(a.skuId);
    const before = await stock(a.skuId, a.warehouseId);
    const [x, y] = await Promise.all([post('confirm', { id: a.id, version: 1 }), post('confirm', { id: a.id, version: 1 })]);
    expect([ok(x).version, ok(y).version, ok(x).status]).toEqual([2, 2, 'confirmed']);
    expect(await stock(a.skuId, a.warehouseId)).toEqual({ on_hand: before.on_hand - 5, locked: before.locked - 5 });
    expect(await equation(a.skuId)).toBe(start);
    const shipBefore = (await h.db.maybe<{ on_hand: number }>('SELECT on_hand FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [a.skuId, a.shipTo]))?.on_hand ?? 0;

    // a second one whose ship-to is a disabled warehouse at the carrier's time comes back
    const b = await freshOutbound(h.db, tenantId, { qty: 5, skip: 5 });
    const bStart = await equation(b.skuId);
    const spare = await h.db.one<{ id: string }>(`SELECT id FROM warehouses WHERE tenant_id = $1 AND status = 'active' AND type = 'own' ORDER BY code DESC LIMIT 1`, [tenantId]);
    expect((await post('confirm', { id: b.id, version: 1, shipToId: 'wh-nope' })).envelope.code).toBe('RECEIPT_OUTBOUND_NOTICE_SHIP_TO');
    ok(await post('confirm', { id: b.id, version: 1, shipToId: spare.id }));
    await h.db.query(`UPDATE warehouses SET status = 'disabled' WHERE id = $1`, [spare.id]);
    try {
      await drain(1);
    } finally {
      await h.db.query(`UPDATE warehouses SET status = 'active' WHERE id = $1`, [spare.id]);
    }
    expect(ok(await info(a.id)).status).toBe('delivered');
    expect((await h.db.one<{ on_hand: number }>('SELECT on_hand FROM inventory_stock WHERE sku_id = $1 AND warehouse_id = $2', [a.skuId, a.shipTo])).on_hand).toBe(shipBefore + 5);
    expect(await equation(a.skuId)).toBe(start);
    const back = ok(await info(b.id));
    expect([back.status, back.reverseReason]).toEqual(['reversed', 'ADDRESS_UNREACHABLE']);
    const bBefore = await stock(b.skuId, b.warehouseId);
    const shelf = ok(await post('confirm-reverse', { id: b.id, version: 3 }));
    expect(shelf.status).toBe('returnedToShelf');
    expect((await stock(b.skuId, b.warehouseId)).on_hand).toBe(bBefore.on_hand + 5);
    expect(await equation(b.skuId)).toBe(bStart);
    // by status step, not time: the job ran on a clock an hour ahead
    const history = await h.db.query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM record_history WHERE record_id = $1 ORDER BY array_position($2::text[], from_status)', [b.id, ['notified', 'confirmed', 'reversed']]);
    expect(history.map((r) => `${r.action}:${r.actor_name === 'Platform' ? 'platform' : 'supplier'}`)).toEqual(['confirm:supplier', 'reverse:platform', 'confirmReverse:supplier']);
  });

  it('another tenant’s outbounds are not found and stay as they were', async () => {
    const foreign = await freshOutbound(h.db, h.seeded.tenantIds.pacific);
    expect((await info(foreign.id)).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('confirm', { id: foreign.id, version: 1 })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await post('close', { id: foreign.id, version: 1, note: 'x' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect(await h.db.one('SELECT status, version FROM receipt_outbounds WHERE id = $1', [foreign.id])).toEqual({ status: 'notified', version: 1 });
  });

  it('a notice nobody answered by its answer-by is scrapped by the job: the goods leave, once', async () => {
    const late = await freshOutbound(h.db, tenantId, { qty: 4, skip: 7 });
    const lateZh = await freshOutbound(h.db, h.seeded.tenantIds.pacific, { qty: 2, skip: 2 });
    const waiting = await freshOutbound(h.db, tenantId, { qty: 3, skip: 9 });
    const start = await equation(late.skuId);
    const before = await stock(late.skuId, late.warehouseId);
    await h.db.query('UPDATE receipt_outbounds SET answer_by = $2 WHERE id = ANY($1::text[])', [[late.id, lateZh.id], new Date(h.clock.now().getTime() - 60_000)]);
    await drain(1);
    const scrapped = ok(await info(late.id));
    expect([scrapped.status, scrapped.version]).toEqual(['scrapped', 2]);
    expect(await stock(late.skuId, late.warehouseId)).toEqual({ on_hand: before.on_hand - 4, locked: before.locked - 4 });
    expect(await equation(late.skuId)).toBe(start);
    // answerable for another week: left as it is
    expect(ok(await info(waiting.id)).status).toBe('notified');
    // the supplier can no longer answer it, told so in its language
    const refused = await post('confirm', { id: late.id, version: 2 });
    expect([refused.envelope.code, refused.envelope.message]).toEqual(['RECEIPT_OUTBOUND_NOTICE_STATE', 'The outbound is scrapped, not answered in time: this is no longer possible. Nothing was changed.']);
    const refusedZh = await post('close', { id: lateZh.id, version: 2, note: '保留' }, cookieZh);
    expect([refusedZh.envelope.code, refusedZh.envelope.message]).toEqual(['RECEIPT_OUTBOUND_NOTICE_STATE', '该平台出库单当前为「已报废（逾期未答复）」，无法执行此操作，未做任何更改。']);
    const history = await h.db.query<{ action: string; actor_name: string }>('SELECT action, actor_name FROM record_history WHERE record_id = $1', [late.id]);
    expect(history.map((r) => `${r.action}:${r.actor_name}`)).toEqual(['scrap:Platform']);
  });
});
