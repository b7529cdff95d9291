// The pool financing demo seed (docs/domain/finance.md "Seed"): for every supplier tenant with
// eligible settlements at the anchor, one application paid out (half of its first eligible
// settlement's 80 %, decided and disbursed by the platform) and one refused as over the limit (the
// whole of the next settlement, more than its 80 %). Priced by the same rule as a submit (price.ts).
// A tenant with any application is skipped (re-running adds nothing).
import { centsText, daysBetween, priceOf } from '../../src/contract/poolFinance';
import type { SeedContext } from '../db/seed-context';
import { eligibleSettlements, type Eligible } from './limit';

const HOUR = 3_600_000;

export async function seedPoolFinance({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-02T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM pool_finance_applications WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    const eligible = await eligibleSettlements(db, tenantId, anchor);
    const [first, second] = eligible;
    if (!first) continue;
    const by = deciders[tenant.key]?.name ?? 'Platform';
    await db.transaction(async (tx) => {
      const add = async (n: number, s: Eligible, amount: bigint, refused: boolean) => {
        const created = new Date(anchor.getTime() - (refused ? 30 : 50) * HOUR);
        const price = priceOf(amount, daysBetween(created, new Date(`${s.dueDate}T00:00:00Z`)));
        const id = `pf_seed_${tenant.key}_${n}`;
        await tx.query(
          `INSERT INTO pool_finance_applications (id, tenant_id, number, request_id, status, currency, amount, fee, discount_percent, apr, days, due_date, reason, created_by_name, created_at, decided_at, disbursed_at, version)
           VALUES ($1, $2, $3, $1, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
          [
            id, tenantId, `PF${created.toISOString().slice(0, 10).replaceAll('-', '')}-${String(n).padStart(4, '0')}`, refused ? 'refused' : 'disbursed', s.currency, centsText(amount),
            price.fee, price.discountPercent, price.apr, price.days, s.dueDate, refused ? 'OVER_LIMIT' : null, by, created,
            new Date(created.getTime() + HOUR), refused ? null : new Date(created.getTime() + 2 * HOUR), refused ? 2 : 3,
          ],
        );
        await tx.query('INSERT INTO pool_finance_application_settlements (application_id, tenant_id, settlement_id, settlement_version) VALUES ($1, $2, $3, $4)', [id, tenantId, s.id, s.version]);
      };
      await add(1, first, first.advanceCents / 2n > 0n ? first.advanceCents / 2n : 1n, false);
      const over = second ?? first;
      await add(2, over, over.amountCents, true);
    });
  }
}
