-- Bulk (B2B) warehouses (docs/domain/receipts.md, "Bulk inventory"): the supplier's warehouses of
-- type 'bulk', with a bulk type and options on the warehouse row itself, so every stock sum over
-- warehouses (inventory, isolation, the inventory centre) includes them with no change. Their stock
-- stays in inventory_stock; what is new is how many units a sku's carton holds and how many cartons
-- go on a pallet, per tenant and sku.

ALTER TABLE warehouses DROP CONSTRAINT warehouses_type_check;
ALTER TABLE warehouses ADD CONSTRAINT warehouses_type_check CHECK (type IN ('own', 'thirdParty', 'bonded', 'overseas', 'platform', 'bulk'));

ALTER TABLE warehouses
  ADD COLUMN bulk_type text CHECK (bulk_type IN ('factory', 'consolidation', 'bondedBulk')),
  ADD COLUMN bulk_options text[] NOT NULL DEFAULT '{}' CHECK (bulk_options <@ ARRAY['palletStorage', 'coldChain', 'hazardousGoods']::text[]),
  -- the create call's request id: the same id again answers the warehouse it made
  ADD COLUMN request_id text,
  ADD CONSTRAINT warehouses_bulk_type_chk CHECK ((type = 'bulk') = (bulk_type IS NOT NULL));
CREATE UNIQUE INDEX warehouses_request_uq ON warehouses (tenant_id, request_id) WHERE request_id IS NOT NULL;

CREATE TABLE bulk_sku_packs (
  sku_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  units_per_carton int NOT NULL CHECK (units_per_carton BETWEEN 1 AND 100000),
  cartons_per_pallet int NOT NULL CHECK (cartons_per_pallet BETWEEN 1 AND 10000),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX bulk_sku_packs_tenant_idx ON bulk_sku_packs (tenant_id, sku_id);
