// The /reconciliation records (src/contract/reconciliation/records.ts): seeded per supplier tenant, listed by status
// and code; a decision needs a note to reject, checks the version, happens once (a repeat by the
// same user is answered as made), leaves a history row, and changes nothing of another tenant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationRecordSchema, type ReconciliationRecord } from '../../../src/contract/reconciliation';
import { createHarness, type Harness } from '../harness';

const P = '/api/scm-app/supplier/reconciliation/record';
let h: Harness;
let cookie: string;
let tenantId: string;

beforeAll(async () => {
  h = await createHarness();
  cookie = await h.signIn('supplier1');
  tenantId = h.seeded.tenantIds.harbor;
}, 120_000);
afterAll(() => h?.close());

async function search(conditions: Record<string, unknown>) {
  const r = await h.call<{ rows: ReconciliationRecord[]; total: number }>('POST', `${P}/search`, { cookie, body: { conditions, pageSize: 200, exactTotal: true } });
  expect(r.envelope.code, r.text).toBe('0');
  return r.envelope.data;
}
const decide = (body: Record<string, unknown>) => h.call<ReconciliationRecord>('POST', `${P}/decide`, { cookie, body });

describe('reconciliation records', () => {
  it('are seeded for the tenant and listed by status and code', async () => {
    const all = await search({});
    expect(all.total).toBeGreaterThan(0);
    expect(all.rows.every((r) => reconciliationRecordSchema.safeParse(r).success)).toBe(true);
    const pendingRows = await search({ status: 'pending' });
    expect(pendingRows.rows.length).toBeGreaterThan(0);
    expect(pendingRows.rows.every((r) => r.status === 'pending')).toBe(true);
    const one = pendingRows.rows[0];
    expect((await search({ code: one.code })).rows.map((r) => r.id)).toContain(one.id);
  });

  it('a decision needs a note to reject, checks the version, happens once and is kept in the history', async () => {
    const [r] = (await search({ status: 'pending' })).rows;
    expect((await decide({ id: r.id, version: r.version, decision: 'reject', note: '  ' })).envelope.code).toBe('SYS_INVALID_REQUEST');
    expect((await decide({ id: r.id, version: r.version + 1, decision: 'approve', note: '' })).envelope.code).toBe('RECONCILIATION_RECORD_STALE');
    const ok = await decide({ id: r.id, version: r.version, decision: 'reject', note: 'Missing invoice' });
    expect(ok.envelope.code, ok.text).toBe('0');
    expect(ok.envelope.data).toMatchObject({ status: 'rejected', note: 'Missing invoice', decidedBy: 'Grace Lin', version: r.version + 1 });
    const again = await decide({ id: r.id, version: r.version, decision: 'reject', note: 'Missing invoice' });
    expect(again.envelope.data).toMatchObject({ status: 'rejected', version: r.version + 1 });
    expect((await decide({ id: r.id, version: r.version + 1, decision: 'approve', note: '' })).envelope.code).toBe('RECONCILIATION_RECORD_DECIDED');
    const history = await h.db.query("SELECT action, from_status, to_status FROM record_history WHERE record_kind = 'reconciliation.record' AND record_id = $1", [r.id]);
    expect(history).toEqual([{ action: 'reject', from_status: 'pending', to_status: 'rejected' }]);
  });

  it('another tenant’s record is not found and stays pending', async () => {
    const theirs = await h.db.one<{ id: string; version: number }>("SELECT id, version FROM reconciliation_records WHERE tenant_id <> $1 AND status = 'pending' LIMIT 1", [tenantId]);
    expect((await h.call('GET', `${P}/info/${theirs.id}`, { cookie })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await decide({ id: theirs.id, version: theirs.version, decision: 'approve', note: '' })).envelope.code).toBe('SYS_NOT_FOUND');
    expect((await h.db.one<{ status: string }>('SELECT status FROM reconciliation_records WHERE id = $1', [theirs.id])).status).toBe('pending');
  });
});
