// The finance demo seed (docs/domain/finance.md, "Seed"), derived from the seeded orders of every
// supplier tenant, set-based so it stays fast at 20,000 orders a tenant:
//   - a year of monthly settlements for each channel (cart) that has orders: the anchor's month
//     open, the month before awaiting confirmation (a third of the carts' disputed, a third
//     confirmed), older months confirmed (every fourth by the job when its window closed);
//   - transactions: a sale per shipped order line (shipment), a refund per confirmed refund and a
//     return per received return, each in its cart's settlement of the month it happened; the tax
//     split is convertTax's rule in SQL (round half away from zero, without + tax = with);
//   - disputes: open ones on the disputed settlements, and older ones decided by the job's own rule
//     (decide-dispute.ts), so an adjustment appears only where the data upholds it;
//   - the operation history of each closed and confirmed settlement.
// A tenant with any settlement is skipped (re-running adds nothing).
import { CONFIRM_WINDOW_DAYS } from '../../src/contract/finance';
import type { SeedContext } from '../db/seed-context';
import { decideDispute } from './decide-dispute';
import { seedInvoices } from './seed-invoices';

const DAY = 86_400_000;

const SETTLEMENTS_SQL = `
WITH carts_used AS (
  SELECT c.id, c.code, c.currency, row_number() OVER (ORDER BY c.code) AS r FROM carts c
   WHERE c.tenant_id = $1 AND EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = $1 AND o.cart_id = c.id)
), months AS (
  SELECT m, date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(months => m) AS start FROM generate_series(0, 11) m
)
INSERT INTO finance_settlements (id, tenant_id, number, cart_id, period, period_start, period_end, currency, status, confirm_deadline, confirmed_at, confirmed_by_name, auto_confirmed, version, created_at)
SELECT $1 || '-ST' || to_char(mo.start AT TIME ZONE 'UTC', 'YYYYMM') || '-' || c.code, $1, 'ST' || to_char(mo.start AT TIME ZONE 'UTC', 'YYYYMM') || '-' || c.code, c.id,
  to_char(mo.start AT TIME ZONE 'UTC', 'YYYY-MM'), mo.start, mo.start + interval '1 month', c.currency,
  CASE WHEN mo.m = 0 THEN 'open' WHEN mo.m = 1 AND c.r % 3 <> 2 THEN 'pendingConfirm' ELSE 'confirmed' END,
  CASE WHEN mo.m = 0 THEN NULL WHEN mo.m = 1 THEN $3::timestamptz ELSE mo.start + interval '1 month' + make_interval(days => ${CONFIRM_WINDOW_DAYS}) END,
  CASE WHEN mo.m = 0 OR (mo.m = 1 AND c.r % 3 <> 2) THEN NULL WHEN mo.m = 1 THEN $2::timestamptz - interval '6 hours'
       WHEN c.r % 4 = 0 THEN mo.start + interval '1 month' + make_interval(days => ${CONFIRM_WINDOW_DAYS}) ELSE mo.start + interval '1 month' + interval '3 days' END,
  CASE WHEN mo.m = 0 OR (mo.m = 1 AND c.r % 3 <> 2) THEN NULL WHEN mo.m > 1 AND c.r % 4 = 0 THEN 'Platform' ELSE $4 END,
  mo.m > 1 AND c.r % 4 = 0,
  CASE WHEN mo.m = 0 THEN 1 WHEN mo.m = 1 AND c.r % 3 <> 2 THEN 2 ELSE 3 END,
  mo.start
FROM carts_used c CROSS JOIN months mo`;

/** no-tax and tax of an amount with tax `a` at rate $2: convertTax's removeTax rule in exact numeric. */
const split = (a: string) => `round(${a} / (1 + $2::numeric), 2), ${a} - round(${a} / (1 + $2::numeric), 2), ${a}`;

// the shipped lines are gathered first (MATERIALIZED), so each finds its settlement on the whole
// (tenant, cart, period) key: joined in one step, a fresh table's estimates made the planner probe the
// settlements by tenant and period only, 300 rows a line (5.6 s for a tenant's 2,500 lines)
const SALES_SQL = `
WITH shipped AS MATERIALIZED (
  SELECT o.id AS order_id, o.supplier_order_id, o.cart_id, l.id AS line_id, l.line_no, l.sku_id, l.unit_price, s.id AS shipment_id, s.shipment_no, s.shipped_at, sl.qty,
    to_char(s.shipped_at AT TIME ZONE 'UTC', 'YYYY-MM') AS period
    FROM order_shipment_lines sl JOIN order_shipments s ON s.id = sl.shipment_id JOIN order_lines l ON l.id = sl.line_id JOIN orders o ON o.id = s.order_id
   WHERE sl.tenant_id = $1 AND s.shipped_at < $3
)
INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, order_line_id, shipment_id, cause_key, sku_id, qty, unit_price, tax_rate, amount_no_tax, tax, amount)
SELECT $1 || '-S-' || x.supplier_order_id || '-' || x.line_no || '-' || x.shipment_no, $1, 'S-' || x.supplier_order_id || '-' || x.line_no || '-' || x.shipment_no, 'sale', st.id, x.cart_id, st.currency, x.shipped_at,
  x.order_id, x.line_id, x.shipment_id, 'sale:' || x.shipment_id || ':' || x.line_id, x.sku_id, x.qty, x.unit_price, $2, ${split('(x.qty * x.unit_price)')}
  FROM shipped x JOIN finance_settlements st ON st.tenant_id = $1 AND st.cart_id = x.cart_id AND st.period = x.period
ON CONFLICT DO NOTHING`;

const REFUNDS_SQL = `
INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, request_id, cause_key, qty, tax_rate, amount_no_tax, tax, amount)
SELECT $1 || '-R-' || q.request_no, $1, 'R-' || q.request_no, 'refund', st.id, o.cart_id, st.currency, q.decided_at, o.id, q.id, 'refund:' || q.id, 0, $2, ${split('(-q.amount)')}
  FROM order_requests q JOIN orders o ON o.id = q.order_id
  JOIN finance_settlements st ON st.tenant_id = $1 AND st.cart_id = o.cart_id AND st.period = to_char(q.decided_at AT TIME ZONE 'UTC', 'YYYY-MM')
 WHERE q.tenant_id = $1 AND q.kind = 'refund' AND q.status = 'confirmed' AND q.amount > 0 AND q.decided_at < $3
ON CONFLICT DO NOTHING`;

const RETURNS_SQL = `
WITH r AS (
  SELECT q.id, q.request_no, q.decided_at, o.id AS order_id, o.cart_id, sum(rl.qty)::int AS qty,
    sum(rl.qty * (SELECT min(l.unit_price) FROM order_lines l WHERE l.order_id = o.id AND l.sku_id = rl.sku_id)) AS value
    FROM order_requests q JOIN orders o ON o.id = q.order_id JOIN order_return_lines rl ON rl.request_id = q.id
   WHERE q.tenant_id = $1 AND q.kind = 'return' AND q.status = 'received' AND q.decided_at < $3
   GROUP BY q.id, q.request_no, q.decided_at, o.id, o.cart_id
)
INSERT INTO finance_transactions (id, tenant_id, number, kind, settlement_id, cart_id, currency, occurred_at, order_id, request_id, cause_key, qty, tax_rate, amount_no_tax, tax, amount)
SELECT $1 || '-R-' || r.request_no, $1, 'R-' || r.request_no, 'return', st.id, r.cart_id, st.currency, r.decided_at, r.order_id, r.id, 'return:' || r.id, r.qty, $2, ${split('(-r.value)')}
  FROM r JOIN finance_settlements st ON st.tenant_id = $1 AND st.cart_id = r.cart_id AND st.period = to_char(r.decided_at AT TIME ZONE 'UTC', 'YYYY-MM')
 WHERE r.value > 0
ON CONFLICT DO NOTHING`;

// the first deduction of each settlement of a status in the periods given, numbered
const FIRST_DEDUCTIONS_SQL = `
SELECT x.settlement_id, x.transaction_id, (row_number() OVER (ORDER BY x.number))::int AS r FROM (
  SELECT DISTINCT ON (s.id) s.id AS settlement_id, s.number, t.id AS transaction_id
    FROM finance_settlements s JOIN finance_transactions t ON t.settlement_id = s.id AND t.kind <> 'sale'
   WHERE s.tenant_id = $1 AND s.status = $2 AND s.period = ANY($3::text[])
   ORDER BY s.id, t.occurred_at, t.id) x`;

const HISTORY_SQL = `
INSERT INTO record_history (id, tenant_id, record_kind, record_id, action, from_status, to_status, note, actor_id, actor_name, at)
SELECT 'rh_fin_c_' || s.id, $1, 'finance.settlement', s.id, 'close', 'open', 'pendingConfirm', '', NULL, 'Platform', s.period_end FROM finance_settlements s WHERE s.tenant_id = $1 AND s.status <> 'open'
UNION ALL
SELECT 'rh_fin_f_' || s.id, $1, 'finance.settlement', s.id, CASE WHEN s.auto_confirmed THEN 'autoConfirm' ELSE 'confirm' END, 'pendingConfirm', 'confirmed',
  CASE WHEN s.auto_confirmed THEN 'confirmed by default: the window closed unanswered' ELSE '' END, NULL, s.confirmed_by_name, s.confirmed_at
  FROM finance_settlements s WHERE s.tenant_id = $1 AND s.status = 'confirmed'`;

const monthsBack = (anchor: Date, m: number) => {
  const d = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - m, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

export async function seedFinance({ db, tenants, tenantIds, ordersAnchor, deciders }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-02T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe('SELECT 1 FROM finance_settlements WHERE tenant_id = $1 LIMIT 1', [tenantId])) continue;
    await db.transaction(async (tx) => {
      const rate = (await tx.maybe<{ rate: string }>('SELECT rate::text AS rate FROM tax_rates WHERE tenant_id = $1 AND is_default', [tenantId]))?.rate ?? '0';
      await tx.query(SETTLEMENTS_SQL, [tenantId, anchor, new Date(anchor.getTime() + CONFIRM_WINDOW_DAYS * DAY), deciders[tenant.key]?.name ?? 'Platform']);
      for (const q of [SALES_SQL, REFUNDS_SQL, RETURNS_SQL]) await tx.query(q, [tenantId, rate, anchor]);
      // last month: a third of the carts awaiting confirmation have a line disputed, still open
      const last = await tx.query<{ settlement_id: string; transaction_id: string; r: number }>(FIRST_DEDUCTIONS_SQL, [tenantId, 'pendingConfirm', [monthsBack(anchor, 1)]]);
      for (const d of last.filter((x) => x.r % 2 === 1)) {
        await tx.query(
          `INSERT INTO finance_disputes (id, tenant_id, settlement_id, transaction_id, reason, note, status, decide_due_at, by_name, created_at)
           VALUES ($1, $2, $3, $4, 'OTHER', 'The shopper kept the goods; see the carrier''s proof of delivery.', 'open', $5, $6, $7)`,
          [`fd_seed_${d.transaction_id}`, tenantId, d.settlement_id, d.transaction_id, new Date(anchor.getTime() + 2 * DAY), deciders[tenant.key]?.name ?? 'Platform', new Date(anchor.getTime() - 3_600_000)],
        );
        await tx.query(`UPDATE finance_settlements SET status = 'disputed', version = version + 1 WHERE id = $1`, [d.settlement_id]);
      }
      // two and three months back: some lines were disputed and decided by the job's rule
      const older = await tx.query<{ settlement_id: string; transaction_id: string; r: number }>(FIRST_DEDUCTIONS_SQL, [tenantId, 'confirmed', [monthsBack(anchor, 2), monthsBack(anchor, 3)]]);
      const reasons = ['DUPLICATE_LINE', 'PRICE_NOT_IN_FORCE', 'QUANTITY_RECEIVED_WRONG'] as const;
      for (const d of older.filter((x) => x.r % 5 === 0)) {
        const at = (await tx.one<{ period_end: Date }>('SELECT period_end FROM finance_settlements WHERE id = $1', [d.settlement_id])).period_end;
        const id = `fd_seed_${d.transaction_id}`;
        await tx.query(
          `INSERT INTO finance_disputes (id, tenant_id, settlement_id, transaction_id, reason, note, status, decide_due_at, by_name, created_at) VALUES ($1, $2, $3, $4, $5, '', 'open', $6, $7, $6)`,
          [id, tenantId, d.settlement_id, d.transaction_id, reasons[d.r % 3], new Date(at.getTime() + DAY), deciders[tenant.key]?.name ?? 'Platform'],
        );
        await decideDispute(tx, id, new Date(at.getTime() + 2 * DAY));
      }
      await tx.query(HISTORY_SQL, [tenantId]);
    });
  }
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) await seedInvoices(db, tenantIds[tenant.key], deciders[tenant.key]?.name ?? 'Supplier');
}
