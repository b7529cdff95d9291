// The dashboard's work queue (common.workQueue; docs/domain/dashboard.md): each count equals the
// total of the list it links to, searched through that list's own endpoint with the same
// conditions; the counts follow the caller's tenant, role and variant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchCancelRequests,
  searchInventory,
  searchOrders,
  searchRefundRequests,
  searchReturnRequests,
  searchSeparations,
  workQueueItems,
  workQueueSchema,
  type AnyEndpoint,
} from '../../../src/contract';
import { searchDifferences, searchInquiries, searchRequests } from '../../../src/contract/receipt';
import { createHarness, type Harness } from '../harness';

/** The search endpoint of each counted list (its bizType). */
const searchOf: Record<string, AnyEndpoint> = {
  'order.list': searchOrders,
  'order.cancelList': searchCancelRequests,
  'order.returnList': searchReturnRequests,
  'order.refundList': searchRefundRequests,
  'inventory.inventory': searchInventory,
  'separate.control': searchSeparations,
  'receipt.request': searchRequests,
  'receipt.difference': searchDifferences,
  'receipt.priceInquiry': searchInquiries,
};

describe('common.workQueue', () => {
  let h: Harness;
  let supplier1: string;
  const workQueue = async (cookie: string, k = 'wharf-tof') => {
    const answer = await h.call('GET', '/common/app/dashboard/workQueue', { cookie, query: { k } });
    expect(answer.envelope.code).toBe('0');
    return workQueueSchema.parse(answer.envelope.data).counts;
  };
  const listTotal = async (cookie: string, bizType: string, conditions: Record<string, unknown>) => {
    const search = searchOf[bizType];
    const answer = await h.call<{ total: number; totalCapped: boolean; rows: unknown[] }>(search.method, search.path, { cookie, body: { conditions, pageSize: 20 } });
    expect(answer.envelope.code).toBe('0');
    return answer.envelope.data;
  };

  beforeAll(async () => {
    h = await createHarness();
    supplier1 = await h.signIn('supplier1');
    const now = h.clock.now();
    const tenant = h.seeded.tenantIds.harbor;
    // make every count non-zero at the harness's clock, so an equality below is never 0 = 0:
    // a cancel and a refund request due within the hour (one already past), a return due later
    // than the window (not counted), an isolation submitted for automatic start
    const due = (kind: string, offsetHours: number) =>
      h.db.query(
        `UPDATE order_requests SET status = 'requested', decision_deadline = $3
          WHERE id = (SELECT id FROM order_requests WHERE tenant_id = $1 AND kind = $2 ORDER BY id LIMIT 1)`,
        [tenant, kind, new Date(now.getTime() + offsetHours * 3_600_000)],
      );
    await due('cancel', 1);
    await due('refund', -0.01);
    await due('return', 1);
    await h.db.query(
      `UPDATE separations SET status = 'submitted', auto_start = true, start_at = $2, aborted_at = $2::timestamptz + interval '2 days'
        WHERE id = (SELECT id FROM separations WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1)`,
      [tenant, new Date(now.getTime() + 3_600_000)],
    );
  });
  afterAll(() => h?.close());

  it('each count equals the total of the list it links to, searched with the same conditions', async () => {
    const counts = await workQueue(supplier1);
    // tof has the order, inventory, isolation and receipt groups and supplier1's role grants them all;
    // the receipt counts are the seed's work due within 48 h (server/receipt/seed-due.ts)
    expect(counts.map((c) => c.id)).toEqual(workQueueItems.map((i) => i.id));
    for (const count of counts) {
      const item = workQueueItems.find((i) => i.id === count.id)!;
      const page = await listTotal(supplier1, item.bizType, { ...item.conditions });
      expect({ id: count.id, count: count.count, capped: count.capped }).toEqual({ id: item.id, count: page.total, capped: page.totalCapped });
      expect(count.count, `${count.id} has rows to count`).toBeGreaterThan(0);
    }
  });

  it('a count moves with its list: a request no longer near its deadline leaves both', async () => {
    const before = (await workQueue(supplier1)).find((c) => c.id === 'cancelDueSoon')!.count;
    const now = h.clock.now().getTime();
    await h.db.query(
      `UPDATE order_requests SET decision_deadline = $3
        WHERE id = (SELECT id FROM order_requests WHERE tenant_id = $1 AND kind = 'cancel' AND status = 'requested' AND decision_deadline <= $2 ORDER BY id LIMIT 1)`,
      [h.seeded.tenantIds.harbor, new Date(now + 12 * 3_600_000), new Date(now + 40 * 3_600_000)],
    );
    const after = (await workQueue(supplier1)).find((c) => c.id === 'cancelDueSoon')!.count;
    expect(after).toBe(before - 1);
    expect((await listTotal(supplier1, 'order.cancelList', { dueSoon: true })).total).toBe(after);
  });

  it("counts the caller's tenant only", async () => {
    const supplier2 = await h.signIn('supplier2');
    const harbor = await workQueue(supplier1);
    const pacific = await workQueue(supplier2);
    for (const count of pacific) {
      const item = workQueueItems.find((i) => i.id === count.id)!;
      expect(count.count).toBe((await listTotal(supplier2, item.bizType, { ...item.conditions })).total);
    }
    // the isolation made due above is Harbor's
    expect(pacific.find((c) => c.id === 'isolationsWaiting')?.count).not.toBe(harbor.find((c) => c.id === 'isolationsWaiting')?.count);
  });

  it('shows only the counts of groups the role grants and the variant builds', async () => {
    // viewer1's role has assets, inventory and orders, not isolation nor receipts
    const viewer = await workQueue(await h.signIn('viewer1'));
    expect(viewer.map((c) => c.id)).toEqual(workQueueItems.filter((i) => i.group !== 'separate' && i.group !== 'receipt').map((i) => i.id));
    // scs has orders and receipts of the counted groups; cds-admin has none of them
    expect((await workQueue(supplier1, 'wharf-scs')).map((c) => c.id)).toEqual(workQueueItems.filter((i) => i.group === 'order' || i.group === 'receipt').map((i) => i.id));
    expect(await workQueue(supplier1, 'wharf-cds-admin')).toEqual([]);
  });

  it('a receipt window counts while it closes within 48 h and not once it has closed', async () => {
    // the seed's due work closes 40 h after the anchor (42 h for the delivery): 8 h after this clock
    const ids = async (bizType: string, conditions: Record<string, unknown>) => {
      const search = searchOf[bizType];
      const answer = await h.call<{ rows: { id: string; receiptId?: string }[] }>(search.method, search.path, { cookie: supplier1, body: { conditions, pageSize: 200 } });
      return answer.envelope.data.rows.map((r) => r.receiptId ?? r.id);
    };
    expect(await ids('receipt.request', { ackDue: true })).toContain('rq-harbor-d001');
    expect(await ids('receipt.request', { deliveryDue: true })).toContain('rq-harbor-d002');
    expect(await ids('receipt.request', { deliveryDue: true })).not.toContain('rq-harbor-d001');
    expect(await ids('receipt.difference', { dueSoon: true })).toContain('wr-ib-harbor-w013');
    expect(await ids('receipt.priceInquiry', { dueSoon: true })).toContain('pi-harbor-d001');
    const before = Object.fromEntries((await workQueue(supplier1)).map((c) => [c.id, c.count]));
    // 9 h later (41 h after the anchor) the acknowledge, answer and reply windows have closed, the deliver-by has not
    h.clock.advance(9 * 3_600_000);
    try {
      const after = Object.fromEntries((await workQueue(supplier1)).map((c) => [c.id, c.count]));
      expect(await ids('receipt.request', { ackDue: true })).not.toContain('rq-harbor-d001');
      expect(await ids('receipt.difference', { dueSoon: true })).not.toContain('wr-ib-harbor-w013');
      expect(await ids('receipt.priceInquiry', { dueSoon: true })).not.toContain('pi-harbor-d001');
      expect(await ids('receipt.request', { deliveryDue: true })).toContain('rq-harbor-d002');
      expect(after).toMatchObject({ requestsToAck: before.requestsToAck - 1, differencesDue: before.differencesDue - 1 });
      // an acknowledged request is no longer to acknowledge, whatever its window
      expect(await ids('receipt.request', { ackDue: true })).not.toContain('rq-harbor-d002');
    } finally {
      h.clock.advance(-9 * 3_600_000);
    }
  });

  it('refuses an unknown application key', async () => {
    const answer = await h.call('GET', '/common/app/dashboard/workQueue', { cookie: supplier1, query: { k: 'wharf-nope' } });
    expect(answer.envelope.code).toBe('SYS_INVALID_REQUEST');
  });
});
