// Deterministic demo records of the /reconciliation group for every supplier tenant: a mix of pending,
// approved and rejected, spread over the last weeks. Re-running adds nothing.
import type { SeedContext } from '../db/seed-context';

const NAMES = ['Spring restock', 'Holiday bundle', 'Warehouse transfer', 'Price correction', 'Carrier surcharge', 'Sample shipment'];
const PER_TENANT = 24;

export async function seedReconciliationRecords({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const anchor = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    for (let i = 1; i <= PER_TENANT; i++) {
      const status = i % 3 === 0 ? 'approved' : i % 4 === 0 ? 'rejected' : 'pending';
      const created = new Date(anchor.getTime() - i * 86_400_000);
      await db.query(
        `INSERT INTO reconciliation_records (id, tenant_id, code, name, status, amount, currency, created_at, note, decided_by_name, decided_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
        [
          `rec-${tenant.key}-${String(i).padStart(4, '0')}`,
          tenantId,
          `REC${String(i).padStart(6, '0')}`,
          `${NAMES[i % NAMES.length]} ${i}`,
          status,
          ((i * 7919) % 100_000) / 100 + 10,
          tenant.currency,
          created,
          status === 'rejected' ? 'Missing documents' : '',
          status === 'pending' ? null : 'Platform',
          status === 'pending' ? null : new Date(created.getTime() + 3_600_000),
          status === 'pending' ? 1 : 2,
        ],
      );
    }
  }
}
