// Deterministic demo bills of every supplier tenant, from its seeded UPS shipments and its UPS
// Ground cost setting (the asset seed): three months back closed, two back submitted, last month
// matched with one line billed 10 % heavier than its shipment (a WEIGHT difference to decide) and
// one shipment left out (missing in the bill), and this month a draft waiting for its file. The
// lines go through the same matching as an imported file. Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';
import { insertBill, providersOf } from './bills';
import { chargeableKg, freightCents, matchBill, pricingOf, shipmentsOf, type Shipment } from './match';
import { centsText } from './money';

const PROVIDER = 'UPS-GND';
const period = (d: Date, back: number) => {
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
};

export async function seedReconciliation({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    const [provider] = await providersOf(db, tenantId, PROVIDER);
    if (!provider) continue;
    await db.transaction(async (tx) => {
      if (await tx.maybe('SELECT 1 FROM reconciliation_bills WHERE tenant_id = $1 LIMIT 1', [tenantId])) return;
      const plan = [
        { back: 3, status: 'closed' },
        { back: 2, status: 'submitted' },
        { back: 1, status: 'matched' },
        { back: 0, status: 'draft' },
      ] as const;
      for (const [i, p] of plan.entries()) {
        const id = `rb-${tenant.key}-${i + 1}`;
        const created = new Date(anchor.getTime() - (p.back * 30 - 2) * 86_400_000);
        await insertBill(tx, tenantId, provider, period(anchor, p.back), 'Platform', created, id);
        if (p.status === 'draft') continue;
        const shipments = await shipmentsOf(tx, tenantId, provider.carrier, period(anchor, p.back), []);
        await seedLines(tx, tenantId, id, shipments, p.status === 'matched');
        await matchBill(tx, tenantId, id);
        if (p.status === 'matched') continue;
        // the earlier bills were decided (accepted) and submitted; the closed one closed by the platform
        await tx.query("UPDATE reconciliation_lines SET status = 'accepted', decided_by_name = 'Platform' WHERE bill_id = $1 AND status = 'open'", [id]);
        const at = new Date(created.getTime() + 5 * 86_400_000);
        await tx.query(
          `UPDATE reconciliation_bills SET status = $2, submitted_at = $3, closed_at = $4, open_count = 0,
                  accepted_total = (SELECT coalesce(sum(difference), 0) FROM reconciliation_lines WHERE bill_id = $1 AND status = 'accepted') WHERE id = $1`,
          [id, p.status, at, p.status === 'closed' ? new Date(at.getTime() + 3_600_000) : null],
        );
      }
    });
  }
}

/** The provider's lines of a month as its file would hold them: freight of every shipment but the last at its charge, the first billed 10 % heavier when asked. */
async function seedLines(tx: Parameters<typeof matchBill>[0], tenantId: string, billId: string, shipments: readonly Shipment[], differing: boolean) {
  const bill = await tx.one<{ logistics_id: string }>('SELECT logistics_id FROM reconciliation_bills WHERE id = $1', [billId]);
  const pricing = await pricingOf(tx, tenantId, bill.logistics_id);
  for (const [i, s] of shipments.slice(0, -1).entries()) {
    const own = chargeableKg(pricing, s);
    const kg = Math.round((differing && i === 0 ? own * 1.1 : own) * 1000) / 1000;
    const cents = freightCents(pricing, s, kg);
    await tx.query(
      `INSERT INTO reconciliation_lines (id, tenant_id, bill_id, line_no, tracking_no, ship_date, fee_code, billed_weight, unit_rate, billed_amount, result_class, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'freight', $7, $8, $9, 'MISSING_SHIPMENT', 'open')`,
      [`${billId}-${i + 1}`, tenantId, billId, i + 1, s.tracking_no, s.shipped_at, kg.toFixed(3), (cents / 100 / kg).toFixed(5), centsText(cents)],
    );
  }
}
