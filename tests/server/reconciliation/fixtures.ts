// Matrix fixtures of the /reconciliation calls (tests/server/fixtures.ts gathers them): a valid call
// for supplier1, a bill or line of tenant B for the tenant matrix, and for the lifecycle calls a
// bill or line in the state the call needs (the seed gives every supplier tenant a matched bill
// with open differences; a fresh one is made when it was used).
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;
const aBill = (db: Db, tenantId: string) => db.one<{ id: string; version: number }>('SELECT id, version FROM reconciliation_bills WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
/** An open difference of a matched bill: one is opened again (its bill matched) when none is left. */
async function openLine(db: Db, tenantId: string) {
  const line = await db.maybe<{ id: string; bill_id: string }>(
    "SELECT id, bill_id FROM reconciliation_lines WHERE tenant_id = $1 AND result_class <> 'matched' ORDER BY (status = 'open') DESC, id LIMIT 1",
    [tenantId],
  );
  await db.query("UPDATE reconciliation_bills SET status = 'matched', submitted_at = NULL, closed_at = NULL WHERE id = $1", [line!.bill_id]);
  return db.one<{ id: string; version: number }>("UPDATE reconciliation_lines SET status = 'open' WHERE id = $1 RETURNING id, version", [line!.id]);
}
/** A matched bill with nothing undecided (a bill with lines, put back to matched, its open lines accepted). */
async function readyBill(db: Db, tenantId: string) {
  const bill = await db.one<{ id: string }>('SELECT id FROM reconciliation_bills WHERE tenant_id = $1 AND line_count > 0 ORDER BY id LIMIT 1', [tenantId]);
  await db.query("UPDATE reconciliation_lines SET status = 'accepted' WHERE bill_id = $1 AND status = 'open'", [bill.id]);
  return db.one<{ id: string; version: number }>("UPDATE reconciliation_bills SET status = 'matched', submitted_at = NULL, closed_at = NULL, open_count = 0 WHERE id = $1 RETURNING id, version", [bill.id]);
}
const form = (text: string): RouteInput =>
  Object.defineProperty({}, 'body', {
    get: () => {
      const f = new FormData();
      f.set('file', new File([text], 'cost-bill.csv', { type: 'text/csv' }));
      f.set('timeZone', 'GMT+08:00');
      return f;
    },
    enumerable: true,
  });
let period = 0;

export const reconciliationFixtures = {
  'reconciliation.billSearch': { input: { body: { conditions: { status: 'matched' }, pageSize: 20 } } },
  'reconciliation.detail': {
    input: { params: { id: 'rb-harbor-1' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await aBill(db, tenantId)).id } }),
  },
  'reconciliation.logisticsList': { input: {} },
  'reconciliation.feeCode': { input: {} },
  'reconciliation.create': {
    input: { body: { providerCode: 'UPS-GND', type: 'logisticsCost', period: '2024-01' } },
    // each successful call a period of its own (one bill per provider, type and period)
    prepare: async () => ({ body: { providerCode: 'UPS-GND', type: 'logisticsCost', period: `2023-${String((period++ % 12) + 1).padStart(2, '0')}` } }),
  },
  'reconciliation.submit': {
    input: { body: { id: 'rb-harbor-3', version: 1, note: '' } },
    prepare: async ({ db }: { db: Db }) => {
      const b = await readyBill(db, await harbor(db));
      return { body: { id: b.id, version: b.version, note: '' } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => {
      const b = await readyBill(db, tenantId);
      return { body: { id: b.id, version: b.version, note: '' } };
    },
  },
  'reconciliation.upload': { input: form('Bill no.,Waybill no.,Ship date,Billed weight (kg),Unit rate,Fee code,Amount\nRB000000-001,1ZFX,2026-01-02,1.2,10,freight,12.00\n') },
  'reconciliation.result': { input: { body: { conditions: { billId: 'rb-harbor-3', resultClass: 'WEIGHT' }, pageSize: 20 } } },
  'reconciliation.resultLine': {
    input: { params: { id: 'rb-harbor-3-1' } },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { id: (await openLine(db, tenantId)).id } }),
  },
  'reconciliation.lineDecide': {
    input: { body: { id: 'rb-harbor-3-1', version: 1, decision: 'accept', note: '' } },
    prepare: async ({ db }: { db: Db }) => {
      const l = await openLine(db, await harbor(db));
      return { body: { id: l.id, version: l.version, decision: 'accept', note: '' } };
    },
    foreignObject: async ({ db, tenantId }: { db: Db; tenantId: string }) => {
      const l = await openLine(db, tenantId);
      return { body: { id: l.id, version: l.version, decision: 'accept', note: '' } };
    },
  },
} satisfies Record<string, Fixture>;
