// The reconciliation bill handlers (src/contract/reconciliation/bills.ts): the list, one bill, the
// providers and fee codes the new-bill form and the file take, a new draft bill, the upload of its
// file (the import pipeline, import-cost-bill.ts) and the submit. Submitting locks the bill, checks
// its status and the version read, refuses while a difference is undecided, and writes a history
// row; the same submit repeated by the one who made it is answered as made.
import type { Language } from '../../src/contract';
import { createBill, getBill, listFeeCodes, listProviders, searchBills, submitBill, uploadCostBill, type BillStatus, type ReconciliationBill } from '../../src/contract/reconciliation';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { queueImport } from '../imports/queue';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { billListDefinition } from './list-bills';
import { FREIGHT } from './match';
import { reconciliationRefusals } from './messages';

type User = { id: string; lang: Language; tenant: { id: string } };

export const billTable: RecordTable<'submit', BillStatus> = {
  kind: 'reconciliation.bill',
  table: 'reconciliation_bills',
  transitions: { submit: { from: ['matched'], to: 'submitted' } },
  notFound,
  decided: (lang, row) => reconciliationRefusals.state(lang, row.status),
  stale: (lang) => reconciliationRefusals.stale(lang),
};

export async function oneBill(db: Db, user: User, id: string): Promise<ReconciliationBill> {
  const row = (await billListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

/** The tenant's active logistics channels with a cost setting, by code. */
export async function providersOf(db: Db, tenantId: string, code?: string) {
  return db.query<{ id: string; code: string; name: string; carrier: string; currency: string }>(
    `SELECT l.id, l.code, l.name, c.code AS carrier, s.currency FROM logistics_channels l
       JOIN carriers c ON c.id = l.carrier_id AND c.tenant_id = l.tenant_id
       JOIN logistics_cost_settings s ON s.logistics_id = l.id AND s.tenant_id = l.tenant_id
      WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.status = 'active' ${code ? 'AND lower(l.code) = lower($2)' : ''} ORDER BY l.code`,
    code ? [tenantId, code] : [tenantId],
  );
}

/** The next bill number of a period: RB<yyyymm>-<n>, one past the period's highest. */
async function nextBillNo(tx: Db, tenantId: string, period: string): Promise<string> {
  const prefix = `RB${period.replace('-', '')}-`;
  const top = await tx.one<{ n: number }>(`SELECT coalesce(max(substr(bill_no, ${prefix.length + 1})::int), 0)::int AS n FROM reconciliation_bills WHERE tenant_id = $1 AND bill_no LIKE $2`, [tenantId, `${prefix}%`]);
  return `${prefix}${String(top.n + 1).padStart(3, '0')}`;
}

/** Inserts a draft bill (the form's create and the seed). */
export async function insertBill(tx: Db, tenantId: string, provider: { id: string; code: string; name: string; carrier: string; currency: string }, period: string, by: string, now: Date, id: string): Promise<string> {
  const billNo = await nextBillNo(tx, tenantId, period);
  await tx.query(
    `INSERT INTO reconciliation_bills (id, tenant_id, bill_no, logistics_id, provider_code, provider_name, carrier_code, type, period, status, currency, created_at, created_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'logisticsCost', $8, 'draft', $9, $10, $11)`,
    [id, tenantId, billNo, provider.id, provider.code, provider.name, provider.carrier, period, provider.currency, now, by],
  );
  return billNo;
}

export const billHandlers: readonly HandlerEntry[] = [
  defineHandler(searchBills, async ({ db, user, body }) => (await billListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getBill, ({ db, user, params }) => oneBill(db, user, params.id)),

  defineHandler(listProviders, async ({ db, user }) => (await providersOf(db, user.tenant.id)).map(({ code, name, carrier, currency }) => ({ code, name, carrier, currency }))),

  defineHandler(listFeeCodes, async ({ db }) => [
    { code: FREIGHT, name: 'Freight', nameZh: '运费' },
    ...(await db.query<{ code: string; name: string; nameZh: string }>('SELECT code, name, name_zh AS "nameZh" FROM logistics_additional_cost_definitions ORDER BY sort_order')),
  ]),

  defineHandler(createBill, async ({ db, user, body, now }) => {
    const id = await db.transaction(async (tx) => {
      const [provider] = await providersOf(tx, user.tenant.id, body.providerCode);
      if (!provider) throw reconciliationRefusals.noProvider(user.lang, body.providerCode);
      // one bill per provider, type and period: the same form sent twice answers the first
      const existing = await tx.maybe<{ id: string; bill_no: string; created_by_name: string; created_at: Date }>(
        'SELECT id, bill_no, created_by_name, created_at FROM reconciliation_bills WHERE tenant_id = $1 AND logistics_id = $2 AND type = $3 AND period = $4 FOR UPDATE',
        [user.tenant.id, provider.id, body.type, body.period],
      );
      if (existing) {
        if (existing.created_by_name === user.displayName && now.getTime() - new Date(existing.created_at).getTime() < 60_000) return existing.id;
        throw reconciliationRefusals.exists(user.lang, existing.bill_no);
      }
      const newId = `rb_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
      await insertBill(tx, user.tenant.id, provider, body.period, user.displayName, now, newId);
      return newId;
    });
    return oneBill(db, user, id);
  }),

  defineHandler(submitBill, async ({ db, user, body, now }) => {
    await db.transaction(async (tx) => {
      const row = await tx.maybe<{ status: BillStatus; open_count: number; version: number; note: string }>('SELECT status, open_count, version, note FROM reconciliation_bills WHERE id = $1 AND tenant_id = $2 FOR UPDATE', [body.id, user.tenant.id]);
      if (!row) throw notFound(user.lang);
      if (row.status === 'matched' && row.version === body.version && row.open_count > 0) throw reconciliationRefusals.undecided(user.lang, row.open_count);
      await applyRecordAction(tx, billTable, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: 'submit',
        version: body.version,
        note: body.note,
        now,
        set: { submitted_at: now, note: body.note },
        // a double click: the bill the caller submitted, one version on
        repeated: (r) => r.status === 'submitted' && r.version === body.version + 1 && r.note === body.note,
      });
    });
    return oneBill(db, user, body.id);
  }),

  defineHandler(uploadCostBill, async ({ db, user, body, now }) => queueImport(db, user, { type: 'reconciliationLogisticsCost', file: body.file, timeZone: body.timeZone, preview: true, now })),
];
