// Deterministic bulk warehouses for every supplier tenant (docs/domain/receipts.md, "Bulk
// inventory"): a factory warehouse and a consolidation one, with stock on a few dozen skus and
// each of those skus' carton and pallet quantities. It stocks only skus no warehouse holds yet, so
// every other area's stock (the inventory area's groups, allotments and trigger diffs, the
// receipts' ship-from choices) stays as their seeds made it. Re-running adds nothing: the tenant's
// first bulk warehouse is the marker.
import type { SeedContext } from '../db/seed-context';
import { Prng } from '../db/prng';

interface Plan {
  n: number;
  code: string;
  name: string;
  bulkType: string;
  options: string[];
  country: string;
  city: string;
  address: string;
  skus: number;
}

const PLANS: readonly Plan[] = [
  { n: 1, code: 'BULK-DG1', name: 'Dongguan factory bulk warehouse', bulkType: 'factory', options: ['palletStorage'], country: 'CN', city: 'Dongguan', address: '18 Songshan Lake Road', skus: 24 },
  { n: 2, code: 'BULK-NB2', name: 'Ningbo consolidation bulk warehouse', bulkType: 'consolidation', options: ['palletStorage', 'coldChain'], country: 'CN', city: 'Ningbo', address: '6 Beilun Port Avenue', skus: 12 },
];

const UNITS_PER_CARTON = [6, 12, 20, 24, 36, 48] as const;
const CARTONS_PER_PALLET = [20, 30, 40, 48] as const;

export async function seedBulkInventory({ db, tenants, tenantIds, ordersAnchor }: SeedContext): Promise<void> {
  const at = ordersAnchor ?? new Date('2026-03-01T00:00:00.000Z');
  for (const tenant of tenants.filter((t) => t.kind === 'supplier')) {
    const tenantId = tenantIds[tenant.key];
    if (await db.maybe("SELECT 1 FROM warehouses WHERE tenant_id = $1 AND type = 'bulk'", [tenantId])) continue;
    const prng = new Prng(`bulk-${tenant.key}`);
    const free = await db.query<{ id: string }>(
      `SELECT k.id FROM skus k WHERE k.tenant_id = $1 AND k.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM warehouse_group_allotments a WHERE a.tenant_id = k.tenant_id AND a.sku_id = k.id)
        ORDER BY k.sku DESC LIMIT 32`,
      [tenantId],
    );
    await db.transaction(async (tx) => {
      for (const p of PLANS) {
        // ids in capitals, as codes: the record's title shows its id, and a Chinese page may carry codes but no English words
        const id = `WH-BULK-${tenant.key.toUpperCase()}-${p.n}`;
        await tx.query(
          `INSERT INTO warehouses (id, tenant_id, code, name, type, bulk_type, bulk_options, country, city, address_line1, contact_name, contact_phone, currency, status, remark, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'bulk', $5, $6, $7, $8, $9, $10, $11, 'CNY', 'active', '', $12, $12) ON CONFLICT (id) DO NOTHING`,
          [id, tenantId, p.code, p.name, p.bulkType, p.options, p.country, p.city, p.address, 'Zhou Min', '+86 769 2288 1000', at],
        );
        // the first plan stocks the first skus, the second the last ones and a few of the first (a sku in both)
        const skus = p.n === 1 ? free.slice(0, p.skus) : [...free.slice(free.length - p.skus + 4), ...free.slice(0, 4)];
        for (const s of skus) {
          await tx.query('INSERT INTO bulk_sku_packs (warehouse_id, sku_id, tenant_id, units_per_carton, cartons_per_pallet, updated_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [
            id,
            s.id,
            tenantId,
            UNITS_PER_CARTON[prng.int(UNITS_PER_CARTON.length)],
            CARTONS_PER_PALLET[prng.int(CARTONS_PER_PALLET.length)],
            at,
          ]);
          // from a few loose units to several pallets
          const onHand = 5 + prng.int(6000);
          await tx.query('INSERT INTO inventory_stock (sku_id, warehouse_id, tenant_id, on_hand, locked, updated_at) VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT DO NOTHING', [s.id, id, tenantId, onHand, at]);
        }
      }
    });
  }
}
