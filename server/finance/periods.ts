// The settlement of a channel (cart) and month: found, or opened when the month's first
// transaction arrives. A settlement's number is ST<yyyymm>-<cart code> (docs/domain/finance.md).
// A transaction dated in a month whose settlement is already closed goes to the first open month
// after it, so a frozen period never changes.
import type { Db } from '../db/db';

export interface Period {
  period: string;
  start: Date;
  end: Date;
}

/** The UTC month holding `at`. */
export function periodOf(at: Date): Period {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { period: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, start, end };
}

export const settlementNumber = (period: string, cartCode: string) => `ST${period.replace('-', '')}-${cartCode}`;

/** The open settlement of the cart for `at` (created open when missing), in the caller's transaction. */
export async function openSettlementFor(tx: Db, tenantId: string, cartId: string, at: Date, now: Date): Promise<{ id: string; currency: string }> {
  const cart = await tx.one<{ code: string; currency: string }>('SELECT code, currency FROM carts WHERE id = $1 AND tenant_id = $2', [cartId, tenantId]);
  for (let p = periodOf(at); ; p = periodOf(p.end)) {
    const number = settlementNumber(p.period, cart.code);
    await tx.query(
      `INSERT INTO finance_settlements (id, tenant_id, number, cart_id, period, period_start, period_end, currency, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9) ON CONFLICT DO NOTHING`,
      [`${tenantId}-${number}`, tenantId, number, cartId, p.period, p.start, p.end, cart.currency, now],
    );
    const row = await tx.one<{ id: string; status: string; currency: string }>('SELECT id, status, currency FROM finance_settlements WHERE tenant_id = $1 AND number = $2 FOR UPDATE', [tenantId, number]);
    if (row.status === 'open') return row;
  }
}
