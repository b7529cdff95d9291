-- Bulk pack quantities per bulk warehouse and sku (docs/domain/receipts.md, "Slice (built): bulk
-- packs and the centre's speed"): a factory and a consolidation warehouse pack the same sku on
-- different pallets, and the supplier edits them on the warehouse's record, so a pack row belongs to
-- one warehouse. Each row gets a version (the edit's stale check) and who changed it when. The rows
-- 058 kept per sku become one per bulk warehouse that holds the sku's stock.

ALTER TABLE bulk_sku_packs
  ADD COLUMN warehouse_id text,
  ADD COLUMN version int NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by text;
ALTER TABLE bulk_sku_packs DROP CONSTRAINT bulk_sku_packs_pkey;

INSERT INTO bulk_sku_packs (warehouse_id, sku_id, tenant_id, units_per_carton, cartons_per_pallet)
SELECT s.warehouse_id, p.sku_id, p.tenant_id, p.units_per_carton, p.cartons_per_pallet
  FROM bulk_sku_packs p
  JOIN inventory_stock s ON s.sku_id = p.sku_id AND s.tenant_id = p.tenant_id
  JOIN warehouses w ON w.id = s.warehouse_id AND w.tenant_id = s.tenant_id AND w.type = 'bulk'
 WHERE p.warehouse_id IS NULL;
DELETE FROM bulk_sku_packs WHERE warehouse_id IS NULL;

ALTER TABLE bulk_sku_packs
  ALTER COLUMN warehouse_id SET NOT NULL,
  ADD PRIMARY KEY (warehouse_id, sku_id),
  ADD FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id);
