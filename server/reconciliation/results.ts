// The result line handlers (src/contract/reconciliation/results.ts): the result list, one line, and
// a difference accepted or disputed (a reason required) while its bill is matched, through the
// record-with-actions kit: the bill and the line locked, the version read checked, a history row
// written, the bill's counts and totals written again from its lines.
import type { Language } from '../../src/contract';
import { decideResultLine, type BillStatus, getResultLine, searchResults, type LineDecision, type LineDecisionState, type ResultLine } from '../../src/contract/reconciliation';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { applyRecordAction, type RecordTable } from '../back/record-actions';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { resultListDefinition } from './list-results';
import { writeTotals } from './match';
import { reconciliationRefusals } from './messages';

const lineTable: RecordTable<LineDecision, LineDecisionState> = {
  kind: 'reconciliation.line',
  table: 'reconciliation_lines',
  transitions: { accept: { from: ['open'], to: 'accepted' }, dispute: { from: ['open'], to: 'disputed' } },
  notFound,
  decided: (lang) => reconciliationRefusals.lineDecided(lang),
  stale: (lang) => reconciliationRefusals.lineStale(lang),
};

async function oneLine(db: Db, user: { id: string; lang: Language; tenant: { id: string } }, id: string): Promise<ResultLine> {
  const row = (await resultListDefinition.page(db, callerOf(user), { conditions: { id }, pageSize: 1 })).rows[0];
  if (!row) throw notFound(user.lang);
  return row;
}

export const resultHandlers: readonly HandlerEntry[] = [
  defineHandler(searchResults, async ({ db, user, body }) => (await resultListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getResultLine, ({ db, user, params }) => oneLine(db, user, params.id)),

  defineHandler(decideResultLine, async ({ db, user, body, now }) => {
    const to: LineDecisionState = body.decision === 'accept' ? 'accepted' : 'disputed';
    await db.transaction(async (tx) => {
      const bill = await tx.maybe<{ id: string; status: BillStatus }>(
        `SELECT b.id, b.status FROM reconciliation_bills b JOIN reconciliation_lines l ON l.bill_id = b.id AND l.tenant_id = b.tenant_id
          WHERE l.id = $1 AND l.tenant_id = $2 FOR UPDATE OF b`,
        [body.id, user.tenant.id],
      );
      if (!bill) throw notFound(user.lang);
      // only a matched bill's differences are decided (a submitted one is final)
      if (bill.status !== 'matched') throw reconciliationRefusals.state(user.lang, bill.status);
      const line = await applyRecordAction(tx, lineTable, {
        tenantId: user.tenant.id,
        lang: user.lang,
        by: { id: user.id, name: user.displayName },
        key: body.id,
        action: body.decision,
        version: body.version,
        note: body.note,
        now,
        set: { decision_note: body.note, decided_by_name: user.displayName },
        repeated: (row) => row.status === to && row.version === body.version + 1 && row.decided_by_name === user.displayName,
      });
      if (line.applied) await writeTotals(tx, user.tenant.id, bill.id);
    });
    return oneLine(db, user, body.id);
  }),
];
