// The pack quantity handlers of a bulk warehouse (src/contract/bulkInventory/pack.ts): list, add,
// change, remove. Every query names the caller's tenant, and the warehouse must be the tenant's live
// bulk warehouse (else SYS_NOT_FOUND). Changes run in one transaction that locks the warehouse row
// first, so two adds of one sku, or an add beside the last free place, are decided one after the
// other. Add answers a pack with the same figures as it is (a retry); change and remove check the
// version read, a change of nothing answers as it is and a pack already gone is removed: false.
import type { Language } from '../../src/contract';
import { BULK_PACKS_MAX, createBulkPack, deleteBulkPack, getBulkPacks, updateBulkPack, type BulkPack } from '../../src/contract/bulkInventory';
import type { Db } from '../db/db';
import { defineHandler, type HandlerEntry } from '../back/handler';
import { notFound } from '../asset';
import { packRefusals } from './messages';

interface PackDbRow {
  sku_id: string;
  sku: string;
  sku_name: string;
  units_per_carton: number;
  cartons_per_pallet: number;
  on_hand: number;
  version: number;
  updated_at: Date;
}

const SELECT = `SELECT p.sku_id, k.sku, k.name AS sku_name, p.units_per_carton, p.cartons_per_pallet, coalesce(s.on_hand, 0)::int AS on_hand, p.version, p.updated_at
  FROM bulk_sku_packs p
  JOIN skus k ON k.id = p.sku_id AND k.tenant_id = p.tenant_id
  LEFT JOIN inventory_stock s ON s.sku_id = p.sku_id AND s.warehouse_id = p.warehouse_id
 WHERE p.tenant_id = $1 AND p.warehouse_id = $2`;

const out = (r: PackDbRow): BulkPack => ({
  skuId: r.sku_id,
  sku: r.sku,
  skuName: r.sku_name,
  unitsPerCarton: r.units_per_carton,
  cartonsPerPallet: r.cartons_per_pallet,
  onHand: Number(r.on_hand),
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

/** The tenant's live bulk warehouse, locked for the transaction when `lock`; SYS_NOT_FOUND otherwise. */
async function bulkWarehouse(db: Db, tenantId: string, id: string, lang: Language, lock: boolean): Promise<void> {
  const row = await db.maybe(`SELECT 1 FROM warehouses WHERE tenant_id = $1 AND id = $2 AND type = 'bulk' AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`, [tenantId, id]);
  if (!row) throw notFound(lang);
}

const onePack = (db: Db, tenantId: string, warehouseId: string, skuId: string) => db.maybe<PackDbRow>(`${SELECT} AND p.sku_id = $3`, [tenantId, warehouseId, skuId]);

export const bulkPackHandlers: readonly HandlerEntry[] = [
  defineHandler(getBulkPacks, async ({ db, user, params }) => {
    await bulkWarehouse(db, user.tenant.id, params.id, user.lang, false);
    return (await db.query<PackDbRow>(`${SELECT} ORDER BY k.sku LIMIT ${BULK_PACKS_MAX}`, [user.tenant.id, params.id])).map(out);
  }),

  defineHandler(createBulkPack, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      const tenantId = user.tenant.id;
      await bulkWarehouse(tx, tenantId, body.warehouseId, user.lang, true);
      const sku = await tx.maybe<{ id: string; sku: string }>('SELECT id, sku FROM skus WHERE tenant_id = $1 AND lower(sku) = lower($2)', [tenantId, body.sku]);
      if (!sku) throw packRefusals.skuUnknown(user.lang, body.sku);
      const had = await onePack(tx, tenantId, body.warehouseId, sku.id);
      if (had) {
        // the same figures again: a retry or a double click, answered as it is
        if (had.units_per_carton === body.unitsPerCarton && had.cartons_per_pallet === body.cartonsPerPallet) return out(had);
        throw packRefusals.exists(user.lang, sku.sku);
      }
      const { n } = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM bulk_sku_packs WHERE tenant_id = $1 AND warehouse_id = $2', [tenantId, body.warehouseId]);
      if (n >= BULK_PACKS_MAX) throw packRefusals.limit(user.lang, BULK_PACKS_MAX);
      await tx.query(
        `INSERT INTO bulk_sku_packs (warehouse_id, sku_id, tenant_id, units_per_carton, cartons_per_pallet, version, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7)`,
        [body.warehouseId, sku.id, tenantId, body.unitsPerCarton, body.cartonsPerPallet, now, user.id],
      );
      return out((await onePack(tx, tenantId, body.warehouseId, sku.id))!);
    }),
  ),

  defineHandler(updateBulkPack, async ({ db, user, body, now }) =>
    db.transaction(async (tx) => {
      const tenantId = user.tenant.id;
      await bulkWarehouse(tx, tenantId, body.warehouseId, user.lang, true);
      const had = await onePack(tx, tenantId, body.warehouseId, body.skuId);
      if (!had) throw notFound(user.lang);
      if (had.units_per_carton === body.unitsPerCarton && had.cartons_per_pallet === body.cartonsPerPallet) return out(had);
      if (had.version !== body.version) throw packRefusals.stale(user.lang, had.sku);
      await tx.query(
        `UPDATE bulk_sku_packs SET units_per_carton = $4, cartons_per_pallet = $5, version = version + 1, updated_at = $6, updated_by = $7
          WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = $3`,
        [tenantId, body.warehouseId, body.skuId, body.unitsPerCarton, body.cartonsPerPallet, now, user.id],
      );
      return out((await onePack(tx, tenantId, body.warehouseId, body.skuId))!);
    }),
  ),

  defineHandler(deleteBulkPack, async ({ db, user, body }) =>
    db.transaction(async (tx) => {
      const tenantId = user.tenant.id;
      await bulkWarehouse(tx, tenantId, body.warehouseId, user.lang, true);
      const had = await onePack(tx, tenantId, body.warehouseId, body.skuId);
      // already gone (a retry, or removed by someone else meanwhile): nothing to do
      if (!had) return { skuId: body.skuId, removed: false };
      if (had.version !== body.version) throw packRefusals.stale(user.lang, had.sku);
      await tx.query('DELETE FROM bulk_sku_packs WHERE tenant_id = $1 AND warehouse_id = $2 AND sku_id = $3', [tenantId, body.warehouseId, body.skuId]);
      return { skuId: body.skuId, removed: true };
    }),
  ),
];
