// Demo fulfilment strategies for every supplier tenant: seven, in both statuses, each keeping its
// label's rules (strategyProblems finds none). Re-running adds nothing.
import { strategyProblems, type CarrierClass, type FulfilmentTag } from '../../src/contract/product';
import type { Db } from '../db/db';

const STRATEGIES: readonly [string, FulfilmentTag, string, CarrierClass, number, 'active' | 'cancelled'][] = [
  ['Same-day express, 14:00 cut-off', 'fastDelivery', '14:00', 'express', 0, 'active'],
  ['Next-day express, 18:00 cut-off', 'fastDelivery', '18:00', 'express', 1, 'active'],
  ['Bulky freight, weekly pallet', 'bulky', '12:00', 'freight', 5, 'active'],
  ['Bulky standard parcel', 'bulky', '16:00', 'standard', 3, 'cancelled'],
  ['Fragile standard, double boxed', 'fragile', '15:00', 'standard', 2, 'active'],
  ['Fragile express, glassware', 'fragile', '11:30', 'express', 1, 'active'],
  ['Fast delivery trial (2023)', 'fastDelivery', '10:00', 'express', 1, 'cancelled'],
];

export async function seedStrategies(db: Db, tenantId: string, key: string, anchor: Date, supplierName: string): Promise<void> {
  if (await db.maybe('SELECT 1 FROM product_fulfilment_strategies WHERE tenant_id = $1 LIMIT 1', [tenantId])) return;
  const rows = STRATEGIES.map(([name, tag, cutOffTime, carrierClass, handlingDays, status], i) => {
    if (strategyProblems({ tag, carrierClass, handlingDays }).length) throw new Error(`seeded strategy ${name} breaks its label's rules`);
    const at = new Date(anchor.getTime() - (3 + i * 9) * 86_400_000);
    return {
      id: `fs-${key}-${i + 1}`,
      no: `FS${at.toISOString().slice(2, 10).replace(/-/g, '')}${String(i + 1).padStart(6, '0')}`,
      name,
      tag,
      cut_off_time: cutOffTime,
      carrier_class: carrierClass,
      handling_days: handlingDays,
      status,
      updated_at: at.toISOString(),
      version: status === 'cancelled' ? 2 : 1,
    };
  });
  await db.query(
    `INSERT INTO product_fulfilment_strategies (id, tenant_id, strategy_no, name, tag, cut_off_time, carrier_class, handling_days, status, updated_at, updated_by_name, version)
     SELECT x.id, $2, x.no, x.name, x.tag, x.cut_off_time, x.carrier_class, x.handling_days, x.status, x.updated_at, $3, x.version
       FROM json_to_recordset($1::json) AS x(id text, no text, name text, tag text, cut_off_time text, carrier_class text, handling_days int, status text, updated_at timestamptz, version int)`,
    [JSON.stringify(rows), tenantId, supplierName],
  );
}
