// The pool financing handlers (src/contract/poolFinance/applications.ts): the list, the limit, and
// submitting an application. Submitting runs in one transaction with the tenant's row locked, so
// two submits never both fit in one limit: a repeated request id answers the application it made;
// each settlement's version is checked against the one read (stale), its eligibility, that no other
// live application holds it, one currency, and the amount within both the limit and 80 % of the
// settlements picked. The price is computed once here (price.ts) and stored.
import { applyForFinancing, centsText, daysBetween, getPoolFinanceLimit, priceOf, searchApplications, toCents, type Application } from '../../src/contract/poolFinance';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../inventory';
import { callerOf } from '../lists/registry';
import { randomBytes } from 'node:crypto';
import { limitAnswer, poolLimit } from './limit';
import { applicationListDefinition } from './list-applications';
import { poolFinanceRefusals as refuse } from './messages';

async function oneApplication(db: Db, user: Parameters<typeof callerOf>[0], number: string): Promise<Application> {
  const page = await applicationListDefinition.page(db, callerOf(user), { conditions: { number }, pageSize: 5 });
  return page.rows.find((r) => r.number === number)!;
}

export const poolFinanceHandlers: readonly HandlerEntry[] = [
  defineHandler(searchApplications, async ({ db, user, body }) => (await applicationListDefinition.page(db, callerOf(user), body)) as never),

  defineHandler(getPoolFinanceLimit, ({ db, user, now }) => limitAnswer(db, user.tenant.id, now)),

  defineHandler(applyForFinancing, async ({ db, user, body, now }) => {
    const tenantId = user.tenant.id;
    const number = await db.transaction(async (tx) => {
      await tx.one('SELECT id FROM tenants WHERE id = $1 FOR UPDATE', [tenantId]);
      const repeat = await tx.maybe<{ number: string }>('SELECT number FROM pool_finance_applications WHERE tenant_id = $1 AND request_id = $2', [tenantId, body.requestId]);
      if (repeat) return repeat.number;
      const numbers = body.settlements.map((s) => s.number);
      const current = await tx.query<{ number: string; version: number }>('SELECT number, version FROM finance_settlements WHERE tenant_id = $1 AND number = ANY($2) FOR UPDATE', [tenantId, numbers]);
      const { settlements, limits } = await poolLimit(tx, tenantId, now);
      const picked = body.settlements.map((b) => {
        const row = current.find((c) => c.number === b.number);
        if (!row) throw notFound(user.lang);
        if (row.version !== b.version) throw refuse.stale(user.lang, b.number);
        const eligible = settlements.find((s) => s.number === b.number);
        if (!eligible) throw refuse.ineligible(user.lang, b.number);
        if (eligible.financed) throw refuse.taken(user.lang, b.number);
        return eligible;
      });
      const currency = picked[0]!.currency;
      if (picked.some((p) => p.currency !== currency)) throw refuse.currencies(user.lang);
      const amount = toCents(body.amount)!;
      const limit = limits.get(currency)!.limit;
      const advance = picked.reduce((sum, p) => sum + p.advanceCents, 0n);
      const cap = limit < advance ? limit : advance;
      if (amount > cap) throw refuse.overLimit(user.lang, centsText(cap), currency);
      // repaid from the first payment due among the settlements picked
      const dueDate = picked.map((p) => p.dueDate).sort()[0]!;
      const price = priceOf(amount, daysBetween(now, new Date(`${dueDate}T00:00:00Z`)));
      const seq = (await tx.one<{ n: number }>('SELECT count(*)::int + 1 AS n FROM pool_finance_applications WHERE tenant_id = $1', [tenantId])).n;
      const made = `PF${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
      const id = `pf_${randomBytes(8).toString('hex')}`;
      await tx.query(
        `INSERT INTO pool_finance_applications (id, tenant_id, number, request_id, status, currency, amount, fee, discount_percent, apr, days, due_date, created_by_name, created_at)
         VALUES ($1, $2, $3, $4, 'submitted', $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [id, tenantId, made, body.requestId, currency, centsText(amount), price.fee, price.discountPercent, price.apr, price.days, dueDate, user.displayName, now],
      );
      for (const p of picked) {
        await tx.query('INSERT INTO pool_finance_application_settlements (application_id, tenant_id, settlement_id, settlement_version) VALUES ($1, $2, $3, $4)', [id, tenantId, p.id, p.version]);
      }
      return made;
    });
    return oneApplication(db, user, number);
  }),
];
