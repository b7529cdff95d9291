// Matrix fixtures of the /finance calls (tests/server/fixtures.ts gathers them): a valid call for
// supplier1, a settlement or transaction of tenant B for the tenant matrix, and a settlement
// awaiting confirmation (with a deduction not disputed yet) for the actions.
import type { Db } from '../../../server/db/db';
import type { Fixture } from '../fixture-kit';
import type { RouteInput } from '../harness';

const harbor = async (db: Db) => (await db.one<{ id: string }>("SELECT id FROM tenants WHERE name = 'Harbor Supplies Co.'")).id;

/** A settlement awaiting confirmation with a deduction no one disputed, untouched (version 2 as seeded). */
const awaiting = (db: Db, tenantId: string, skip = 0) =>
  db.one<{ number: string; version: number; line: string }>(
    `SELECT s.number, s.version, (SELECT t.number FROM finance_transactions t WHERE t.settlement_id = s.id AND t.kind <> 'sale' ORDER BY t.number LIMIT 1) AS line
       FROM finance_settlements s
      WHERE s.tenant_id = $1 AND s.status = 'pendingConfirm' AND s.version = 2
        AND EXISTS (SELECT 1 FROM finance_transactions t WHERE t.settlement_id = s.id AND t.kind <> 'sale')
        AND NOT EXISTS (SELECT 1 FROM finance_disputes d WHERE d.settlement_id = s.id)
      ORDER BY s.number OFFSET $2 LIMIT 1`,
    [tenantId, skip],
  );
const anyTransaction = (db: Db, tenantId: string) => db.one<{ number: string }>('SELECT number FROM finance_transactions WHERE tenant_id = $1 ORDER BY number LIMIT 1', [tenantId]);

// Numbers are per tenant and the demo tenants' carts share codes, so tenant B's object gets a
// number only it has (renamed in place) before supplier1 addresses it.
const foreignSettlement = async (db: Db, tenantId: string) => {
  const s = await awaiting(db, tenantId, 2);
  await db.query(`UPDATE finance_settlements SET number = number || 'B' WHERE tenant_id = $1 AND number = $2`, [tenantId, s.number]);
  await db.query(`UPDATE finance_transactions SET number = number || 'B' WHERE tenant_id = $1 AND number = $2`, [tenantId, s.line]);
  return { ...s, number: `${s.number}B`, line: `${s.line}B` };
};
const foreignTransaction = async (db: Db, tenantId: string) =>
  db.one<{ number: string }>(`UPDATE finance_transactions SET number = number || 'B' WHERE id = (SELECT id FROM finance_transactions WHERE tenant_id = $1 ORDER BY number LIMIT 1) RETURNING number`, [tenantId]);

const byNumber = async ({ db, tenantId }: { db: Db; tenantId: string }): Promise<RouteInput> => ({ params: { number: (await foreignSettlement(db, tenantId)).number } });
const own = async ({ db }: { db: Db }): Promise<RouteInput> => ({ params: { number: (await awaiting(db, await harbor(db))).number } });
const approve = (s: { number: string; version: number }): RouteInput => ({ body: { number: s.number, version: s.version } });
const dispute = (s: { number: string; version: number; line: string }): RouteInput => ({ body: { number: s.number, version: s.version, lines: [{ transactionNo: s.line, reason: 'DUPLICATE_LINE', note: '' }] } });

export const financeFixtures = {
  'finance.settlementSearch': { input: { body: { conditions: { status: 'pendingConfirm' }, pageSize: 20 } } },
  'finance.transactionSearch': { input: { body: { conditions: { kind: 'refund' }, pageSize: 20 } } },
  'finance.settlementInfo': { input: { params: { number: 'ST202602-NONE' } }, prepare: own, foreignObject: byNumber },
  'finance.settlementConfirmInfo': { input: { params: { number: 'ST202602-NONE' } }, prepare: own, foreignObject: byNumber },
  'finance.operationHistory': {
    input: { params: { type: 'settlement', number: 'ST202602-NONE' } },
    prepare: async ({ db }) => ({ params: { type: 'settlement', number: (await awaiting(db, await harbor(db))).number } }),
    foreignObject: async ({ db, tenantId }) => ({ params: { type: 'settlement', number: (await foreignSettlement(db, tenantId)).number } }),
  },
  'finance.transactionInfo': {
    input: { params: { number: 'S-NONE-1-1' } },
    prepare: async ({ db }) => ({ params: { number: (await anyTransaction(db, await harbor(db))).number } }),
    foreignObject: async ({ db, tenantId }) => ({ params: { number: (await foreignTransaction(db, tenantId)).number } }),
  },
  'finance.settlementApprove': {
    input: approve({ number: 'ST202602-NONE', version: 2 }),
    prepare: async ({ db }) => approve(await awaiting(db, await harbor(db))),
    foreignObject: async ({ db, tenantId }) => approve(await foreignSettlement(db, tenantId)),
  },
  'finance.settlementDispute': {
    input: dispute({ number: 'ST202602-NONE', version: 2, line: 'R-NONE' }),
    prepare: async ({ db }) => dispute(await awaiting(db, await harbor(db), 1)),
    foreignObject: async ({ db, tenantId }) => dispute(await foreignSettlement(db, tenantId)),
  },
} satisfies Record<string, Fixture>;
