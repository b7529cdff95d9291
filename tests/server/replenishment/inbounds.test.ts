// Replenishment inbounds (src/contract/replenishment/inbound.ts, server/replenishment/inbounds.ts):
// *Create inbound* on a confirmed order opens an acknowledged receipt request for its confirmed
// quantities, linked to the order, and its draft inbound; checks the version read, answers a double
// submit once (one request, one history row), refuses a suggested order and a second inbound in
// both languages with nothing changed; the inbound is listed and read here with its order; shipped
// and counted on the receipt's own calls and job, the replenishment job takes the order to shipping
// then done by "Platform"; another tenant's inbounds and orders are not found.
import { describe, expect, it } from 'vitest';
import { replenishmentInboundSchema, replenishmentOrderSchema, type ReplenishmentInbound, type ReplenishmentOrder } from '../../../src/contract/replenishment';
import { ReceiptPlatformRunner } from '../../../server/receipt';
import { ReplenishmentSuggestRunner } from '../../../server/replenishment';
import type { Harness } from '../harness';
import { signedInHarness } from '../signed-in';
import { freshOrder } from './make';

const P = '/api/scm-app/supplier/replenishment';
let h: Harness, cookie: string, cookieZh: string, tenantId: string;
signedInHarness((s) => ({ h, cookie, cookieZh, harbor: tenantId } = s));

const create = (body: Record<string, unknown>, c = cookie) => h.call<ReplenishmentOrder>('POST', `${P}/warehouse-order/create-inbound`, { cookie: c, body });
const order = async (id: string) => replenishmentOrderSchema.parse((await h.call<ReplenishmentOrder>('GET', `${P}/warehouse-order/info/${id}`, { cookie })).envelope.data);
const history = (id: string) => h.db.query<{ action: string; to_status: string; actor_name: string }>("SELECT action, to_status, actor_name FROM record_history WHERE record_kind = 'replenishment.order' AND record_id = $1 ORDER BY at, id", [id]);
const actI = (body: Record<string, unknown>) => h.call<{ version: number; status: string }>('POST', '/api/scm-app/supplier/receipt/inbound/act', { cookie, body: { note: '', ...body } });
const track = (body: Record<string, unknown>) => h.call<{ version: number }>('POST', '/api/scm-app/supplier/receipt/inbound/tracking', { cookie, body: { carrierCode: 'DHL', shipDate: '2026-03-02', ...body } });
const replenishmentJob = async () => {
  const runner = new ReplenishmentSuggestRunner({ db: h.db, now: () => h.clock.now(), log: () => {} });
  while (await runner.runOnce());
};
const receiptJob = async () => {
  const runner = new ReceiptPlatformRunner({ db: h.db, now: () => new Date(h.clock.now().getTime() + 3_600_000), log: () => {} });
  while (await runner.runOnce());
};

describe('replenishment inbounds', () => {
  it('create inbound opens the order’s request and draft inbound once; shipped and counted, the job takes the order to shipping and done', async () => {
    const o = await freshOrder(h.db, tenantId, { status: 'confirmed', suggested: [3, 5] });
    // a stale version changes nothing
    const stale = await create({ id: o.id, version: o.version - 1 });
    expect(stale.envelope.code).toBe('REPLENISHMENT_ORDER_STALE');
    expect(await h.db.maybe('SELECT id FROM receipt_requests WHERE replenishment_order_id = $1', [o.id])).toBeFalsy();

    const made = await create({ id: o.id, version: o.version });
    expect(made.envelope.code, made.text).toBe('0');
    const after = replenishmentOrderSchema.parse(made.envelope.data);
    expect(after).toMatchObject({ status: 'confirmed', version: o.version + 1 });
    expect(after.inbound).toMatchObject({ status: 'draft' });
    // a double submit answers the order as it is: one request, one inbound, one history row
    const again = await create({ id: o.id, version: o.version });
    expect(again.envelope.code, again.text).toBe('0');
    expect(replenishmentOrderSchema.parse(again.envelope.data).inbound?.id).toBe(after.inbound?.id);
    const requests = await h.db.query<{ id: string; status: string; warehouse_id: string }>('SELECT id, status, warehouse_id FROM receipt_requests WHERE replenishment_order_id = $1', [o.id]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'acknowledged', warehouse_id: o.warehouseId });
    const lines = await h.db.query<{ requested_qty: number; reserved_qty: number }>('SELECT requested_qty, reserved_qty FROM receipt_request_lines WHERE request_id = $1 ORDER BY line_no', [requests[0].id]);
    expect(lines).toEqual([{ requested_qty: 3, reserved_qty: 3 }, { requested_qty: 5, reserved_qty: 5 }]);
    // (make.ts confirms at the wall clock, the calls at the harness's: compared as sets)
    expect((await history(o.id)).map((r) => r.action).sort()).toEqual(['confirm', 'createInbound']);
    // the order's one inbound is made: a fresh version is refused, in Chinese too
    const second = await create({ id: o.id, version: after.version });
    expect(second.envelope.code).toBe('REPLENISHMENT_INBOUND_MADE');
    expect(await h.db.one('SELECT count(*)::int AS n FROM receipt_requests WHERE replenishment_order_id = $1', [o.id])).toEqual({ n: 1 });

    // listed and read here, with its order
    const ibId = after.inbound!.id;
    const page = await h.call<{ rows: { id: string; orderNo: string; status: string; qty: number }[] }>('POST', `${P}/inbound/search`, { cookie, body: { conditions: { id: ibId }, pageSize: 20 } });
    expect(page.envelope.code, page.text).toBe('0');
    expect(page.envelope.data.rows).toEqual([expect.objectContaining({ id: ibId, status: 'draft', qty: 8 })]);
    const read = await h.call<ReplenishmentInbound>('GET', `${P}/inbound/info/${ibId}`, { cookie });
    expect(read.envelope.code, read.text).toBe('0');
    const ib = replenishmentInboundSchema.parse(read.envelope.data);
    expect(ib).toMatchObject({ orderId: o.id, orderStatus: 'confirmed', status: 'draft' });
    expect(ib.lines.map((l) => l.qty)).toEqual([3, 5]);
    // another tenant finds neither
    expect((await h.call('GET', `${P}/inbound/info/${ibId}`, { cookie: cookieZh })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await create({ id: o.id, version: after.version }, cookieZh)).envelope.code).toBe('SYS_NOT_FOUND');

    // the supplier confirms, tracks and ships it on the receipt's calls; the job follows. The
    // ship-from warehouse picked has the most of the lines available, not necessarily all: the
    // test gives it the rest, as the supplier would move stock there first
    await h.db.query(
      `INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, updated_at)
       SELECT il.sku_id, i.from_warehouse_id, i.tenant_id, il.qty, now() FROM receipt_inbound_lines il JOIN receipt_inbounds i ON i.id = il.inbound_id WHERE i.id = $1
       ON CONFLICT (sku_id, warehouse_id) DO UPDATE SET on_hand = inventory_stock.on_hand + EXCLUDED.on_hand`,
      [ibId],
    );
    const confirmed = await actI({ id: ibId, version: ib.version, action: 'confirm' });
    expect(confirmed.envelope.code, confirmed.text).toBe('0');
    await replenishmentJob();
    expect((await order(o.id)).status).toBe('confirmed');
    const tracked = await track({ id: ibId, version: confirmed.envelope.data.version, trackingNo: '1Z0000001' });
    expect(tracked.envelope.code, tracked.text).toBe('0');
    const shipped = await actI({ id: ibId, version: tracked.envelope.data.version, action: 'ship' });
    expect(shipped.envelope.data.status).toBe('shipped');
    await replenishmentJob();
    expect((await order(o.id)).status).toBe('shipping');
    await receiptJob();
    await replenishmentJob();
    const done = await order(o.id);
    expect(done).toMatchObject({ status: 'done', inbound: { id: ibId, status: 'received' } });
    const steps = (await history(o.id)).map((r) => [r.action, r.to_status, r.actor_name]);
    expect(steps.sort()).toEqual([
      ['confirm', 'confirmed', 'Test'],
      ['createInbound', 'confirmed', expect.any(String)],
      ['receive', 'done', 'Platform'],
      ['ship', 'shipping', 'Platform'],
    ]);
  });

  it('a suggested order has no inbound to create, refused in Chinese with nothing changed', async () => {
    // supplier2 (Chinese) on its own tenant's order
    const o = await freshOrder(h.db, h.seeded.tenantIds.pacific);
    const refused = await create({ id: o.id, version: o.version }, cookieZh);
    expect(refused.envelope.code).toBe('REPLENISHMENT_ORDER_STATE');
    expect(refused.envelope.message).toContain('该补货单当前为「待确认」');
    expect(await h.db.maybe('SELECT id FROM receipt_requests WHERE replenishment_order_id = $1', [o.id])).toBeFalsy();
    expect((await history(o.id)).length).toBe(0);
  });
});
