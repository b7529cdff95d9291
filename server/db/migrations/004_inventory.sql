-- Inventory (docs/domain/inventory.md): warehouse groups with their warehouse and cart bindings,
-- stock per sku and warehouse, allotment of a group's available stock to its carts with change
-- records, what the trigger last pushed to the channels and the trigger records.
--
-- Conventions as in 003: text ids, tenant_id on every row, composite foreign keys (x_id,
-- tenant_id) so no row can point at another tenant's row, `version` for optimistic concurrency,
-- soft delete where history refers to a row.

-- ---- warehouse groups --------------------------------------------------------------------------

CREATE TABLE warehouse_groups (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  remark text NOT NULL DEFAULT '' CHECK (length(remark) <= 200),
  -- name, remark and the warehouse set
  version int NOT NULL DEFAULT 1,
  -- the allotment of the group (warehouse_group_allotments)
  allot_version int NOT NULL DEFAULT 1,
  -- allotment (or warehouse set) changed since the last trigger apply
  modified boolean NOT NULL DEFAULT false,
  modified_at timestamptz,
  last_pushed_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by text,
  created_by_name text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  updated_by text,
  updated_by_name text NOT NULL DEFAULT '',
  deleted_at timestamptz,
  UNIQUE (id, tenant_id),
  CHECK (modified = (modified_at IS NOT NULL))
);
CREATE UNIQUE INDEX warehouse_groups_name_uq ON warehouse_groups (tenant_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX warehouse_groups_name_idx ON warehouse_groups (tenant_id, name, id) WHERE deleted_at IS NULL;
CREATE INDEX warehouse_groups_modified_idx ON warehouse_groups (tenant_id) WHERE modified AND deleted_at IS NULL;

-- A warehouse belongs to at most one group.
CREATE TABLE warehouse_group_warehouses (
  warehouse_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  group_id text NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id)
);
CREATE INDEX warehouse_group_warehouses_group_idx ON warehouse_group_warehouses (group_id);

-- A cart draws its stock from one group.
CREATE TABLE warehouse_group_carts (
  cart_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  group_id text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (cart_id, group_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id)
);
CREATE INDEX warehouse_group_carts_group_idx ON warehouse_group_carts (group_id);

-- ---- stock -------------------------------------------------------------------------------------

-- available = on_hand - locked is never stored: read it from inventory_stock_levels. Isolation
-- (a later migration) adds `isolated`, widens the CHECK to locked + isolated <= on_hand and
-- replaces the view, so available + isolated + locked = on_hand holds for every row.
CREATE TABLE inventory_stock (
  sku_id text NOT NULL,
  warehouse_id text NOT NULL,
  tenant_id text NOT NULL,
  on_hand int NOT NULL CHECK (on_hand >= 0),
  locked int NOT NULL DEFAULT 0 CHECK (locked >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (sku_id, warehouse_id),
  CONSTRAINT inventory_stock_sums_chk CHECK (locked <= on_hand),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  FOREIGN KEY (warehouse_id, tenant_id) REFERENCES warehouses (id, tenant_id)
);
CREATE INDEX inventory_stock_warehouse_idx ON inventory_stock (warehouse_id, sku_id);

CREATE VIEW inventory_stock_levels AS
  SELECT s.sku_id, s.warehouse_id, s.tenant_id, s.on_hand, s.locked,
         0 AS isolated,
         s.on_hand - s.locked AS available,
         s.updated_at
    FROM inventory_stock s;

-- ---- allotment ---------------------------------------------------------------------------------

-- The share of the group's available stock of a sku a cart may sell: a ratio (percent of what is
-- left after the fixed quantities) or a fixed quantity. The cart must be bound to the group.
CREATE TABLE warehouse_group_allotments (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  group_id text NOT NULL,
  sku_id text NOT NULL,
  cart_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('ratio', 'fixed')),
  -- percent (0..100, 2 decimals) for ratio; units for fixed
  value numeric(12,2) NOT NULL CHECK (value >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text,
  UNIQUE (group_id, sku_id, cart_id),
  CHECK (mode <> 'ratio' OR value <= 100),
  CHECK (mode <> 'fixed' OR value = trunc(value)),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  FOREIGN KEY (cart_id, group_id) REFERENCES warehouse_group_carts (cart_id, group_id)
);
CREATE INDEX warehouse_group_allotments_group_idx ON warehouse_group_allotments (group_id, sku_id);
CREATE INDEX warehouse_group_allotments_cart_idx ON warehouse_group_allotments (cart_id);

-- One row per changed (group, sku, cart): old -> new; new null = removed. allotment_id keeps the
-- id of a removed allotment, so its history stays addressable.
CREATE TABLE allot_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  allotment_id text NOT NULL,
  group_id text NOT NULL,
  sku_id text NOT NULL,
  cart_id text NOT NULL,
  old_mode text CHECK (old_mode IN ('ratio', 'fixed')),
  old_value numeric(12,2),
  new_mode text CHECK (new_mode IN ('ratio', 'fixed')),
  new_value numeric(12,2),
  changed_by text,
  changed_by_name text NOT NULL,
  changed_at timestamptz NOT NULL,
  CHECK ((old_mode IS NULL) = (old_value IS NULL) AND (new_mode IS NULL) = (new_value IS NULL)),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id)
);
CREATE INDEX allot_records_allotment_idx ON allot_records (tenant_id, allotment_id, changed_at);
CREATE INDEX allot_records_changed_idx ON allot_records (tenant_id, changed_at, id);

-- ---- trigger -----------------------------------------------------------------------------------

-- One push of allotment quantities to the channels.
CREATE TABLE trigger_records (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id),
  status text NOT NULL DEFAULT 'succeeded' CHECK (status IN ('succeeded')),
  group_names text NOT NULL,
  group_count int NOT NULL,
  line_count int NOT NULL,
  new_count int NOT NULL,
  increase_count int NOT NULL,
  decrease_count int NOT NULL,
  release_count int NOT NULL,
  created_by text,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (id, tenant_id),
  CHECK (line_count = new_count + increase_count + decrease_count + release_count)
);
CREATE INDEX trigger_records_created_idx ON trigger_records (tenant_id, created_at, id);
CREATE INDEX trigger_records_lines_idx ON trigger_records (tenant_id, line_count, id);

CREATE TABLE trigger_record_lines (
  record_id text NOT NULL,
  line_no int NOT NULL,
  tenant_id text NOT NULL,
  group_id text NOT NULL,
  cart_id text NOT NULL,
  sku_id text NOT NULL,
  mode text CHECK (mode IN ('ratio', 'fixed')),
  value numeric(12,2),
  old_qty int,
  new_qty int,
  change text NOT NULL CHECK (change IN ('new', 'increase', 'decrease', 'release')),
  PRIMARY KEY (record_id, line_no),
  FOREIGN KEY (record_id, tenant_id) REFERENCES trigger_records (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id)
);
CREATE INDEX trigger_record_lines_sku_idx ON trigger_record_lines (sku_id);

-- What the channels were last told a cart may sell of an allotted sku.
CREATE TABLE channel_stock (
  cart_id text NOT NULL,
  sku_id text NOT NULL,
  tenant_id text NOT NULL,
  group_id text NOT NULL,
  quantity int NOT NULL CHECK (quantity >= 0),
  pushed_at timestamptz NOT NULL,
  trigger_record_id text NOT NULL,
  PRIMARY KEY (cart_id, sku_id),
  FOREIGN KEY (cart_id, tenant_id) REFERENCES carts (id, tenant_id),
  FOREIGN KEY (sku_id, tenant_id) REFERENCES skus (id, tenant_id),
  FOREIGN KEY (group_id, tenant_id) REFERENCES warehouse_groups (id, tenant_id),
  FOREIGN KEY (trigger_record_id, tenant_id) REFERENCES trigger_records (id, tenant_id)
);
CREATE INDEX channel_stock_group_idx ON channel_stock (group_id);
